"""Published revisions (contentstore) on the public pages: the file until a
revision is published, the revision at once after, never an invalid one."""

import json
import logging

import pytest
from django.contrib.auth.models import User
from django.test import Client

from contentstore import store
from contentstore.models import Revision
from core import pagecache
from website.content import loader
from website.tests.page_readers import head_jsonld, page_props
from website.typography import french_spacing

pytestmark = pytest.mark.django_db

NEW_QUESTION = "Proposez-vous des numéros verts gratuits pour nos clients ?"
# As the page shows it: the typography rules apply to edited text too.
SHOWN = french_spacing(NEW_QUESTION)


@pytest.fixture
def editor() -> User:
    return User.objects.create_user("camille", first_name="Camille", last_name="Roux")


def file_faq() -> dict:
    with open("content/data/faq_voip.json", encoding="utf-8") as fh:
        return json.load(fh)


def with_new_question() -> dict:
    faq = file_faq()
    # First: the page's HTML and structured data show the first five.
    faq["items"].insert(0, {"question": NEW_QUESTION, "answer": "Oui, en 0 800 comme en 09."})
    return faq


def questions_on_page(client: Client) -> list[str]:
    return [
        item["question"]
        for item in page_props(client, "/telephonie")["page"]["sections"]["faq"]["items"]
    ]


def test_without_revision_the_file_is_served(client: Client) -> None:
    assert SHOWN not in questions_on_page(client)
    assert len(questions_on_page(client)) == len(file_faq()["items"])


def test_a_publication_reaches_the_cached_page_the_jsonld_and_the_data_file(
    client: Client, editor: User, django_capture_on_commit_callbacks
) -> None:
    html_before = client.get("/telephonie").content.decode()  # now in the page cache
    assert NEW_QUESTION not in html_before
    with django_capture_on_commit_callbacks(execute=True):
        store.publish("faq_voip", with_new_question(), editor)
    assert SHOWN in questions_on_page(client)
    faq_ld = [
        b
        for b in head_jsonld(client.get("/telephonie").content.decode())
        if b.get("@type") == "FAQPage"
    ]
    assert SHOWN in [q["name"] for q in faq_ld[0]["mainEntity"]]
    data = client.get("/assets/data/faq_voip.json")
    assert NEW_QUESTION in [item["question"] for item in data.json()["items"]]
    assert data["Cache-Control"] == "public, max-age=300"


def test_an_invalid_stored_revision_is_never_served(
    client: Client,
    editor: User,
    caplog: pytest.LogCaptureFixture,
    django_capture_on_commit_callbacks,
) -> None:
    with django_capture_on_commit_callbacks(execute=True):
        good = store.publish("faq_voip", with_new_question(), editor)
        bad = store.publish("faq_voip", file_faq(), editor)
    # Someone edits the row by hand: a blank question breaks the strict model.
    broken = file_faq()
    broken["items"][0]["question"] = "   "
    Revision.objects.filter(pk=bad.pk).update(text=json.dumps(broken))
    store.reset_for_tests()
    with caplog.at_level(logging.ERROR):
        assert SHOWN in questions_on_page(client)  # the last valid one
    assert f"version n°{bad.pk} is invalid" in caplog.text
    assert loader.INVALID_REVISIONS.labels("faq_voip")._value.get() >= 1
    # Both unusable (revisions are immutable, so this process's cache by id
    # is forgotten by hand): the file is served.
    Revision.objects.filter(pk=good.pk).update(text='{"items": [unreadable')
    store.reset_for_tests()
    loader.reset_for_tests()
    pagecache.invalidate()
    assert questions_on_page(client) == [french_spacing(i["question"]) for i in file_faq()["items"]]


def test_a_flushed_cache_cannot_hide_a_publication(
    client: Client, editor: User, django_capture_on_commit_callbacks
) -> None:
    from django.core.cache import cache

    with django_capture_on_commit_callbacks(execute=True):
        store.publish("faq_voip", with_new_question(), editor)
    assert SHOWN in questions_on_page(client)
    cache.clear()
    assert SHOWN in questions_on_page(client)


def test_with_a_process_local_cache_every_worker_still_sees_a_publication(
    client: Client, editor: User, settings
) -> None:
    """No REDIS_URL (LocMemCache, one per gunicorn worker): the worker that
    serves the page never saw the publication's announcement (simulated: the
    test's transaction never commits, so no on_commit runs). The token then
    comes from the database, and the cached page is not reused."""
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
    assert SHOWN not in questions_on_page(client)  # now in this worker's page cache
    store.publish("faq_voip", with_new_question(), editor)
    assert SHOWN in questions_on_page(client)
