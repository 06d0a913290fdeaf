"""The one NinjaAPI of the site; each app contributes a Router (spec §7).

POST /api/send (leads), POST /api/review (reviews), GET /api/altcha/challenge
(the proof of work both forms answer), the OpenAPI schema at
/api/openapi.json. The Swagger page (/api/docs) loads its code from a CDN
without integrity and needs inline script, so it exists only where API_DOCS
is on (dev, tests); the production settings turn it off.
Every answer is {ok, error, details}; an unexpected failure is logged and
answered as JSON, never as a stack trace.
"""

import json
import logging

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from ninja import NinjaAPI
from ninja.errors import ValidationError

from core import intake
from core.api import altcha
from core.api.answers import api_response
from leads.api import router as leads_router
from leads.validation import validate_lead
from reviews.api import router as reviews_router
from reviews.validation import validate_review

logger = logging.getLogger(__name__)

api = NinjaAPI(
    title="TQ Télécom — API du site",
    version="1.0.0",
    description="Demandes de rappel (leads) et avis clients.",
    urls_namespace="api",
    docs_url="/docs" if settings.API_DOCS else None,
)
api.add_router("/", leads_router)
api.add_router("/", reviews_router)
api.add_router("/", altcha.router)


# Which app explains the schema errors of which endpoint, in French.
EXPLAINERS = {"send": validate_lead, "review": validate_review}


@api.exception_handler(ValidationError)
def invalid_body(request: HttpRequest, exc: ValidationError) -> HttpResponse:
    """The schema refused the body: 400 with the forms' French message per field.

    ninja's errors do not carry the refused values, so the app's validator runs
    again on the body (already read and bounded by the guard) to explain them.
    """
    endpoint = request.path.rstrip("/").rsplit("/", 1)[-1]
    details: dict[str, str] = {}
    if endpoint in EXPLAINERS:
        _clean, details = EXPLAINERS[endpoint](json.loads(request.body))
    return api_response(request, 400, "validation_error", details or {"body": "Corps invalide."})


# Neither the database nor the spool took the submission (core/intake): 503
# {ok: false, error: "unavailable"} with Retry-After, never « merci ».
api.add_exception_handler(intake.Unavailable, intake.answer_unavailable)


@api.exception_handler(Exception)
def unexpected_error(request: HttpRequest, exc: Exception) -> HttpResponse:
    logger.exception("API error on %s", request.path, exc_info=exc)
    return api_response(request, 500, "server_error", None)
