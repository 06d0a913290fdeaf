"""Campaign pages (issue 32): Marketing creates them, at run time, under
« Pages de campagne », from the spec pages' sections (landing_blocks.py).

Each is served at /offres/<its slug> (website/landings.py) once published.
Publishing, unpublishing or deleting one publishes the « landings »
document, the list of every live campaign page (website/content/landing_schema.py),
through contentstore like every other page (projection.py): on every
instance within a second, served while the database is down. A page whose
slug changed keeps its former addresses there, answered with a 301.
"""

import json
import re
from typing import Any

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from django.http import HttpRequest, HttpResponse
from wagtail.admin.panels import FieldPanel, HelpPanel, MultiFieldPanel, PublishingPanel
from wagtail.fields import StreamField
from wagtail.models import Page, PagePermissionTester

from contentstore import store
from core.routes import route_table
from website.content import editable
from website.content.landing_schema import (
    BLOCKS_MAX,
    DESCRIPTION_MAX,
    DESCRIPTION_MIN,
    META_TITLE_MAX,
    ONCE,
)

from .landing_blocks import BLOCKS, blocks_document
from .locks import FixedPagePermissionTester
from .page_form import PageForm
from .sharing_image import SharingImage

LANDINGS = "landings"
SLUG = re.compile(r"^[a-z0-9][a-z0-9-]{0,79}$")
ONCE_NAMES = {
    "hero": "un en-tête",
    "form": "un formulaire",
    "faq": "une section de questions",
    "clients": "une section de logos",
    "testimonials": "une section de témoignages",
}


def _site_pages() -> list[tuple[str, str]]:
    """Where an ended campaign may send its visitors: a page of this site."""
    return [(route.path, f"{route.label} ({route.path})") for route in route_table().routes]


class CampaignIndexPermissionTester(FixedPagePermissionTester):
    """The folder stays where it is; campaign pages are added under it."""

    def can_add_subpage(self) -> bool:
        return PagePermissionTester.can_add_subpage(self)


class CampaignIndexPage(Page):
    """« Pages de campagne »: the folder of the campaign pages (seed.py makes it)."""

    parent_page_types = ["cms.SiteRootPage"]
    subpage_types = ["cms.LandingPage"]
    is_creatable = False
    max_count = 1
    content_panels = [
        FieldPanel("title", read_only=True),
        HelpPanel(
            content="Ajoutez ici une page de campagne (« Ajouter une page enfant ») : elle "
            "sera à l'adresse /offres/… que vous choisirez dans son onglet « Promotion »."
        ),
    ]
    promote_panels: list[Any] = []
    preview_modes: list[Any] = []

    class Meta:
        verbose_name = "dossier des pages de campagne"

    def permissions_for_user(self, user: Any) -> CampaignIndexPermissionTester:
        return CampaignIndexPermissionTester(user, self)

    def get_url_parts(self, request: HttpRequest | None = None) -> Any:
        # No page of the site is at /offres/ itself: Wagtail links to none.
        return None


