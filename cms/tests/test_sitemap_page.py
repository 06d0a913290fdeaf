"""The site map page's own words in Wagtail (cms/sitemap_page.py): seeded with
today's wording, served in /sitemap's HTML, bounded, and a SitemapPage made of
the page that existed before, its history kept."""

import re
from html import unescape

import pytest
from django.contrib.contenttypes.models import ContentType
from django.core.exceptions import ValidationError
from django.test import Client
from wagtail.models import Page

from cms import bounds
from cms.models import SitemapPage, SpecPage
from cms.seed import ensure_pages
from cms.sitemap_page import SECTION_FIELDS
from core.routes import route_table
from website.tests.page_readers import page_props, root_html

pytestmark = pytest.mark.django_db

# Spec §2 « Sitemap page »: its groups, in this order.
SPEC_GROUPS = ["Pages principales", "Solutions", "Aide", "Légal & Politique", "Autres"]


def sitemap_page() -> SitemapPage:
    return SitemapPage.objects.get(route_key="sitemap")


def plain(text: str) -> str:
    """Props and pages carry French spacing (website/typography.py)."""
    return unescape(text).replace("\u202f", " ").replace("\u00a0", " ")


def test_the_seeded_page_says_what_the_site_map_said(client: Client):
    words = page_props(client, "/sitemap")["page"]["words"]
    keys = [section.key for section in route_table().sections]
    assert [plain(words["sections"][key]) for key in keys] == SPEC_GROUPS
    assert (plain(words["title"]), plain(words["intro"]), plain(words["xmlLink"])) == (
        "Plan du site",
        "Toutes les pages du site, classées par rubrique.",
        "Plan du site XML (sitemap.xml)",
    )
    assert list(SECTION_FIELDS) == keys
    document = sitemap_page().documents()["page_sitemap"]
    assert [document["sections"][key] for key in keys] == SPEC_GROUPS


def test_edited_words_are_in_the_server_rendered_site_map(client: Client, with_ssr: str, published):
    page = sitemap_page()
    page.heading = "Toutes nos pages"
    page.section_help = "Besoin d'un conseil"
    page.full_clean()
    published(page.save_revision())
    html = plain(root_html(client.get("/sitemap").content.decode()))
    assert re.search(r"<h1[^>]*>Toutes nos pages</h1>", html)
    assert re.search(r"<h2[^>]*>Besoin d'un conseil</h2>", html)
    assert "Pages principales" in html  # the other groups keep their headings


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("section_main", "", "Ce champ ne peut pas être vide."),
        (
            "xml_link",
            "x" * (bounds.SITEMAP_XML_LINK_MAX + 1),
            f"comporte au plus {bounds.SITEMAP_XML_LINK_MAX} caractères",
        ),
    ],
)
def test_empty_or_too_long_headings_are_refused_in_french(field: str, value: str, message: str):
    page = sitemap_page()
    setattr(page, field, value)
    with pytest.raises(ValidationError) as refused:
        page.full_clean()
    assert message in str(refused.value)


def test_the_old_site_map_page_becomes_a_sitemap_page_with_its_history():
    # As before this page type: /sitemap a SpecPage (title and description only).
    node = sitemap_page()
    revisions = node.revisions.count()
    SitemapPage.objects.filter(pk=node.pk)._raw_delete(SitemapPage.objects.db)
    old = SpecPage(page_ptr_id=node.pk, route_key="sitemap")
    old.__dict__.update({f.attname: getattr(node, f.attname) for f in Page._meta.concrete_fields})
    old.save_base(raw=True)
    Page.objects.filter(pk=node.pk).update(content_type=ContentType.objects.get_for_model(SpecPage))

    ensure_pages()

    page = sitemap_page()
    assert page.pk == node.pk and not SpecPage.objects.filter(route_key="sitemap").exists()
    assert page.revisions.count() == revisions + 1
    assert page.heading == "Plan du site" and page.section_legal == "Légal & Politique"
