"""The one NinjaAPI of the site; each app contributes a Router (spec §7).

POST /api/send (leads), POST /api/review (reviews), OpenAPI docs at /api/docs.
Every answer is {ok, error, details}; an unexpected failure is logged and
answered as JSON, never as a stack trace.
"""

import logging

from django.http import HttpRequest, HttpResponse
from ninja import NinjaAPI

from leads.api import router as leads_router
from reviews.api import router as reviews_router
from telecomsite.api.answers import api_response

logger = logging.getLogger(__name__)

api = NinjaAPI(
    title="TQ Télécom — API du site",
    version="1.0.0",
    description="Demandes de rappel (leads) et avis clients.",
    urls_namespace="api",
)
api.add_router("/", leads_router)
api.add_router("/", reviews_router)


@api.exception_handler(Exception)
def unexpected_error(request: HttpRequest, exc: Exception) -> HttpResponse:
    logger.exception("API error on %s", request.path, exc_info=exc)
    return api_response(request, 500, "server_error", None)