class LandingPage(Page, SharingImage):  # type: ignore[django-manager-missing]
    noindex = models.BooleanField(
        "Ne pas proposer aux moteurs de recherche",
        default=False,
        help_text="La page reste ouverte à qui a le lien (un e-mailing, une publicité) mais "
        "n'est ni dans les moteurs de recherche, ni dans sitemap.xml, ni dans le plan du site.",
    )
    ends_at = models.DateTimeField(
        "Fin de la campagne",
        null=True,
        blank=True,
        help_text="À partir de cette date, la page n'est plus montrée : elle répond « page "
        "introuvable » (code 410, « n'existe plus »), ou renvoie vers la page choisie ci-dessous.",
    )
    after_end = models.CharField(
        "Après la fin, renvoyer vers",
        max_length=100,
        blank=True,
        choices=_site_pages,
        help_text="Une page du site (jamais un autre site). Vide : la page n'existe plus.",
    )
    body = StreamField(
        BLOCKS,
        verbose_name="Sections (dans l'ordre de la page)",
        min_num=1,
        max_num=BLOCKS_MAX,
        help_text="Commencez par l'en-tête ; ajoutez, retirez ou déplacez les sections.",
    )

    base_form_class = PageForm
    parent_page_types = ["cms.CampaignIndexPage"]
    subpage_types: list[str] = []
    preview_modes = [("", "Aperçu")]

    content_panels = [FieldPanel("title"), FieldPanel("body")]
    promote_panels = [
        MultiFieldPanel(
            [
                FieldPanel(
                    "slug",
                    heading="Adresse : /offres/…",
                    help_text="Minuscules, chiffres et tirets, par exemple « salon-it-2027 ». "
                    "Si vous la changez, l'ancienne adresse renvoie vers la nouvelle.",
                ),
                FieldPanel(
                    "seo_title",
                    heading="Titre de la page",
                    help_text="Après « TQ Télécom | » dans l'onglet du navigateur et les "
                    f"résultats des moteurs de recherche. Vide : le titre ci-dessus. "
                    f"{META_TITLE_MAX} caractères au plus.",
                ),
                FieldPanel(
                    "search_description",
                    heading="Description pour les moteurs de recherche",
                    help_text=f"Le résumé sous le titre dans les résultats et les partages, de "
                    f"{DESCRIPTION_MIN} à {DESCRIPTION_MAX} caractères.",
                ),
                FieldPanel("noindex"),
            ],
            heading="Adresse et moteurs de recherche",
        ),
        *SharingImage.sharing_panels,
    ]
    settings_panels = [
        PublishingPanel(),
        MultiFieldPanel(
            [FieldPanel("ends_at"), FieldPanel("after_end")], heading="Fin de la campagne"
        ),
    ]

    class Meta:
        verbose_name = "page de campagne"
        verbose_name_plural = "pages de campagne"

    def get_url_parts(self, request: HttpRequest | None = None) -> Any:
        parts = super().get_url_parts(request)
        path = route_table().landing.path + self.slug
        return (parts[0] if parts else None), settings.SITE_URL, path

    def clean(self) -> None:
        super().clean()
        errors = {**self.sharing_errors(), **self._address_errors(), **self._body_errors()}
        if errors:
            raise ValidationError(errors)
        from . import projection

        projection.check(self)

    def _address_errors(self) -> dict[str, str]:
        errors = {}
        if not SLUG.match(self.slug):
            errors["slug"] = (
                "Minuscules sans accents, chiffres et tirets seulement, 80 caractères au plus "
                "(par exemple « salon-it-2027 »)."
            )
        if len((self.seo_title or self.title).strip()) > META_TITLE_MAX:
            errors["seo_title"] = f"{META_TITLE_MAX} caractères au plus, après « TQ Télécom | »."
        if self.expire_at is not None:
            # Wagtail's expiry unpublishes: the address would be unknown (404),
            # its visitors neither told the page is gone nor sent on.
            errors["expire_at"] = (
                "Donnez plutôt une « Fin de la campagne » (onglet Paramètres) : la page "
                "répondra qu'elle n'existe plus, ou renverra vers la page choisie."
            )
        if not DESCRIPTION_MIN <= len(self.search_description.strip()) <= DESCRIPTION_MAX:
            errors["search_description"] = (
                f"Une description de {DESCRIPTION_MIN} à {DESCRIPTION_MAX} caractères : "
                "les moteurs de recherche et les partages la montrent."
            )
        return errors

    def _body_errors(self) -> dict[str, str]:
        kinds = [child.block_type for child in self.body]
        if not kinds or kinds[0] != "hero":
            return {"body": "La page commence par son en-tête (le titre de la page)."}
        for kind in ONCE:
            if kinds.count(kind) > 1:
                return {"body": f"Une page de campagne a {ONCE_NAMES[kind]} au plus."}
        buttons = [c.value["button"] for c in self.body if c.block_type in ("hero", "closing")]
        if "form" not in kinds and any(buttons):
            return {
                "body": "Un bouton mène au formulaire de la page : ajoutez le formulaire, "
                "ou laissez le texte du bouton vide."
            }
        return {}

    def entry(self, former_slugs: list[str]) -> dict[str, Any]:
        """This page in the « landings » document."""
        entry: dict[str, Any] = {
            "id": self.pk or 0,  # 0: not saved yet (the editor's preview of a new page)
            "slug": self.slug,
            "formerSlugs": former_slugs,
            "title": (self.seo_title or self.title).strip(),
            "description": self.search_description.strip(),
            "noindex": self.noindex,
            "blocks": blocks_document(self.body),
        }
        if (image := self.sharing_document()) is not None:
            entry["image"] = image
        if self.ends_at is not None:
            entry["endsAt"] = self.ends_at.isoformat()
        if self.after_end:
            entry["afterEnd"] = self.after_end
        return entry

    def documents(self) -> dict[str, Any]:
        """What this page publishes (the editor's check and preview): the list."""
        return {LANDINGS: landings_document(changed=self)}

    def publish_documents(self, user: Any) -> None:
        """Publishing it (projection.py): the list, built under its lock."""
        publish_list(user, changed=self)

    def serve_preview(self, request: HttpRequest, mode_name: str) -> HttpResponse:
        from website.preview import preview_response

        path = route_table().landing.path + self.slug
        return preview_response(request, path, self.documents(), framed=True)


