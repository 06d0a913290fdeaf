"""The strict model of each editable document (the back-office editor's forms).

The files are read leniently (validate.py drops a bad entry and keeps the
rest); a revision typed in the editor is checked strictly: every field valid
or nothing saved. A stored revision is checked strictly again before it is
served, so a row edited by hand in the database cannot reach a page.
"""

from typing import Annotated, Any

from pydantic import Field, TypeAdapter

from .facts import ContactDocument, LegalDocument
from .schemas import (
    Client,
    FaqCta,
    FaqItem,
    HeroSlide,
    OfferCopy,
    Schema,
    Showcase,
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
    showcases: list[Showcase]


ClientsDocument = Annotated[list[Client], Field(min_length=1)]
SlidesDocument = Annotated[list[HeroSlide], Field(min_length=1)]

_FAQ = TypeAdapter(FaqDocument)
_TESTIMONIALS = TypeAdapter(TestimonialsDocument)
_OFFER = TypeAdapter(OfferCopy)

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
    "company": TypeAdapter(LegalDocument),
    **{
        f"page_{key}": _OFFER for key in ("telephonie", "connexion", "infogerance", "cybersecurite")
    },
}


def check(name: str, data: Any) -> Any:
    """The document as stored (pydantic.ValidationError if any field is invalid)."""
    adapter = ADAPTERS[name]
    return adapter.dump_python(adapter.validate_python(data), exclude_none=True)
