"""A legal page's sections as Wagtail holds them (legal_blocks.py) ↔ the
prose document's blocks (website/content/legal_schema.py), and the schema's
counts said in French (legal_prose.py)."""

from typing import Any

from pydantic import ValidationError as SchemaError
from wagtail.models import Page
from wagtail.rich_text import RichText

from website.content import legal_schema
from website.content.legal_schema import (
    AUDIT_ROWS_MAX,
    BLOCKS_MAX,
    COLUMNS_MAX,
    ITEMS_MAX,
    PAGE_CHARACTERS_MAX,
    ROWS_MAX,
)

from .fixed_page import FixedPage
from .legal_richtext import RichTextError, blocks_from_html, blocks_html, runs_from_html, runs_html

_TEXT = ("paragraph", "list")
_FIXED = {"identity": "identity", "cookie_button": "cookieButton"}
_FIXED_BLOCKS = {fixed: block for block, fixed in _FIXED.items()}


def page_path(page_id: int) -> str | None:
    """A link to a page of the tree (Wagtail's page chooser): its path on the site."""
    page = Page.objects.filter(pk=page_id).first()
    specific = page.specific if page is not None else None
    return specific.route().path if isinstance(specific, FixedPage) else None


def beyond_bounds(document: dict[str, Any]) -> str | None:
    """The schema's counts, said in French where they apply (the lists of the
    editor have no maximum of their own: a text block holds several
    paragraphs); the lengths of single texts are their fields'."""
    for number, section in enumerate(document["sections"], start=1):
        body = section["body"]
        if len(body) > BLOCKS_MAX:
            return (
                f"Section {number} : {len(body)} paragraphes, listes, intertitres et "
                f"tableaux ; {BLOCKS_MAX} au plus."
            )
        for block in body:
            if block["type"] == "list" and len(block["items"]) > ITEMS_MAX:
                return f"Section {number} : une liste a plus de {ITEMS_MAX} points."
            if block["type"] == "table" and (
                len(block["rows"]) > ROWS_MAX or len(block["columns"]) > COLUMNS_MAX
            ):
                return (
                    f"Section {number}, tableau « {block['caption']} » : {ROWS_MAX} lignes et "
                    f"{COLUMNS_MAX} colonnes au plus."
                )
            if block["type"] == "audit" and len(block["rows"]) > AUDIT_ROWS_MAX:
                return (
                    f"Section {number} : le tableau de l'audit a {AUDIT_ROWS_MAX} critères au plus."
                )
    try:
        legal_schema.LegalProse.model_validate(document)
    except SchemaError as exc:
        if "characters" in str(exc):
            return (
                f"Le texte de la page dépasse {PAGE_CHARACTERS_MAX:,} caractères : chacun de ses "
                "mots est dans la page deux fois, ce qui la ralentirait.".replace(",", " ")
            )
    return None


def body_value(body: list[dict[str, Any]]) -> list[tuple[str, Any]]:
    """A section's blocks as the editor's: consecutive paragraphs and lists in one text."""
    value: list[tuple[str, Any]] = []
    texts: list[dict[str, Any]] = []
    for block in [*body, None]:
        if block is not None and block["type"] in _TEXT:
            texts.append(block)
            continue
        if texts:
            value.append(("text", RichText(blocks_html(texts))))
            texts = []
        if block is None:
            break
        if block["type"] == "heading":
            value.append(("subheading", {"text": block["text"]}))
        elif block["type"] == "table":
            value.append(("table", _table_value(block)))
        elif block["type"] == "audit":
            value.append(("audit", _audit_value(block)))
        else:
            value.append((_FIXED_BLOCKS[block["block"]], None))
    return value


def _table_value(table: dict[str, Any]) -> dict[str, Any]:
    return {
        "caption": table["caption"],
        "columns": [{"text": column} for column in table["columns"]],
        "rows": [
            {"cells": [{"text": RichText(runs_html(cell))} for cell in row]}
            for row in table["rows"]
        ],
    }


def _audit_value(audit: dict[str, Any]) -> dict[str, Any]:
    criterion, requirement, result = audit["columns"]
    return {
        "caption": audit["caption"],
        "criterion_heading": criterion,
        "requirement_heading": requirement,
        "result_heading": result,
        "met_label": audit["metLabel"],
        "unmet_label": audit["unmetLabel"],
        "rows": [dict(row) for row in audit["rows"]],
    }


def body_document(body: Any) -> list[dict[str, Any]]:
    blocks: list[dict[str, Any]] = []
    for child in body:
        kind, value = child.block_type, child.value
        if kind == "text":
            blocks += blocks_from_html(value.source, page_path)
        elif kind == "subheading":
            blocks.append({"type": "heading", "text": value["text"]})
        elif kind == "table":
            blocks.append(_table_document(value))
        elif kind == "audit":
            blocks.append(_audit_document(value))
        else:
            blocks.append({"type": "fixed", "block": _FIXED[kind]})
    return blocks


def _table_document(value: Any) -> dict[str, Any]:
    rows = [
        [runs_from_html(cell["text"].source, page_path, "Une cellule") for cell in row["cells"]]
        for row in value["rows"]
    ]
    columns = [column["text"] for column in value["columns"]]
    if any(len(row) != len(columns) for row in rows):
        raise RichTextError(
            f"Tableau « {value['caption']} » : chaque ligne a autant de cellules que de "
            f"colonnes ({len(columns)})."
        )
    return {"type": "table", "caption": value["caption"], "columns": columns, "rows": rows}


def _audit_document(value: Any) -> dict[str, Any]:
    return {
        "type": "audit",
        "caption": value["caption"],
        "columns": [
            value["criterion_heading"],
            value["requirement_heading"],
            value["result_heading"],
        ],
        "metLabel": value["met_label"],
        "unmetLabel": value["unmet_label"],
        "rows": [
            {"criterion": row["criterion"], "requirement": row["requirement"], "met": row["met"]}
            for row in value["rows"]
        ],
    }
