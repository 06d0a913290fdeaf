"""Which page publishes each document, and how a page takes a document's values.

The projection (projection.py) publishes what a page's `documents()` say;
read the other way, the same `documents()` say which page to change for a
document: the old editor's carry-over (old_editor_revisions.py) and
import_content (content_import.py) both start there, so no document is
written around the page that owns it.
"""

from collections.abc import Callable
from typing import Any

from wagtail.models import Page

from contentstore.documents import LEGAL_PROSE

from .fixed_page import FixedPage
from .models import OfferPage, SiteRootPage
from .seed import _fill_offer
from .shipped import shipped_document
from .site_words import NAVIGATION, NOT_FOUND
from .testimonials import DOCUMENTS as TESTIMONIALS

Filler = Callable[[Any, Any], None]


def filler(name: str) -> Filler | None:
    """How a page takes a document's values, or None (no page type does).

    A document moved into Wagtail by a later change adds its line here: the
    page type's own fill, as seed.py uses for the version that is live."""
    if name in OfferPage.FAQ_DOCUMENTS.values():
        return _fill_offer
    if name in {f"page_{key}" for key in OfferPage.FAQ_DOCUMENTS}:
        return lambda page, data: page.fill_copy(data)
    if name == "page_contact":
        return lambda page, data: page.fill_copy(data)
    if name in TESTIMONIALS.values():
        return lambda page, data: page.fill_testimonials(data)
    if name == "home-coursel":
        return lambda page, data: page.fill_media(data, page.media_documents()["clients"])
    if name == "clients":
        return lambda page, data: page.fill_media(page.media_documents()["home-coursel"], data)
    if name in ("home", "contact", "company"):
        # A version older than some of the document's fields: the shipped
        # values for those (as seed.py does).
        return lambda page, data: page.fill({**shipped_document(name), **data})
    if name == "page_sitemap":
        return lambda page, data: page.fill(data)
    if name.removeprefix("page_") in LEGAL_PROSE:
        # The legal pages' prose (legal_prose.py), the notice's with its identity.
        return lambda page, data: page.fill_prose(data)
    if name == NAVIGATION:
        return lambda page, data: page.fill_words(data, page.words_documents()[NOT_FOUND])
    if name == NOT_FOUND:
        return lambda page, data: page.fill_words(page.words_documents()[NAVIGATION], data)
    return None


def owners() -> dict[str, Page]:
    """The page that publishes each document, by document name: the site's
    root (the header's, footer's and 404's words) and the route table's
    pages. A document missing here has no page (the campaign pages' list,
    which all of them publish together)."""
    root = SiteRootPage.objects.first()
    if root is None:
        return {}
    found: dict[str, Page] = dict.fromkeys(root.documents(), root)
    for page in root.get_children().specific():
        if isinstance(page, FixedPage):
            found.update(dict.fromkeys(page.documents(), page))
    return found
