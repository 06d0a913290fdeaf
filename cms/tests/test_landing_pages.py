"""Campaign pages (issue 32, cms/landing_page.py, website/landings.py):
built in Wagtail from the site's sections, served under /offres/ once
published, listed for crawlers unless noindex, gone after their end (410
or a 301 to a page of the site), and a renamed page's old address gives 301."""

import json
import re
from datetime import timedelta
from typing import Any

import pytest
from django.core.exceptions import ValidationError
from django.test import Client
from django.utils import timezone

from cms.landing_page import CampaignIndexPage, LandingPage
from website.tests.page_readers import page_props

pytestmark = pytest.mark.django_db

HERO = {
    "eyebrow": "Salon IT Lyon 2027",
    "title": "Votre standard VoIP installé en 48 h",
    "lead": "Rencontrez nos techniciens sur le stand B12 et repartez avec un audit gratuit.",
    "highlights": [{"text": "Audit gratuit"}],
    "button": "Réserver mon audit",
    "art": "connexion",
}
FAQ = {
    "title": "Vos questions sur l'offre salon",
    "items": [{"question": "L'audit est-il gratuit ?", "answer": "Oui, sans engagement."}],
}
FORM = {
    "context": "internet",
    "title": "Demandez votre audit",
    "intro": "Un conseiller vous rappelle sous 24 h ouvrées.",
    "submit_label": "Être rappelé",
}
DESCRIPTION = "L'offre du salon IT de Lyon : standard VoIP installé en 48 h et audit gratuit."


def campaign(slug: str = "salon-it-2027", body: Any = None, **fields: Any) -> LandingPage:
    """A campaign page saved under « Pages de campagne » (not published)."""
    page = LandingPage(
        title="Salon IT 2027",
        slug=slug,
        search_description=DESCRIPTION,
        body=body or [("hero", HERO), ("faq", FAQ), ("form", FORM)],
        **fields,
    )
    CampaignIndexPage.objects.get().add_child(instance=page)
    return page


def publish(page: LandingPage, published: Any) -> None:
    page.full_clean()
    published(page.save_revision())


def test_a_published_page_is_served_with_its_blocks_title_and_faq(client: Client, published):
    page = campaign()
    assert client.get("/offres/salon-it-2027").status_code == 404  # a draft is not served
    publish(page, published)
    props = page_props(client, "/offres/salon-it-2027?utm_source=linkedin")
    assert props["route"]["key"] == "landing"
    assert props["meta"]["title"] == "TQ Télécom | Salon IT 2027"
    assert props["meta"]["robots"] == "index,follow"
    assert props["meta"]["canonical"].endswith("/offres/salon-it-2027")
    # The hero with the page, the rest with its sections (fetched with their code).
    landing = props["page"]
    assert landing["withForm"] is True
    blocks = [landing["hero"], *landing["sections"]["blocks"]]
    assert [block["type"] for block in blocks] == ["hero", "faq", "form"]
    assert blocks[0]["value"]["primary"] == {"label": "Réserver mon audit", "href": "#contact"}
    assert blocks[2]["value"]["context"] == "internet"
    html = client.get("/offres/salon-it-2027").content.decode()
    faq_ld = [
        json.loads(b)
        for b in re.findall(r'<script type="application/ld\+json">(.*?)</script>', html)
    ]
    assert any(block.get("@type") == "FAQPage" for block in faq_ld)


def test_it_is_in_the_sitemaps_unless_noindex(client: Client, published):
    listed, hidden = campaign("salon-it-2027"), campaign("emailing-clients", noindex=True)
    publish(listed, published)
    publish(hidden, published)
    xml = client.get("/sitemap.xml").content.decode()
    assert "/offres/salon-it-2027</loc>" in xml
    assert "emailing-clients" not in xml
    campaigns = page_props(client, "/sitemap")["page"]["campaigns"]
    assert [c["path"] for c in campaigns] == ["/offres/salon-it-2027"]
    assert page_props(client, "/offres/emailing-clients")["meta"]["robots"] == "noindex,follow"


