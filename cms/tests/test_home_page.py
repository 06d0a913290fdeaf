"""The home page's words in Wagtail: slogan, sections' headings, closing call
and the four offer showcases; pictures, links and which showcases exist stay
the spec's."""

import html
import re

import pytest
from django.contrib.contenttypes.models import ContentType
from django.core.exceptions import ValidationError
from django.test import Client
from wagtail.models import Page

from cms.models import HomePage, SpecPage
from cms.seed import ensure_pages
from cms.shipped import shipped_document
from contentstore import store
from website.tests.page_readers import page_props, root_html

pytestmark = pytest.mark.django_db

SLOGAN = "Vos outils suivent vos équipes, partout."


def home() -> HomePage:
    return HomePage.objects.get(route_key="home")


def plain(text: str) -> str:
    return html.unescape(text).replace("\u00a0", " ").replace("\u202f", " ")


def test_the_shipped_words_go_through_the_editor_unchanged():
    assert home().home_document() == shipped_document("home")


def test_published_words_are_on_the_home_page(client: Client, published, with_ssr: str):
    page = home()
    page.slogan = SLOGAN
    page.closing_title = "Un audit gratuit de vos outils"
    first = page.showcases[0].value
    first["title"] = "Votre standard dans le cloud, pas à pas"
    page.full_clean()
    published(page.save_revision())

    props = page_props(client, "/home")["page"]
    assert props["slogan"] == SLOGAN
    sections = props["sections"]
    assert sections["words"]["closingTitle"] == "Un audit gratuit de vos outils"
    showcase = sections["showcases"][0]
    assert showcase["title"] == "Votre standard dans le cloud, pas à pas"
    # The picture and the link's target stay the file's.
    original = shipped_document("home")["showcases"][0]
    assert (showcase["image"], showcase["link"]["to"]) == (
        original["image"],
        original["link"]["to"],
    )
    h2 = [
        plain(t)
        for t in re.findall(r"<h2[^>]*>(.*?)</h2>", root_html(client.get("/home").content.decode()))
    ]
    assert SLOGAN in h2


def test_a_showcase_cannot_be_added_or_removed_and_steps_stay_steps():
    page = home()
    del page.showcases[3]
    with pytest.raises(ValidationError, match="présente 4 offres"):
        page.full_clean()
    page = home()
    del page.showcases[0].value["items"][1:]
    with pytest.raises(ValidationError, match="défile par étapes"):
        page.full_clean()


def test_the_old_home_page_becomes_a_home_page_with_the_words_visitors_see():
    node = home()
    HomePage.objects.filter(pk=node.pk)._raw_delete(HomePage.objects.db)
    old = SpecPage(page_ptr_id=node.pk, route_key="home", social_image_alt="")
    old.__dict__.update({f.attname: getattr(node, f.attname) for f in Page._meta.concrete_fields})
    old.save_base(raw=True)
    Page.objects.filter(pk=node.pk).update(content_type=ContentType.objects.get_for_model(SpecPage))
    # The old editor had published showcases, in a version without the words.
    document = shipped_document("home")
    del document["words"]
    document["showcases"][1]["title"] = "Internet professionnel en trois étapes"
    store.publish("home", document, None)

    ensure_pages()

    page = home()
    assert page.pk == node.pk
    assert page.showcases[1].value["title"] == "Internet professionnel en trois étapes"
    assert page.slogan == shipped_document("home")["words"]["slogan"]
