"""The OpenAPI document is the contract: schemathesis holds the API to it.

Every check is on (a schema-valid body is accepted, an invalid one refused,
answers match their documented shape and status…), with bounded examples and
the rate limits off (every case after the tenth would otherwise be a 429).
"""

import json
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from telecomsite.wsgi import application

# The lead's phone is "format": "tel" in the contract: a number that dials
# (leads/phones.py, libphonenumber), which no JSON Schema pattern can state.
# Schema-valid bodies carry the dialable numbers of the shared table.
PHONES = json.loads(
    (Path(__file__).resolve().parents[2] / "content" / "phone-examples.json").read_text("utf-8")
)
schemathesis.openapi.format(
    "tel", st.sampled_from([row["typed"] for row in PHONES["examples"] if row["dialable"]])
)
schema = schemathesis.openapi.from_wsgi("/api/openapi.json", application)
DIALABLE = [row["typed"] for row in PHONES["examples"] if row["dialable"]]


@schema.hook("map_body")
def dialable_phone(context: Any, body: Any) -> Any:
    """Every phase keeps to the format: some of schemathesis's (its boundary
    values, hypothesis's constants from the loaded modules) build a string
    from `type` and `maxLength` alone, which no format strategy reaches. A
    phone string within the length that does not dial becomes one that does;
    a phone of another type or too long stays, and is refused as it must be."""
    from leads import phones

    phone = body.get("phone") if isinstance(body, dict) else None
    if isinstance(phone, str) and len(phone) <= 32 and not phones.dialable(phone):
        return {**body, "phone": DIALABLE[len(phone) % len(DIALABLE)]}
    return body


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
