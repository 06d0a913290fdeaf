"""The legal pages' prose in Wagtail, for superusers only (cms/legal_prose.py,
cms/legal_pages.py, cms/legal.py): seeded from the files, the first revision
the shipped text, Marketing refused on each page, a publication reaching the
page, and what the editor refuses."""

import html
import json
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.contrib.contenttypes.models import ContentType
from django.core.exceptions import ValidationError
from django.test import Client
from django.urls import reverse
from wagtail.models import Page
from wagtail.rich_text import RichText

from cms.legal import LegalNoticePage
from cms.legal_pages import AccessibilityPage, CookiePolicyPage, PrivacyPolicyPage
from cms.models import SpecPage
from cms.seed import ensure_pages
from cms.shipped import shipped_document
from contentstore import store
from website.tests.page_readers import page_props

from .conftest import cms_url
from .editor_forms import edit_form

pytestmark = pytest.mark.django_db

TYPES = {
    "mentions-legales": LegalNoticePage,
    "politique-confidentialite": PrivacyPolicyPage,
    "cookies": CookiePolicyPage,
    "accessibilite": AccessibilityPage,
}
WHO = {
    "mentions-legales": "les mentions légales : leur texte",
    "politique-confidentialite": "la politique de confidentialité",
    "cookies": "la politique cookies",
    "accessibilite": "la déclaration d'accessibilité",
}
SENTENCE = "Seul un administrateur (superutilisateur) peut modifier "
NOT_SOLD = "Vos données ne sont jamais vendues ni louées"
ADDED = " Aucune donnée n'est cédée à un courtier en fichiers."


def live(name: str) -> Any:
    """The published revision's document."""
    published = store.published(name)
    assert published is not None, f"{name} not published"
    return json.loads(published[1])


def legal_page(key: str) -> Any:
    return TYPES[key].objects.get(route_key=key)


def first_revision(page: Any) -> Any:
    return page.revisions.order_by("created_at", "pk").first().as_object()


def texts(page: Any, section: int) -> Any:
    """A section's body (a StreamValue) on the page's current version."""
    return page.sections[section].value["body"]


def with_added_sentence(page: PrivacyPolicyPage) -> PrivacyPolicyPage:
    """Section 3's closing paragraph (its own text block), with a sentence more."""
    body = texts(page, 2)
    index = next(i for i, child in enumerate(body) if NOT_SOLD in str(child.value))
    source = body[index].value.source
    body[index] = (
        "text",
        RichText(source.replace("publicitaires.</p>", f"publicitaires.{ADDED}</p>")),
    )
    return page


@pytest.fixture
def superuser(db: None) -> Client:
    client = Client()
    client.force_login(User.objects.create_superuser("direction", "d@example.com", "x"))
    return client


def test_each_legal_page_has_its_type_and_no_spec_page_is_left():
    for key, page_type in TYPES.items():
        assert type(Page.objects.get(pk=legal_page(key).pk).specific) is page_type
    assert not SpecPage.objects.exists()


@pytest.mark.parametrize("key", TYPES)
def test_the_first_revision_is_the_shipped_prose_and_is_not_republished(key: str):
    name = f"page_{key}"
    page = legal_page(key)
    assert page.documents()[name] == shipped_document(name)
    assert first_revision(page).documents()[name] == shipped_document(name)
    assert page.revisions.count() == 1
    # Seeding never writes what is already served (projection.quiet).
    assert store.published(name) is None


@pytest.mark.parametrize("key", TYPES)
def test_only_superusers_hold_any_permission_on_a_legal_page(key: str, marketing):
    page = legal_page(key)
    camille = User.objects.get(username="camille")
    assert not page.permissions_for_user(camille).can_edit()
    assert not page.permissions_for_user(camille).can_publish()
    boss = User.objects.create_superuser("boss", "b@example.com", "x")
    assert page.permissions_for_user(boss).can_publish()


