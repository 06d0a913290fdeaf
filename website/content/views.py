"""GET /assets/data/<name>.json (spec §7): the published revision, the validated
file, or its fallback."""

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.utils.cache import get_conditional_response, patch_cache_control
from django.views.decorators.http import require_safe

from .loader import FILES
from .loader import data_file as current_data

# Browsers and proxies may keep a data file five minutes; the ETag makes the
# revalidation after that a 304 when nothing changed.
DATA_MAX_AGE = 300


@require_safe
def data_file(request: HttpRequest, name: str) -> HttpResponse:
    """GET /assets/data/<name>.json (spec §7): the validated file or its fallback."""
    if name not in FILES:
        return JsonResponse({"error": "not_found"}, status=404)
    loaded = current_data(name)
    response = get_conditional_response(request, etag=loaded.etag)
    if response is None:
        response = HttpResponse(loaded.body, content_type="application/json; charset=utf-8")
    response["ETag"] = loaded.etag
    # nginx's micro-cache would keep it those five minutes too (it honours
    # Cache-Control): its X-Accel-Expires comes from website/freshness.py.
    patch_cache_control(response, public=True, max_age=DATA_MAX_AGE)
    return response
