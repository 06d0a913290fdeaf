"""A page's title and description (Wagtail's « Promotion » tab) are what the
browser's tab, search engines and shares show: in the spec's title format,
in the server's <head> and in the props a client-side navigation receives."""

import html
import re

import pytest
from django.core.exceptions import ValidationError
from django.test import Client

from cms.models import AccessibilityPage, ContactPage, CookiePolicyPage, HomePage, OfferPage
from core.routes import route_table

pytestmark = pytest.mark.django_db

TITLE = "Téléphonie IP pour les PME"
DESCRIPTION = (
    "Standard téléphonique dans le cloud, numéros fixes conservés, mise en service en 48 h."
)


def head(client: Client, path: str) -> dict[str, str]:
    page = client.get(path).content.decode()

    def content(pattern: str) -> str:
        found = re.search(pattern, page)
        assert found, pattern
        return html.unescape(found.group(1))

    return {
        "title": content(r"<title>(.*?)</title>"),
        "description": content(r'<meta name="description" content="(.*?)"'),
        "og:title": content(r'<meta property="og:title" content="(.*?)"'),
        "og:description": content(r'<meta property="og:description" content="(.*?)"'),
    }


def navigation_meta(client: Client, path: str) -> dict[str, str]:
    return client.get(path, HTTP_ACCEPT="application/json").json()["meta"]


def no_break(text: str) -> str:
    # The site's typography: a no-break space before « : ; ! ? » and in « 48 h ».
    return text.replace("\u202f", " ").replace("\u00a0", " ")


def test_the_shipped_pages_say_what_the_route_table_says(client: Client):
    route = route_table().by_path("/contact")
    assert route is not None
    shown = head(client, "/contact")
    assert shown["title"] == f"TQ Télécom | {route.title}"
    assert no_break(shown["description"]) == no_break(route.description)
    page = ContactPage.objects.get(route_key="contact")
    assert (page.seo_title, page.search_description) == (route.title, route.description)


def test_a_published_title_and_description_reach_the_head_and_the_navigation(
    client: Client, published
):
    page = OfferPage.objects.get(route_key="telephonie")
    page.seo_title, page.search_description = TITLE, DESCRIPTION
    published(page.save_revision())
    shown = head(client, "/telephonie")
    assert shown["title"] == shown["og:title"] == f"TQ Télécom | {TITLE}"
    assert no_break(shown["description"]) == no_break(shown["og:description"]) == DESCRIPTION
    meta = navigation_meta(client, "/telephonie")
    assert meta["title"] == f"TQ Télécom | {TITLE}"
    assert no_break(meta["description"]) == DESCRIPTION
    # The page's FAQ, published with it, is unchanged; the other pages too.
    assert client.get("/assets/data/faq_voip.json").status_code == 200
    other = OfferPage.objects.get(route_key="connexion").route()
    assert head(client, "/connexion")["title"] == f"TQ Télécom | {other.title}"
    # /home's offer card keeps its own text: Marketing writes it on the home page.
    cards = client.get("/home", HTTP_ACCEPT="application/json").json()["page"]["sections"]
    card = next(c for c in cards["categories"] if c["key"] == "telephonie")
    assert no_break(card["text"]) != DESCRIPTION


def test_a_draft_title_is_not_served(client: Client):
    page = CookiePolicyPage.objects.get(route_key="cookies")
    page.seo_title = "Nos cookies, en clair"
    page.save_revision()
    assert "Nos cookies, en clair" not in head(client, "/cookies")["title"]


def test_an_emptied_field_gives_back_the_route_tables_text(client: Client, published):
    page = AccessibilityPage.objects.get(route_key="accessibilite")
    route = page.route()
    page.seo_title, page.search_description = "", ""
    published(page.save_revision())
    shown = head(client, "/accessibilite")
    assert shown["title"] == f"TQ Télécom | {route.title}"
    assert no_break(shown["description"]) == no_break(route.description)


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("seo_title", "T" * 71),
        ("search_description", "Trop court."),
        ("search_description", "d" * 201),
    ],
)
def test_a_title_or_description_out_of_bounds_is_refused_in_french(field: str, value: str):
    page = HomePage.objects.get(route_key="home")
    setattr(page, field, value)
    with pytest.raises(ValidationError, match="Contenu refusé"):
        page.full_clean()


def test_marketing_finds_both_fields_in_the_promotion_tab(marketing: Client, settings):
    page = HomePage.objects.get(route_key="home")
    form = marketing.get(f"/{settings.ADMIN_PATH}cms/pages/{page.pk}/edit/").content.decode()
    assert "Titre de la page" in form
    assert "Description pour les moteurs de recherche" in form
    assert 'name="slug"' not in form
