"""The OpenAPI document is the contract: schemathesis holds the API to it.

Every check is on (a schema-valid body is accepted, an invalid one refused,
answers match their documented shape and status…), with bounded examples and
the rate limits off (every case after the tenth would otherwise be a 429).
"""

from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, settings

from telecomsite.wsgi import application

schema = schemathesis.openapi.from_wsgi("/api/openapi.json", application)

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(autouse=True)
def _no_rate_limits(settings: Any) -> None:
    settings.API_RATE_LIMITS = {"send": (0, 1), "review": (0, 1)}


@schema.parametrize()
@settings(
    max_examples=25,
    deadline=None,
    derandomize=True,
    suppress_health_check=list(HealthCheck),
)
def test_the_api_honours_its_openapi_contract(case: Any) -> None:
    # identity: the in-process WSGI transport does not undo GZipMiddleware.
    case.call_and_validate(headers={"Host": "127.0.0.1", "Accept-Encoding": "identity"})
