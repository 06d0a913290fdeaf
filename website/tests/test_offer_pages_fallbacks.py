"""Spec §8 on the real offer pages: a broken FAQ or testimonials file gives its
fallback, and the rest of the page is intact."""

import shutil
from pathlib import Path

import pytest
from django.test import Client
from pytest_django.fixtures import Settings

from website.tests.content_files import FAQ_FALLBACK, TESTIMONIAL_FALLBACK
from website.tests.page_readers import head_jsonld, page_props, root_html

REPO_CONTENT = Path(__file__).resolve().parents[2] / "content"


@pytest.fixture
def content_copy(tmp_path: Path, settings: Settings) -> Path:
    """A private copy of content/ to break files in; returns its data/ folder."""
    for path in REPO_CONTENT.glob("*.json"):
        shutil.copy(path, tmp_path / path.name)
    shutil.copytree(REPO_CONTENT / "data", tmp_path / "data")
    settings.CONTENT_DIR = tmp_path
    return tmp_path / "data"


@pytest.mark.django_db
@pytest.mark.parametrize("broken", ["missing", "not json"])
def test_broken_faq_file_gives_the_unavailable_item_and_no_faqpage(
    client: Client, with_ssr: str, content_copy: Path, broken: str, caplog: pytest.LogCaptureFixture
) -> None:
    path = content_copy / "faq_voip.json"
    if broken == "missing":
        path.unlink()
    else:
        path.write_text('{"title": "Questions", "items": [', encoding="utf-8")
    response = client.get("/telephonie")
    assert response.status_code == 200
    html = response.content.decode()
    assert "faq_voip.json" in caplog.text
    assert page_props(client, "/telephonie")["page"]["faq"]["items"] == FAQ_FALLBACK["items"]
    body = root_html(html)
    assert "FAQ indisponible" in body and "Veuillez réessayer plus tard." in body
    assert 'data-state="fallback"' in body
    assert "Voir toutes les questions" not in body
    # No structured data advertising a question that is not one.
    assert not [b for b in head_jsonld(html) if b["@type"] == "FAQPage"]
    # The rest of the page is intact.
    assert "Message de pré-décroché" in body


@pytest.mark.django_db
def test_malformed_faq_keeps_the_page_with_the_default_title(
    client: Client, with_ssr: str, content_copy: Path
) -> None:
    (content_copy / "faq_cyber.json").write_text(
        '{"title": "FAQ", "items": "aucune"}', encoding="utf-8"
    )
    html = client.get("/cybersecurite").content.decode()
    body = root_html(html)
    assert "Questions fréquentes</h2>" in body
    assert "<details" not in body
    assert not [b for b in head_jsonld(html) if b["@type"] == "FAQPage"]
    assert "Firewall NextGen" in body


@pytest.mark.django_db
def test_broken_testimonials_file_gives_the_fallback_testimonial(
    client: Client, with_ssr: str, content_copy: Path
) -> None:
    (content_copy / "avis_it.json").write_text(
        '{"title": "", "items": [{"text": "  "}]}', encoding="utf-8"
    )
    body = root_html(client.get("/infogerance").content.decode())
    assert TESTIMONIAL_FALLBACK["items"][0]["text"] in body
    assert "SLA clair" in body
    assert body.count('class="testimonial-card"') == 1
    # The FAQ of the same page is unaffected.
    assert "Questions fréquentes sur l&#x27;infogérance" in body
