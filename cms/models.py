"""The page types: the site's root, and one page per route of the route table
(fixed_page.py; the contact page in contact.py, the home page in
home_page.py).

Every page here is created by seed.py from content/routes.json, at the
route's path, and can never be moved, renamed, unpublished or deleted
(locks.py). Wagtail stores each page's revisions, compares them, restores
any of them (the first is the shipped content) and publishes them at a
chosen time; projection.py turns a published page into what the site
serves. Wagtail never serves a page itself: Django's routes do (website/).
"""

from typing import Any

from django.core.exceptions import ValidationError
from django.db import models
from django.http import HttpRequest, HttpResponse
from wagtail.admin.panels import FieldPanel, PublishingPanel
from wagtail.fields import StreamField
from wagtail.models import Page

from . import bounds
from .blocks import FaqItemBlock
from .contact import ContactPage
from .fixed_page import FixedPage
from .home_page import HomePage
from .landing_page import CampaignIndexPage, LandingPage
from .legal import LegalNoticePage
from .legal_pages import AccessibilityPage, CookiePolicyPage, PrivacyPolicyPage
from .locks import FixedPagePermissionTester
from .offer_copy import OfferCopy
from .site_words import SiteWords
from .sitemap_page import SitemapPage
from .testimonials import Testimonials
from .threat_map_copy import OfferPageForm

__all__ = [
    "AccessibilityPage",
    "CampaignIndexPage",
    "ContactPage",
    "CookiePolicyPage",
    "FixedPage",
    "HomePage",
    "LandingPage",
    "LegalNoticePage",
    "OfferPage",
    "PrivacyPolicyPage",
    "SiteRootPage",
    "SitemapPage",
    "SpecPage",
]


class SiteRootPage(Page, SiteWords):  # type: ignore[django-manager-missing]
    """The top of the tree: « Site TQ Télécom », above the route table's pages;
    it holds what every page shows (the header's and footer's words) and the
    404 page's text (site_words.py)."""

    parent_page_types = ["wagtailcore.Page"]
    subpage_types = [
        "cms.SpecPage",
        "cms.OfferPage",
        "cms.ContactPage",
        "cms.HomePage",
        "cms.LegalNoticePage",
        "cms.PrivacyPolicyPage",
        "cms.CookiePolicyPage",
        "cms.AccessibilityPage",
        "cms.SitemapPage",
        "cms.CampaignIndexPage",
    ]
    # Created once, by seed.py.
    is_creatable = False
    max_count = 1
    content_panels = [FieldPanel("title", read_only=True), *SiteWords.words_panels]
    promote_panels: list[Any] = []
    # Go-live of a new version (« Programmer la publication »), as on the pages.
    settings_panels = [PublishingPanel()]

    class Meta:
        verbose_name = "racine du site"

    # Its words as the visitors see them: on /contact (the menu and the
    # footer) and on an unknown address (the 404 page).
    preview_modes = [("", "Menu et pied de page (page Contact)"), ("404", "Page introuvable")]

    def permissions_for_user(self, user: Any) -> FixedPagePermissionTester:
        return FixedPagePermissionTester(user, self)

    def clean(self) -> None:
        super().clean()
        self.clean_words()
        if self.expire_at is not None:
            raise ValidationError(
                {"expire_at": "Ces textes ne peuvent pas expirer : programmez plutôt la "
                 "publication d'une nouvelle version."}
            )  # fmt: skip
        from . import projection

        projection.check(self)

    def documents(self) -> dict[str, Any]:
        """What it publishes (projection.py): the words, once they are edited here."""
        return self.words_documents()

    def serve_preview(self, request: HttpRequest, mode_name: str) -> HttpResponse:
        from website.preview import preview_response

        path = "/nulle-part" if mode_name == "404" else "/contact"
        return preview_response(request, path, self.documents(), framed=True)


class SpecPage(FixedPage):
    """A page whose words are not edited here (none since the legal pages
    got their types; a database made before had them): its title and
    description are."""

    class Meta:
        verbose_name = "page du site"
        verbose_name_plural = "pages du site"


class OfferPage(FixedPage, OfferCopy, Testimonials):
    """One of the four offer pages: its words (offer_copy.py), its testimonials
    (testimonials.py; /cybersecurite has none) and its FAQ."""

    faq_title = models.CharField("Titre de la FAQ", max_length=bounds.FAQ_TITLE_MAX)
    faq = StreamField(
        [("item", FaqItemBlock())],
        verbose_name="Questions fréquentes",
        min_num=1,
        max_num=bounds.FAQ_ITEMS_MAX,
        # Closed, each showing its question: long answers would make the page
        # a long scroll, and the checks (axe) read only what is open.
        collapsed=True,
        help_text="Ajoutez, retirez ou déplacez les questions ; elles s'affichent dans cet ordre.",
    )
    faq_cta_text = models.CharField(
        "Texte de l'appel sous la FAQ",
        max_length=bounds.FAQ_CALL_MAX,
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
        *OfferCopy.copy_panels,
        Testimonials.testimonials_panel,
        FieldPanel("faq_title"),
        FieldPanel("faq"),
        FieldPanel("faq_cta_text"),
        FieldPanel("faq_cta_link"),
    ]

    base_form_class = OfferPageForm

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
        documents = {**super().documents(), self.FAQ_DOCUMENTS[self.route_key]: faq}
        # A version saved before the words were edited here leaves them as they are.
        if self.has_copy():
            documents[f"page_{self.route_key}"] = self.copy_document()
        return {**documents, **self.testimonials_documents()}

    def clean(self) -> None:
        errors = {**self.testimonials_errors(), **self.copy_errors()}
        if errors:
            raise ValidationError(errors)
        super().clean()
