"""Loading a content file: spec §8's fallback and a logged warning when it is
missing, not JSON or of the wrong shape; the parse cache; callers' copies."""

import json
import logging
import os
from pathlib import Path

import pytest

from website.content import loader
from website.content.fallbacks import DEFAULT_FAQ_TITLE
from website.content.loader import FILES, load_content
from website.tests.content_files import FALLBACKS, TESTIMONIAL_FALLBACK, write_data_file


@pytest.mark.parametrize("name", sorted(FILES))
@pytest.mark.parametrize("broken", ["missing", "not json", "wrong encoding", "empty"])
def test_failing_file_gives_its_fallback_and_logs(
    name: str, broken: str, empty_data_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    if broken == "not json":
        write_data_file(empty_data_dir, name, '{"title": "Ils nous font confiance", "items": [')
    elif broken == "wrong encoding":
        (empty_data_dir / f"{name}.json").write_bytes('{"title": "Été"}'.encode("latin-1"))
    elif broken == "empty":
        write_data_file(empty_data_dir, name, "")
    with caplog.at_level(logging.WARNING, logger="website.content"):
        data = load_content(name)
    assert data == FALLBACKS[name]
    expected_level = logging.ERROR if name == "home-coursel" else logging.WARNING
    assert [r.levelno for r in caplog.records] == [expected_level]
    assert f"content/data/{name}.json" in caplog.records[0].getMessage()


@pytest.mark.parametrize("name", sorted(FILES))
def test_wrong_shape_never_raises(name: str, empty_data_dir: Path) -> None:
    for shape in (None, 3, "texte", [], {}, [None], {"items": None}, {"items": [1, "x"]}):
        write_data_file(empty_data_dir, name, json.dumps(shape))
        loader.reset_for_tests()
        data = load_content(name)
        if name.startswith("faq_"):
            # Spec §5: a malformed FAQ is the default title and no items.
            assert data == {"title": DEFAULT_FAQ_TITLE, "items": []}
        else:
            assert data == FALLBACKS[name]


# --- Cache, copies, names ---------------------------------------------------


def test_parsed_files_are_cached_until_they_change(
    empty_data_dir: Path, content_parses: list[str]
) -> None:
    path = write_data_file(
        empty_data_dir, "faq_voip", {"title": "FAQ", "items": [{"question": "Q ?", "answer": "R."}]}
    )
    assert load_content("faq_voip")["title"] == "FAQ"
    assert load_content("faq_voip")["title"] == "FAQ"
    assert content_parses == ["faq_voip"]
    path.write_text(json.dumps({"title": "FAQ VoIP", "items": []}), encoding="utf-8")
    os.utime(path, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns + 1_000_000_000))
    assert load_content("faq_voip")["title"] == "FAQ VoIP"
    assert content_parses == ["faq_voip", "faq_voip"]


def test_a_missing_file_is_reported_once_per_change(
    empty_data_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING, logger="website.content"):
        for _ in range(3):
            assert load_content("avis") == TESTIMONIAL_FALLBACK
    assert len(caplog.records) == 1
    write_data_file(
        empty_data_dir, "avis", {"title": "Avis", "items": [{"text": "Parfait."}], "pills": []}
    )
    assert load_content("avis")["items"] == [{"text": "Parfait."}]


def test_callers_get_their_own_copy() -> None:
    first = load_content("avis")
    first["items"].append({"text": "ajouté par un appelant"})
    assert {"text": "ajouté par un appelant"} not in load_content("avis")["items"]


def test_unknown_name_is_a_programming_error() -> None:
    with pytest.raises(KeyError):
        load_content("../company")
