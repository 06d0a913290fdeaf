"""The legal pages' prose: content/page_<key>.json of the four legal routes.

Superusers edit it in Wagtail (cms/legal_prose.py); the React pages lay it out
(frontend/src/pages/legal/LegalProse.tsx). Its text is a small typed
structure, never HTML: paragraphs, bulleted lists, subheadings and tables
whose text is a list of runs (a plain string, a text with marks, a link, or
a fact). A link's address is restricted to this site's paths, fragments,
https, mailto and tel. A fact is a live value the page fills in (the legal
identity, the contact facts, the brand, the cookie-preferences link…): the
prose names it, it is edited in one place only.
"""

from datetime import date
from typing import Annotated, Literal, Self

from pydantic import AfterValidator, Field, StringConstraints, model_validator

from .schemas import Label, Lead, Schema

# Bounds: the shipped prose with room to spare (its longest run is 757
# characters, its longest page 11 sections); every word is in the page's HTML
# twice (markup and props), so the whole page is bounded too.
RUN_MAX = 2000
RUNS_MAX = 60
ITEMS_MAX = 30
BLOCKS_MAX = 40
SECTIONS_MAX = 20
ROWS_MAX = 40
COLUMNS_MAX = 6
# RGAA 4.1 has 106 criteria.
AUDIT_ROWS_MAX = 106
PAGE_CHARACTERS_MAX = 40_000
# The short texts: the pages' HTML must stay within the first round trip with
# each at its bound (cms/tests/test_budgets_at_largest_content.py: the privacy
# policy had 0.4 KB of room, and its 11 titles, 6 subheadings, 2 captions and
# 4 columns at these bounds take 0.3 KB), and a section's title is twice in
# the page (its <h2> and its entry in the table of contents). The shipped ones
# are at most 28 (h1), 34 (sections), 53 (subheadings), 49 (captions) and 26
# (columns) long. Longer ones need that room first (docs/content-editing.md).
HEADING_MAX = 60
SECTION_TITLE_MAX = 45
SUBHEADING_MAX = 60
CAPTION_MAX = 60
COLUMN_MAX = 30


def _text(max_length: int) -> object:
    return StringConstraints(strip_whitespace=True, min_length=1, max_length=max_length)


# What a fact shows (frontend/src/pages/legal/LegalFact.tsx): the company and
# contact documents' values, the operator settings, the controls the page
# owns, and the figures counted from the page's audit table.
Fact = Literal[
    "brand",
    "legalName",
    "legalForm",
    "capital",
    "registration",
    "address",
    "phone",
    "email",
    "privacyEmail",
    "hosting",
    "hours",
    "linkedin",
    "instagram",
    "threatMap",
    "gaCookie",
    "cookiePreferences",
    "auditCount",
    "auditMet",
    "auditRate",
]
AUDIT_FACTS = ("auditCount", "auditMet", "auditRate")
Mark = Literal["strong", "em", "code"]
MARK_ORDER: tuple[Mark, ...] = ("strong", "em", "code")

