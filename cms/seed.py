"""The page tree of the route table, built in every database by `migrate`.

Idempotent: a page that exists is left as it is (Marketing's work), a route
without a page gets one. Each new page's first revision is the shipped
content (the files under content/), so « Restaurer cette version » on the
oldest revision always brings the spec's wording back. Where the old editor
had already published a document, that publication becomes the page's
second revision, live: what visitors saw stays online.

CI checks that the tree and content/routes.json agree (cms/tests/test_tree.py).
"""

import json
import logging
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from django.apps import apps as django_apps
from django.conf import settings
from django.contrib.auth.management import create_permissions
from django.contrib.contenttypes.models import ContentType
from django.db import transaction
from wagtail.coreutils import get_supported_content_language_variant
from wagtail.models import Locale, Page, Revision, Site
from wagtail.models.pages import get_default_page_content_type

from contentstore import store
from core.routes import ListedRoute, route_table
from website.content import editable

from . import marketing_group, projection, seed_claims
from .contact import WORDS as CONTACT_WORDS
from .home_media import MEDIA_DOCUMENTS
from .legal import LegalNoticePage
from .legal_pages import AccessibilityPage, CookiePolicyPage, PrivacyPolicyPage
from .models import (
    CampaignIndexPage,
    ContactPage,
    FixedPage,
    HomePage,
    OfferPage,
    SitemapPage,
    SiteRootPage,
    SpecPage,
)
from .shipped import shipped_document
from .site_words import shipped_words

logger = logging.getLogger(__name__)


def after_migrate(sender: Any, **kwargs: Any) -> None:
    if kwargs.get("plan") is None:
        # Sent by `flush` (a transactional test's teardown, an operator
        # emptying the database), which gives no migration plan: the tree
        # comes back with the next `migrate`, as Wagtail's own root does.
        # Rebuilding it after every flush cost 2 s per transactional test.
        return
    # post_migrate reaches this app before Wagtail's own: their permissions
    # may not exist yet (create_permissions is idempotent).
    for label in ("wagtailcore", "wagtailadmin", "wagtailimages"):
        create_permissions(django_apps.get_app_config(label), verbosity=0)
    ensure_pages()


def _published(name: str) -> Any | None:
    live = store.published(name)
    return None if live is None else editable.check(name, json.loads(live[1]))


def _fill_offer(page: OfferPage, faq: dict[str, Any]) -> None:
    page.faq_title = faq["title"]
    page.faq = [("item", {"question": i["question"], "answer": i["answer"]}) for i in faq["items"]]
    cta = faq.get("cta") or {}
    page.faq_cta_text = cta.get("text", "")
    page.faq_cta_link = cta.get("link", "")


def _tree_root() -> Page:
    """Wagtail's invisible root and default locale, as its first migrations
    make them; a flushed database (`manage.py flush`, a transactional test)
    has neither."""
    Locale.get_default() if Locale.objects.exists() else Locale.objects.create(
        language_code=get_supported_content_language_variant(settings.LANGUAGE_CODE)
    )
    return Page.add_root(instance=Page(title="Root", slug="root"))


def _site_root() -> SiteRootPage:
    root = SiteRootPage.objects.first()
    if root is not None:
        return root
    top = Page.get_first_root_node() or _tree_root()
    root = SiteRootPage(title=f"Site {settings.COMPANY['brand']}", slug="site")
    # Its first revision holds the shipped header, footer and 404 words.
    root.fill_words(*shipped_words())
    top.add_child(instance=root)
    _publish(root)
    # Wagtail's own first migration made a « Welcome » page and a Site on it.
    Site.objects.filter(is_default_site=True).update(root_page=root)
    if not Site.objects.exists():
        Site.objects.create(hostname="localhost", root_page=root, is_default_site=True)
    Site.objects.filter(is_default_site=True).update(site_name=settings.COMPANY["brand"])
    Page.objects.filter(depth=2, content_type__model="page").exclude(pk=root.pk).delete()
    return root


def _root_words(root: SiteRootPage) -> None:
    """A root page made before its words were edited here gets the shipped
    header, footer and 404 words in a new revision: no published version of
    them existed before (content/navigation.json and page_not_found.json were
    code until then)."""
    if root.has_words():
        return
    root.fill_words(*shipped_words())
    _publish(root)


def _publish(page: FixedPage | SiteRootPage) -> None:
    # Logged (by « système »): the page's history then lists this revision,
    # with « Passer en revue cette version » to bring it back.
    page.save_revision(log_action=True).publish(log_action=True)


