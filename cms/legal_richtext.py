"""Wagtail's rich text of the legal pages ↔ the prose's typed runs and blocks
(website/content/legal_schema.py).

The editor's rich text (Draftail, stored as HTML) never reaches a page: it is
read here by a whitelist parser into paragraphs, bulleted lists and runs of
text, bold, italics, code and links, and anything else is refused with a
French message (a script, an image, a heading, a line break, a nested list,
a link to another scheme…). The React pages build their elements from those
runs; no HTML is ever injected into them.

A fact (the legal name, the phone, the cookie-preferences link…) is typed in
brackets, « [dénomination] », and becomes a fact run: the superuser places
it, its value is edited in one place only (PLACEHOLDERS).
"""

import html
import re
from collections.abc import Callable
from html.parser import HTMLParser
from typing import Any, get_args

from pydantic import TypeAdapter, ValidationError

from website.content.legal_schema import MARK_ORDER, Fact, Href

# What a superuser types between brackets, the fact it becomes, and what it
# shows (the editor's help, cms/legal_prose.py).
PLACEHOLDERS: dict[str, tuple[str, str]] = {
    "marque": ("brand", "le nom commercial"),
    "dénomination": ("legalName", "la dénomination sociale"),
    "forme juridique": ("legalForm", "la forme juridique (SARL…)"),
    "capital": ("capital", "le capital social"),
    "immatriculation": ("registration", "le registre et le numéro d'immatriculation"),
    "adresse": ("address", "l'adresse du siège (page Contact)"),
    "téléphone": ("phone", "le téléphone, en lien d'appel (page Contact)"),
    "e-mail": ("email", "l'adresse e-mail publique, en lien (page Contact)"),
    "e-mail données personnelles": (
        "privacyEmail",
        "l'adresse e-mail pour les données personnelles, en lien",
    ),
    "hébergement": ("hosting", "la phrase sur l'hébergement"),
    "horaires": ("hours", "les horaires d'accueil (page Contact)"),
    "lien LinkedIn": ("linkedin", "le lien « LinkedIn » vers notre page"),
    "lien Instagram": ("instagram", "le lien « Instagram » vers notre compte"),
    "lien carte des menaces": (
        "threatMap",
        "le lien « carte des cybermenaces en temps réel (adresse du site) »",
    ),
    "nom du cookie Google Analytics": (
        "gaCookie",
        "« (ici, le cookie se nomme _ga_…) », quand la mesure d'audience est configurée",
    ),
    "lien gérer mes cookies": (
        "cookiePreferences",
        "le lien « Gérer mes préférences cookies », qui rouvre le choix des cookies",
    ),
    "nombre de critères": ("auditCount", "le nombre de critères du tableau d'audit"),
    "critères respectés": ("auditMet", "le nombre de critères respectés de ce tableau"),
    "taux de conformité": ("auditRate", "leur pourcentage, arrondi"),
}
_BY_NAME = {name.casefold(): fact for name, (fact, _) in PLACEHOLDERS.items()}
_NAME_OF = {fact: name for name, (fact, _) in PLACEHOLDERS.items()}
if set(_NAME_OF) != set(get_args(Fact)):
    raise ImportError("legal_richtext.PLACEHOLDERS: one placeholder for each fact of the schema")

_BRACKETS = re.compile(r"\[([^\[\]]{1,60})\]")
# Wagtail's rich-text tags for bold and italics (b, i), and what else may come.
_MARKS = {"b": "strong", "strong": "strong", "i": "em", "em": "em", "code": "code"}
_TAGS = {"strong": "b", "em": "i", "code": "code"}
_HREF = TypeAdapter(Href)

# A page of the tree, by its id, to the path it has on the site (None: not one).
PagePath = Callable[[int], str | None]


class RichTextError(ValueError):
    """Why the editor refuses a text, in French."""


def _known_names() -> str:
    return ", ".join(f"[{name}]" for name in PLACEHOLDERS)


