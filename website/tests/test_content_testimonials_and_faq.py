"""The schemas of the testimonials (avis*.json) and FAQ (faq_*.json) files,
spec §5's rules, and the FAQ's structured data."""

import logging
from pathlib import Path
from typing import Any

import pytest

from website.content.fallbacks import DEFAULT_FAQ_TITLE, DEFAULT_TESTIMONIALS_TITLE
from website.content.jsonld import faq_jsonld
from website.content.loader import load_content
from website.content.validate import validate_faq, validate_testimonials
from website.tests.content_files import TESTIMONIAL_FALLBACK, write_data_file

# --- Testimonials (avis*.json) -------------------------------------------------


def test_testimonials_keep_only_entries_with_a_non_blank_text(
    caplog: pytest.LogCaptureFixture,
) -> None:
    raw = {
        "title": "Ils nous font confiance",
        "items": [
            {"label": "Téléphonie", "text": "  Bascule sans coupure.  ", "author": "Sandrine M."},
            {"label": "Vide", "text": "   "},
            {"label": "Sans texte"},
            {"text": 42},
            {"text": "Réponse en moins d'une heure.", "label": "  ", "author": 7},
            "pas un objet",
            {"text": "x" * 2001},
            {"text": "Étiquette trop longue.", "label": "x" * 81},
        ],
        "pills": [],
    }
    with caplog.at_level(logging.WARNING, logger="website.content"):
        data = validate_testimonials(raw)
    assert data["items"] == [
        {"label": "Téléphonie", "text": "Bascule sans coupure.", "author": "Sandrine M."},
        # A blank label or a non-string author is simply absent.
        {"text": "Réponse en moins d'une heure."},
        {"text": "Étiquette trop longue."},
    ]
    assert len(caplog.records) == 5


def test_testimonial_pills_need_a_text() -> None:
    raw = {
        "title": "Avis",
        "items": [{"text": "Très bon support."}],
        "pills": [
            {"text": "SLA clair", "variant": "orange"},
            {"variant": "yellow"},
            {"text": "   ", "variant": "primary"},
            {"text": "Support en France"},
            {"text": "Couleur inconnue", "variant": "fuchsia"},
        ],
    }
    assert validate_testimonials(raw)["pills"] == [
        {"text": "SLA clair", "variant": "orange"},
        {"text": "Support en France", "variant": "primary"},
        {"text": "Couleur inconnue", "variant": "primary"},
    ]


@pytest.mark.parametrize("title", ["", "   ", None, 12, "x" * 161])
def test_testimonials_blank_title_gives_the_default_title(title: Any) -> None:
    raw = {"title": title, "items": [{"text": "Très bon support."}], "pills": []}
    assert validate_testimonials(raw)["title"] == DEFAULT_TESTIMONIALS_TITLE


def test_testimonials_with_no_usable_entry_use_the_fallback(
    empty_data_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    write_data_file(
        empty_data_dir, "avis_it", {"title": "Avis", "items": [{"text": ""}], "pills": []}
    )
    with caplog.at_level(logging.WARNING, logger="website.content"):
        assert load_content("avis_it") == TESTIMONIAL_FALLBACK
    assert "no testimonial with a text" in caplog.text


# --- FAQ (faq_*.json) -----------------------------------------------------------


@pytest.mark.parametrize(
    "raw", [[], ["question"], {"title": "FAQ"}, {"title": "FAQ", "items": "q/r"}, "FAQ", None]
)
def test_malformed_faq_gives_default_title_and_no_items(
    raw: Any, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING, logger="website.content"):
        assert validate_faq(raw) == {"title": "Questions fréquentes", "items": []}
    assert "malformed FAQ" in caplog.text


def test_faq_entries_and_call_to_action() -> None:
    raw = {
        "title": "  ",
        "items": [
            {"question": "Puis-je garder mes numéros ?", "answer": "Oui, par portabilité."},
            {"question": "Sans réponse"},
            {"question": "", "answer": "Sans question"},
            {"question": "q" * 301, "answer": "trop longue"},
        ],
        "cta": {"text": "Une autre question ? Parlons-en", "link": "#contact"},
    }
    assert validate_faq(raw) == {
        "title": DEFAULT_FAQ_TITLE,
        "items": [{"question": "Puis-je garder mes numéros ?", "answer": "Oui, par portabilité."}],
        "cta": {"text": "Une autre question ? Parlons-en", "link": "#contact"},
    }


@pytest.mark.parametrize(
    "cta",
    [
        {"text": "Cliquez", "link": "javascript:alert(1)"},
        {"text": "Cliquez", "link": "http://exemple.fr"},
        {"text": "", "link": "/contact"},
        {"link": "/contact"},
        "contact",
    ],
)
def test_faq_unusable_call_to_action_is_dropped(cta: Any) -> None:
    raw = {"title": "FAQ", "items": [{"question": "Q ?", "answer": "R."}], "cta": cta}
    assert "cta" not in validate_faq(raw)


@pytest.mark.parametrize("link", ["/contact", "#contact", "https://www.example.com/aide"])
def test_faq_call_to_action_links(link: str) -> None:
    raw = {"title": "FAQ", "items": [], "cta": {"text": "Parlons-en", "link": link}}
    assert validate_faq(raw)["cta"] == {"text": "Parlons-en", "link": link}


def test_faq_jsonld_is_a_faqpage_block() -> None:
    block = faq_jsonld(
        {"title": "FAQ", "items": [{"question": "Un audit ?", "answer": "Gratuit, 30 minutes."}]}
    )
    assert block == {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        "mainEntity": [
            {
                "@type": "Question",
                "name": "Un audit ?",
                "acceptedAnswer": {"@type": "Answer", "text": "Gratuit, 30 minutes."},
            }
        ],
    }