def _create(root: SiteRootPage, route: ListedRoute) -> FixedPage:
    slug = route.path.strip("/")
    # The « Promotion » tab starts with the route table's title and description.
    shipped = {
        "title": route.title,
        "slug": slug,
        "route_key": route.key,
        "seo_title": route.title,
        "search_description": route.description,
    }
    if route.key in TYPED:
        page_type, name = TYPED[route.key]
        return _create_typed(root, page_type(**shipped), name)
    faq_name = OfferPage.FAQ_DOCUMENTS.get(route.key)
    if faq_name is None:
        page = SpecPage(**shipped)
        root.add_child(instance=page)
        _publish(page)
        return page
    offer = OfferPage(**shipped)
    copy_name = f"page_{route.key}"
    _fill_offer(offer, shipped_document(faq_name))
    offer.fill_copy(shipped_document(copy_name))
    _fill_testimonials(offer, published=False)
    root.add_child(instance=offer)
    _publish(offer)
    live_faq, live_copy = _published(faq_name), _published(copy_name)
    words_changed = (live_faq or live_copy) and (live_faq, live_copy) != (
        shipped_document(faq_name),
        shipped_document(copy_name),
    )
    if _fill_testimonials(offer, published=True) or words_changed:
        _fill_offer(offer, live_faq or shipped_document(faq_name))
        offer.fill_copy(live_copy or shipped_document(copy_name))
        _publish(offer)
    return offer


def _fill_testimonials(page: HomePage | OfferPage, published: bool) -> bool:
    """Fills the page's testimonials (none on /cybersecurite): the shipped
    ones, or (published) those visitors see now; True if those differ."""
    name = page.testimonials_name()
    if name is None:
        return False
    shipped, live = _typed_values(name)
    page.fill_testimonials(live if published and live is not None else shipped)
    return live is not None


def _add_missing_testimonials() -> None:
    """Pages made before their testimonials were edited here get, live, the
    ones visitors see now: nothing the old editor published is lost."""
    pages: list[HomePage | OfferPage] = [
        *OfferPage.objects.filter(testimonials_title=""),
        *HomePage.objects.filter(testimonials_title=""),
    ]
    for page in pages:
        if page.testimonials_name() is not None:
            _fill_testimonials(page, published=True)
            _publish(page)


def _complete_testimonials(page: HomePage | OfferPage) -> None:
    """A page older than its testimonials' fields takes them before any new
    version of it is published: its check requires them."""
    if not page.testimonials_title and page.testimonials_name() is not None:
        _fill_testimonials(page, published=True)


def _add_missing_words() -> None:
    """Pages made before their words were edited here get them: the version
    visitors see now (published from the old editor, else the file)."""
    for offer in OfferPage.objects.filter(hero_title=""):
        copy_name = f"page_{offer.route_key}"
        offer.fill_copy(_published(copy_name) or shipped_document(copy_name))
        _complete_testimonials(offer)
        _publish(offer)
    for contact in ContactPage.objects.filter(hero_title=""):
        contact.fill_hero(shipped_document(CONTACT_WORDS)["hero"])
        _publish(contact)
    for notice in LegalNoticePage.objects.filter(heading=""):
        # Its prose was code until then: the shipped text, a version
        # « Restaurer » can bring back.
        notice.fill_prose(shipped_document(notice.prose_name()))
        _publish(notice)
    for home in HomePage.objects.all():
        if not home.has_media():
            # First the shipped pictures, a version « Restaurer » can bring
            # back, then what visitors see now if the old editor changed it.
            _complete_testimonials(home)
            _publish_media(home)


def _publish_media(home: HomePage) -> None:
    shipped = [shipped_document(name) for name in MEDIA_DOCUMENTS]
    home.fill_media(*shipped)
    _publish(home)
    live = [_published(name) or shipped_document(name) for name in MEDIA_DOCUMENTS]
    if live != shipped:
        home.fill_media(*live)
        _publish(home)


# Route keys whose page has a type of its own, and the document it publishes
# (besides its title and description).
TypedPage = (
    ContactPage
    | HomePage
    | LegalNoticePage
    | PrivacyPolicyPage
    | CookiePolicyPage
    | AccessibilityPage
    | SitemapPage
)
TYPED: dict[str, tuple[type[TypedPage], str]] = {
    "contact": (ContactPage, "contact"),
    "home": (HomePage, "home"),
    # The legal identity, for superusers (legal.py), with the notice's prose.
    "mentions-legales": (LegalNoticePage, "company"),
    # The legal pages' prose, for superusers (legal_pages.py).
    "politique-confidentialite": (PrivacyPolicyPage, "page_politique-confidentialite"),
    "cookies": (CookiePolicyPage, "page_cookies"),
    "accessibilite": (AccessibilityPage, "page_accessibilite"),
    "sitemap": (SitemapPage, "page_sitemap"),
}


def _typed_values(name: str) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """The shipped document, and the one the old editor published (completed
    with the shipped values of what that version predates), or None."""
    shipped = shipped_document(name)
    live = _published(name)
    if live is None:
        return shipped, None
    live = {**shipped, **live}
    return shipped, (None if live == shipped else live)


