"""Spec §8 on the real offer pages: a broken FAQ or testimonials file gives its
fallback, and the rest of the page is intact."""

import json
import shutil
from html import escape
from pathlib import Path

import pytest
from django.test import Client
from pytest_django.fixtures import Settings

from website.page_data.offers import OFFER_CONTENT
from website.tests.content_files import FAQ_FALLBACK, TESTIMONIAL_FALLBACK
from website.tests.page_readers import head_jsonld, page_props, root_html
from website.typography import french_spacing

REPO_CONTENT = Path(__file__).resolve().parents[2] / "content"


@pytest.fixture
def content_copy(tmp_path: Path, settings: Settings) -> Path:
    """A private copy of content/ to break files in; returns its data/ folder."""
    for path in REPO_CONTENT.glob("*.json"):
        shutil.copy(path, tmp_path / path.name)
    shutil.copytree(REPO_CONTENT / "data", tmp_path / "data")
    settings.CONTENT_DIR = tmp_path
    return tmp_path / "data"


# Route key -> a phrase of the page's own sections: a broken FAQ or
# testimonials file must leave it on the page.
INTACT = {
    "telephonie": "Message de pré-décroché",
    "connexion": "Fibre avec secours 4G/5G",
    "infogerance": "Un interlocuteur unique",
    "cybersecurite": "Firewall NextGen",
}
BROKEN_JSON = '{"title": "Questions", "items": ['


def faq_file(key: str) -> str:
    return OFFER_CONTENT[key][0]


@pytest.mark.django_db
@pytest.mark.parametrize("broken", ["missing", "not json"])
@pytest.mark.parametrize("key", INTACT)
def test_broken_faq_file_gives_the_unavailable_item_and_no_faqpage(
    client: Client,
    with_ssr: str,
    content_copy: Path,
    key: str,
    broken: str,
    caplog: pytest.LogCaptureFixture,
) -> None:
    path = content_copy / f"{faq_file(key)}.json"
    if broken == "missing":
        path.unlink()
    else:
        path.write_text(BROKEN_JSON, encoding="utf-8")
    response = client.get(f"/{key}")
    assert response.status_code == 200
    html = response.content.decode()
    assert f"{faq_file(key)}.json" in caplog.text
    assert (
        page_props(client, f"/{key}")["page"]["sections"]["faq"]["items"] == FAQ_FALLBACK["items"]
    )
    body = root_html(html)
    assert "FAQ indisponible" in body and "Veuillez réessayer plus tard." in body
    assert 'data-state="fallback"' in body
    assert "Voir toutes les questions" not in body
    # No structured data advertising a question that is not one.
    assert not [b for b in head_jsonld(html) if b["@type"] == "FAQPage"]
    assert INTACT[key] in body


@pytest.mark.django_db
@pytest.mark.parametrize("key", INTACT)
def test_malformed_faq_keeps_the_page_with_the_default_title(
    client: Client, with_ssr: str, content_copy: Path, key: str
) -> None:
    (content_copy / f"{faq_file(key)}.json").write_text(
        '{"title": "FAQ", "items": "aucune"}', encoding="utf-8"
    )
    html = client.get(f"/{key}").content.decode()
    body = root_html(html)
    assert "Questions fréquentes</h2>" in body
    assert "<details" not in body
    assert not [b for b in head_jsonld(html) if b["@type"] == "FAQPage"]
    assert INTACT[key] in body


@pytest.mark.django_db
@pytest.mark.parametrize("key", [key for key, (_, avis) in OFFER_CONTENT.items() if avis])
def test_broken_testimonials_file_gives_the_fallback_testimonial(
    client: Client, with_ssr: str, content_copy: Path, key: str
) -> None:
    faq, testimonials = OFFER_CONTENT[key]
    (content_copy / f"{testimonials}.json").write_text(
        '{"title": "", "items": [{"text": "  "}]}', encoding="utf-8"
    )
    body = root_html(client.get(f"/{key}").content.decode())
    assert TESTIMONIAL_FALLBACK["items"][0]["text"] in body
    assert body.count('class="testimonial-card"') == 1
    assert INTACT[key] in body
    # The FAQ of the same page is unaffected.
    faq_title = json.loads((content_copy / f"{faq}.json").read_text(encoding="utf-8"))["title"]
    assert escape(french_spacing(faq_title)) in body
