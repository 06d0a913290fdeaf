"""A published page becomes what the site serves.

Wagtail holds the pages and their history; the site reads contentstore's
published revisions (website/content/loader.py), which already reach every
instance within a second, retire the cached pages and survive a database
outage (contentstore/store.py). So publishing a page (at once, at its
scheduled time, or by restoring an earlier version) publishes each document
the page holds, checked as strictly as the site reads it. A page that would
not pass is refused when it is saved (check), so it never reaches here.
"""

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from django.core.exceptions import ValidationError
from pydantic import ValidationError as SchemaError

from contentstore import store
from website.content import editable

logger = logging.getLogger(__name__)

# While seed.py builds the pages from what is already served, publishing them
# must not publish it again.
_quiet: ContextVar[bool] = ContextVar("cms_projection_quiet", default=False)


# Who a publication without a user is by, in contentstore's history
# (import_content); else contentstore says « publication programmée », as
# Wagtail's publish_scheduled publishes without a user.
_label: ContextVar[str] = ContextVar("cms_projection_label", default="")


@contextmanager
def quiet() -> Iterator[None]:
    token = _quiet.set(True)
    try:
        yield
    finally:
        _quiet.reset(token)


@contextmanager
def labelled(label: str) -> Iterator[None]:
    token = _label.set(label)
    try:
        yield
    finally:
        _label.reset(token)


def _french(error: SchemaError) -> str:
    where = ", ".join(
        " › ".join(str(part) for part in detail["loc"]) for detail in error.errors()[:3]
    )
    return f"Contenu refusé : une valeur est vide, trop longue ou mal formée ({where})."


def check(page: Any) -> None:
    """ValidationError (shown in the editor) unless every document would be served."""
    for name, data in page.documents().items():
        try:
            editable.check(name, data)
        except SchemaError as exc:
            raise ValidationError(_french(exc)) from exc


def on_publish(sender: Any, instance: Any, revision: Any = None, **kwargs: Any) -> None:
    """Wagtail's page_published: the page's documents become the live ones."""
    if _quiet.get():
        return
    page = instance.specific
    user = getattr(revision, "user", None)
    if hasattr(page, "publish_documents"):  # a document built from the live one
        page.publish_documents(user)
        logger.info("content published from Wagtail: page %s", page.pk)
        return
    documents = getattr(page, "documents", None)
    if documents is None:
        return
    for name, data in documents().items():
        store.publish(name, editable.check(name, data), user, label=_label.get())
        logger.info("content published from Wagtail: %s (page %s)", name, page.pk)
