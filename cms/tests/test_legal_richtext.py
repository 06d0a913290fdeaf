"""The rich text of the legal pages' editor ↔ the prose's runs
(cms/legal_richtext.py): a whitelist, and an exact round trip."""

import json
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings
from wagtail.admin.rich_text.converters.contentstate import ContentstateConverter

from cms.legal_blocks import CELL_FEATURES, TEXT_FEATURES
from cms.legal_richtext import (
    PLACEHOLDERS,
    RichTextError,
    blocks_from_html,
    blocks_html,
    runs_from_html,
    runs_html,
)
from contentstore.documents import LEGAL_PROSE


def no_page(page_id: int) -> str | None:
    return None


def read(source: str) -> list[dict[str, Any]]:
    return blocks_from_html(source, no_page)


def shipped_blocks() -> list[dict[str, Any]]:
    """Every paragraph and list of the shipped prose, and each table cell as a paragraph."""
    found: list[dict[str, Any]] = []
    for key in LEGAL_PROSE:
        prose = json.loads((Path(settings.CONTENT_DIR) / f"page_{key}.json").read_text())
        found.append({"type": "paragraph", "text": prose["intro"]})
        for section in prose["sections"]:
            for block in section["body"]:
                if block["type"] in ("paragraph", "list"):
                    found.append(block)
                elif block["type"] == "table":
                    found += [{"type": "paragraph", "text": c} for r in block["rows"] for c in r]
    return found


@pytest.mark.parametrize(
    ("source", "refused"),
    [
        ("<script>alert(1)</script>", "script"),
        ('<p><img src="x" onerror="alert(1)"></p>', "img"),
        ("<h2>Titre</h2>", "h2"),
        ("<p>ligne<br/>suivante</p>", "retour à la ligne"),
        ("<ul><li>a<ul><li>b</li></ul></li></ul>", "liste"),
        ("<ol><li>a</li></ol>", "ol"),
        ('<p><a href="javascript:alert(1)">x</a></p>', "javascript"),
        ('<p><a href="//evil.example">x</a></p>', "//evil"),
        ('<p><a href="http://www.cnil.fr">x</a></p>', "http://"),
        ('<p><a href="data:text/html,x">x</a></p>', "data:"),
        ('<p><a href="/x"></a></p>', "pas de texte"),
        ("<p>[dénominaton]</p>", "n'est pas un élément automatique"),
        ("<p><b>[marque]</b></p>", "ni en gras"),
        ('<p><a href="/contact">[téléphone]</a></p>', "dans un lien"),
        ('<p><a linktype="page" id="999">x</a></p>', "pas une page du site"),
        ("texte nu", "hors d'un paragraphe"),
        ("<p><span>x</span></p>", "span"),
        ("<p>ouvert", "pas fermé"),
    ],
)
def test_anything_but_paragraphs_lists_marks_links_and_facts_is_refused(
    source: str, refused: str
) -> None:
    with pytest.raises(RichTextError, match=refused):
        read(source)


def test_what_wagtail_stores_becomes_runs() -> None:
    source = (
        '<p data-block-key="a1">Le site <b><i>est</i></b> <code>tq_lang</code> &amp; '
        '<a href="tel:01 99 00 12 34">nous</a> <a linktype="page" id="7">contact</a> '
        "[Dénomination]&nbsp;!</p>"
        '<ul><li data-block-key="b2">un</li><li data-block-key="c3"> </li></ul><p></p>'
    )
    blocks = blocks_from_html(source, lambda page_id: "/contact" if page_id == 7 else None)
    assert blocks == [
        {
            "type": "paragraph",
            "text": [
                "Le site ",
                {"type": "text", "text": "est", "marks": ["strong", "em"]},
                " ",
                {"type": "text", "text": "tq_lang", "marks": ["code"]},
                " & ",
                {"type": "link", "href": "tel:0199001234", "text": ["nous"]},
                " ",
                {"type": "link", "href": "/contact", "text": ["contact"]},
                " ",
                {"type": "fact", "fact": "legalName"},
                "\u00a0!",
            ],
        },
        # An empty item or paragraph is dropped (Draftail leaves some).
        {"type": "list", "items": [["un"]]},
    ]


def test_an_introduction_or_a_cell_is_one_paragraph() -> None:
    with pytest.raises(RichTextError, match="un seul paragraphe"):
        runs_from_html("<p>un</p><p>deux</p>", no_page, "Une cellule")
    assert runs_from_html("<p>[adresse]</p>", no_page, "x") == [{"type": "fact", "fact": "address"}]


def test_every_fact_has_its_placeholder_and_back() -> None:
    for name, (fact, _) in PLACEHOLDERS.items():
        runs = [{"type": "fact", "fact": fact}]
        assert runs_html(runs) == f"<p>[{name}]</p>"
        assert runs_from_html(runs_html(runs), no_page, "x") == runs


def test_the_shipped_prose_survives_the_editor_unchanged() -> None:
    """Each shipped text, written as the editor's rich text, through Draftail's
    own converters (what a superuser's « Enregistrer » does to a text they did
    not touch), then read back: the same runs."""
    texts = ContentstateConverter(features=TEXT_FEATURES)
    cells = ContentstateConverter(features=CELL_FEATURES)
    for block in shipped_blocks():
        converter = cells if block["type"] == "paragraph" else texts
        stored = converter.to_database_format(converter.from_database_format(blocks_html([block])))
        assert read(stored) == [block], stored
