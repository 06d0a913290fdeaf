"""The strict model of each editable document (the back-office editor's forms).

The files are read leniently (validate.py drops a bad entry and keeps the
rest); a revision typed in the editor is checked strictly: every field valid
or nothing saved. A stored revision is checked strictly again before it is
served, so a row edited by hand in the database cannot reach a page.
"""

from typing import Annotated, Any

from pydantic import Field, StringConstraints, TypeAdapter, model_validator

from contentstore.documents import LEGAL_PROSE, page_meta_name
from core.routes import route_table

from .facts import ContactDocument, LegalDocument
from .landing_schema import LandingsDocument
from .legal_schema import LegalProse
from .schemas import (
    Client,
    ContactCopy,
    FaqCta,
    FaqItem,
    HeroSlide,
    HomeCategory,
    HomeWords,
    KeyFigure,
    NavigationWords,
    NotFoundWords,
    OfferCopy,
    Schema,
    Showcase,
    SitemapWords,
    SocialImage,
    Testimonial,
    TestimonialPill,
    Title,
)


class FaqDocument(Schema):
    title: Title
    items: list[FaqItem]
    cta: FaqCta | None = None


class TestimonialsDocument(Schema):
    title: Title
    items: Annotated[list[Testimonial], Field(min_length=1)]
    pills: list[TestimonialPill] = []


class HomeDocument(Schema):
    words: HomeWords | None = None
    """None only in a version saved before the words were edited."""
    showcases: list[Showcase]
    figures: Annotated[list[KeyFigure], Field(min_length=1, max_length=6)] | None = None
    categories: Annotated[list[HomeCategory], Field(min_length=4, max_length=4)] | None = None
    """None in a version saved before they were edited here."""


# Bounds a search engine shows whole, with room for the shipped texts (home's
# description is 169 characters long); the page editor's « Promotion » tab
# has the same (cms/page_form.py).
PAGE_TITLE_MAX = 70
PAGE_DESCRIPTION_MIN = 20
PAGE_DESCRIPTION_MAX = 200


class PageMetaDocument(Schema):
    """A page's title after « TQ Télécom | » (the spec's format, kept by
    core.routes.page_title) and its meta description."""

    title: Annotated[
        str, StringConstraints(strip_whitespace=True, min_length=1, max_length=PAGE_TITLE_MAX)
    ]
    description: Annotated[
        str,
        StringConstraints(
            strip_whitespace=True,
            min_length=PAGE_DESCRIPTION_MIN,
            max_length=PAGE_DESCRIPTION_MAX,
        ),
    ]
    image: SocialImage | None = None
    """None: the site's default sharing image."""


class NavigationDocument(NavigationWords):
    """The header's and footer's words: a text for each link, no other link."""

    @model_validator(mode="after")
    def every_link(self) -> "NavigationDocument":
        table = route_table()
        if set(self.links) != {*table.menu, *table.footer}:
            raise ValueError("a text for each link of the menu and the footer")
        return self


class SitemapDocument(SitemapWords):
    """The site map's words: a heading for each group of the route table."""

    @model_validator(mode="after")
    def every_group(self) -> "SitemapDocument":
        if set(self.sections) != {section.key for section in route_table().sections}:
            raise ValueError("a heading for each group of the route table")
        return self


ClientsDocument = Annotated[list[Client], Field(min_length=1)]
SlidesDocument = Annotated[list[HeroSlide], Field(min_length=1)]

_FAQ = TypeAdapter(FaqDocument)
_TESTIMONIALS = TypeAdapter(TestimonialsDocument)
_OFFER = TypeAdapter(OfferCopy)
_PAGE_META = TypeAdapter(PageMetaDocument)

ADAPTERS: dict[str, TypeAdapter[Any]] = {
    "faq_voip": _FAQ,
    "faq_net": _FAQ,
    "faq_it": _FAQ,
    "faq_cyber": _FAQ,
    "avis": _TESTIMONIALS,
    "avis_telecom": _TESTIMONIALS,
    "avis_connexion": _TESTIMONIALS,
    "avis_it": _TESTIMONIALS,
    "clients": TypeAdapter(ClientsDocument),
    "home-coursel": TypeAdapter(SlidesDocument),
    "home": TypeAdapter(HomeDocument),
    "contact": TypeAdapter(ContactDocument),
    "page_contact": TypeAdapter(ContactCopy),
    "company": TypeAdapter(LegalDocument),
    "navigation": TypeAdapter(NavigationDocument),
    "page_not_found": TypeAdapter(NotFoundWords),
    "page_sitemap": TypeAdapter(SitemapDocument),
    "landings": TypeAdapter(LandingsDocument),
    **{
        f"page_{key}": _OFFER for key in ("telephonie", "connexion", "infogerance", "cybersecurite")
    },
    **{f"page_{key}": TypeAdapter(LegalProse) for key in LEGAL_PROSE},
    **{page_meta_name(route.key): _PAGE_META for route in route_table().routes},
}


def check(name: str, data: Any) -> Any:
    """The document as stored (pydantic.ValidationError if any field is invalid)."""
    adapter = ADAPTERS[name]
    return adapter.dump_python(adapter.validate_python(data), exclude_none=True)
