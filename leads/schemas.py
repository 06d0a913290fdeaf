"""Request and response shapes, for the OpenAPI docs at /api/docs.

The views validate bodies themselves (leads/validation.py, the rules shared
with the React forms, with French per-field messages); these schemas only
document the contract.
"""

from typing import Literal

from ninja import Field, Schema


class ApiAnswer(Schema):
    ok: bool = Field(description="true when the submission was accepted")
    error: str | None = Field(
        None,
        description="validation_error, invalid_json, empty_body, invalid_body, "
        "payload_too_large, unsupported_media_type, rate_limited or server_error",
    )
    details: dict[str, str] | None = Field(
        None, description="French message per field (extras as extras.<key>), or body"
    )


class LeadIn(Schema):
    name: str | None = Field(
        None, description="§7: first and last name joined (rebuilt by the server)"
    )
    email: str = Field(..., max_length=128)
    subject: str | None = Field(
        None, description="§7: 'Lead {context} — {company}' (rebuilt by the server)"
    )
    message: str | None = Field(
        None, description="§7: 'Message: …' then the extras (rebuilt by the server)"
    )
    phone: str | None = Field(None, max_length=32)
    company: str = Field(..., max_length=128)
    locale: str | None = Field(None, examples=["fr-FR"])
    recaptchaToken: str | None = Field(None, description="reCAPTCHA v3 token, when available")
    context: Literal["telephonie", "internet", "infogerance", "cyber", "contact"]
    firstName: str = Field(..., max_length=64)
    lastName: str = Field(..., max_length=64)
    userMessage: str | None = Field(None, max_length=2000, description="the form's message field")
    extras: dict[str, str] | None = Field(None, description="extra fields of the page (spec §3)")
    page: str | None = Field(None, description="path of the page holding the form")
    idempotencyKey: str | None = Field(
        None, description="same key on every retry of one submission"
    )
    website: str | None = Field(None, description="honeypot: must stay empty")
    fillMs: int | None = Field(None, description="milliseconds between form display and submit")


class ReviewIn(Schema):
    name: str | None = Field(None, max_length=128)
    company: str | None = Field(None, max_length=128)
    message: str = Field(..., max_length=2000)
    idempotencyKey: str | None = None
    website: str | None = Field(None, description="honeypot: must stay empty")
    fillMs: int | None = None


def body_doc(schema: type[Schema]) -> dict[str, object]:
    return {
        "requestBody": {
            "required": True,
            "content": {"application/json": {"schema": schema.model_json_schema()}},
        }
    }


ANSWERS = {
    200: ApiAnswer,
    400: ApiAnswer,
    413: ApiAnswer,
    415: ApiAnswer,
    429: ApiAnswer,
}
