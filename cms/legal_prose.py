"""A legal page's prose, edited by superusers on its page: the « page_<key> »
document (content/page_<key>.json, website/content/legal_schema.py).

Its title, date of last update, introduction and sections. The sections are
the spec's (ten, eleven, eight…): their count and anchors are the shipped
file's, by position (other pages link to /cookies#cookies-gestion); a
superuser rewrites their titles and bodies. Rich text becomes typed runs
through legal_richtext.py's whitelist; live facts are placed in brackets.
Each page type says what its spec requires of it (required_parts).
"""

from datetime import date
from typing import Any

from django.core.exceptions import ValidationError
from django.db import models
from wagtail.admin.panels import FieldPanel, HelpPanel, MultiFieldPanel
from wagtail.fields import StreamField
from wagtail.models import Page
from wagtail.rich_text import RichText

from website.content.schemas import TITLE_MAX

from .fixed_page import FixedPage
from .legal_blocks import CELL_FEATURES, PLACEHOLDER_HELP, placeholders_help
from .legal_richtext import (
    RichTextError,
    blocks_from_html,
    blocks_html,
    runs_from_html,
    runs_html,
)
from .shipped import shipped_document
from .superuser_only import SuperuserOnlyPage
from .widgets import NamedRichTextField

_TEXT = ("paragraph", "list")
_FIXED = {"identity": "identity", "cookie_button": "cookieButton"}
_FIXED_BLOCKS = {fixed: block for block, fixed in _FIXED.items()}


def sections_field(section: Any, help_text: str) -> StreamField:
    """The page type's sections, with its own section block (legal_blocks.py)."""
    return StreamField(
        [("section", section)],
        verbose_name="Sections (dans l'ordre de la page)",
        blank=True,
        help_text=help_text,
    )


def _page_path(page_id: int) -> str | None:
    """A link to a page of the tree (Wagtail's page chooser): its path on the site."""
    page = Page.objects.filter(pk=page_id).first()
    specific = page.specific if page is not None else None
    return specific.route().path if isinstance(specific, FixedPage) else None


class LegalProse(models.Model):
    """Abstract: its fields live on the legal page types (sections on each)."""

    heading = models.CharField("Titre de la page (h1)", max_length=TITLE_MAX, default="")
    updated_on = models.DateField(
        "Dernière mise à jour",
        null=True,
        help_text="Affichée sous le titre (« Dernière mise à jour : 22/09/2025 ») : "
        "changez-la avec le texte.",
    )
    intro = NamedRichTextField(
        "Introduction",
        features=CELL_FEATURES,
        default="",
        help_text="Un paragraphe, sous la date. " + PLACEHOLDER_HELP,
    )

    class Meta:
        abstract = True

    route_key: str
    sections: Any

    @staticmethod
    def prose_panels(sections_heading: str, audit: bool = False) -> list[Any]:
        return [
            HelpPanel(content=placeholders_help(audit), heading="Éléments automatiques"),
            MultiFieldPanel(
                [
                    FieldPanel("heading"),
                    FieldPanel("updated_on"),
                    FieldPanel("intro"),
                ],
                heading="En-tête",
            ),
            FieldPanel("sections", heading=sections_heading),
        ]

    def prose_name(self) -> str:
        return f"page_{self.route_key}"

    def has_prose(self) -> bool:
        # False in a revision saved before the prose was edited here (the
        # page was a SpecPage): publishing it leaves the prose as it is.
        return bool(self.heading)

    def fill_prose(self, prose: dict[str, Any]) -> None:
        """Takes a prose document's values (seed.py: the shipped file)."""
        self.heading = prose["title"]
        self.updated_on = date.fromisoformat(prose["updated"])
        self.intro = runs_html(prose["intro"])  # type: ignore[assignment]
        self.sections = [
            ("section", {"title": section["title"], "body": _body_value(section["body"])})
            for section in prose["sections"]
        ]

    def prose_document(self) -> dict[str, Any]:
        """The « page_<key> » document (RichTextError on a text the whitelist refuses)."""
        anchors = [section["id"] for section in shipped_document(self.prose_name())["sections"]]
        sections = []
        for index, block in enumerate(self.sections):
            anchor = anchors[index] if index < len(anchors) else f"section-{index + 1}"
            try:
                body = _body_document(block.value["body"])
            except RichTextError as exc:
                raise RichTextError(f"Section {index + 1} : {exc}") from exc
            sections.append({"id": anchor, "title": block.value["title"], "body": body})
        document: dict[str, Any] = {
            "title": self.heading,
            "intro": runs_from_html(self.intro, _page_path, "L'introduction"),
            "sections": sections,
        }
        if self.updated_on is not None:
            document["updated"] = self.updated_on.isoformat()
        return document

    def prose_errors(self) -> dict[str, str]:
        """What the editor refuses, in French, by field."""
        if not self.has_prose():
            return {}
        try:
            runs_from_html(self.intro, _page_path, "L'introduction")
        except RichTextError as exc:
            return {"intro": str(exc)}
        count = len(shipped_document(self.prose_name())["sections"])
        if len(self.sections) != count:
            return {
                "sections": f"Cette page a {count} sections, fixées par le cahier des charges "
                "(les autres pages renvoient à leurs ancres) : modifiez leurs titres et leurs "
                "textes sans en ajouter ni en retirer."
            }
        try:
            document = self.prose_document()
        except RichTextError as exc:
            return {"sections": str(exc)}
        missing = self.required_parts(document)
        return {"sections": " ".join(missing)} if missing else {}

    def required_parts(self, document: dict[str, Any]) -> list[str]:
        """What the spec requires this page to hold, missing from the document."""
        return []


class LegalProsePage(SuperuserOnlyPage, LegalProse):
    """A legal page whose only words are its prose (legal_pages.py)."""

    class Meta:
        abstract = True

    def fill(self, prose: dict[str, Any]) -> None:
        """Takes a prose document's values (seed.py: shipped or published)."""
        self.fill_prose(prose)

    def clean(self) -> None:
        if errors := self.prose_errors():
            raise ValidationError(errors)
        super().clean()

    def documents(self) -> dict[str, Any]:
        documents = super().documents()
        if self.has_prose():
            documents[self.prose_name()] = self.prose_document()
        return documents


def _body_value(body: list[dict[str, Any]]) -> list[tuple[str, Any]]:
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


def _body_document(body: Any) -> list[dict[str, Any]]:
    blocks: list[dict[str, Any]] = []
    for child in body:
        kind, value = child.block_type, child.value
        if kind == "text":
            blocks += blocks_from_html(value.source, _page_path)
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
        [runs_from_html(cell["text"].source, _page_path, "Une cellule") for cell in row["cells"]]
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
