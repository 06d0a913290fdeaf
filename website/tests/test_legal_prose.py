"""The legal pages' prose (website/content/legal_schema.py): the shipped files,
the schema's bounds and whitelist, the fallback, and what the pages carry."""

import json
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings
from django.test import Client
from pydantic import ValidationError

from contentstore.documents import LEGAL_PROSE
from website import typography
from website.content import editable, loader
from website.content.legal_schema import (
    PAGE_CHARACTERS_MAX,
    RUN_MAX,
    RUNS_MAX,
    SECTIONS_MAX,
    LegalProse,
)

from .test_props import embedded_props, json_props

KEYS = list(LEGAL_PROSE)


def shipped(key: str) -> dict[str, Any]:
    path = Path(settings.CONTENT_DIR) / f"page_{key}.json"
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    data.pop("_comment")
    return data


def check(data: Any) -> Any:
    return editable.check("page_cookies", data)


def with_paragraph(runs: list[Any]) -> dict[str, Any]:
    prose = shipped("cookies")
    prose["sections"][0]["body"].append({"type": "paragraph", "text": runs})
    return prose


@pytest.mark.parametrize("key", KEYS)
def test_each_shipped_file_passes_the_strict_check_unchanged(key: str) -> None:
    # The site reads it as it is: the first revision is this file, byte for byte.
    assert editable.check(f"page_{key}", shipped(key)) == shipped(key)


def test_the_spec_fixes_the_sections_and_their_anchors() -> None:
    counts = {key: len(shipped(key)["sections"]) for key in KEYS}
    assert counts == {
        "mentions-legales": 10,
        "politique-confidentialite": 11,
        "cookies": 8,
        "accessibilite": 7,
    }
    # The site map and the privacy policy link to the cookie policy's section 6.
    assert shipped("cookies")["sections"][5]["id"] == "cookies-gestion"
    assert shipped("mentions-legales")["updated"] == "2025-09-22"


@pytest.mark.parametrize(
    "href",
    [
        "javascript:alert(1)",
        "//evil.example/x",
        "http://www.cnil.fr",
        "data:text/html,hi",
        "/\\evil.example",
        "mailto:no-at-sign",
        "tel:call-me",
        "https://with space.fr",
    ],
)
def test_a_link_leads_only_to_this_site_https_mail_or_phone(href: str) -> None:
    link = {"type": "link", "href": href, "text": ["ici"]}
    with pytest.raises(ValidationError):
        check(with_paragraph(["Voir ", link]))


@pytest.mark.parametrize(
    "href",
    ["/cookies", "/cookies#cookies-gestion", "#droits", "https://www.cnil.fr/fr/plaintes",
     "mailto:dpo@example.com", "tel:+33199001234"],
)  # fmt: skip
def test_the_links_the_prose_needs_pass(href: str) -> None:
    link = {"type": "link", "href": href, "text": ["ici"]}
    assert check(with_paragraph(["Voir ", link]))["sections"][0]["body"][-1]["text"][1] == link


@pytest.mark.parametrize(
    "run",
    [
        {"type": "fact", "fact": "siret"},  # not a fact of the prose
        {"type": "text", "text": "x", "marks": ["underline"]},
        {"type": "text", "text": "x", "marks": ["strong", "strong"]},
        {"type": "text", "text": "x", "marks": []},
        {"type": "html", "text": "<b>x</b>"},
        {"type": "link", "href": "/x", "text": [{"type": "fact", "fact": "phone"}]},
        "x" * (RUN_MAX + 1),
    ],
)
def test_a_run_outside_the_schema_is_refused(run: Any) -> None:
    with pytest.raises(ValidationError):
        check(with_paragraph([run]))


def test_marks_are_kept_in_one_order_and_plain_strings_are_joined() -> None:
    prose = check(
        with_paragraph(["a", "b", {"type": "text", "text": "c", "marks": ["code", "strong"]}])
    )
    assert prose["sections"][0]["body"][-1]["text"] == [
        "ab",
        {"type": "text", "text": "c", "marks": ["strong", "code"]},
    ]


def test_bounds_of_a_paragraph_a_page_and_its_sections() -> None:
    with pytest.raises(ValidationError):
        check(with_paragraph(["x "] * (RUNS_MAX + 1)))
    with pytest.raises(ValidationError):
        check(with_paragraph(["   "]))
    prose = shipped("cookies")
    prose["sections"] = prose["sections"] * 3
    with pytest.raises(ValidationError):  # more than SECTIONS_MAX, and anchors twice
        check(prose)
    assert len(prose["sections"]) > SECTIONS_MAX
    long = with_paragraph(["x" * RUN_MAX] * (PAGE_CHARACTERS_MAX // RUN_MAX + 1))
    with pytest.raises(ValidationError, match="characters"):
        LegalProse.model_validate(long)


def test_a_table_has_one_cell_per_column_and_the_audit_figures_need_the_audit() -> None:
    prose = shipped("politique-confidentialite")
    table = prose["sections"][2]["body"][1]
    assert table["type"] == "table"
    table["rows"][0].append(["une cellule de trop"])
    with pytest.raises(ValidationError, match="one cell per column"):
        editable.check("page_politique-confidentialite", prose)
    with pytest.raises(ValidationError, match="audit"):
        check(with_paragraph([{"type": "fact", "fact": "auditRate"}]))


def test_an_unusable_file_gives_the_fallback_with_the_contact_facts(settings, tmp_path) -> None:
    content = tmp_path / "content"
    content.mkdir()
    (content / "page_cookies.json").write_text('{"title": ""}', encoding="utf-8")
    settings.CONTENT_DIR = content
    prose = loader.load_legal_prose("cookies")
    assert prose["title"] == "Politique cookies" and prose["sections"] == []
    assert {"type": "fact", "fact": "email"} in prose["intro"]
    # The fallback has the shape the pages read.
    LegalProse.model_validate(prose)


@pytest.mark.django_db
@pytest.mark.parametrize("key", KEYS)
def test_the_page_props_carry_the_prose_and_the_legal_facts(client: Client, key: str) -> None:
    page = json_props(client, f"/{key}")["page"]
    assert set(page) == {"legal", "prose"}
    assert page["prose"]["title"] == shipped(key)["title"]
    assert [s["id"] for s in page["prose"]["sections"]] == [
        s["id"] for s in shipped(key)["sections"]
    ]


@pytest.mark.django_db
def test_without_the_renderer_the_page_embeds_the_whole_prose(client: Client) -> None:
    # React then renders the page from the props alone.
    html = client.get("/politique-confidentialite").content.decode()
    assert '<div id="root"></div>' in html
    assert embedded_props(html)["page"]["prose"]["title"] == "Politique de confidentialité"


@pytest.mark.ssr
@pytest.mark.django_db
@pytest.mark.parametrize("key", KEYS)
def test_a_server_rendered_page_leaves_its_prose_out_of_the_embedded_props(
    client: Client, with_ssr: str, key: str
) -> None:
    """Its words are in the HTML once (the markup); the browser fetches them
    with the page's code at the first use (frontend/src/lib/wholeProps.ts)."""
    html = client.get(f"/{key}").content.decode()
    props = embedded_props(html)
    assert props["page"]["prose"] is None and props["page"]["legal"]["legalName"]
    root = html.split('<div id="root">', 1)[1]
    assert f"<h1>{shipped(key)['title'].replace(chr(39), '&#x27;')}</h1>" in root
    # The client navigation's answer is whole: the file, with French spacing.
    assert json_props(client, f"/{key}")["page"]["prose"] == typography.apply(shipped(key))
