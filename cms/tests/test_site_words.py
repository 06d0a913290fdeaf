"""The header's and footer's words and the 404 page's text, edited on the
site's root page in Wagtail (cms/site_words.py): seeded with today's
wording, served in every page's HTML and props, refused in French when empty
or too long, and restored with the first revision."""

import re
from html import unescape

import pytest
from django.core.exceptions import ValidationError
from django.test import Client

from cms import bounds
from cms.models import SiteRootPage
from cms.seed import ensure_pages
from cms.site_words import FOOTER_LINKS, MENU_LINKS
from core.routes import route_table
from core.tests.outage import database_refuses
from website.content import loader
from website.tests.page_readers import page_props, root_html

pytestmark = pytest.mark.django_db

# Spec §2 « Header and footer », and the words the site shipped with.
SPEC_MENU = ["Téléphonie", "Internet & Connectivité", "Infogérance", "Cybersécurité", "Contact"]
SPEC_FOOTER = ["Mentions légales", "Confidentialité", "Cookies", "Plan du site"]
NOT_FOUND_TEXT = "La page que vous cherchez n'existe pas ou a été déplacée. Voici où continuer :"


def root() -> SiteRootPage:
    return SiteRootPage.objects.get()


def plain(text: str) -> str:
    """Props and pages carry French spacing (website/typography.py)."""
    return unescape(text).replace("\u202f", " ").replace("\u00a0", " ")


def link_texts(nav: dict, keys: list[str]) -> list[str]:
    """The links as the header and footer write them: the props carry a text
    only where it differs from the page's name in the route table."""
    names = {route.key: route.label for route in route_table().routes}
    return [plain(nav["links"].get(key, names[key])) for key in keys]


def test_the_root_page_projects_exactly_the_wording_the_site_shipped_with(client: Client):
    nav = page_props(client, "/contact")["nav"]
    table = route_table()
    assert link_texts(nav, table.menu) == SPEC_MENU
    footer = link_texts(nav, table.footer)
    assert [label for label in footer if label in SPEC_FOOTER] == SPEC_FOOTER
    assert "Accessibilité : partiellement conforme" in footer
    # Only the texts the bundle's route table does not say (/home's HTML budget).
    assert set(nav["links"]) == {"telephonie", "accessibilite"}
    assert {k: plain(v) for k, v in nav.items() if k != "links"} == {
        "menuButton": "Menu",
        "solutionsNav": "Nos solutions",
        "legalNav": "Informations légales",
        "cookiesButton": "Gérer les cookies",
        "rights": "Tous droits réservés.",
    }
    # What the root page publishes is that same wording: publishing it as
    # seeded changes nothing a visitor reads.
    documents = root().documents()
    assert documents["navigation"] == loader.load_navigation()
    assert documents["page_not_found"] == {"title": "Page introuvable", "text": NOT_FOUND_TEXT}
    # Its first revision holds it (« Restaurer » brings it back).
    first = root().revisions.order_by("created_at", "pk").first()
    assert first is not None and first.as_object().documents() == documents


def test_the_fields_name_every_link_of_the_menu_and_the_footer_in_order():
    table = route_table()
    assert (list(MENU_LINKS), list(FOOTER_LINKS)) == (table.menu, table.footer)


def test_edited_words_are_in_the_server_rendered_contact_page_and_404(
    client: Client, with_ssr: str, published
):
    page = root()
    page.legal_nav = "Le cadre légal"
    page.link_contact = "Nous joindre"
    page.rights = "Reproduction interdite."
    page.not_found_title = "Adresse inconnue"
    page.not_found_text = "Cette adresse ne mène nulle part, mais ces pages existent bien."
    page.full_clean()
    published(page.save_revision())

    contact = root_html(client.get("/contact").content.decode())
    assert 'aria-label="Le cadre légal"' in contact
    assert re.search(r">Nous joindre</a>", contact)
    assert "Reproduction interdite." in contact
    assert "Informations légales" not in contact

    missing = client.get("/nulle-part")
    assert missing.status_code == 404
    html = missing.content.decode()
    assert "<title>TQ Télécom | Adresse inconnue</title>" in html
    body = plain(root_html(html))
    assert re.search(r"<h1[^>]*>Adresse inconnue</h1>", body)
    assert "Cette adresse ne mène nulle part, mais ces pages existent bien." in body
    assert "Nous joindre" in body  # the header's menu, on the 404 too


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("solutions_nav", "", "Ce champ ne peut pas être vide."),
        (
            "link_telephonie",
            "x" * (bounds.LINK_LABEL_MAX + 1),
            f"comporte au plus {bounds.LINK_LABEL_MAX} caractères",
        ),
        (
            "not_found_text",
            "x" * (bounds.NOT_FOUND_TEXT_MAX + 1),
            f"comporte au plus {bounds.NOT_FOUND_TEXT_MAX} caractères",
        ),
        ("not_found_title", "", "Ce champ ne peut pas être vide."),
        ("link_accessibility", "Accessibilité", "Indiquez l'état de conformité"),
    ],
)
def test_empty_or_too_long_words_are_refused_in_french(field: str, value: str, message: str):
    page = root()
    setattr(page, field, value)
    with pytest.raises(ValidationError) as refused:
        page.full_clean()
    assert message in str(refused.value)


def test_restoring_the_first_revision_brings_the_shipped_words_back(client: Client, published):
    shipped = page_props(client, "/contact")["nav"]
    page = root()
    page.menu_button = "Ouvrir le menu"
    published(page.save_revision())
    assert page_props(client, "/contact")["nav"]["menuButton"] == "Ouvrir le menu"
    published(root().revisions.order_by("created_at", "pk").first())
    assert page_props(client, "/contact")["nav"] == shipped


def test_a_root_page_made_before_the_words_gets_them_with_a_revision():
    SiteRootPage.objects.update(menu_button="", solutions_nav="", not_found_text="")
    revisions = root().revisions.count()
    ensure_pages()
    page = root()
    assert (page.menu_button, page.solutions_nav) == ("Menu", "Nos solutions")
    assert page.not_found_text == NOT_FOUND_TEXT
    assert page.revisions.count() == revisions + 1


def test_while_the_database_is_down_the_shipped_words_show(client: Client, settings):
    settings.SSR_CACHE_SECONDS = 0
    with database_refuses(tables=()):
        response = client.get("/nulle-part", HTTP_ACCEPT="application/json")
        nav = page_props(client, "/contact")["nav"]
    assert response.status_code == 404
    assert plain(response.json()["page"]["words"]["text"]) == NOT_FOUND_TEXT
    assert link_texts(nav, route_table().menu) == SPEC_MENU
