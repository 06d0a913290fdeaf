"""Issue 29: every public page renders while PostgreSQL is down, from the last
published content, in a process started during the outage too (nothing in its
memory, no page in the cache): contentstore and reviews keep what they last
read in the shared cache and on disk (core/lastknown.py), and with nothing
kept the pages come from the files under content/. Never a 500.

The "fresh process" is this one with its memory emptied (the readers' reset,
the local cache cleared, pages not cached); the outage is every query refused
(core/tests/outage.py). Runs on SQLite (local cache: the file is what a new
process finds) and on PostgreSQL with Redis (the shared cache first)."""

import json
import logging
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from django.core.cache import cache
from django.test import Client
from pytest_django.fixtures import Settings

from contentstore import store
from core import lastknown
from core.tests.outage import database_refuses
from reviews.models import Review, ReviewStatus
from website.content import loader
from website.tests.page_readers import root_html

pytestmark = [pytest.mark.django_db, pytest.mark.ssr]

ROUTES = [route["path"] for route in json.loads(Path("content/routes.json").read_text())["routes"]]
FILE_PHONE = "01 99 00 12 34"
PHONE = "01 99 00 77 77"
TITLE = "Un standard hébergé en France et publié depuis le back office"
REVIEW = "Standard installé en une matinée, rien à redire"


def _file(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(Path(f"content/{name}.json").read_text(encoding="utf-8"))
    return data


def publish_everywhere() -> None:
    """A new phone number (every page's header and footer) and a new title
    for /telephonie's h1, published as the editor does; a published review."""
    contact = _file("contact")
    contact.update({"phone": PHONE, "phoneHref": "+33199007777"})
    store.publish("contact", contact, None, label="test")
    page = _file("page_telephonie")
    page["hero"]["title"] = TITLE
    store.publish("page_telephonie", page, None, label="test")
    Review.objects.create(
        name="Hélène", company="Cabinet Roux", message=REVIEW, status=ReviewStatus.PUBLISHED
    )


def h1(html: str) -> str:
    found = re.findall(r"<h1[^>]*>(.*?)</h1>", root_html(html), re.S)
    assert found, "no server-rendered h1"
    return str(found[0])


def pages(client: Client) -> dict[str, str]:
    """Each route's server-rendered HTML, every answer a 200."""
    html = {}
    for path in ROUTES:
        response = client.get(path)
        assert response.status_code == 200, path
        html[path] = response.content.decode()
    return html


def home_testimonials(client: Client) -> list[str]:
    response = client.get("/home", HTTP_ACCEPT="application/json")
    assert response.status_code == 200
    return [item["text"] for item in response.json()["page"]["sections"]["testimonials"]["items"]]


def fresh_process(settings: Settings, *, shared_cache_lost: bool = False) -> None:
    """What a worker started now has: no snapshot, nothing loaded, no local
    cache; the shared cache (Redis) only if it was not lost. No page cached."""
    store.reset_for_tests()
    loader.reset_for_tests()
    if shared_cache_lost or not lastknown.cache_is_shared():
        cache.clear()
    settings.SSR_CACHE_SECONDS = 0


@pytest.fixture
def client() -> Client:
    # As a server would: the page's answer, not the exception re-raised.
    return Client(raise_request_exception=False)


@pytest.mark.parametrize("shared_cache_lost", [False, True], ids=["cache-and-disk", "disk-only"])
def test_every_page_shows_the_last_published_content_in_a_process_started_during_the_outage(
    client: Client, settings: Settings, with_ssr: str, shared_cache_lost: bool
) -> None:
    publish_everywhere()
    published = pages(client)  # read with the database up: kept
    assert TITLE in h1(published["/telephonie"])
    assert REVIEW in home_testimonials(client)

    fresh_process(settings, shared_cache_lost=shared_cache_lost)
    with database_refuses(tables=()) as refused:
        down = pages(client)
        testimonials = home_testimonials(client)
        data = client.get("/assets/data/faq_voip.json")
    assert refused, "the test refused no query: it tested nothing"
    for path in ROUTES:
        assert h1(down[path]) == h1(published[path]), path
        assert PHONE in root_html(down[path]), path
        assert FILE_PHONE not in root_html(down[path]), path
    assert TITLE in h1(down["/telephonie"])
    assert REVIEW in testimonials
    assert data.status_code == 200


def test_a_publication_is_kept_at_once_without_any_page_read(
    client: Client, settings: Settings, with_ssr: str, django_capture_on_commit_callbacks
) -> None:
    with django_capture_on_commit_callbacks(execute=True):
        publish_everywhere()
    fresh_process(settings, shared_cache_lost=True)
    with database_refuses(tables=()):
        down = pages(client)
    assert TITLE in h1(down["/telephonie"])
    assert all(PHONE in root_html(html) for html in down.values())


def test_with_nothing_kept_every_page_comes_from_the_files(
    client: Client, settings: Settings, with_ssr: str
) -> None:
    files = pages(client)
    publish_everywhere()
    pages(client)
    fresh_process(settings, shared_cache_lost=True)
    shutil.rmtree(lastknown.folder())
    with database_refuses(tables=()):
        down = pages(client)
        testimonials = home_testimonials(client)
    for path in ROUTES:
        assert h1(down[path]) == h1(files[path]), path
        assert FILE_PHONE in root_html(down[path]), path
    assert REVIEW not in testimonials
    assert testimonials, "the file's testimonials are still there"


def test_an_unreadable_kept_copy_is_the_same_as_none(
    client: Client, settings: Settings, with_ssr: str
) -> None:
    publish_everywhere()
    pages(client)
    fresh_process(settings, shared_cache_lost=True)
    for kept in lastknown.folder().glob("*.json"):
        kept.write_text('{"saved_at": 1, "value": {"token": "x", "live": 7', encoding="utf-8")
    with database_refuses(tables=()):
        down = pages(client)
    assert all(FILE_PHONE in root_html(html) for html in down.values())


def test_the_outage_is_logged_once_not_per_request(
    client: Client, settings: Settings, caplog: pytest.LogCaptureFixture
) -> None:
    publish_everywhere()
    client.get("/home")
    fresh_process(settings, shared_cache_lost=True)
    with caplog.at_level(logging.INFO, logger="core.lastknown"), database_refuses(tables=()):
        for _ in range(3):
            for path in ROUTES:
                assert client.get(path, HTTP_ACCEPT="application/json").status_code == 200
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert len([w for w in warnings if "published content" in w]) == 1, warnings
    assert len([w for w in warnings if "published reviews" in w]) == 1, warnings


def test_once_the_database_is_back_a_new_publication_shows_at_once(
    client: Client, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(lastknown, "RETRY_SECONDS", 0.0)
    publish_everywhere()
    client.get("/home")
    fresh_process(settings, shared_cache_lost=True)
    with database_refuses(tables=()):
        assert client.get("/telephonie", HTTP_ACCEPT="application/json").status_code == 200
    page = _file("page_telephonie")
    page["hero"]["title"] = "Titre publié après le retour de la base"
    store.publish("page_telephonie", page, None, label="test")
    cache.clear()  # the publication's announcement (on commit) in a test transaction
    props = client.get("/telephonie", HTTP_ACCEPT="application/json").json()
    assert "Titre publié après le retour de la base" in json.dumps(props, ensure_ascii=False)
