"""Content files: one schema per file, spec §5 rules and spec §8 fallbacks."""

import json
import logging
import os
from pathlib import Path
from typing import Any

import pytest
from django.test import Client
from pytest_django.fixtures import Settings

from telecomsite.content import loader, validate
from telecomsite.content.fallbacks import DEFAULT_FAQ_TITLE, DEFAULT_TESTIMONIALS_TITLE
from telecomsite.content.jsonld import faq_jsonld
from telecomsite.content.loader import FILES, load_content, load_home_copy
from telecomsite.content.validate import (
    validate_clients,
    validate_faq,
    validate_hero_slides,
    validate_testimonials,
)

REAL_DATA = Path(__file__).resolve().parents[2] / "content" / "data"

TESTIMONIAL_FALLBACK = {
    "title": DEFAULT_TESTIMONIALS_TITLE,
    "items": [
        {
            "label": "Support",
            "text": "Support ultra-réactif, nos incidents sont réglés en quelques minutes.",
            "author": "Responsable informatique d'une PME cliente",
        }
    ],
    "pills": [{"text": "SLA clair", "variant": "primary"}],
}
FAQ_FALLBACK = {
    "title": "Questions fréquentes",
    "items": [{"question": "FAQ indisponible", "answer": "Veuillez réessayer plus tard."}],
    "error": True,  # the FAQ component's fallback state (spec §4)
}
CLIENTS_FALLBACK = [
    {"name": "Entreprise cliente", "logo": "/static/img-opti/brand/logo.svg", "error": True}
]
FALLBACKS: dict[str, Any] = {
    "clients": CLIENTS_FALLBACK,
    "home-coursel": [],
    **{name: TESTIMONIAL_FALLBACK for name in FILES if name.startswith("avis")},
    **{name: FAQ_FALLBACK for name in FILES if name.startswith("faq_")},
}


@pytest.fixture
def data_dir(tmp_path: Path, settings: Settings) -> Path:
    """An empty content directory of our own: every file starts missing."""
    settings.CONTENT_DIR = tmp_path
    (tmp_path / "data").mkdir()
    return tmp_path / "data"


def write(data_dir: Path, name: str, value: Any) -> Path:
    path = data_dir / f"{name}.json"
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    path.write_text(text, encoding="utf-8")
    return path


def slide(**overrides: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "title": "Téléphonie VoIP pour les entreprises",
        "lead": "Un standard hébergé en France.",
        "img": {"src": "/static/img-opti/hero/hero-telephonie-1024.jpg", "alt": "Standardiste"},
    }
    return {**base, **overrides}


# --- The files of the repository ---------------------------------------------


@pytest.mark.parametrize("name", sorted(FILES))
def test_repository_files_are_valid_as_written(name: str, caplog: pytest.LogCaptureFixture) -> None:
    raw = json.loads((REAL_DATA / f"{name}.json").read_text(encoding="utf-8"))
    with caplog.at_level(logging.WARNING, logger="telecomsite.content"):
        data = FILES[name].validate(raw, name)
    assert not caplog.records, [r.getMessage() for r in caplog.records]
    assert data == raw  # nothing dropped, nothing renamed
    assert load_content(name) == raw


def test_home_copy_is_valid_as_written(caplog: pytest.LogCaptureFixture) -> None:
    raw = json.loads((REAL_DATA.parent / "home.json").read_text(encoding="utf-8"))
    with caplog.at_level(logging.WARNING, logger="telecomsite.content"):
        data = validate.validate_home_copy(raw)
    assert not caplog.records
    assert data["showcases"] == [{"flip": False, **section} for section in raw["showcases"]]
    assert [s["id"] for s in load_home_copy()["showcases"]] == [
        "telephonie",
        "internet",
        "infogerance",
        "coffre-fort",
    ]


