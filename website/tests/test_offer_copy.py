"""The offer pages' words live in content/page_<key>.json (editable documents):
the file by default, a published revision at once, the fallback if the file
fails, and the spec's wording unchanged."""

import json
import logging
import shutil
from pathlib import Path

import pytest
from django.contrib.auth.models import User
from django.test import Client

from contentstore import store
from website.content import loader
from website.tests.page_readers import offer_words, root_html
from website.typography import french_spacing

pytestmark = pytest.mark.django_db

PAGES = {
    "telephonie": "La téléphonie d'entreprise hébergée en France, simple et fiable",
    "connexion": "Une connexion professionnelle qui tient ses promesses",
    "infogerance": "Votre informatique entre de bonnes mains",
    "cybersecurite": "Protégez votre entreprise avant la prochaine attaque",
}


def copy_file(key: str) -> dict:
    with open(f"content/page_{key}.json", encoding="utf-8") as fh:
        return json.load(fh)


@pytest.mark.parametrize("key", PAGES)
def test_each_page_renders_its_file_words_on_the_server(
    client: Client, with_ssr: str, key: str
) -> None:
    html = root_html(client.get(f"/{key}").content.decode())
    assert french_spacing(PAGES[key]).replace("'", "&#x27;") in html
    words = offer_words(client, f"/{key}")
    assert words["contact"]["submitLabel"] == "Recevoir mon devis gratuit"
    assert words["hero"]["primary"]["href"] == "#contact"


def test_a_published_hero_title_is_on_the_page_at_once(
    client: Client, with_ssr: str, django_capture_on_commit_callbacks
) -> None:
    editor = User.objects.create_user("camille")
    words = copy_file("telephonie")
    words["hero"]["title"] = "La téléphonie qui suit vos équipes partout"
    client.get("/telephonie")  # cached before the publication
    with django_capture_on_commit_callbacks(execute=True):
        store.publish("page_telephonie", words, editor)
    html = client.get("/telephonie").content.decode()
    assert "La téléphonie qui suit vos équipes partout" in root_html(html)


def test_a_broken_file_gives_a_title_and_the_lead_form(
    client: Client,
    with_ssr: str,
    settings,
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
) -> None:
    shutil.copytree(settings.CONTENT_DIR, tmp_path / "content")
    settings.CONTENT_DIR = tmp_path / "content"
    (tmp_path / "content" / "page_connexion.json").write_text('{"hero": {}}', encoding="utf-8")
    loader.reset_for_tests()
    with caplog.at_level(logging.ERROR):
        html = client.get("/connexion").content.decode()
    assert "Parlons de votre projet" in root_html(html)
    assert 'id="contact"' in root_html(html)
    assert any("page_connexion.json unusable" in r.getMessage() for r in caplog.records)