class _Reader(HTMLParser):
    def __init__(self, page_path: PagePath) -> None:
        super().__init__(convert_charrefs=True)
        self.page_path = page_path
        self.blocks: list[dict[str, Any]] = []
        self.runs: list[dict[str, Any]] | None = None
        self.items: list[list[dict[str, Any]]] | None = None
        self.marks: list[str] = []
        self.link: dict[str, Any] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "p" and self.runs is None and self.items is None:
            self.runs = []
        elif tag == "ul" and self.runs is None and self.items is None:
            self.items = []
        elif tag == "li" and self.items is not None and self.runs is None:
            self.runs = []
        elif tag in _MARKS and self.runs is not None:
            self.marks.append(_MARKS[tag])
        elif tag == "a" and self.runs is not None and self.link is None:
            self.link = {"type": "link", "href": self._href(dict(attrs)), "text": []}
        elif tag == "br":
            raise RichTextError(
                "Un retour à la ligne simple n'est pas permis : commencez un nouveau paragraphe."
            )
        elif tag in ("ul", "li"):
            raise RichTextError("Une liste ne peut pas contenir une autre liste ou un paragraphe.")
        else:
            raise RichTextError(f"Élément non permis dans ce texte : « {tag} ».")

    def handle_endtag(self, tag: str) -> None:
        if tag in _MARKS and self.marks:
            self.marks.pop()
        elif tag == "a" and self.link is not None and self.runs is not None:
            if not self.link["text"]:
                raise RichTextError("Un lien n'a pas de texte.")
            self._append(self.runs, self.link)
            self.link = None
        elif tag == "p" and self.runs is not None and self.items is None and self.link is None:
            if _has_text(self.runs):
                self.blocks.append({"type": "paragraph", "text": self.runs})
            self.runs = None
        elif tag == "li" and self.runs is not None and self.items is not None and self.link is None:
            if _has_text(self.runs):
                self.items.append(self.runs)
            self.runs = None
        elif tag == "ul" and self.items is not None and self.runs is None:
            if self.items:
                self.blocks.append({"type": "list", "items": self.items})
            self.items = None
        else:
            raise RichTextError(f"Texte mal formé (fin de « {tag} » inattendue).")

    def handle_data(self, data: str) -> None:
        if self.runs is None:
            if data.strip():
                raise RichTextError("Du texte hors d'un paragraphe ou d'une liste.")
            return
        # A line break in the stored HTML is a space for the reader.
        text = data.replace("\r\n", " ").replace("\n", " ")
        target = self.link["text"] if self.link is not None else self.runs
        marks = [mark for mark in MARK_ORDER if mark in self.marks]
        for index, part in enumerate(_BRACKETS.split(text)):
            if index % 2 == 0:
                if part:
                    self._append(target, {"type": "text", "text": part, "marks": marks})
                continue
            fact = _BY_NAME.get(part.strip().casefold())
            if fact is None:
                raise RichTextError(
                    f"« [{part}] » n'est pas un élément automatique. Ceux qu'on peut placer "
                    f"sont : {_known_names()}."
                )
            if self.link is not None or marks:
                raise RichTextError(
                    f"L'élément automatique « [{part}] » ne peut être ni en gras, ni en "
                    "italique, ni en code, ni dans un lien : il a sa propre présentation."
                )
            target.append({"type": "fact", "fact": fact})

    def _href(self, attrs: dict[str, str | None]) -> str:
        if attrs.get("linktype") == "page":
            path = self.page_path(int(attrs.get("id") or 0))
            if path is None:
                raise RichTextError("Un lien mène à une page qui n'est pas une page du site.")
            return path
        href = (attrs.get("href") or "").strip()
        if href.startswith("tel:"):
            # Wagtail keeps the number as typed: « tel:01 99 00 12 34 ».
            href = re.sub(r"[\s.()-]", "", href)
        try:
            return _HREF.validate_python(href)
        except ValidationError as exc:
            raise RichTextError(
                f"Adresse de lien non permise : « {href} ». Un lien mène à une page du site "
                "(/…), une section (#…), une adresse https://, mailto: ou tel:."
            ) from exc

    @staticmethod
    def _append(runs: list[dict[str, Any]], run: dict[str, Any]) -> None:
        last = runs[-1] if runs else None
        # Adjacent texts with the same marks are one run: one way to write a text.
        if (
            run["type"] == "text"
            and last is not None
            and last["type"] == "text"
            and last["marks"] == run["marks"]
        ):
            last["text"] += run["text"]
            return
        runs.append(run)


def _has_text(runs: list[dict[str, Any]]) -> bool:
    return any(run["type"] != "text" or run["text"].strip() for run in runs)


def _plain(runs: list[Any]) -> list[Any]:
    """Unmarked text runs as plain strings (the schema's shorter form)."""
    out: list[Any] = []
    for run in runs:
        if run["type"] == "text" and not run["marks"]:
            out.append(run["text"])
        elif run["type"] == "text":
            out.append(run)
        elif run["type"] == "link":
            out.append({**run, "text": _plain(run["text"])})
        else:
            out.append(run)
    return out


def blocks_from_html(source: str, page_path: PagePath) -> list[dict[str, Any]]:
    """A rich text's paragraphs and lists (RichTextError if it holds anything else)."""
    reader = _Reader(page_path)
    reader.feed(source)
    reader.close()
    if reader.runs is not None or reader.items is not None:
        raise RichTextError("Texte mal formé (un paragraphe ou une liste n'est pas fermé).")
    blocks = reader.blocks
    for block in blocks:
        if block["type"] == "paragraph":
            block["text"] = _plain(block["text"])
        else:
            block["items"] = [_plain(item) for item in block["items"]]
    return blocks


def runs_from_html(source: str, page_path: PagePath, what: str) -> list[Any]:
    """The runs of a rich text that is one paragraph (an introduction, a cell)."""
    blocks = blocks_from_html(source, page_path)
    if len(blocks) != 1 or blocks[0]["type"] != "paragraph":
        raise RichTextError(f"{what} tient en un seul paragraphe, sans liste.")
    runs: list[Any] = blocks[0]["text"]
    return runs


def _run_html(run: Any) -> str:
    if isinstance(run, str):
        return html.escape(run, quote=False)
    if run["type"] == "fact":
        return html.escape(f"[{_NAME_OF[run['fact']]}]", quote=False)
    if run["type"] == "link":
        inner = "".join(_run_html(part) for part in run["text"])
        return f'<a href="{html.escape(run["href"])}">{inner}</a>'
    text = html.escape(run["text"], quote=False)
    for mark in reversed(MARK_ORDER):
        if mark in run["marks"]:
            text = f"<{_TAGS[mark]}>{text}</{_TAGS[mark]}>"
    return text


def runs_html(runs: list[Any]) -> str:
    """One paragraph of Wagtail's rich text from runs."""
    return "<p>" + "".join(_run_html(run) for run in runs) + "</p>"


def blocks_html(blocks: list[dict[str, Any]]) -> str:
    """Wagtail's rich text from paragraphs and lists (their inverse)."""
    parts = []
    for block in blocks:
        if block["type"] == "paragraph":
            parts.append(runs_html(block["text"]))
        else:
            items = "".join(
                "<li>" + "".join(_run_html(run) for run in item) + "</li>"
                for item in block["items"]
            )
            parts.append(f"<ul>{items}</ul>")
    return "".join(parts)
