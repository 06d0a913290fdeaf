"""The page types: the site's root, and one page per route of the route table.

Every page here is created by seed.py from content/routes.json, at the
route's path, and can never be moved, renamed, unpublished or deleted
(locks.py). Wagtail stores each page's revisions, compares them, restores
any of them (the first is the shipped content) and publishes them at a
chosen time; projection.py turns a published page into what the site
serves. Wagtail never serves a page itself: Django's routes do (website/).
"""

from typing import Any

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from django.http import HttpRequest, HttpResponse
from wagtail.admin.panels import FieldPanel, HelpPanel, PublishingPanel
from wagtail.fields import StreamField
from wagtail.models import Page

from contentstore.documents import page_meta_name
from core.routes import Route, route_table

from .blocks import FAQ_ITEMS_MAX, FaqItemBlock
from .locks import FixedPagePermissionTester


class SiteRootPage(Page):
    """The top of the tree: « Site TQ Télécom », above the route table's pages."""

    parent_page_types = ["wagtailcore.Page"]
    subpage_types = ["cms.SpecPage", "cms.OfferPage"]
    # Created once, by seed.py.
    is_creatable = False
    max_count = 1
    content_panels = [FieldPanel("title", read_only=True)]
    promote_panels: list[Any] = []
    settings_panels: list[Any] = []

    class Meta:
        verbose_name = "racine du site"

    # Nothing of its own to show.
    preview_modes: list[Any] = []

    def permissions_for_user(self, user: Any) -> FixedPagePermissionTester:
        return FixedPagePermissionTester(user, self)


class FixedPage(Page):
    """A page of the route table: its path is the route's, forever."""

    route_key = models.CharField(max_length=40, unique=True, editable=False)

    parent_page_types = ["cms.SiteRootPage"]
    subpage_types: list[str] = []
    is_creatable = False
    preview_modes = [("", "Aperçu")]

    content_panels = [
        HelpPanel(
            content="L'adresse de cette page est fixée par le cahier des charges : "
            "elle ne peut être ni déplacée, ni renommée, ni supprimée."
        ),
    ]
    # Wagtail's own search fields, without the slug: the path is the route's.
    promote_panels = [
        FieldPanel(
            "seo_title",
            heading="Titre de la page",
            help_text="Dans l'onglet du navigateur, les résultats des moteurs de recherche et "
            "les partages, après « TQ Télécom | ». Vide : le titre d'origine. "
            "70 caractères au plus.",
        ),
        FieldPanel(
            "search_description",
            heading="Description pour les moteurs de recherche",
            help_text="Le résumé sous le titre dans les résultats et les partages, de 20 à "
            "200 caractères. Vide : la description d'origine.",
        ),
    ]
    # Go-live of a new version (« Programmer la publication »); no expiry: a
    # page of the route table never goes offline.
    settings_panels = [PublishingPanel()]

    class Meta:
        abstract = True

    def route(self) -> Route:
        for route in route_table().routes:
            if route.key == self.route_key:
                return route
        raise LookupError(f"no route {self.route_key!r} in content/routes.json")

    def permissions_for_user(self, user: Any) -> FixedPagePermissionTester:
        return FixedPagePermissionTester(user, self)

    def get_url_parts(self, request: HttpRequest | None = None) -> Any:
        # The public site's address (SITE_URL) and the route's path
        # ("/telephonie"), not Wagtail's guess from its Site row ("/telephonie/").
        parts = super().get_url_parts(request)
        site_id = parts[0] if parts else None
        return site_id, settings.SITE_URL, self.route().path

    def clean(self) -> None:
        super().clean()
        if self.expire_at is not None:
            raise ValidationError(
                {
                    "expire_at": "Une page du site ne peut pas expirer. Pour changer "
                    "son texte à une date, programmez la publication d'une nouvelle version."
                }
            )
        from . import projection

        projection.check(self)

    def documents(self) -> dict[str, Any]:
        """What this page publishes, by contentstore document name: at least
        its title and description (the route table's, unless given here)."""
        route = self.route()
        meta = {
            "title": self.seo_title.strip() or route.title,
            "description": self.search_description.strip() or route.description,
        }
        return {page_meta_name(self.route_key): meta}

    def serve_preview(self, request: HttpRequest, mode_name: str) -> HttpResponse:
        # The real page through the Node renderer, with this draft in place
        # of the live documents; noindex, never cached.
        from website.preview import preview_response

        return preview_response(request, self.route().path, self.documents(), framed=True)


class SpecPage(FixedPage):
    """A page whose words are not edited here yet (home, contact, legal
    pages…): its title and description are."""

    class Meta:
        verbose_name = "page du site"
        verbose_name_plural = "pages du site"


class OfferPage(FixedPage):
    """One of the four offer pages: its FAQ."""

    faq_title = models.CharField("Titre de la FAQ", max_length=160)
    faq = StreamField(
        [("item", FaqItemBlock())],
        verbose_name="Questions fréquentes",
        min_num=1,
        max_num=FAQ_ITEMS_MAX,
        help_text="Ajoutez, retirez ou déplacez les questions ; elles s'affichent dans cet ordre.",
    )
    faq_cta_text = models.CharField(
        "Texte de l'appel sous la FAQ",
        max_length=80,
        blank=True,
        help_text="Facultatif, par exemple « Une autre question ? Parlons-en ».",
    )
    faq_cta_link = models.CharField(
        "Lien de l'appel sous la FAQ",
        max_length=300,
        blank=True,
        help_text="Une adresse du site (/contact), une section de la page (#contact) "
        "ou une adresse https://.",
    )

    content_panels = [
        *FixedPage.content_panels,
        FieldPanel("faq_title"),
        FieldPanel("faq"),
        FieldPanel("faq_cta_text"),
        FieldPanel("faq_cta_link"),
    ]

    class Meta:
        verbose_name = "page d'offre"
        verbose_name_plural = "pages d'offre"

    # The FAQ document each offer page publishes (content/data/faq_*.json).
    FAQ_DOCUMENTS = {
        "telephonie": "faq_voip",
        "connexion": "faq_net",
        "infogerance": "faq_it",
        "cybersecurite": "faq_cyber",
    }

    def documents(self) -> dict[str, Any]:
        faq: dict[str, Any] = {
            "title": self.faq_title,
            "items": [
                {"question": item.value["question"], "answer": item.value["answer"]}
                for item in self.faq
            ],
        }
        if self.faq_cta_text or self.faq_cta_link:
            faq["cta"] = {"text": self.faq_cta_text, "link": self.faq_cta_link}
        return {**super().documents(), self.FAQ_DOCUMENTS[self.route_key]: faq}