def test_after_its_end_it_is_gone_or_sends_to_the_chosen_page(client: Client, published):
    ended = timezone.now() - timedelta(minutes=1)
    gone = campaign("salon-2026", ends_at=ended)
    moved = campaign("promo-fibre", ends_at=ended, after_end="/connexion")
    publish(gone, published)
    publish(moved, published)
    answer = client.get("/offres/salon-2026")
    assert answer.status_code == 410
    assert "Page introuvable" in answer.content.decode()
    redirect = client.get("/offres/promo-fibre?utm_campaign=fibre")
    assert (redirect.status_code, redirect["Location"]) == (301, "/connexion?utm_campaign=fibre")
    xml = client.get("/sitemap.xml").content.decode()
    assert "salon-2026" not in xml and "promo-fibre" not in xml


def test_a_renamed_page_leaves_a_301_from_its_old_address(client: Client, published):
    page = campaign("salon-it")
    publish(page, published)
    page.slug = "salon-it-lyon"
    publish(page, published)
    page.slug = "salon-it-lyon-2027"
    publish(page, published)
    for old in ("/offres/salon-it", "/offres/salon-it-lyon"):
        answer = client.get(old + "?utm_source=partenaire")
        assert answer.status_code == 301
        assert answer["Location"] == "/offres/salon-it-lyon-2027?utm_source=partenaire"
    assert client.get("/offres/salon-it-lyon-2027").status_code == 200


def test_unpublished_or_deleted_it_is_unknown(
    client: Client, published, django_capture_on_commit_callbacks
):
    page = campaign()
    publish(page, published)
    with django_capture_on_commit_callbacks(execute=True):  # as its commit would
        page.unpublish()
    assert client.get("/offres/salon-it-2027").status_code == 404
    other = campaign("autre-campagne")
    publish(other, published)
    with django_capture_on_commit_callbacks(execute=True):
        other.delete()
    assert client.get("/offres/autre-campagne").status_code == 404


def test_unpublished_then_published_again_its_old_addresses_still_lead_to_it(
    client: Client, published, django_capture_on_commit_callbacks
):
    page = campaign("salon-it")
    publish(page, published)
    page.slug = "salon-it-lyon"
    publish(page, published)
    with django_capture_on_commit_callbacks(execute=True):
        page.unpublish()
    assert client.get("/offres/salon-it").status_code == 404
    page.refresh_from_db()
    publish(page, published)
    assert client.get("/offres/salon-it")["Location"] == "/offres/salon-it-lyon"


@pytest.mark.parametrize(
    ("fields", "field", "message"),
    [
        ({"slug": "Salon_IT"}, "slug", "Minuscules sans accents"),
        ({"expire_at": timezone.now()}, "expire_at", "Fin de la campagne"),
        ({"search_description": "Trop court"}, "search_description", "de 20 à 200 caractères"),
        ({"body": [("faq", FAQ), ("hero", HERO)]}, "body", "commence par son en-tête"),
        ({"body": [("hero", HERO), ("faq", FAQ)]}, "body", "ajoutez le formulaire"),
        (
            {"body": [("hero", HERO), ("form", FORM), ("form", FORM)]},
            "body",
            "un formulaire au plus",
        ),
    ],
)
def test_what_the_editor_refuses(fields: dict[str, Any], field: str, message: str):
    page = campaign("valide")
    for name, value in fields.items():
        setattr(page, name, value)
    with pytest.raises(ValidationError) as refused:
        page.full_clean()
    assert message in " ".join(refused.value.message_dict[field])


def test_marketing_adds_pages_in_the_campaign_folder_only(marketing: Client):
    from django.contrib.auth.models import User

    from cms.models import SiteRootPage

    camille = User.objects.get(username="camille")
    folder = CampaignIndexPage.objects.get()
    assert folder.permissions_for_user(camille).can_add_subpage()
    assert not folder.permissions_for_user(camille).can_delete()
    assert not SiteRootPage.objects.get().permissions_for_user(camille).can_add_subpage()
    page = campaign()
    tester = page.permissions_for_user(camille)
    assert tester.can_publish() and tester.can_unpublish() and tester.can_delete()
