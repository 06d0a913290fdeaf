"""Where a lead came from (leads/origin.py): the campaign parameters of the
page it was sent from and the referring site's domain, by the JSON path and
by the form posted without JavaScript; bounded, and never a refusal."""

from typing import Any

import pytest
from django.test import Client

from conftest import PostJson
from leads import origin
from leads.models import Lead
from leads.tests.payloads import ACCEPTED, lead_payload
from leads.tests.test_form_post import SITE, form_fields

pytestmark = pytest.mark.django_db

CAMPAIGN = {
    "utm_source": "linkedin",
    "utm_medium": "social",
    "utm_campaign": "salon-it-2027",
    "utm_term": "standard téléphonique",
    "utm_content": "carrousel-b",
}


def origin_of(lead: Lead) -> dict[str, str]:
    return {
        key: getattr(lead, field)
        for key, field in origin.lead_fields().items()
        if getattr(lead, field)
    }


def test_the_lead_keeps_a_field_per_parameter_of_the_rules_file() -> None:
    names = {field.name for field in Lead._meta.get_fields()}
    assert set(origin.lead_fields().values()) <= names
    assert origin.parameters() == [*CAMPAIGN]


def test_the_json_path_stores_the_campaign_and_the_referring_domain(post_json: PostJson) -> None:
    body = lead_payload(origin={**CAMPAIGN, "referrer": "www.LinkedIn.com"})
    assert post_json("/api/send", body).json() == ACCEPTED
    assert origin_of(Lead.objects.get()) == {**CAMPAIGN, "referrer": "linkedin.com"}


@pytest.mark.parametrize(
    "sent",
    [
        "utm_source=linkedin",  # not an object
        42,
        ["linkedin"],
        {"utm_source": "x" * 101},  # too long
        {"utm_source": "linked\u0000in", "utm_medium": "e\nmail"},  # not printable
        {"utm_source": 7, "utm_campaign": None, "utm_term": {"a": 1}},  # not texts
        {"utm_source": "   "},
        {"referrer": "https://www.linkedin.com/feed/?trk=abc"},  # a full address, never kept
        {"referrer": "127.0.0.1:8000"},
        {"referrer": "testserver"},  # this site itself (SITE_URL in the test settings)
    ],
)
def test_a_malformed_origin_is_dropped_silently_and_the_lead_kept(
    post_json: PostJson, settings: Any, sent: Any
) -> None:
    settings.SITE_URL = "http://testserver"
    response = post_json("/api/send", lead_payload(origin=sent))
    assert response.status_code == 200
    assert response.json() == ACCEPTED
    assert origin_of(Lead.objects.get()) == {}


def test_a_value_at_the_bound_is_kept(post_json: PostJson) -> None:
    post_json("/api/send", lead_payload(origin={"utm_campaign": "c" * 100}))
    assert Lead.objects.get().utm_campaign == "c" * 100


def test_ad_click_identifiers_are_never_kept(post_json: PostJson) -> None:
    body = lead_payload(origin={"utm_source": "google", "gclid": "EAIaIQob", "fbclid": "IwAR"})
    post_json("/api/send", body)
    lead = Lead.objects.get()
    stored = " ".join(str(value) for value in lead.__dict__.values())
    assert lead.utm_source == "google"
    assert "EAIaIQob" not in stored and "IwAR" not in stored


@pytest.fixture
def browser(settings: Any) -> Client:
    settings.SSR_URL = "http://127.0.0.1:9"  # the redirect is enough; no renderer
    return Client(enforce_csrf_checks=True, HTTP_ORIGIN=SITE, REMOTE_ADDR="203.0.113.9")


def test_the_form_without_javascript_reads_the_campaign_from_its_own_referer(
    browser: Client,
) -> None:
    page = f"{SITE}/connexion?utm_source=linkedin&utm_medium=social&utm_campaign=salon-it-2027&gclid=EAIaIQob"
    response = browser.post("/connexion", form_fields(), HTTP_REFERER=page)
    assert response.status_code == 303
    lead = Lead.objects.get()
    assert origin_of(lead) == {
        "utm_source": "linkedin",
        "utm_medium": "social",
        "utm_campaign": "salon-it-2027",
    }
    # The thanks page's address carries none of them back.
    assert "utm_" not in response["Location"]


@pytest.mark.parametrize(
    "referer",
    [
        "",  # a browser or proxy that sends none (an empty header is the same)
        f"{SITE}/home?utm_campaign=salon",  # another page than the form's
        "https://partenaire.example/connexion?utm_campaign=salon",  # another site
        f"{SITE}/connexion?utm_campaign=" + "x" * 101,  # too long
    ],
)
def test_without_the_posting_page_s_address_the_lead_has_no_campaign(
    browser: Client, referer: str
) -> None:
    assert browser.post("/connexion", form_fields(), HTTP_REFERER=referer).status_code == 303
    assert origin_of(Lead.objects.get()) == {}
