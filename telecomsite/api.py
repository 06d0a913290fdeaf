"""The one NinjaAPI of the site; each app contributes a Router (spec §7).

POST /api/send (leads), POST /api/review (reviews), GET /api/altcha/challenge
(the proof of work both forms answer), the OpenAPI schema at
/api/openapi.json. The Swagger page (/api/docs) loads its code from a CDN
without integrity and needs inline script, so it exists only where API_DOCS
is on (dev, tests); the production settings turn it off.
Every answer is {ok, error, details}; an unexpected failure is logged and
answered as JSON, never as a stack trace.
"""

import logging

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from ninja.errors import ValidationError

from core import intake
from core.api import altcha
from core.api.answers import api_response
from leads.api import router as leads_router
from reviews.api import router as reviews_router

logger = logging.getLogger(__name__)

# The intake's flavour of ninja (core/intake/json_api.py): the body parsed
# once, by the intake's guard, and refused values kept for the French messages.
api = intake.IntakeAPI(
    title="TQ Télécom — API du site",
    version="1.0.0",
    description="Demandes de rappel (leads) et avis clients.",
    urls_namespace="api",
    docs_url="/docs" if settings.API_DOCS else None,
    parser=intake.ParsedOnce(),
)
api.add_router("/", leads_router)
api.add_router("/", reviews_router)
api.add_router("/", altcha.router)

# A body the kind's schema refused: 400 with the forms' French message per field.
api.add_exception_handler(ValidationError, intake.explain_refusal)
# Neither the database nor the spool took the submission: 503
# {ok: false, error: "unavailable"} with Retry-After, never « merci ».
api.add_exception_handler(intake.Unavailable, intake.answer_unavailable)


@api.exception_handler(Exception)
def unexpected_error(request: HttpRequest, exc: Exception) -> HttpResponse:
    logger.exception("API error on %s", request.path, exc_info=exc)
    return api_response(request, 500, "server_error", None)
