"""The content editor as a marketing assistant uses it: French forms, drafts,
publication, conflicts, history and rollback, and who may open it."""

import json
import re

import pytest
from django.contrib.admin.models import LogEntry
from django.contrib.auth.models import Group, User
from django.test import Client

from backoffice.tests.conftest import admin_url
from contentstore.models import Document, Revision

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


def test_add_a_testimonial_draft_then_publish(
    marketing: Client, client: Client, settings, django_capture_on_commit_callbacks
) -> None:
    url, post = editor_form(marketing, settings)
    # « Ajouter » gives an empty entry, nothing saved.
    added = marketing.post(url, {**post, "_add": "doc.items"}).content.decode()
    assert Revision.objects.count() == 0
    post = form_fields(added)
    n = int(post["doc.items.__n"]) - 1
    post[f"doc.items.{n}.label"] = "Numéros verts"
    post[f"doc.items.{n}.text"] = NEW_QUOTE
    post[f"doc.items.{n}.author"] = "Anne R., Transports Rivière"
    assert marketing.post(url, {**post, "action": "draft"}).status_code == 302
    assert "numéros verts" not in client.get("/telephonie").content.decode()
    preview = marketing.get(admin_url(settings, f"contenu/{DOCUMENT}/apercu/"))
    assert "Aperçu" in preview.content.decode() and "verts" in preview.content.decode()
    assert preview["X-Robots-Tag"] == "noindex, nofollow"
    assert "no-store" in preview["Cache-Control"]
    _, post = editor_form(marketing, settings)
    with django_capture_on_commit_callbacks(execute=True):
        assert marketing.post(url, {**post, "action": "publish"}).status_code == 302
    assert "numéros verts ont été ouverts" in client.get("/telephonie").content.decode()
    assert LogEntry.objects.filter(change_message="Publié").count() == 1


def test_an_invalid_edit_is_refused_in_french_and_nothing_is_saved(
    marketing: Client, settings
) -> None:
    url, post = editor_form(marketing, settings)
    post["doc.items.0.text"] = ""
    post["doc.items.1.text"] = "x" * 2001
    post["doc.title"] = "<b>Gras</b>"
    page = marketing.post(url, {**post, "action": "publish"}).content.decode()
    assert "Rien n&#x27;a été enregistré" in page or "Rien n'a été enregistré" in page
    assert "Ce champ est obligatoire." in page
    assert "2000 caractères au plus (2001 saisis)." in page
    assert "Le HTML n&#x27;est pas accepté" in page
    assert Revision.objects.count() == 0


def test_a_second_editor_is_refused_with_the_first_ones_name(marketing: Client, settings) -> None:
    other = logged_in(staff("julien", "Marketing", "Julien", "Morel"))
    url, mine = editor_form(marketing, settings)
    _, theirs = editor_form(other, settings)
    theirs["doc.title"] = "Nos clients parlent de leur téléphonie"
    assert other.post(url, {**theirs, "action": "draft"}).status_code == 302
    mine["doc.title"] = "Mes questions"
    page = marketing.post(url, {**mine, "action": "draft"}).content.decode()
    assert "Julien Morel a enregistré une version plus récente" in page
    assert "Mes questions" in page  # what was typed is still there
    assert Revision.objects.count() == 1


def test_history_says_what_changed_and_restores(
    marketing: Client, client: Client, settings, django_capture_on_commit_callbacks
) -> None:
    url, post = editor_form(marketing, settings)
    original = post["doc.title"]
    with django_capture_on_commit_callbacks(execute=True):
        marketing.post(url, {**post, "action": "publish"})
        _, post = editor_form(marketing, settings)
        post["doc.title"] = "FAQ de Noël"
        marketing.post(url, {**post, "action": "publish"})
    history = marketing.get(admin_url(settings, f"contenu/{DOCUMENT}/historique/")).content.decode()
    assert f"Titre : « {original} » devient « FAQ de Noël »" in history
    first = Revision.objects.order_by("pk").first()
    assert first is not None
    with django_capture_on_commit_callbacks(execute=True):
        marketing.post(admin_url(settings, f"contenu/{DOCUMENT}/restaurer/{first.pk}/"))
    live = Document.objects.get(name=DOCUMENT).published
    assert live is not None
    assert live.restored_from_id == first.pk and live.data["title"] == original
    assert "FAQ de Noël" not in client.get("/telephonie").content.decode()


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


def test_a_published_review_becomes_a_testimonial_draft(marketing: Client, settings) -> None:
    from reviews.models import Review, ReviewStatus

    review = Review.objects.create(
        name="Nadia B.",
        company="Cabinet Vauclair",
        message="Un support qui répond vite.",
        status=ReviewStatus.PUBLISHED,
    )
    changelist = admin_url(settings, "reviews/review/")
    superuser = logged_in(User.objects.create_superuser("root", password="x"))
    superuser.post(changelist, {"action": "testimonial_draft", "_selected_action": [review.pk]})
    draft = Revision.objects.get(document_id="avis")
    assert draft.data["items"][-1] == {
        "text": "Un support qui répond vite.",
        "author": "Nadia B., Cabinet Vauclair",
    }
    assert draft.published_at is None
    commercial = logged_in(staff("sam", "Commercial"))
    assert "testimonial_draft" not in commercial.get(changelist).content.decode()
