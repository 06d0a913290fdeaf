"""The schemas of the client list (clients.json) and the hero slides
(home-coursel.json): unusable entries dropped, spec §8 when none is left."""

import logging
from pathlib import Path
from typing import Any

import pytest

from website.content.loader import load_content
from website.content.validate import validate_clients, validate_hero_slides
from website.tests.content_files import CLIENTS_FALLBACK, write_data_file


def slide(**overrides: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "title": "Téléphonie VoIP pour les entreprises",
        "lead": "Un standard hébergé en France.",
        "img": {"src": "/static/img-opti/hero/hero-telephonie-1024.jpg", "alt": "Standardiste"},
    }
    return {**base, **overrides}


# --- Clients (clients.json) -----------------------------------------------------


def test_clients_schema_drops_unusable_entries(caplog: pytest.LogCaptureFixture) -> None:
    opti = {"folder": "clients", "base": "marechal", "widths": [320, 640]}
    raw = [
        {
            "name": "Boulangeries Maréchal",
            "logo": "/static/m.png",
            "sites": ["Trappes"],
            "opti": opti,
        },
        {"name": "Sans logo"},
        {"name": "Logo externe", "logo": "https://cdn.example.com/logo.png"},
        {"name": "Logo protocole", "logo": "//cdn.example.com/logo.png"},
        {"name": "Largeurs en texte", "logo": "/l.png", "opti": {**opti, "widths": ["320"]}},
        {"name": "Dossier douteux", "logo": "/l.png", "opti": {**opti, "folder": "../etc"}},
        {"name": "Trop de sites", "logo": "/l.png", "sites": ["a", "b", "c", "d", "e"]},
        {"name": "  ", "logo": "/l.png"},
        {"name": "Optique Vernier", "logo": "/static/v.png", "unknown": "ignored"},
    ]
    with caplog.at_level(logging.WARNING, logger="website.content"):
        clients = validate_clients(raw)
    assert clients == [
        {
            "name": "Boulangeries Maréchal",
            "logo": "/static/m.png",
            "sites": ["Trappes"],
            "opti": opti,
        },
        {"name": "Optique Vernier", "logo": "/static/v.png"},
    ]
    assert len(caplog.records) == 7


def test_clients_without_any_valid_entry_use_the_fallback_with_error_flag(
    empty_data_dir: Path,
) -> None:
    write_data_file(empty_data_dir, "clients", [{"name": "Sans logo"}])
    assert load_content("clients") == CLIENTS_FALLBACK


# --- Hero slides (home-coursel.json) -------------------------------------------------


def test_hero_slides_schema() -> None:
    good = slide(
        pills=[
            {"text": "Hébergé en France", "tone": "orange"},
            {"tone": "yellow"},
            {"text": "Sans ton"},
        ],
        ctas={
            "primary": {"label": "Demander un audit gratuit", "routerLink": "/contact"},
            "secondary": {"label": "Découvrir", "routerLink": "/telephonie"},
        },
        img={
            "src": "/static/img-opti/hero/hero-telephonie-1024.jpg",
            "alt": "Standardiste",
            "dim": {"w": 1536, "h": 864},
            "opti": {"folder": "hero", "base": "hero-telephonie", "widths": [320, 1024]},
        },
    )
    slides = validate_hero_slides(
        [
            good,
            slide(img={"src": "/x.jpg"}),  # no alt
            slide(title=""),
            slide(lead="l" * 401),
            slide(ctas={"primary": {"label": "Ailleurs", "routerLink": "https://example.com"}}),
            slide(img={"src": "/x.jpg", "alt": "x", "dim": {"w": "1536", "h": 864}}),
        ]
    )
    assert slides == [
        {
            **good,
            "pills": [
                {"text": "Hébergé en France", "tone": "orange"},
                {"text": "Sans ton", "tone": "primary"},
            ],
        }
    ]


def test_hero_without_valid_slide_logs_an_error_and_has_no_slides(
    empty_data_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    write_data_file(empty_data_dir, "home-coursel", [slide(title="")])
    with caplog.at_level(logging.WARNING, logger="website.content"):
        assert load_content("home-coursel") == []
    assert caplog.records[-1].levelno == logging.ERROR
