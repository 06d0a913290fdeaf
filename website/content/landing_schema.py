"""The campaign pages (issue 32): the « landings » document Wagtail publishes.

Marketing builds each page in Wagtail (cms/landing_page.py) from the site's
own sections; publishing, unpublishing or deleting one publishes this one
document, which lists every live campaign page. The site serves them under
LANDING_PREFIX (website/landings.py), a prefix no route of the spec's table
uses. The blocks are the page props' own shape (website/props.py's
LandingPage): the React page (frontend/src/pages/LandingPage.tsx) lays them
out with the offer pages' components.
"""

from typing import Annotated, Literal

from pydantic import AfterValidator, Field, StringConstraints, model_validator

from core.api.rules import rules

from .schemas import (
    FaqItem,
    Label,
    Lead,
    LocalUrl,
    OfferAction,
    OfferCards,
    Schema,
    Slug,
    SocialImage,
    Step,
    Testimonials,
    Title,
)

LANDING_PREFIX = "/offres/"
# Bounds a search engine shows whole (as a spec page's « Promotion » tab).
META_TITLE_MAX = 70
DESCRIPTION_MIN, DESCRIPTION_MAX = 20, 200
# More sections than this make a long page slow on a phone; the richest
# campaign page (one of each block, two of cards) has 9.
BLOCKS_MAX = 12
FAQ_ITEMS_MAX = 30


def _lead_context(value: str) -> str:
    if value not in rules().file.lead.contexts:
        raise ValueError(f"unknown lead context {value!r}")
    return value


# ISO 8601 with its offset, as Django's DjangoJSONEncoder writes an aware datetime.
IsoDateTime = Annotated[
    str, StringConstraints(pattern=r"^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?([+-]\d\d:\d\d|Z)$")
]


# The offer pages' hero illustrations (content/images/hero/hero-<key>.svg).
HERO_ARTS = ("telephonie", "connexion", "infogerance", "cybersecurite")


class LandingHero(Schema):
    eyebrow: Label
    """The small line above the title."""
    title: Title
    """The page's only <h1>."""
    lead: Lead
    highlights: Annotated[list[Label], Field(max_length=4)] = []
    primary: OfferAction | None = None
    """The button to the page's form (« #contact »), when it has one."""
    art: Literal["telephonie", "connexion", "infogerance", "cybersecurite"] = "telephonie"
    """Which offer page's hero illustration it shows (decorative)."""


class LandingSteps(Schema):
    title: Title
    intro: Lead | None = None
    items: Annotated[list[Step], Field(min_length=2, max_length=8)]


class LandingFaq(Schema):
    title: Title
    items: Annotated[list[FaqItem], Field(min_length=1, max_length=FAQ_ITEMS_MAX)]


class LandingClients(Schema):
    title: Title
    """The heading above the published client logos (the home page's)."""


class LandingClosing(Schema):
    title: Title
    text: Lead
    action: Label | None = None
    """The button to the page's form, when it has one."""


class LandingForm(Schema):
    context: Annotated[str, AfterValidator(_lead_context)]
    """One of the lead contexts of content/validation.json: the form's extra
    fields and the lead's context for Sales."""
    title: Title
    intro: Lead
    submitLabel: Label
    points: Annotated[list[Label], Field(max_length=4)] | None = None
    """The promises beside the form; None in a block saved before they were
    edited there (website/page_data/landing.py then gives the offer pages')."""


class HeroBlock(Schema):
    type: Literal["hero"]
    value: LandingHero


class CardsBlock(Schema):
    type: Literal["cards"]
    value: OfferCards


class StepsBlock(Schema):
    type: Literal["steps"]
    value: LandingSteps


class FaqBlock(Schema):
    type: Literal["faq"]
    value: LandingFaq


class TestimonialsBlock(Schema):
    type: Literal["testimonials"]
    value: Testimonials


class ClientsBlock(Schema):
    type: Literal["clients"]
    value: LandingClients


class ClosingBlock(Schema):
    type: Literal["closing"]
    value: LandingClosing


class FormBlock(Schema):
    type: Literal["form"]
    value: LandingForm


LandingBlock = Annotated[
    HeroBlock
    | CardsBlock
    | StepsBlock
    | FaqBlock
    | TestimonialsBlock
    | ClientsBlock
    | ClosingBlock
    | FormBlock,
    Field(discriminator="type"),
]
# One of each at most: one <h1>, one #contact form, one FAQPage block, one #faq.
ONCE = ("hero", "form", "faq", "clients", "testimonials")


class Landing(Schema):
    """One live campaign page."""

    id: Annotated[int, Field(ge=0)]
    """Its Wagtail page id: what ties its former addresses to it (0: a new
    page not saved yet, in the editor's preview)."""
    slug: Slug
    """Its address is LANDING_PREFIX + slug."""
    formerSlugs: list[Slug] = []
    """Its earlier addresses, answered with a 301 to the current one."""
    title: Annotated[
        str, StringConstraints(strip_whitespace=True, min_length=1, max_length=META_TITLE_MAX)
    ]
    """After « TQ Télécom | » in <title> (spec §2's format)."""
    description: Annotated[
        str,
        StringConstraints(
            strip_whitespace=True, min_length=DESCRIPTION_MIN, max_length=DESCRIPTION_MAX
        ),
    ]
    image: SocialImage | None = None
    noindex: bool = False
    """Kept out of search engines, sitemap.xml and the site map page."""
    endsAt: IsoDateTime | None = None
    """From then on the page is gone: 410, or a 301 to afterEnd."""
    afterEnd: LocalUrl | None = None
    """A page of this site the ended page sends its visitors to."""
    blocks: Annotated[list[LandingBlock], Field(min_length=1, max_length=BLOCKS_MAX)]

    @model_validator(mode="after")
    def _one_hero_first(self) -> "Landing":
        kinds: list[str] = [block.type for block in self.blocks]
        if kinds[0] != "hero":
            raise ValueError("a campaign page starts with its hero")
        for kind in ONCE:
            if kinds.count(kind) > 1:
                raise ValueError(f"one {kind} block at most")
        if "form" not in kinds:
            heroes = [b.value.primary for b in self.blocks if isinstance(b, HeroBlock)]
            closings = [b.value.action for b in self.blocks if isinstance(b, ClosingBlock)]
            if any(heroes) or any(closings):
                raise ValueError("a button to the form on a page without a form")
        return self


class RetiredLanding(Schema):
    """An unpublished campaign page's addresses, kept for its next publication."""

    id: Annotated[int, Field(ge=1)]
    slug: Slug
    formerSlugs: list[Slug] = []


class LandingsDocument(Schema):
    pages: list[Landing]
    retired: list[RetiredLanding] = []

    @model_validator(mode="after")
    def _one_address_each(self) -> "LandingsDocument":
        slugs = [page.slug for page in self.pages]
        ids = [page.id for page in self.pages]
        if len(set(slugs)) != len(slugs) or len(set(ids)) != len(ids):
            raise ValueError("two campaign pages share an address or an id")
        return self