@pytest.mark.parametrize("broken", ["missing", "not json", "wrong shape"])
def test_failing_home_copy_leaves_the_offer_sections_out(
    broken: str, data_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = data_dir.parent / "home.json"
    if broken == "not json":
        path.write_text("{ showcases: [", encoding="utf-8")
    elif broken == "wrong shape":
        path.write_text('[{"id": "telephonie"}]', encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="telecomsite.content"):
        assert load_home_copy() == {"showcases": []}
    assert "content/home.json unusable" in caplog.text


def test_repository_files_have_the_volumes_the_issue_asks_for() -> None:
    assert len(load_content("clients")) >= 12
    assert all(client.get("sites") for client in load_content("clients"))
    for name in ("avis", "avis_telecom", "avis_connexion", "avis_it"):
        assert 6 <= len(load_content(name)["items"]) <= 10
    for name in ("faq_voip", "faq_net", "faq_it", "faq_cyber"):
        # More than the 5 of the preview, so that 'Voir toutes les questions' shows.
        assert 8 <= len(load_content(name)["items"]) <= 12
    assert len(load_content("home-coursel")) >= 2


# --- Spec §8: every file, missing or not JSON --------------------------------


@pytest.mark.parametrize("name", sorted(FILES))
@pytest.mark.parametrize("broken", ["missing", "not json", "wrong encoding", "empty"])
def test_failing_file_gives_its_fallback_and_logs(
    name: str, broken: str, data_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    if broken == "not json":
        write(data_dir, name, '{"title": "Ils nous font confiance", "items": [')
    elif broken == "wrong encoding":
        (data_dir / f"{name}.json").write_bytes('{"title": "Été"}'.encode("latin-1"))
    elif broken == "empty":
        write(data_dir, name, "")
    with caplog.at_level(logging.WARNING, logger="telecomsite.content"):
        data = load_content(name)
    assert data == FALLBACKS[name]
    expected_level = logging.ERROR if name == "home-coursel" else logging.WARNING
    assert [r.levelno for r in caplog.records] == [expected_level]
    assert f"content/data/{name}.json" in caplog.records[0].getMessage()


@pytest.mark.parametrize("name", sorted(FILES))
def test_wrong_shape_never_raises(name: str, data_dir: Path) -> None:
    for shape in (None, 3, "texte", [], {}, [None], {"items": None}, {"items": [1, "x"]}):
        write(data_dir, name, json.dumps(shape))
        loader._cache.clear()
        data = load_content(name)
        if name.startswith("faq_"):
            # Spec §5: a malformed FAQ is the default title and no items.
            assert data == {"title": DEFAULT_FAQ_TITLE, "items": []}
        else:
            assert data == FALLBACKS[name]


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
    with caplog.at_level(logging.WARNING, logger="telecomsite.content"):
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
    data_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    write(data_dir, "avis_it", {"title": "Avis", "items": [{"text": ""}], "pills": []})
    with caplog.at_level(logging.WARNING, logger="telecomsite.content"):
        assert load_content("avis_it") == TESTIMONIAL_FALLBACK
    assert "no testimonial with a text" in caplog.text


# --- FAQ (faq_*.json) -----------------------------------------------------------


@pytest.mark.parametrize(
    "raw", [[], ["question"], {"title": "FAQ"}, {"title": "FAQ", "items": "q/r"}, "FAQ", None]
)
def test_malformed_faq_gives_default_title_and_no_items(
    raw: Any, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING, logger="telecomsite.content"):
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
    with caplog.at_level(logging.WARNING, logger="telecomsite.content"):
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


def test_clients_without_any_valid_entry_use_the_fallback_with_error_flag(data_dir: Path) -> None:
    write(data_dir, "clients", [{"name": "Sans logo"}])
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
    data_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    write(data_dir, "home-coursel", [slide(title="")])
    with caplog.at_level(logging.WARNING, logger="telecomsite.content"):
        assert load_content("home-coursel") == []
    assert caplog.records[-1].levelno == logging.ERROR


# --- Loading: cache, copies, names ---------------------------------------------


def test_parsed_files_are_cached_until_they_change(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = write(
        data_dir, "faq_voip", {"title": "FAQ", "items": [{"question": "Q ?", "answer": "R."}]}
    )
    calls: list[str] = []
    real_parse = loader._parse

    def counting_parse(kind: loader.Kind, path: Path) -> Any:
        calls.append(path.stem)
        return real_parse(kind, path)

    monkeypatch.setattr(loader, "_parse", counting_parse)
    assert load_content("faq_voip")["title"] == "FAQ"
    assert load_content("faq_voip")["title"] == "FAQ"
    assert calls == ["faq_voip"]
    path.write_text(json.dumps({"title": "FAQ VoIP", "items": []}), encoding="utf-8")
    os.utime(path, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns + 1_000_000_000))
    assert load_content("faq_voip")["title"] == "FAQ VoIP"
    assert calls == ["faq_voip", "faq_voip"]


def test_a_missing_file_is_reported_once_per_change(
    data_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING, logger="telecomsite.content"):
        for _ in range(3):
            assert load_content("avis") == TESTIMONIAL_FALLBACK
    assert len(caplog.records) == 1
    write(data_dir, "avis", {"title": "Avis", "items": [{"text": "Parfait."}], "pills": []})
    assert load_content("avis")["items"] == [{"text": "Parfait."}]


def test_callers_get_their_own_copy() -> None:
    first = load_content("avis")
    first["items"].append({"text": "ajouté par un appelant"})
    assert {"text": "ajouté par un appelant"} not in load_content("avis")["items"]


def test_unknown_name_is_a_programming_error() -> None:
    with pytest.raises(KeyError):
        load_content("../company")


# --- GET /assets/data/<name>.json (spec §7) -----------------------------------------


@pytest.mark.parametrize("name", sorted(FILES))
def test_data_endpoint_serves_the_validated_file(client: Client, name: str) -> None:
    response = client.get(f"/assets/data/{name}.json")
    assert response.status_code == 200
    assert response["Content-Type"] == "application/json; charset=utf-8"
    assert response.json() == load_content(name)
    cache_control = response["Cache-Control"]
    assert "public" in cache_control and "max-age=300" in cache_control
    assert response["ETag"].startswith('"')


def test_data_endpoint_revalidates_with_etag(client: Client) -> None:
    etag = client.get("/assets/data/clients.json")["ETag"]
    response = client.get("/assets/data/clients.json", headers={"If-None-Match": etag})
    assert response.status_code == 304
    assert response.content == b""


def test_data_endpoint_serves_the_fallback_when_the_file_fails(
    client: Client, data_dir: Path
) -> None:
    write(data_dir, "faq_cyber", "{ pas du json")
    response = client.get("/assets/data/faq_cyber.json")
    assert response.status_code == 200
    assert response.json() == FAQ_FALLBACK


@pytest.mark.parametrize(
    "url", ["/assets/data/company.json", "/assets/data/routes.json", "/assets/data/avis_autre.json"]
)
def test_data_endpoint_knows_only_the_ten_files(client: Client, url: str) -> None:
    response = client.get(url)
    assert response.status_code == 404
    assert response.json() == {"error": "not_found"}


def test_data_endpoint_is_read_only(client: Client) -> None:
    assert client.post("/assets/data/avis.json").status_code == 405
    assert client.head("/assets/data/avis.json").status_code == 200


# --- Input -> output cases (content_cases.json) ----------------------------------

CASES = json.loads((Path(__file__).parent / "content_cases.json").read_text(encoding="utf-8"))
KINDS = {
    "testimonials": loader.TESTIMONIALS,
    "faq": loader.FAQ,
    "clients": loader.CLIENTS,
    "hero": loader.HERO,
    # Props carry the list of content/home.json's sections.
    "showcases": loader.Kind(
        lambda raw, what: validate.validate_home_copy({"showcases": raw}, what)["showcases"],
        list,
    ),
}


@pytest.mark.parametrize("case", CASES["cases"], ids=lambda case: case["name"])
def test_validated_output(case: dict[str, Any]) -> None:
    kind = KINDS[case["kind"]]
    try:
        data = kind.validate(case["input"], case["name"])
    except validate.ContentError:
        data = kind.fallback()
    assert data == case["expected"]
