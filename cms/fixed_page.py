"""The base of every page of the route table: its path is the route's, forever.

It publishes at least the page's title and description for browsers and
search engines (the « Promotion » tab); each page type adds its own documents
(models.py, contact.py).
"""

from typing import Any

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from django.http import HttpRequest, HttpResponse
from wagtail.admin.panels import FieldPanel, HelpPanel, PublishingPanel
from wagtail.models import Page

from contentstore.documents import page_meta_name
from core.routes import Route, route_table

from .locks import FixedPagePermissionTester
from .page_form import FixedPageForm
from .sharing_image import SharingImage


# django-stubs cannot tell which base's manager a model with several bases
# has; Django takes Page's (the first in the order of the bases).
class FixedPage(Page, SharingImage):  # type: ignore[django-manager-missing]
    """A page of the route table: its path is the route's, forever."""

    route_key = models.CharField(max_length=40, unique=True, editable=False)

    parent_page_types = ["cms.SiteRootPage"]
    subpage_types: list[str] = []
    is_creatable = False
    preview_modes = [("", "Aperçu")]
    base_form_class = FixedPageForm

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
        *SharingImage.sharing_panels,
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
        if errors := self.sharing_errors():
            raise ValidationError(errors)
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
        meta: dict[str, Any] = {
            "title": self.seo_title.strip() or route.title,
            "description": self.search_description.strip() or route.description,
        }
        if (image := self.sharing_document()) is not None:
            meta["image"] = image
        return {page_meta_name(self.route_key): meta}

    def serve_preview(self, request: HttpRequest, mode_name: str) -> HttpResponse:
        # The real page through the Node renderer, with this draft in place
        # of the live documents; noindex, never cached.
        from website.preview import preview_response

        return preview_response(request, self.route().path, self.documents(), framed=True)
