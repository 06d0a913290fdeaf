"""The JSON path: POST /api/send and /api/review (spec §7).

An app declares its endpoint with `json_endpoint`; what happens is the same
for both. The guard runs before ninja reads anything: the rate limit, then
the body read and parsed once (core/api/body.py), kept on the request, where
ninja's parser takes it (ParsedOnce) instead of parsing it again. ninja
applies the kind's schema once; a refusal is explained by the kind the guard
recorded (`explain_refusal`), from ninja's errors, which IntakeAPI keeps
with their values.
"""

from collections.abc import Callable
from functools import wraps
from typing import Any

from django.http import HttpRequest, HttpResponse
from ninja import NinjaAPI, Router
from ninja.decorators import decorate_view
from ninja.errors import ValidationError
from ninja.parser import Parser
from pydantic import BaseModel

from core.api.answers import ANSWERS, api_response
from core.api.antispam import Channel
from core.api.body import Refused, read_json_object, refusal_response
from core.api.ratelimit import client_ip
from core.mail import delivery

from .kind import IntakeKind
from .pipeline import accept
from .submission import Unavailable

# The request attributes the guard leaves for the parser and the handlers.
BODY = "intake_body"
KIND = "intake_kind"


class ParsedOnce(Parser):
    """ninja's parser, given the guard's parse of the body."""

    def parse_body(self, request: HttpRequest) -> dict[str, Any]:
        parsed = getattr(request, BODY, None)
        return parsed if parsed is not None else super().parse_body(request)


class IntakeAPI(NinjaAPI):
    """ninja's API keeping each refused value in its validation errors: the
    French messages explain a value by the rule it breaks, in the forms'
    order (core/api/contract.py), with no second validation of the body."""

    def validation_error_from_error_contexts(self, error_contexts: list[Any]) -> ValidationError:
        errors: list[dict[str, Any]] = []
        for context in error_contexts:
            model = context.model
            for error in context.pydantic_validation_error.errors(include_url=False):
                flat = model.__ninja_flatten_map_reverse__.get(error["loc"], error["loc"])
                error["loc"] = (model.__ninja_param_source__, *flat)
                errors.append(dict(error))
        return ValidationError(errors)


def guarded(kind: IntakeKind[Any, Any]) -> Callable[..., Any]:
    """Steps 1 and 2 of the JSON path: rate limit, then parse, once."""

    def decorate(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
        @wraps(view)
        def guarded_view(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
            setattr(request, KIND, kind)
            try:
                setattr(request, BODY, read_json_object(request, kind.rate_scope))
            except Refused as refused:
                return refusal_response(request, refused)
            return view(request, *args, **kwargs)

        return guarded_view

    return decorate


def json_endpoint(
    router: Router,
    path: str,
    kind: IntakeKind[Any, Any],
    body: type[BaseModel],
    clean: Callable[[Any], Any],
    **doc: Any,
) -> None:
    """POST `path` on `router`: `body` is the kind's schema (documented in
    the OpenAPI file), `clean` turns a body it accepted into the clean
    submission."""

    @router.post(path, response=ANSWERS, **doc)
    @decorate_view(guarded(kind))
    def endpoint(request: HttpRequest, payload: body) -> HttpResponse:  # type: ignore[valid-type]
        accept(
            kind,
            clean(payload),
            client_ip(request),
            delivery.request_origin(request),
            Channel.SCRIPT,
        )
        return api_response(request, 200)

    endpoint.__name__ = kind.name


def explain_refusal(
    request: HttpRequest, exc: ValidationError | type[ValidationError]
) -> HttpResponse:
    """The schema refused the body: 400 with the forms' French message per field."""
    kind: IntakeKind[Any, Any] | None = getattr(request, KIND, None)
    # ninja's locations start with the parameter's source and name ("body", "payload").
    found = exc.errors if isinstance(exc, ValidationError) else []
    errors = [{**e, "loc": tuple(e["loc"][2:])} for e in found if e["loc"][:1] == ("body",)]
    details = kind.explain(errors) if kind is not None and errors else {}
    return api_response(request, 400, "validation_error", details or {"body": "Corps invalide."})


def answer_unavailable(request: HttpRequest, exc: Unavailable | type[Unavailable]) -> HttpResponse:
    """Neither the database nor the spool took it: 503, and the browser retries."""
    return api_response(request, 503, "unavailable", None, headers={"Retry-After": "30"})
