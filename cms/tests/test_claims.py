"""The claims Marketing edits since issue 31's last part: /home's key figures
and offer cards, each offer page's contact promises and key figures, /contact's
closing call, a campaign form's promises; and the pages made before them."""

import re

import pytest
from django.core.exceptions import ValidationError
from django.test import Client

from cms import seed_claims
from cms.landing_blocks import FormBlock
from cms.models import ContactPage, HomePage, OfferPage
from cms.seed import _publish
from cms.shipped import shipped_document
from website.tests.page_readers import page_props, root_html

pytestmark = pytest.mark.django_db


def home() -> HomePage:
    return HomePage.objects.get()


def offer(key: str) -> OfferPage:
    return OfferPage.objects.get(route_key=key)


def plain(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def test_the_shipped_claims_go_through_the_editor_unchanged():
    assert home().home_document() == shipped_document("home")
    for key in ("telephonie", "cybersecurite"):
        assert offer(key).copy_document()["contact"] == shipped_document(f"page_{key}")["contact"]
    assert ContactPage.objects.get().documents()["page_contact"] == shipped_document("page_contact")


def test_published_figures_and_cards_reach_home(client: Client, published, with_ssr: str):
    page = home()
    page.key_figures = [("figure", {"value": "12", "label": "techniciens en Île-de-France"})]
    card = page.offer_cards[2].value
    card["title"], card["text"] = "Votre parc géré", "Postes, serveurs et sauvegardes suivis."
    page.offer_cards_link = "Lire la suite"
    page.full_clean()
    published(page.save_revision())

    props = page_props(client, "/home")
    assert props["page"]["figures"] == [{"value": "12", "label": "techniciens en Île-de-France"}]
    cards = props["page"]["sections"]["categories"]
    assert [c["key"] for c in cards] == ["telephonie", "connexion", "infogerance", "cybersecurite"]
    assert cards[2] == {
        "key": "infogerance",
        "title": "Votre parc géré",
        "text": "Postes, serveurs et sauvegardes suivis.",
    }
    html = root_html(client.get("/home").content.decode())
    assert "techniciens en Île-de-France" in plain(html)
    assert re.search(r'href="/infogerance"[^>]*>Votre parc géré</a>', html)
    assert len(re.findall(r'class="category-card__more"[^>]*>Lire la suite', html)) == 4


def test_the_four_cards_stay_four_and_one_figure_at_least():
    page = home()
    del page.offer_cards[3]
    with pytest.raises(ValidationError, match="une par offre"):
        page.full_clean()
    page = home()
    page.key_figures = []
    with pytest.raises(ValidationError, match="au moins un chiffre"):
        page.full_clean()


def test_an_offer_pages_promises_and_figures_reach_its_contact_block(
    client: Client, published, with_ssr: str
):
    page = offer("connexion")
    page.contact_points = [("point", {"text": "Un technicien sur site sous 4 h"})]
    page.contact_figures = [("figure", {"value": "3", "label": "opérateurs en secours"})]
    page.full_clean()
    published(page.save_revision())

    contact = page_props(client, "/connexion")["page"]["sections"]["contact"]
    assert contact["points"] == ["Un technicien sur site sous 4 h"]
    assert contact["figures"] == [{"value": "3", "label": "opérateurs en secours"}]
    html = plain(root_html(client.get("/connexion").content.decode()))
    assert "Un technicien sur site sous 4 h" in html
    assert 'aria-label="Nos engagements en chiffres"' in html
    assert "Un devis clair et détaillé" not in html


def test_contacts_closing_call_is_edited_there(client: Client, published, with_ssr: str):
    page = ContactPage.objects.get()
    page.closing_title, page.closing_action = "Un café et vos outils", "Prendre rendez-vous"
    page.full_clean()
    published(page.save_revision())

    closing = page_props(client, "/contact")["page"]["words"]["closing"]
    assert (closing["title"], closing["action"]) == ("Un café et vos outils", "Prendre rendez-vous")
    html = root_html(client.get("/contact").content.decode())
    assert "Un café et vos outils" in html
    assert re.search(r'href="/contact#formulaire"[^>]*>Prendre rendez-vous</a>', html)


def test_a_new_campaign_form_starts_with_the_offer_pages_promises():
    points = [item["text"] for item in FormBlock().get_default()["points"]]
    assert points == shipped_document("page_telephonie")["contact"]["points"]


def test_pages_made_before_the_claims_get_what_visitors_saw():
    """A database from before: the claims' fields empty on every page."""
    HomePage.objects.update(offer_cards=[], key_figures=[], offer_cards_link="")
    OfferPage.objects.filter(route_key="cybersecurite").update(
        contact_points=[], contact_figures=[], threat_map_title=""
    )
    ContactPage.objects.update(closing_title="")
    revisions = home().revisions.count()

    seed_claims.add_missing_claims(_publish)

    assert home().home_document() == shipped_document("home")
    assert home().revisions.count() == revisions + 1
    shipped = shipped_document("page_cybersecurite")
    assert offer("cybersecurite").copy_document()["contact"] == shipped["contact"]
    assert offer("cybersecurite").copy_document()["threatMap"] == shipped["threatMap"]
    assert ContactPage.objects.get().closing_title == "Planifier un échange"
    # Run again (every migrate): nothing more.
    seed_claims.add_missing_claims(_publish)
    assert home().revisions.count() == revisions + 1


def test_the_threat_map_cards_words_are_cybersecurites(client: Client, published, with_ssr: str):
    page = offer("cybersecurite")
    page.threat_map_title, page.threat_map_badge = "Les attaques du moment", "En direct"
    page.full_clean()
    published(page.save_revision())

    card = page_props(client, "/cybersecurite")["page"]["sections"]["threatMap"]
    assert (card["title"], card["badge"]) == ("Les attaques du moment", "En direct")
    html = root_html(client.get("/cybersecurite").content.decode())
    assert re.search(r'class="threat-map-card__title"[^>]*>Les attaques du moment<', html)
    # The other offer pages have no threat map: no card, no field in their editor.
    assert "threatMap" not in page_props(client, "/telephonie")["page"]["sections"]
    telephonie = offer("telephonie")
    form_class = telephonie.get_edit_handler().get_form_class()
    form = form_class(instance=telephonie, parent_page=telephonie.get_parent(), for_user=None)
    assert "threat_map_title" not in form.fields
