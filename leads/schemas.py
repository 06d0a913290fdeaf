"""The body of POST /api/send, built from content/validation.json.

Spec §7 fixes the body: name, email, subject, message, phone, company, locale
and recaptchaToken. A client written from the spec sends exactly that, and
the lead is stored (the context read from the subject). Our own forms add
structured enrichments: context, firstName, lastName, userMessage, extras
(the page's extra fields, spec §3), page, idempotencyKey, the honeypot and
the fill time. The extras depend on the context, so the body is one of six
shapes: the bare §7 body, or one per context with that context's extras.
"""

from functools import cache
from typing import Annotated, Any, Literal, Union

from pydantic import (
    AfterValidator,
    BaseModel,
    Discriminator,
    Field,
    RootModel,
    Tag,
    WithJsonSchema,
    create_model,
)
from pydantic_core import PydanticCustomError

from core.api.contract import STRICT, Milliseconds, plain_rule, text
from core.api.rules import FieldRule, rules

from . import phones
from .rules import lead_rules

SPEC_BODY = "spec"  # the tag of a body without a context


def structured_rules() -> dict[str, FieldRule]:
    """Every field path of the body and the rule that explains its errors."""
    lead = lead_rules()
    meta = rules().meta
    composed = meta["composedMaxLength"]
    found = {rule.key: rule for rule in lead.fields}
    found["userMessage"] = found.pop("message")
    found.update(
        name=plain_rule("name", composed),
        subject=plain_rule("subject", composed),
        message=plain_rule("message", composed, multiline=True),
        locale=plain_rule("locale", 35, meta["locale"]),
        page=plain_rule("page", 200, meta["pagePath"]),
        idempotencyKey=plain_rule("idempotencyKey", 64, meta["idempotencyKey"]),
        recaptchaToken=plain_rule("recaptchaToken", meta["recaptchaTokenMaxLength"]),
        website=plain_rule("website", meta["honeypotMaxLength"], multiline=True),
        altcha=plain_rule("altcha", meta["altchaMaxLength"]),
    )
    for extras in lead.extras.values():
        found.update({f"extras.{rule.key}": rule for rule in extras})
    return found


def _dialable(value: str) -> str:
    """The spec's pattern counts characters, not digits (« 01 30 12 12 »
    passes it): a number must also be one a salesperson can dial
    (phones.py). Refused with the pattern's message, the spec's « Le
    téléphone renseigné ne semble pas valide. » (core.api.contract._code)."""
    if value.strip() and not phones.dialable(value):
        raise PydanticCustomError("phone_number", "not a number that can be dialled")
    return value


def phone_field(rule: FieldRule) -> Any:
    """The phone as the contract states it: format "tel", a number that dials,
    which no pattern can say; the spec's pattern (content/validation.json,
    what the browser checks) still applies first."""
    return Annotated[
        text(rule),
        AfterValidator(_dialable),
        WithJsonSchema(
            {
                "type": "string",
                "format": "tel",
                "maxLength": rule.max_length,
                "description": "Téléphone: a French or Belgian number of the right length, "
                "or an international one (+) that libphonenumber holds valid (leads/phones.py); "
                "the characters of content/validation.json's pattern",
            }
        ),
    ]


def _optional(annotation: Any, description: str | None = None) -> Any:
    return (annotation | None, Field(None, description=description))


def _common_fields() -> dict[str, Any]:
    by_key = structured_rules()
    fields: dict[str, Any] = {}
    for key in ("email", "company"):
        fields[key] = (text(by_key[key]), ...)
    for key in ("name", "subject", "message", "locale", "recaptchaToken"):
        fields[key] = _optional(text(by_key[key]))
    fields["phone"] = _optional(phone_field(by_key["phone"]))
    # Optional enrichments; when sent, a name must not be blank (spec §5).
    fields["firstName"] = _optional(text(by_key["firstName"], must_fill=True))
    fields["lastName"] = _optional(text(by_key["lastName"], must_fill=True))
    fields["userMessage"] = _optional(text(by_key["userMessage"]), "the form's message field")
    fields["page"] = _optional(text(by_key["page"]), "path of the page holding the form")
    fields["idempotencyKey"] = _optional(
        text(by_key["idempotencyKey"]), "same key on every retry of one submission"
    )
    fields["website"] = _optional(text(by_key["website"]), "honeypot: must stay empty")
    fields["altcha"] = _optional(
        text(by_key["altcha"]), "ALTCHA answer (base64) to GET /api/altcha/challenge"
    )
    fields["fillMs"] = _optional(Milliseconds, "milliseconds between form display and submit")
    fields["origin"] = (_ORIGIN, None)
    return fields


# Where the lead came from (leads/origin.py). Any value passes the schema: a
# malformed origin is dropped when the lead is cleaned, never refused.
_ORIGIN: Any = Annotated[
    Any,
    WithJsonSchema(
        {
            # No type: whatever is sent, the lead is taken, and only an
            # object's bounded texts are kept (the contract test checks it).
            "description": "An object: utm_source, utm_medium, utm_campaign, utm_term, "
            "utm_content of the page's address and, on the page the visitor landed on, the "
            "referring site's domain (referrer); each a text of at most 100 printable "
            "characters. Anything else is dropped silently, never refused.",
        }
    ),
]


def _extras_model(context: str) -> type[BaseModel]:
    fields: dict[str, Any] = {}
    for rule in lead_rules().extras[context]:
        fields[rule.key] = (text(rule), ...) if rule.required else _optional(text(rule))
    return create_model(f"LeadExtras_{context}", __config__=STRICT, **fields)


def _branch(context: str | None) -> type[BaseModel]:
    fields = _common_fields()
    if context is None:
        return create_model("LeadSpecBody", __config__=STRICT, **fields)
    extras = _extras_model(context)
    required = any(rule.required for rule in lead_rules().extras[context])
    fields["context"] = (Literal[context], ...)
    fields["extras"] = (extras, ...) if required else (extras | None, None)
    return create_model(f"Lead_{context}", __config__=STRICT, **fields)


def _tag(value: Any) -> str | None:
    if isinstance(value, dict):
        context = value.get("context", SPEC_BODY)
        return context if isinstance(context, str) else "invalid"
    if isinstance(value, BaseModel):
        return str(getattr(value, "context", SPEC_BODY))
    return None


def _union(branches: list[Any]) -> Any:
    return Union[tuple(branches)]  # noqa: UP007  (a Union built at run time)


@cache
def lead_body() -> type[RootModel[Any]]:
    contexts = rules().raw["lead"]["contexts"]
    branches = [Annotated[_branch(None), Tag(SPEC_BODY)]]
    branches += [Annotated[_branch(c), Tag(c)] for c in contexts]
    body: Any = Annotated[_union(branches), Discriminator(_tag)]

    class LeadIn(RootModel[body]):
        """The spec §7 body, or our forms' body with its enrichments."""

    return LeadIn


LeadIn = lead_body()
