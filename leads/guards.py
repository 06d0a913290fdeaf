"""What every public POST of the API goes through before its own logic.

CORS for the configured origins, a per-IP rate limit kept in the Django
cache (local memory by default, Redis when REDIS_URL is set, so that every
gunicorn worker shares it), the content type, a small body limit and a JSON
object body. Each refusal is a {ok, error, details} answer with an honest
status code; bad input never reaches a 500.
"""

import hashlib
import json
import logging
import time
from typing import Any

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest, HttpResponse, JsonResponse

logger = logging.getLogger(__name__)

ALLOWED_HEADERS = "Content-Type, Idempotency-Key"


def api_response(
    request: HttpRequest,
    status: int,
    error: str | None = None,
    details: dict[str, str] | None = None,
    headers: dict[str, str] | None = None,
) -> JsonResponse:
    response = JsonResponse(
        {"ok": status < 400, "error": error, "details": details},
        status=status,
        json_dumps_params={"ensure_ascii": False},
    )
    for name, value in (headers or {}).items():
        response[name] = value
    response["Cache-Control"] = "no-store"
    add_cors_headers(request, response)
    return response


def add_cors_headers(request: HttpRequest, response: HttpResponse) -> None:
    """Let the configured site origins call the API from another host, and no one else."""
    origin = request.headers.get("Origin")
    response["Vary"] = "Origin"
    if origin and origin in settings.API_CORS_ORIGINS:
        response["Access-Control-Allow-Origin"] = origin
        # The API may live on another host than the site (spec §7): its
        # resources must be readable there despite the site-wide CORP header.
        response["Cross-Origin-Resource-Policy"] = "cross-origin"


def preflight(request: HttpRequest) -> HttpResponse:
    response = HttpResponse(status=204)
    origin = request.headers.get("Origin")
    if origin and origin in settings.API_CORS_ORIGINS:
        response["Access-Control-Allow-Methods"] = "POST, OPTIONS"
        response["Access-Control-Allow-Headers"] = ALLOWED_HEADERS
        response["Access-Control-Max-Age"] = "600"
    add_cors_headers(request, response)
    return response


def client_ip(request: HttpRequest) -> str:
    """The caller's address; X-Forwarded-For is read only behind known proxies."""
    proxies = settings.API_TRUSTED_PROXY_COUNT
    if proxies > 0:
        forwarded = [p.strip() for p in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")]
        forwarded = [p for p in forwarded if p]
        if len(forwarded) >= proxies:
            return forwarded[-proxies]
    return str(request.META.get("REMOTE_ADDR", ""))


def rate_limited(scope: str, ip: str) -> int | None:
    """Count one request; seconds to wait when over the limit, else None.

    A fixed window per IP and scope. If the cache is unreachable the request
    is let through: losing a lead is worse than a burst of spam.
    """
    limit, window = settings.API_RATE_LIMITS[scope]
    if limit <= 0:
        return None
    now = time.time()
    bucket = int(now // window)
    # The address is hashed: no personal data sits in the cache.
    digest = hashlib.sha256(f"{settings.SECRET_KEY}:{ip}".encode()).hexdigest()[:32]
    key = f"ratelimit:{scope}:{digest}:{bucket}"
    try:
        cache.add(key, 0, timeout=window + 1)
        try:
            count = cache.incr(key)
        except ValueError:  # expired between add and incr
            cache.set(key, 1, timeout=window + 1)
            count = 1
    except Exception:
        logger.exception("rate limit cache unavailable; request allowed")
        return None
    if count > limit:
        return max(1, int(window - (now % window)) + 1)
    return None


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
