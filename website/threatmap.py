"""Can the external threat map be shown in a frame? Asked by the threat-map modal.

Browsers tell the parent page nothing when a cross-origin frame is refused
(X-Frame-Options, CSP frame-ancestors) or unreachable: the error page still
fires `load`. So the server looks, for everyone at once: one request to the
map's site, with a deadline, from the server alone (no visitor header, cookie
or address is forwarded), and the answer is cached. When the map cannot be
framed the modal shows the blocked message and the new-tab link at once.
"""

import logging
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from typing import Literal, TypedDict
from urllib.parse import urlsplit

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest, JsonResponse
from django.utils.cache import patch_cache_control
from django.views.decorators.http import require_safe

logger = logging.getLogger(__name__)

Reason = Literal["ok", "refused", "unreachable"]


class FrameCheck(TypedDict):
    frameable: bool
    reason: Reason


# One worker: checks are rare (one per cache lifetime), and a resolver that
# hangs past the deadline keeps a single thread busy, not one per request.
_executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="threat-map-check")


def _origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


def framing_allowed(headers: dict[str, str], embedder: str) -> bool:
    """Whether these response headers let `embedder` (an origin) frame the page."""
    csp = headers.get("content-security-policy", "")
    for directive in csp.split(";"):
        name, _, value = directive.strip().partition(" ")
        if name.lower() == "frame-ancestors":
            sources = value.split()
            # CSP frame-ancestors wins over X-Frame-Options when both are sent.
            return any(
                s == "*" or s.rstrip("/") == embedder or s == urlsplit(embedder).scheme + ":"
                for s in sources
            )
    xfo = headers.get("x-frame-options", "").strip().lower()
    return xfo not in ("deny", "sameorigin") and not xfo.startswith("allow-from")


def _fetch(url: str, timeout: float) -> FrameCheck:
    request = urllib.request.Request(  # noqa: S310 (the URL is a setting, https in practice)
        url, headers={"User-Agent": "TQ-Telecom-frame-check/1 (+" + settings.SITE_URL + ")"}
    )
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:  # noqa: S310
            headers = {k.lower(): v for k, v in response.headers.items()}
    except urllib.error.HTTPError as error:
        logger.warning("Threat map %s answered HTTP %s", url, error.code)
        return {"frameable": False, "reason": "unreachable"}
    except (OSError, ValueError) as error:
        logger.warning("Threat map %s unreachable: %s", url, error)
        return {"frameable": False, "reason": "unreachable"}
    if framing_allowed(headers, _origin(settings.SITE_URL)):
        return {"frameable": True, "reason": "ok"}
    logger.warning("Threat map %s refuses to be framed by %s", url, settings.SITE_URL)
    return {"frameable": False, "reason": "refused"}


def check(url: str) -> FrameCheck:
    """The cached answer for `url`, or a fresh check within the deadline."""
    key = "threat-map-check:" + url
    cached: FrameCheck | None = cache.get(key)
    if cached is not None:
        return cached
    timeout = settings.THREAT_MAP_CHECK_TIMEOUT
    future = _executor.submit(_fetch, url, timeout)
    try:
        # The socket timeout does not cover name resolution: the deadline does.
        result = future.result(timeout=timeout + 0.1)
    except FutureTimeout:
        logger.warning("Threat map check of %s passed its %.1f s deadline", url, timeout)
        result = {"frameable": False, "reason": "unreachable"}
    # A failure is asked again sooner than a success.
    lifetime = settings.THREAT_MAP_CHECK_CACHE_SECONDS
    cache.set(key, result, lifetime if result["frameable"] else min(lifetime, 60))
    return result


@require_safe
def status(request: HttpRequest) -> JsonResponse:
    response = JsonResponse(check(settings.COMPANY["threatMapUrl"]))
    patch_cache_control(response, public=True, max_age=60)
    return response
