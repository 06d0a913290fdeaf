"""Health for an orchestrator: /livez (liveness) and /healthz (readiness).

- /livez: the process answers; nothing else is checked, so a database outage
  never makes the orchestrator restart every web container at once.
- /healthz (views.health): the database, the cache and the renderer; 503
  "degraded" means not ready.

A container's own healthcheck calls them on 127.0.0.1 with Host 127.0.0.1,
which the production settings refuse (ALLOWED_HOSTS) or redirect to https
(SECURE_SSL_REDIRECT). LoopbackHealthMiddleware, inside the site's own
security headers, answers exactly these two paths for a loopback peer before
the host check and the redirect run (adding Django's security headers itself); every other
path, and these paths from any other address (through nginx: the visitor's
address), go through the whole chain as before.
"""

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.middleware.security import SecurityMiddleware
from django.views.decorators.clickjacking import xframe_options_deny
from django.views.decorators.http import require_GET

from . import ssr, views

LOOPBACK = frozenset({"127.0.0.1", "::1"})


@require_GET
def livez(request: HttpRequest) -> JsonResponse:
    response = JsonResponse({"ok": True, "build": ssr.build_id()})
    response["Cache-Control"] = "no-store"
    return response


# Answered before XFrameOptionsMiddleware runs: the header is set here.
HEALTH_PATHS: dict[str, Callable[[HttpRequest], HttpResponse]] = {
    "/livez": xframe_options_deny(livez),
    "/healthz": xframe_options_deny(views.health),
}


class LoopbackHealthMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response
        # Its response half only (nosniff, referrer and opener policies): its
        # request half is the https redirect these answers must skip.
        self.security = SecurityMiddleware(get_response)

    def __call__(self, request: HttpRequest) -> HttpResponse:
        view = HEALTH_PATHS.get(request.path_info)
        if view is not None and request.META.get("REMOTE_ADDR") in LOOPBACK:
            return self.security.process_response(request, view(request))
        return self.get_response(request)
