"""The files of content/ imported into the pages that publish them (import_content).

The files are the defaults: a fresh database is seeded from them (seed.py),
and export_content / import_content move content between environments as
files. An import goes through Wagtail, as an editor's publication does, so
no text is edited in two places: for each page holding imported documents,
a new revision is built from the page as it is live with the files' values
(page_documents.filler), saved by « système » with an « Importé » line in the
page's history, and published; the projection then publishes the page's
documents (projection.py). A later publication in Wagtail starts from that
revision, so it keeps the imported text.

Refused, with the reason, unless --force:
- a page locked by someone (they are editing it);
- a page with a draft or a scheduled version newer than what is live: a
  publication now would leave the draft to bring the old values back, and
  Wagtail unschedules every other version when one is published. With
  --force, the import is published, then laid over that draft (and that
  scheduled version, at its date) in new revisions, so the editor finds
  their work with the imported values in it.

A document no page publishes (the campaign pages' list, which they all
publish together) is published into contentstore as before this module: the
next publication of a campaign page rebuilds that list from the pages.
"""

import json
from dataclasses import dataclass, field
from typing import Any

from django.core.exceptions import ValidationError
from django.db import transaction
from pydantic import ValidationError as SchemaError
from wagtail.log_actions import log
from wagtail.models import Page, Revision

from contentstore import store
from contentstore.documents import DOCUMENTS
from website.content import editable

from . import page_documents, projection
from .fixed_page import FixedPage

LABEL = "import_content"
# The page history's line for an imported revision (wagtail_hooks.py).
LOG_ACTION = "cms.import"


@dataclass
class Outcome:
    name: str
    status: str
    """"published", "would publish", "unchanged", "refused", "invalid" or "no file"."""
    detail: str = ""


@dataclass
class _PageImport:
    page: Page
    documents: dict[str, Any] = field(default_factory=dict)


def same(name: str, a: Any, b: Any) -> bool:
    """Whether two versions of a document are served alike (key order, the
    files' comments and the schema's defaults aside)."""
    if a is None or b is None:
        return False
    try:
        return bool(editable.check(name, a) == editable.check(name, b))
    except SchemaError:
        return False


def _served(name: str) -> Any | None:
    # From the row, not the readers' snapshot: a command has no cache to trust.
    live = store.published_revision(name)
    return None if live is None else live.data


def _unchanged(name: str, data: Any, page_live: Any) -> bool:
    """The file is what the page's live version publishes, and what visitors
    are served (no revision: the file itself)."""
    served = _served(name)
    return same(name, data, page_live) and (served is None or same(name, data, served))


def read(name: str) -> tuple[Any, str | None]:
    """(the file's data, None) or (None, why it cannot be imported)."""
    info = DOCUMENTS[name]
    try:
        data = json.loads(info.path().read_text(encoding="utf-8"))
        editable.check(name, data)
    except (OSError, ValueError) as exc:  # pydantic's errors are ValueErrors
        return None, f"{info.file} is invalid, not imported:\n{exc}"
    return data, None


def _called(page: Page) -> str:
    """A page as the report names it: its path, or the site's root by its title."""
    if isinstance(page, FixedPage):
        return f"page {page.route().path}"
    return f"page « {page.title} »"


def _refusal(page: Page) -> str | None:
    if page.locked:
        who = page.locked_by.get_username() if page.locked_by else "someone"
        return f"{_called(page)} is locked by {who}"
    if page.has_unpublished_changes or page.scheduled_revision is not None:
        latest = page.get_latest_revision()
        who = latest.user.get_username() if latest and latest.user else "système"
        when = f"{latest.created_at:%Y-%m-%d %H:%M}" if latest else "?"
        return (
            f"{_called(page)} has a version newer than its live one (by {who}, {when}): "
            "publish or discard it in Wagtail first, or import with --force"
        )
    return None


