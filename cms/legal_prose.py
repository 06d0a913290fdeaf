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

from website.content.legal_schema import HEADING_MAX

from .legal_blocks import CELL_FEATURES, PLACEHOLDER_HELP, placeholders_help
from .legal_richtext import RichTextError, runs_from_html, runs_html
from .legal_values import beyond_bounds, body_document, body_value, page_path
from .shipped import shipped_document
from .superuser_only import SuperuserOnlyPage
from .widgets import NamedRichTextField


def sections_field(section: Any, help_text: str) -> StreamField:
    """The page type's sections, with its own section block (legal_blocks.py)."""
    return StreamField(
        [("section", section)],
        verbose_name="Sections (dans l'ordre de la page)",
        blank=True,
        help_text=help_text,
    )


class LegalProse(models.Model):
    """Abstract: its fields live on the legal page types (sections on each)."""

    heading = models.CharField("Titre de la page (h1)", max_length=HEADING_MAX, default="")
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
            ("section", {"title": section["title"], "body": body_value(section["body"])})
            for section in prose["sections"]
        ]

    def prose_document(self) -> dict[str, Any]:
        """The « page_<key> » document (RichTextError on a text the whitelist refuses)."""
        anchors = [section["id"] for section in shipped_document(self.prose_name())["sections"]]
        sections = []
        for index, block in enumerate(self.sections):
            anchor = anchors[index] if index < len(anchors) else f"section-{index + 1}"
            try:
                body = body_document(block.value["body"])
            except RichTextError as exc:
                raise RichTextError(f"Section {index + 1} : {exc}") from exc
            sections.append({"id": anchor, "title": block.value["title"], "body": body})
        document: dict[str, Any] = {
            "title": self.heading,
            "intro": runs_from_html(self.intro, page_path, "L'introduction"),
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
            runs_from_html(self.intro, page_path, "L'introduction")
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
        if problem := beyond_bounds(document):
            return {"sections": problem}
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
