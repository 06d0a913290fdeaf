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
from wagtail.admin.panels import FieldPanel
from wagtail.fields import StreamField
from wagtail.models import Page

from .blocks import FAQ_ITEMS_MAX, FaqItemBlock
from .contact import ContactPage
from .fixed_page import FixedPage
from .home_page import HomePage
from .locks import FixedPagePermissionTester
from .offer_copy import OfferCopy
from .testimonials import Testimonials, TestimonialsForm

__all__ = ["ContactPage", "FixedPage", "HomePage", "OfferPage", "SiteRootPage", "SpecPage"]


class SiteRootPage(Page):
    """The top of the tree: « Site TQ Télécom », above the route table's pages."""

    parent_page_types = ["wagtailcore.Page"]
    subpage_types = ["cms.SpecPage", "cms.OfferPage", "cms.ContactPage", "cms.HomePage"]
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


class SpecPage(FixedPage):
    """A page whose words are not edited here yet (home, contact, legal
    pages…): its title and description are."""

    class Meta:
        verbose_name = "page du site"
        verbose_name_plural = "pages du site"


# django-stubs cannot tell which base's manager a model with two bases has;
# Django takes Page's (the first in the order of the bases).
class OfferPage(FixedPage, OfferCopy, Testimonials):  # type: ignore[django-manager-missing]
    """One of the four offer pages: its words (offer_copy.py), its testimonials
    (testimonials.py; /cybersecurite has none) and its FAQ."""

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
        *OfferCopy.copy_panels,
        Testimonials.testimonials_panel,
        FieldPanel("faq_title"),
        FieldPanel("faq"),
        FieldPanel("faq_cta_text"),
        FieldPanel("faq_cta_link"),
    ]

    base_form_class = TestimonialsForm

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
