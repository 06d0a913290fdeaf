"""Content files: the repository's (content/data/*.json, content/home.json) are
valid as written and have the volumes the issue asks for; the validators give
content_cases.json's expected outputs. Each file's schema has its own test
module (test_content_*.py)."""

import json
import logging
from pathlib import Path
from typing import Any

import pytest

from website.content import loader, validate
from website.content.loader import FILES, load_content, load_home_copy

REAL_DATA = Path(__file__).resolve().parents[2] / "content" / "data"


@pytest.mark.parametrize("name", sorted(FILES))
def test_repository_files_are_valid_as_written(name: str, caplog: pytest.LogCaptureFixture) -> None:
    raw = json.loads((REAL_DATA / f"{name}.json").read_text(encoding="utf-8"))
    with caplog.at_level(logging.WARNING, logger="website.content"):
        data = FILES[name].validate(raw, name)
    assert not caplog.records, [r.getMessage() for r in caplog.records]
    assert data == raw  # nothing dropped, nothing renamed
    assert load_content(name) == raw


def test_home_copy_is_valid_as_written(caplog: pytest.LogCaptureFixture) -> None:
    raw = json.loads((REAL_DATA.parent / "home.json").read_text(encoding="utf-8"))
    with caplog.at_level(logging.WARNING, logger="website.content"):
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
    broken: str, empty_data_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = empty_data_dir.parent / "home.json"
    if broken == "not json":
        path.write_text("{ showcases: [", encoding="utf-8")
    elif broken == "wrong shape":
        path.write_text('[{"id": "telephonie"}]', encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="website.content"):
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