def _live_list() -> dict[str, Any]:
    """The list as last published, read from its row (under publish()'s lock,
    the newest); the file's (no page) before the first publication."""
    revision = store.published_revision(LANDINGS)
    if revision is None:
        return {"pages": []}
    document: dict[str, Any] = json.loads(revision.text)
    return document


def _known() -> dict[int, dict[str, Any]]:
    """Every page the live list names, by id: live, or retired (its addresses)."""
    live = _live_list()
    return {p["id"]: p for p in (*live.get("retired", []), *live["pages"])}


def landings_document(
    changed: LandingPage | None = None, removed: int | None = None, forget: bool = False
) -> dict[str, Any]:
    """Every live campaign page (`changed` as it is now, `removed` left out),
    each keeping the addresses it had: the live list says which. An
    unpublished page's addresses wait in `retired` for its next publication;
    a deleted one's are forgotten (`forget`)."""
    known = _known()
    pages = list(LandingPage.objects.live().exclude(pk__in=[p for p in (removed,) if p]))
    if changed is not None:
        pages = [page for page in pages if page.pk != changed.pk] + [changed]
    entries = []
    for page in sorted(pages, key=lambda p: p.pk or 0):
        before = known.get(page.pk, {})
        former = list(before.get("formerSlugs", []))
        if before.get("slug") not in (None, page.slug):
            former.append(before["slug"])
        entries.append(page.entry([slug for slug in dict.fromkeys(former) if slug != page.slug]))
    listed = {entry["id"] for entry in entries}
    retired = [
        {"id": p["id"], "slug": p["slug"], "formerSlugs": p.get("formerSlugs", [])}
        for p in known.values()
        if p["id"] not in listed and not (forget and p["id"] == removed)
    ]
    return {"pages": entries, "retired": sorted(retired, key=lambda p: p["id"])}


def publish_list(user: Any, label: str = "", **change: Any) -> None:
    """Publishes the list, built once the document is locked (store.publish):
    two publications at once each start from the other's."""

    def build() -> Any:
        return editable.check(LANDINGS, landings_document(**change))

    store.publish(LANDINGS, build, user, label=label)


def _listed(pk: int | None) -> bool:
    """Whether the list names this page, live or retired (else nothing to do:
    a draft never published)."""
    return pk in _known()


def on_unpublish(sender: Any, instance: Any, **kwargs: Any) -> None:
    """Wagtail's page_unpublished (also sent when a live page is deleted): the
    page leaves the list, its address is then unknown (404)."""
    if isinstance(instance, LandingPage) and _listed(instance.pk):
        publish_list(None, label=f"Page retirée : {instance.title}", removed=instance.pk)


def on_delete(sender: Any, instance: Any, **kwargs: Any) -> None:
    """post_delete: the page's former addresses are forgotten too."""
    if _listed(instance.pk):
        label = f"Page supprimée : {instance.title}"
        publish_list(None, label=label, removed=instance.pk, forget=True)