@pytest.mark.parametrize("key", TYPES)
@pytest.mark.parametrize("suffix", ["edit/", "history/", "revisions/", "edit/preview/"])
def test_marketing_is_told_who_can_change_each_legal_page(
    key: str, suffix: str, marketing, settings
):
    page = legal_page(key)
    url = cms_url(settings, f"pages/{page.pk}/{suffix}")
    answer = marketing.get(url)
    assert answer.status_code == 403
    assert SENTENCE + WHO[key] in html.unescape(answer.content.decode())
    posted = marketing.post(url, edit_form(page, **{"action-publish": "action-publish"}))
    assert posted.status_code == 403
    assert page.revisions.count() == 1 and store.published(f"page_{key}") is None


def test_a_superuser_publishes_a_sentence_and_the_page_shows_it(
    superuser: Client, client: Client, settings, django_capture_on_commit_callbacks
):
    page = with_added_sentence(legal_page("politique-confidentialite"))
    form = edit_form(page, **{"action-publish": "action-publish"})
    with django_capture_on_commit_callbacks(execute=True):
        answer = superuser.post(cms_url(settings, f"pages/{page.pk}/edit/"), form)
    assert answer.status_code == 302, answer.content.decode()[:3000]

    document = live("page_politique-confidentialite")
    shipped = shipped_document("page_politique-confidentialite")
    closing = document["sections"][2]["body"][-1]
    assert closing == {
        "type": "paragraph",
        "text": [shipped["sections"][2]["body"][-1]["text"][0] + ADDED],
    }
    # Everything else is as shipped, after a round trip through the editor's form.
    document["sections"][2]["body"][-1] = shipped["sections"][2]["body"][-1]
    assert document == shipped
    prose = page_props(client, "/politique-confidentialite")["page"]["prose"]
    assert "courtier en fichiers" in json.dumps(prose["sections"][2], ensure_ascii=False)


@pytest.mark.parametrize("key", TYPES)
def test_publishing_a_page_as_it_is_publishes_exactly_the_shipped_prose(
    key: str, superuser: Client, settings, django_capture_on_commit_callbacks
):
    """Its every text through the editor's form (Draftail's content state) and back."""
    page = legal_page(key)
    form = edit_form(page, **{"action-publish": "action-publish"})
    with django_capture_on_commit_callbacks(execute=True):
        answer = superuser.post(cms_url(settings, f"pages/{page.pk}/edit/"), form)
    assert answer.status_code == 302, answer.content.decode()[:3000]
    assert live(f"page_{key}") == shipped_document(f"page_{key}")


def test_restoring_the_first_revision_brings_the_shipped_prose_back(published):
    page = legal_page("politique-confidentialite")
    published(with_added_sentence(page).save_revision())
    assert ADDED in json.dumps(live("page_politique-confidentialite"), ensure_ascii=False)
    published(page.revisions.order_by("created_at", "pk").first())
    assert live("page_politique-confidentialite") == shipped_document(
        "page_politique-confidentialite"
    )


def refusal(page: Any) -> str:
    with pytest.raises(ValidationError) as error:
        page.clean()
    return " ".join(
        message for messages in error.value.message_dict.values() for message in messages
    )


def test_the_sections_are_the_specs_none_added_none_removed():
    page = legal_page("cookies")
    page.sections = [(child.block_type, child.value) for child in page.sections][:-1]
    assert "Cette page a 8 sections" in refusal(page)


def test_what_the_spec_or_the_law_requires_cannot_be_taken_out():
    notice = legal_page("mentions-legales")
    body = texts(notice, 0)
    assert body[1].block_type == "identity"
    del body[1]  # the publisher's identity
    assert "Identité de l'éditeur" in refusal(notice)

    cookies = legal_page("cookies")
    body = texts(cookies, 5)
    del body[[child.block_type for child in body].index("cookie_button")]
    assert "Bouton : gérer mes cookies" in refusal(cookies)

    privacy = legal_page("politique-confidentialite")
    for index in range(len(privacy.sections)):
        for child in texts(privacy, index):
            if child.block_type == "text":
                child.value.source = child.value.source.replace("[lien gérer mes cookies]", "")
                child.value.source = child.value.source.replace(
                    "https://www.cnil.fr", "https://cnil.example"
                )
    message = refusal(privacy)
    assert "[lien gérer mes cookies]" in message and "CNIL" in message


