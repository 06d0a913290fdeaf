"""The old content editor's unfinished work, carried into Wagtail once (issue 31).

Beside each document's published revisions (what the site serves, and what
seed.py built each page from), the old editor left, in contentstore's
Revision table:
- drafts: saved, never published. A document's newest one, when newer than
  its last publication, becomes the newest revision of the page that
  publishes the document: the page's current version with that document's
  values, a draft Marketing finds when opening the page. Older drafts had
  already been superseded in the old editor itself (it opened the newest).
- scheduled versions (publish_at): each becomes the page's scheduled
  revision, the page as it is live with that document's values, which
  Wagtail's publish_scheduled publishes at its time (or at once, when the
  time has passed). Wagtail schedules one version per page, so a page's
  later scheduled versions are dropped.
- scheduled returns to the previous version (revert_at, a task in the
  "content" queue once the version went live): the page gets a scheduled
  revision holding the previous version's values (the file, when there was
  none), if that page has no other scheduled revision.

Run after each `migrate` once seed.py has completed the pages (cms/apps.py),
so a carried version sits on pages that hold every document. What is not
carried is logged, one line per revision (document, author, date), and
docs/content-editing.md lists the cases. Then the old editor's rows and tasks
are deleted: the next `migrate` finds nothing to do.
"""

import logging
from datetime import datetime
from typing import Any

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone
from django_tasks_db.models import DBTaskResult
from wagtail.models import Page

from contentstore.documents import DOCUMENTS
from contentstore.models import Document, Revision

from . import page_documents
from .page_documents import filler
from .shipped import shipped_document

logger = logging.getLogger(__name__)

OLD_TASKS = "contentstore.tasks."
WITHDRAW = OLD_TASKS + "withdraw_scheduled"


def _who(revision: Revision) -> str:
    return revision.author_name or "auteur inconnu"


def _dropped(kind: str, revision: Revision, why: str) -> None:
    info = DOCUMENTS.get(revision.document_id)
    logger.warning(
        "old editor's %s of %s (%s) by %s, saved %s, not carried into Wagtail: %s",
        kind,
        revision.document_id,
        info.title if info else "document inconnu",
        _who(revision),
        timezone.localtime(revision.created_at).strftime("%Y-%m-%d %H:%M"),
        why,
    )


def _carry(
    kind: str, revision: Revision, data: Any, base: Page, go_live_at: datetime | None
) -> bool:
    """A new revision of `base`'s page with `data`: a draft, or scheduled."""
    fill = filler(revision.document_id)
    if fill is None:
        _dropped(kind, revision, "no page type takes this document yet")
        return False
    try:
        fill(base, data)
        base.go_live_at = go_live_at if go_live_at and go_live_at > timezone.now() else None
        saved = base.save_revision(user=revision.author, log_action=True)
    except (ValidationError, KeyError, TypeError, ValueError) as exc:
        _dropped(kind, revision, f"its values do not fit the page ({exc})")
        return False
    if go_live_at is not None:
        saved.publish(user=revision.author, log_action=True, skip_permission_checks=True)
    logger.info(
        "old editor's %s of %s by %s carried into Wagtail: page %s, revision %s",
        kind,
        revision.document_id,
        _who(revision),
        base.pk,
        saved.pk,
    )
    return True


def _scheduled(owners: dict[str, Page], pending: list[Revision]) -> set[int]:
    """The scheduled versions, earliest first; the pages that got one."""
    scheduled_pages: set[int] = set()
    scheduled = [(r.publish_at, r) for r in pending if r.publish_at is not None]
    for publish_at, revision in sorted(scheduled, key=lambda pair: pair[0]):
        page = owners.get(revision.document_id)
        if page is None:
            _dropped("scheduled version", revision, "no page publishes this document")
        elif page.pk in scheduled_pages:
            _dropped(
                "scheduled version",
                revision,
                "Wagtail schedules one version per page, and this page has an earlier one",
            )
        else:
            live = type(page).objects.get(pk=page.pk)
            if _carry("scheduled version", revision, revision.data, live, publish_at):
                scheduled_pages.add(page.pk)
        if revision.revert_at is not None:
            _dropped(
                "scheduled return",
                revision,
                f"Wagtail schedules one version per page: the return on "
                f"{timezone.localtime(revision.revert_at):%Y-%m-%d %H:%M} is to be scheduled "
                "in Wagtail once this version is live",
            )
    return scheduled_pages


def _drafts(owners: dict[str, Page], pending: list[Revision]) -> None:
    """A document's newest version, when a draft (the old editor opened it)."""
    newest: dict[str, Revision] = {}
    for revision in pending:  # newest first (Revision's ordering)
        newest.setdefault(revision.document_id, revision)
    for revision in pending:
        name = revision.document_id
        if revision.publish_at is not None:
            continue
        live = Document.objects.filter(name=name).values_list("published_id", flat=True).first()
        page = owners.get(name)
        if newest[name] is not revision:
            _dropped("draft", revision, "a newer version of this document replaced it")
        elif live is not None and live > revision.pk:
            _dropped("draft", revision, "a later publication replaced it")
        elif page is None:
            _dropped("draft", revision, "no page publishes this document")
        else:
            base = type(page).objects.get(pk=page.pk).get_latest_revision_as_object()
            _carry("draft", revision, revision.data, base, None)


def _returns(owners: dict[str, Page], scheduled_pages: set[int]) -> None:
    """Scheduled returns of live versions (withdraw tasks still waiting)."""
    for task in DBTaskResult.objects.filter(task_path=WITHDRAW, status="READY"):
        name, revision_id, previous_id = task.args_kwargs["args"]
        revision = Revision.objects.filter(pk=revision_id).first()
        live = Document.objects.filter(name=name).values_list("published_id", flat=True).first()
        if revision is None or live != revision_id:
            continue  # published over since: the old editor would have done nothing
        page = owners.get(name)
        if page is None or page.pk in scheduled_pages:
            why = (
                "no page publishes this document"
                if page is None
                else "Wagtail schedules one version per page, and this page has one already"
            )
            _dropped("scheduled return", revision, why)
            continue
        previous = Revision.objects.filter(pk=previous_id).first() if previous_id else None
        data = previous.data if previous else shipped_document(name)
        live_page = type(page).objects.get(pk=page.pk)
        if _carry("scheduled return", revision, data, live_page, task.run_after):
            scheduled_pages.add(page.pk)


def after_migrate(sender: Any, **kwargs: Any) -> None:
    # Not after a `flush` (no migration plan), as seed.after_migrate.
    if kwargs.get("plan") is not None:
        carry_over()


def carry_over() -> None:
    """Carries, logs and deletes what the old editor left unfinished."""
    pending = list(Revision.objects.filter(published_at__isnull=True).select_related("author"))
    waiting = DBTaskResult.objects.filter(task_path__startswith=OLD_TASKS)
    if not pending and not waiting.exists():
        return
    with transaction.atomic():
        owners = page_documents.owners()
        scheduled_pages = _scheduled(owners, pending)
        _drafts(owners, pending)
        _returns(owners, scheduled_pages)
        Revision.objects.filter(pk__in=[r.pk for r in pending]).delete()
        waiting.delete()