# Spaces at either end of a run separate it from the next: never stripped.
RunText = Annotated[str, StringConstraints(min_length=1, max_length=RUN_MAX)]
# This site's paths (not //host), a fragment, https, an e-mail or a phone.
Href = Annotated[
    str,
    StringConstraints(
        pattern=r"^(/([^/\\\s][^\s\\]*)?|#[A-Za-z][A-Za-z0-9_-]*|https://[^\s\\]+"
        r"|mailto:[^\s@/\\]+@[^\s@/\\]+\.[^\s@/\\]+|tel:\+?[0-9]{3,20})$",
        max_length=300,
    ),
]
Anchor = Annotated[str, StringConstraints(pattern=r"^[a-z][a-z0-9-]*$", max_length=40)]
IsoDate = Annotated[str, StringConstraints(pattern=r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$")]


def _canonical_marks(marks: list[Mark]) -> list[Mark]:
    if len(set(marks)) != len(marks):
        raise ValueError("a mark given twice")
    return [mark for mark in MARK_ORDER if mark in marks]


class Marked(Schema):
    """A text in bold (strong), italics (em) or as code, or several."""

    type: Literal["text"]
    text: RunText
    marks: Annotated[
        list[Mark], Field(min_length=1, max_length=3), AfterValidator(_canonical_marks)
    ]


LinkText = Annotated[list[RunText | Marked], Field(min_length=1, max_length=RUNS_MAX)]


class LinkRun(Schema):
    type: Literal["link"]
    href: Href
    """A path of this site (rendered as a client-side link), #fragment,
    https://…, mailto: or tel:."""
    text: LinkText


class FactRun(Schema):
    type: Literal["fact"]
    fact: Fact


Run = RunText | Annotated[Marked | LinkRun | FactRun, Field(discriminator="type")]


def _merged(runs: list[Run]) -> list[Run]:
    """One string for adjacent plain strings: the same text, one way to write it."""
    merged: list[Run] = []
    for run in runs:
        if isinstance(run, str) and merged and isinstance(merged[-1], str):
            merged[-1] = merged[-1] + run
        else:
            merged.append(run)
    if not any(not isinstance(run, str) or run.strip() for run in merged):
        raise ValueError("a text of spaces only")
    return merged


Runs = Annotated[list[Run], Field(min_length=1, max_length=RUNS_MAX), AfterValidator(_merged)]


class Paragraph(Schema):
    type: Literal["paragraph"]
    text: Runs


class BulletList(Schema):
    type: Literal["list"]
    items: Annotated[list[Runs], Field(min_length=1, max_length=ITEMS_MAX)]


class Subheading(Schema):
    """An <h3> inside a section."""

    type: Literal["heading"]
    text: Annotated[str, _text(SUBHEADING_MAX)]


class Table(Schema):
    """A data table; the first cell of each row is its row header. Its id is
    the section's (« <section>-tableau »), which names its scrollable region."""

    type: Literal["table"]
    caption: Annotated[str, _text(CAPTION_MAX)]
    columns: Annotated[
        list[Annotated[str, _text(COLUMN_MAX)]], Field(min_length=1, max_length=COLUMNS_MAX)
    ]
    rows: Annotated[list[list[Runs]], Field(min_length=1, max_length=ROWS_MAX)]

    @model_validator(mode="after")
    def _square(self) -> Self:
        if any(len(row) != len(self.columns) for row in self.rows):
            raise ValueError("each row has one cell per column")
        return self


Criterion = Annotated[str, StringConstraints(pattern=r"^[0-9]{1,2}\.[0-9]{1,2}$")]


class AuditRow(Schema):
    criterion: Criterion
    """The RGAA criterion's number, « 13.1 »."""
    requirement: Lead
    met: bool


class Audit(Schema):
    """The accessibility statement's criteria checked by hand; the auditCount,
    auditMet and auditRate facts are counted from it."""

    type: Literal["audit"]
    caption: Annotated[str, _text(CAPTION_MAX)]
    columns: Annotated[list[Label], Field(min_length=3, max_length=3)]
    """Criterion, requirement, result."""
    metLabel: Label
    unmetLabel: Label
    rows: Annotated[list[AuditRow], Field(min_length=1, max_length=AUDIT_ROWS_MAX)]


class Fixed(Schema):
    """A part the page lays out from live facts, placed but not written here:
    the publisher's identity (the legal notice's list of facts) or the button
    that reopens the cookie preferences."""

    type: Literal["fixed"]
    block: Literal["identity", "cookieButton"]


Block = Annotated[
    Paragraph | BulletList | Subheading | Table | Audit | Fixed, Field(discriminator="type")
]


class ProseSection(Schema):
    """A numbered section: <section id> with its <h2> and its entry in the
    table of contents (its number is its position)."""

    id: Anchor
    """Its fragment (/cookies#cookies-gestion): other pages link to it."""
    title: Annotated[str, _text(SECTION_TITLE_MAX)]
    body: Annotated[list[Block], Field(min_length=1, max_length=BLOCKS_MAX)]


def _iso_date(value: str) -> str:
    date.fromisoformat(value)
    return value


class LegalProse(Schema):
    """A legal page's prose (content/page_<key>.json of a legal route)."""

    title: Annotated[str, _text(HEADING_MAX)]
    """The page's <h1>."""
    updated: Annotated[IsoDate, AfterValidator(_iso_date)] | None = None
    """« Dernière mise à jour », shown as dd/mm/yyyy; None only in the
    fallback of an unusable file (website/content/fallbacks.py)."""
    intro: Runs
    sections: Annotated[list[ProseSection], Field(max_length=SECTIONS_MAX)]
    """In page order; the editor keeps the shipped file's count and anchors."""

    @model_validator(mode="after")
    def _coherent(self) -> Self:
        ids = [section.id for section in self.sections]
        if len(set(ids)) != len(ids):
            raise ValueError("two sections share an anchor")
        blocks = [block for section in self.sections for block in section.body]
        audits = [block for block in blocks if isinstance(block, Audit)]
        if len(audits) > 1:
            raise ValueError("one audit table at most")
        if not audits and any(fact in AUDIT_FACTS for fact in _facts(self)):
            raise ValueError("audit figures without an audit table")
        if _characters(self) > PAGE_CHARACTERS_MAX:
            raise ValueError(f"more than {PAGE_CHARACTERS_MAX} characters")
        return self


def _all_runs(prose: LegalProse) -> list[Run]:
    runs: list[Run] = list(prose.intro)
    for section in prose.sections:
        for block in section.body:
            if isinstance(block, Paragraph):
                runs += block.text
            elif isinstance(block, BulletList):
                runs += [run for item in block.items for run in item]
            elif isinstance(block, Table):
                runs += [run for row in block.rows for cell in row for run in cell]
    return runs


def _facts(prose: LegalProse) -> list[str]:
    return [run.fact for run in _all_runs(prose) if isinstance(run, FactRun)]


def _run_characters(run: Run) -> int:
    if isinstance(run, str):
        return len(run)
    if isinstance(run, Marked):
        return len(run.text)
    if isinstance(run, LinkRun):
        return len(run.href) + sum(len(r if isinstance(r, str) else r.text) for r in run.text)
    return 0


def _characters(prose: LegalProse) -> int:
    words = sum(_run_characters(run) for run in _all_runs(prose))
    for section in prose.sections:
        words += len(section.title)
        for block in section.body:
            if isinstance(block, Subheading):
                words += len(block.text)
            elif isinstance(block, Table):
                words += len(block.caption) + sum(map(len, block.columns))
            elif isinstance(block, Audit):
                words += sum(len(row.requirement) for row in block.rows)
    return words
