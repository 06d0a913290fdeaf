"""Reading the body of a public POST: rate limit, size, media type, a JSON object.

Each refusal is raised as Refused with the status to answer; bad input never
reaches a 500.
"""

import json
from typing import Any

from django.conf import settings
from django.http import HttpRequest, JsonResponse

from .answers import api_response
from .ratelimit import client_ip, rate_limited


class Refused(Exception):
    """A request turned down before its own logic, with the status to answer."""

    def __init__(self, status: int, error: str, detail: str, headers: dict[str, str] | None = None):
        super().__init__(error)
        self.status = status
        self.error = error
        self.detail = detail
        self.headers = headers or {}


def _reject_constant(name: str) -> None:
    raise ValueError(f"{name} is not JSON")


def read_json_object(request: HttpRequest, scope: str) -> dict[str, Any]:
    """The request's JSON object, or Refused with the status to answer."""
    retry_after = rate_limited(scope, client_ip(request))
    if retry_after is not None:
        raise Refused(
            429,
            "rate_limited",
            "Trop de demandes depuis votre connexion. Réessayez dans quelques minutes.",
            {"Retry-After": str(retry_after)},
        )
    limit = settings.API_MAX_BODY_BYTES
    try:
        length = int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        length = 0
    if length > limit:
        raise Refused(413, "payload_too_large", f"Le corps dépasse {limit} octets.")
    body = request.body
    if len(body) > limit:
        raise Refused(413, "payload_too_large", f"Le corps dépasse {limit} octets.")
    if not body.strip():
        raise Refused(400, "empty_body", "Le corps de la requête est vide.")
    content_type = request.META.get("CONTENT_TYPE", "")
    media, _, params = content_type.partition(";")
    charset = params.strip().lower().removeprefix("charset=").strip('"') if params else "utf-8"
    if media.strip().lower() != "application/json" or charset not in {"utf-8", "utf8"}:
        raise Refused(
            415, "unsupported_media_type", "Le corps doit être du JSON (application/json, UTF-8)."
        )
    try:
        data = json.loads(body.decode("utf-8"), parse_constant=_reject_constant)
    except (ValueError, RecursionError):
        raise Refused(
            400, "invalid_json", "Le corps de la requête n'est pas du JSON valide."
        ) from None
    if not isinstance(data, dict):
        raise Refused(400, "invalid_body", "Le corps de la requête doit être un objet JSON.")
    return data


def refusal_response(request: HttpRequest, refused: Refused) -> JsonResponse:
    return api_response(
        request, refused.status, refused.error, {"body": refused.detail}, refused.headers
    )