def _create_typed(root: SiteRootPage, page: TypedPage, name: str) -> FixedPage:
    shipped, live = _typed_values(name)
    page.fill(shipped)
    home = page if isinstance(page, HomePage) else None
    testimonials_changed = home is not None and _fill_testimonials(home, published=False)
    root.add_child(instance=page)
    if isinstance(page, HomePage):
        # The shipped pictures, then what visitors see now if it differs.
        _publish_media(page)
    else:
        _publish(page)
    if live is not None or testimonials_changed:
        page.fill(live or shipped)
        if home is not None:
            _fill_testimonials(home, published=True)
        _publish(page)
    return page


def _convert(old: SpecPage, page_type: type[TypedPage], name: str) -> None:
    """A page that was a SpecPage (title and description only) before its words
    moved here: the same tree node gets its own type, its history kept, and a
    new revision holds what visitors see now."""
    node_id = old.page_ptr_id
    own = {f.attname: getattr(old, f.attname) for f in FixedPage._meta.local_concrete_fields}
    SpecPage.objects.filter(pk=node_id)._raw_delete(SpecPage.objects.db)
    page = page_type(page_ptr_id=node_id, **{k: v for k, v in own.items() if k != "page_ptr_id"})
    page.__dict__.update({f.attname: getattr(old, f.attname) for f in Page._meta.concrete_fields})
    shipped, live = _typed_values(name)
    page.fill(live or shipped)
    if isinstance(page, HomePage):
        _fill_testimonials(page, published=True)
    page.save_base(raw=True)
    Page.objects.filter(pk=node_id).update(content_type=ContentType.objects.get_for_model(page))
    _publish(page_type.objects.get(pk=node_id))


def _retype_revisions() -> None:
    """Revisions saved while a page was a SpecPage keep that type, and Wagtail
    finds a page's revisions by its type (Page.revisions): once the page has
    its own, they take it, so that its whole history can be compared and
    restored (a restored older version leaves what it predates as it is).
    Also mends the pages converted before this (contact, home, sitemap…)."""
    spec = ContentType.objects.get_for_model(SpecPage)
    stale = Revision.objects.filter(
        base_content_type=get_default_page_content_type(), content_type=spec
    )
    for object_id in set(stale.values_list("object_id", flat=True)):
        page_type = Page.objects.filter(pk=int(object_id)).values_list("content_type", flat=True)
        if page_type and page_type[0] != spec.pk:
            stale.filter(object_id=object_id).update(content_type_id=page_type[0])


def _campaign_folder(root: SiteRootPage) -> None:
    """« Pages de campagne », where Marketing adds the campaign pages."""
    if CampaignIndexPage.objects.exists():
        return
    folder = CampaignIndexPage(title="Pages de campagne", slug="offres")
    root.add_child(instance=folder)
    folder.save_revision(log_action=True).publish(log_action=True)


@contextmanager
def _wagtail_logs_quiet() -> Iterator[None]:
    # Wagtail logs each page created and published: a dozen lines in every
    # `migrate` of a new database, none of them news.
    wagtail = logging.getLogger("wagtail")
    level = wagtail.level
    wagtail.setLevel(logging.WARNING)
    try:
        yield
    finally:
        wagtail.setLevel(level)


def ensure_pages() -> None:
    """Every route of content/routes.json has its page (created if missing)."""
    with transaction.atomic(), projection.quiet(), _wagtail_logs_quiet():
        root = _site_root()
        _root_words(root)
        for old in SpecPage.objects.filter(route_key__in=TYPED):
            _convert(old, *TYPED[old.route_key])
        _retype_revisions()
        _add_missing_words()
        _add_missing_testimonials()
        seed_claims.add_missing_claims(_publish)
        existing = _existing_keys()
        for route in route_table().routes:
            if route.key not in existing:
                _create(root, route)
                logger.info("page created in Wagtail for %s", route.path)
        _campaign_folder(root)
        marketing_group.grant(root)
        marketing_group.workflow_off_by_default()


def pages_missing() -> bool:
    """Whether a route has no page: so after a flush (a transactional test's
    teardown), which empties every table."""
    return not {route.key for route in route_table().routes} <= _existing_keys()


def _existing_keys() -> set[str]:
    return {
        *SpecPage.objects.values_list("route_key", flat=True),
        *OfferPage.objects.values_list("route_key", flat=True),
        *ContactPage.objects.values_list("route_key", flat=True),
        *HomePage.objects.values_list("route_key", flat=True),
        *LegalNoticePage.objects.values_list("route_key", flat=True),
        *PrivacyPolicyPage.objects.values_list("route_key", flat=True),
        *CookiePolicyPage.objects.values_list("route_key", flat=True),
        *AccessibilityPage.objects.values_list("route_key", flat=True),
        *SitemapPage.objects.values_list("route_key", flat=True),
    }
