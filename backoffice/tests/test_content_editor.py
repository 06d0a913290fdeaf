"""The content editor as a marketing assistant uses it: French forms, drafts,
publication, conflicts, history and rollback, and who may open it."""

import json
import re

import pytest
from django.contrib.auth.models import Group, User
from django.test import Client

from backoffice.tests.conftest import admin_url
from contentstore.models import Revision

pytestmark = pytest.mark.django_db

# The FAQs are edited with their pages in Wagtail (cms/): this old editor's
# tests use a testimonials document.
DOCUMENT = "avis_telecom"
NEW_QUOTE = "Les numéros verts ont été ouverts en une matinée ?"


def staff(username: str, group: str, first: str = "", last: str = "") -> User:
    user = User.objects.create_user(
        username, password="x", is_staff=True, first_name=first, last_name=last
    )
    user.groups.add(Group.objects.get(name=group))
    return user


def logged_in(user: User) -> Client:
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def marketing() -> Client:
    return logged_in(staff("camille", "Marketing", "Camille", "Roux"))


def form_fields(html: str) -> dict[str, str]:
    """The form's inputs and textareas as a browser would send them."""
    post: dict[str, str] = {}
    for name, value in re.findall(r'<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"', html):
        post[name] = value
    for name, value in re.findall(r'<textarea[^>]*name="([^"]+)"[^>]*>([^<]*)</textarea>', html):
        post[name] = value
    import html as html_lib

    return {k: html_lib.unescape(v) for k, v in post.items() if not k.endswith("__delete")}


def editor_form(client: Client, settings, name: str = DOCUMENT) -> tuple[str, dict[str, str]]:
    url = admin_url(settings, f"contenu/{name}/")
    page = client.get(url)
    assert page.status_code == 200
    return url, form_fields(page.content.decode())


def test_the_home_links_the_editor_and_lists_documents_by_their_names(
    marketing: Client, settings
) -> None:
    home = marketing.get(admin_url(settings)).content.decode()
    assert "Contenu du site" in home and admin_url(settings, "contenu/") in home
    index = marketing.get(admin_url(settings, "contenu/")).content.decode()
    for title in (
        "FAQ Téléphonie",
        "Témoignages Téléphonie",
        "Logos clients",
        "Carrousel de l&#x27;accueil",
    ):
        assert title in index


def test_commercial_cannot_open_the_editor_and_marketing_cannot_see_leads(settings) -> None:
    commercial = logged_in(staff("sam", "Commercial"))
    assert commercial.get(admin_url(settings, "contenu/")).status_code == 403
    assert commercial.get(admin_url(settings, f"contenu/{DOCUMENT}/apercu/")).status_code == 403
    assert "Contenu du site" not in commercial.get(admin_url(settings)).content.decode()
    marketing = logged_in(staff("lea", "Marketing"))
    assert marketing.get(admin_url(settings, "leads/lead/")).status_code == 403
    superuser = User.objects.create_superuser("root", password="x")
    assert logged_in(superuser).get(admin_url(settings, "contenu/")).status_code == 200


def test_visitors_are_sent_to_the_login(client: Client, settings) -> None:
    answer = client.get(admin_url(settings, f"contenu/{DOCUMENT}/apercu/"))
    assert answer.status_code == 302 and "login" in answer["Location"]


def test_every_document_form_renders(marketing: Client, settings) -> None:
    from contentstore.documents import DOCUMENTS

    for name in DOCUMENTS:
        if DOCUMENTS[name].superuser_only:  # test_company_facts_editor.py
            continue
        if DOCUMENTS[name].in_wagtail:  # cms/tests
            continue
        url, post = editor_form(marketing, settings, name)
        # The file, sent back untouched, is valid as it is.
        page = marketing.post(url, {**post, "action": "draft"})
        assert page.status_code == 302, (
            name,
            re.findall(r"errorlist[^>]*>(.*?)</ul>", page.content.decode()),
        )
        saved = Revision.objects.filter(document_id=name).first()
        assert saved is not None and json.dumps(saved.data)
