"""The legal identity, edited in Wagtail on the legal notice page by
superusers only; Marketing is told who can change it (cms/legal.py,
cms/superuser_pages.py)."""

import json

import pytest
from django.contrib.auth.models import User
from django.contrib.contenttypes.models import ContentType
from django.test import Client
from wagtail.models import Page

from cms.legal import LegalNoticePage
from cms.models import SpecPage
from cms.seed import ensure_pages
from cms.shipped import shipped_document
from contentstore import store
from website.tests.page_readers import root_html

from .conftest import cms_url
from .editor_forms import edit_form

pytestmark = pytest.mark.django_db

SENTENCE = "Seul un administrateur (superutilisateur) peut modifier les mentions légales"
NEW_HOSTING = "Hébergé par l'éditeur dans ses locaux de Guyancourt (Yvelines), en France."


def legal_notice() -> LegalNoticePage:
    return LegalNoticePage.objects.get(route_key="mentions-legales")


@pytest.fixture
def superuser(db: None) -> Client:
    client = Client()
    client.force_login(User.objects.create_superuser("direction", "d@example.com", "x"))
    return client


def test_the_seeded_identity_is_the_shipped_document_and_is_not_republished():
    page = legal_notice()
    assert page.documents()["company"] == shipped_document("company")
    # Seeding never writes what is already served (projection.quiet).
    assert store.published("company") is None


def test_a_superuser_publishes_the_identity_and_the_legal_notice_shows_it(
    superuser: Client, client: Client, settings, with_ssr, django_capture_on_commit_callbacks
):
    page = legal_notice()
    edit_url = cms_url(settings, f"pages/{page.pk}/edit/")
    assert "Identité de la société" in superuser.get(edit_url).content.decode()

    form = edit_form(page, hosting=NEW_HOSTING, **{"action-publish": "action-publish"})
    with django_capture_on_commit_callbacks(execute=True):
        answer = superuser.post(edit_url, form)
    assert answer.status_code == 302, answer.content.decode()[:2000]

    live = store.published("company")
    assert live is not None and json.loads(live[1])["hosting"] == NEW_HOSTING
    html = root_html(client.get("/mentions-legales").content.decode())
    assert "Guyancourt (Yvelines)" in html
    assert "(Trappes, Yvelines)" not in html


def test_marketing_opening_the_legal_notice_is_told_who_can_change_it(marketing, settings):
    page = legal_notice()
    answer = marketing.get(cms_url(settings, f"pages/{page.pk}/edit/"))
    # A refusal, in the Wagtail admin's layout (its menu), not a bare 403.
    assert answer.status_code == 403
    html = answer.content.decode()
    assert SENTENCE in html
    assert (
        '<aside id="wagtail-sidebar"' in html
        and "<title>Mentions légales — réservé aux administrateurs" in html
    )
    assert "Identité de la société" not in html and 'name="legal_name"' not in html


@pytest.mark.parametrize(
    "suffix",
    ["edit/", "edit/preview/", "revisions/", "history/", "lock/"],
)
def test_marketing_cannot_save_publish_or_lock_the_identity(marketing, settings, suffix):
    page = legal_notice()
    revisions = page.revisions.count()
    form = edit_form(page, legal_name="Autre SARL", **{"action-publish": "action-publish"})
    answer = marketing.post(cms_url(settings, f"pages/{page.pk}/{suffix}"), form)
    assert answer.status_code == 403
    assert SENTENCE in answer.content.decode()
    page = legal_notice()
    assert page.legal_name == "TQ Télécom SARL" and page.locked is False
    assert page.revisions.count() == revisions
    assert store.published("company") is None


def test_marketing_sees_the_legal_notice_in_the_page_tree_without_its_controls(marketing, settings):
    page = legal_notice()
    tree = marketing.get(cms_url(settings, f"pages/{page.get_parent().pk}/")).content.decode()
    # Linked, so that opening it tells who can change it, but no « Publier ».
    assert f'href="/{settings.ADMIN_PATH}cms/pages/{page.pk}/edit/"' in tree
    assert not legal_notice().permissions_for_user(User.objects.get(username="camille")).can_edit()


def test_an_identity_published_from_the_old_editor_is_kept_with_the_pages_history():
    # As before this page type: /mentions-legales a SpecPage, the identity
    # published from the old editor.
    node = legal_notice()
    revisions = node.revisions.count()
    LegalNoticePage.objects.filter(pk=node.pk)._raw_delete(LegalNoticePage.objects.db)
    old = SpecPage(page_ptr_id=node.pk, route_key="mentions-legales")
    old.__dict__.update({f.attname: getattr(node, f.attname) for f in Page._meta.concrete_fields})
    old.save_base(raw=True)
    Page.objects.filter(pk=node.pk).update(content_type=ContentType.objects.get_for_model(SpecPage))
    live = {**shipped_document("company"), "publicationDirector": "Anne Roux, gérante"}
    store.publish("company", live, None)

    ensure_pages()

    page = legal_notice()
    assert page.pk == node.pk and not SpecPage.objects.filter(route_key="mentions-legales")
    assert page.revisions.count() == revisions + 1
    assert page.documents()["company"] == live


def test_a_superuser_previews_a_draft_identity_before_publishing_it(
    superuser: Client, settings, with_ssr
):
    page = legal_notice()
    preview_url = cms_url(settings, f"pages/{page.pk}/edit/preview/")
    answer = superuser.post(preview_url, edit_form(page, hosting=NEW_HOSTING))
    assert answer.json()["is_valid"] is True
    html = superuser.get(preview_url, {"mode": ""}).content.decode()
    assert "Guyancourt (Yvelines)" in html and "noindex" in html
    # Nothing is published by a preview.
    assert store.published("company") is None