def _difference(a: Any, b: Any, path: tuple[str, ...] = ()) -> str:
    """Where two checked versions of a document first differ, for the report."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in [*a, *(k for k in b if k not in a)]:
            if a.get(key) != b.get(key):
                return _difference(a.get(key), b.get(key), (*path, str(key)))
    elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for index, (x, y) in enumerate(zip(a, b, strict=True)):
            if x != y:
                return _difference(x, y, (*path, str(index)))
    return " › ".join(path) or "the whole document"


def _fill(version: Any, documents: dict[str, Any]) -> str | None:
    for name, data in documents.items():
        fill = page_documents.filler(name)
        if fill is None:
            return f"no page type takes {name} yet"
        fill(version, data)
    return None


def _build(base: Any, documents: dict[str, Any]) -> str | None:
    """Fills `base` with the documents; why the page cannot take them, else None."""
    if (why := _fill(base, documents)) is not None:
        return why
    try:
        base.full_clean()
    except ValidationError as exc:
        return "the page refuses it: " + "; ".join(exc.messages)
    published = base.documents()
    for name, data in documents.items():
        other = published.get(name)
        if not same(name, data, other):
            # Both pass the schema here (full_clean checked the page's).
            theirs = None if other is None else editable.check(name, other)
            where = _difference(editable.check(name, data), theirs)
            return f"the page would publish {name} otherwise ({where}: a value it does not edit)"
    return None


def _logged(page: Any, revision: Revision, documents: dict[str, Any]) -> None:
    files = [DOCUMENTS[name].file for name in documents]
    log(
        instance=page,
        action=LOG_ACTION,
        revision=revision,
        data={"files": files},
        content_changed=True,
    )


def _lay_over(earlier: Revision, documents: dict[str, Any]) -> None:
    """A newer draft or scheduled version again, with the imported values."""
    version = earlier.as_object()
    _fill(version, documents)  # the same fills as the live version's (_build)
    saved = version.save_revision(log_action=False)
    _logged(version, saved, documents)
    if earlier.approved_go_live_at is not None:
        # Scheduled again at its date (Wagtail's publish() of a future go-live).
        saved.publish(log_action=True, skip_permission_checks=True)


def _import_page(job: _PageImport, force: bool, dry_run: bool) -> tuple[str, str]:
    """("published" | "would publish", revision) or ("refused", why)."""
    page = type(job.page).objects.get(pk=job.page.pk)
    refusal = _refusal(page)
    if refusal and not force:
        return "refused", refusal
    base = type(page).objects.get(pk=page.pk)  # the live version, apart from `page`
    why = _build(base, job.documents)
    if why is not None:
        return "refused", why
    if dry_run:
        return "would publish", f"with {_called(page)}"
    scheduled = page.scheduled_revision
    latest = page.get_latest_revision()
    draft = latest if page.has_unpublished_changes and latest != scheduled else None
    try:
        with transaction.atomic():
            revision = base.save_revision(log_action=False, clean=False)
            _logged(base, revision, job.documents)
            with projection.labelled(LABEL):
                revision.publish(log_action=True, skip_permission_checks=True)
            for earlier in (scheduled, draft):
                if earlier is not None:
                    _lay_over(earlier, job.documents)
    except ValidationError as exc:
        # A newer version (--force) that no longer passes the page's checks.
        return "refused", "a newer version refuses the imported values: " + "; ".join(exc.messages)
    return "published", f"with {_called(page)} (revision {revision.pk})"


def _import_alone(name: str, data: Any, dry_run: bool) -> Outcome:
    """A document no page publishes: straight into contentstore."""
    served = _served(name)
    if served is None or same(name, data, served):  # None: the file is what is served
        return Outcome(name, "unchanged")
    if dry_run:
        return Outcome(name, "would publish", "no page publishes it: into contentstore")
    revision = store.publish(name, data, None, label=LABEL)
    return Outcome(name, "published", f"no page publishes it: version {revision.pk}")


def import_files(names: list[str], *, force: bool = False, dry_run: bool = False) -> list[Outcome]:
    outcomes: list[Outcome] = []
    owners = page_documents.owners()
    live: dict[int, dict[str, Any]] = {}  # each page's documents, computed once
    jobs: dict[int, _PageImport] = {}
    for name in names:
        if DOCUMENTS[name].file is None:
            outcomes.append(Outcome(name, "no file", "published with its page in Wagtail"))
            continue
        data, error = read(name)
        if error is not None:
            outcomes.append(Outcome(name, "invalid", error))
            continue
        page = owners.get(name)
        if page is None:
            with transaction.atomic():
                outcomes.append(_import_alone(name, data, dry_run))
            continue
        if page.pk not in live:
            live[page.pk] = page.documents()
        if _unchanged(name, data, live[page.pk].get(name)):
            outcomes.append(Outcome(name, "unchanged"))
        else:
            jobs.setdefault(page.pk, _PageImport(page)).documents[name] = data
    for job in jobs.values():
        status, detail = _import_page(job, force, dry_run)
        outcomes.extend(Outcome(name, status, detail) for name in job.documents)
    order = {name: index for index, name in enumerate(names)}
    return sorted(outcomes, key=lambda outcome: order[outcome.name])