def test_the_schemas_counts_are_said_in_french_where_they_apply():
    page = legal_page("politique-confidentialite")
    body = texts(page, 1)
    for _ in range(40):
        body.append(("subheading", {"text": "Encore un intertitre"}))
    assert refusal(page).startswith("Section 2 : ")
    assert "40 au plus" in refusal(page)

    page = legal_page("politique-confidentialite")
    table = next(child for child in texts(page, 3) if child.block_type == "table").value
    row = table["rows"][0]
    for _ in range(40):
        table["rows"].append(row)
    assert "40 lignes et 6 colonnes au plus" in refusal(page)


def test_a_text_the_whitelist_refuses_names_its_section():
    page = legal_page("accessibilite")
    body = texts(page, 4)
    body[0] = ("text", RichText('<p>Voir <a href="javascript:alert(1)">ici</a></p>'))
    assert refusal(page).startswith("Section 5 : Adresse de lien non permise")
    body[0] = ("text", RichText("<p>[dénominaton]</p>"))
    assert "n'est pas un élément automatique" in refusal(page)


@pytest.mark.parametrize("key", ["politique-confidentialite", "cookies", "accessibilite"])
def test_a_spec_page_of_an_older_database_becomes_its_type_keeping_its_history(
    key: str, superuser: Client, settings
):
    node = legal_page(key)
    revisions = node.revisions.count()
    TYPES[key].objects.filter(pk=node.pk)._raw_delete(TYPES[key].objects.db)
    old = SpecPage(page_ptr_id=node.pk, route_key=key)
    old.__dict__.update({f.attname: getattr(node, f.attname) for f in Page._meta.concrete_fields})
    old.save_base(raw=True)
    Page.objects.filter(pk=node.pk).update(content_type=ContentType.objects.get_for_model(SpecPage))
    # Marketing had changed its title then: a revision of a SpecPage.
    old = SpecPage.objects.get(pk=node.pk)
    old.seo_title = "Un titre de Marketing"
    marketing_revision = old.save_revision()

    ensure_pages()

    page = legal_page(key)
    assert page.pk == node.pk and not SpecPage.objects.filter(route_key=key).exists()
    assert page.revisions.count() == revisions + 2
    assert page.documents()[f"page_{key}"] == shipped_document(f"page_{key}")
    # The older versions are the page's: compared and restored like the others.
    newest = page.revisions.order_by("-created_at", "-pk").first()
    for url in (
        reverse("wagtailadmin_pages:revisions_revert", args=[page.pk, marketing_revision.pk]),
        reverse(
            "wagtailadmin_pages:revisions_compare",
            args=[page.pk, marketing_revision.pk, newest.pk],
        ),
    ):
        assert superuser.get(url).status_code == 200, url
    # Such a version publishes its title and leaves the prose as it is.
    older = marketing_revision.as_object()
    assert older.seo_title == "Un titre de Marketing" and f"page_{key}" not in older.documents()


def test_a_legal_notice_made_before_its_prose_gets_the_shipped_text_in_a_new_revision():
    notice = legal_page("mentions-legales")
    LegalNoticePage.objects.filter(pk=notice.pk).update(heading="", intro="", sections=[])
    older = legal_page("mentions-legales")
    # Such a version publishes its identity and leaves the prose as it is.
    assert "page_mentions-legales" not in older.documents() and "company" in older.documents()

    ensure_pages()

    notice = legal_page("mentions-legales")
    assert notice.revisions.count() == 2
    assert notice.documents()["page_mentions-legales"] == shipped_document("page_mentions-legales")
    assert notice.documents()["company"] == shipped_document("company")


def test_a_superuser_previews_a_draft_of_the_prose(superuser: Client, settings, with_ssr):
    page = with_added_sentence(legal_page("politique-confidentialite"))
    preview_url = cms_url(settings, f"pages/{page.pk}/edit/preview/")
    assert superuser.post(preview_url, edit_form(page)).json()["is_valid"] is True
    html = superuser.get(preview_url, {"mode": ""}).content.decode()
    assert "courtier en fichiers" in html and "noindex" in html
    assert store.published("page_politique-confidentialite") is None
