"""The offer pages and /contact: the content files their props carry and the
structured data of their <head>."""

import pytest
from django.test import Client
from pytest_django.fixtures import Settings

from website.page_data.offers import OFFER_CONTENT
from website.tests.page_readers import head_jsonld, load_content, page_props


@pytest.mark.django_db
@pytest.mark.parametrize("key", sorted(OFFER_CONTENT))
def test_offer_props_carry_the_pages_content_files(client: Client, key: str) -> None:
    faq_file, testimonials_file = OFFER_CONTENT[key]
    page = page_props(client, f"/{key}")["page"]["sections"]
    assert page["faq"] == load_content(faq_file)
    assert len(page["faq"]["items"]) > 5  # so that 'Voir toutes les questions' shows
    if testimonials_file:
        assert page["testimonials"] == load_content(testimonials_file)
    else:
        assert "testimonials" not in page
    # The structured data goes to the <head>, not to the page props.
    assert "jsonld" not in page_props(client, f"/{key}")["page"]


def test_each_offer_page_reads_its_own_files() -> None:
    assert OFFER_CONTENT == {
        "telephonie": ("faq_voip", "avis_telecom"),
        "connexion": ("faq_net", "avis_connexion"),
        "infogerance": ("faq_it", "avis_it"),
        "cybersecurite": ("faq_cyber", None),
    }


@pytest.mark.django_db
@pytest.mark.parametrize("key", sorted(OFFER_CONTENT))
def test_faqpage_jsonld_names_the_questions_the_html_shows(client: Client, key: str) -> None:
    faq = load_content(OFFER_CONTENT[key][0])
    for path, shown in ((f"/{key}", faq["items"][:5]), (f"/{key}?tout=faq", faq["items"])):
        blocks = head_jsonld(client.get(path).content.decode())
        faq_blocks = [b for b in blocks if b["@type"] == "FAQPage"]
        assert len(faq_blocks) == 1
        entities = faq_blocks[0]["mainEntity"]
        assert [e["name"] for e in entities] == [item["question"] for item in shown]
        assert [e["acceptedAnswer"]["text"] for e in entities] == [item["answer"] for item in shown]
        # The site-wide blocks are still there.
        assert {"Organization", "WebSite"} <= {b["@type"] for b in blocks}


@pytest.mark.django_db
def test_contact_page_has_contactpage_jsonld_with_reception_hours(
    client: Client, settings: Settings
) -> None:
    blocks = head_jsonld(client.get("/contact").content.decode())
    (contact,) = [b for b in blocks if b["@type"] == "ContactPage"]
    business = contact["mainEntity"]
    assert business["telephone"] == settings.COMPANY["phoneHref"]
    assert business["email"] == settings.COMPANY["email"]
    hours = [(spec["opens"], spec["closes"]) for spec in business["openingHoursSpecification"]]
    assert hours == [("09:00", "12:00"), ("14:00", "18:00")]
    for spec in business["openingHoursSpecification"]:
        assert spec["dayOfWeek"] == ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
    assert not [b for b in blocks if b["@type"] == "FAQPage"]
