"""The pydantic model of each kind of content file (spec §3 entities).

These models are the one definition of the content types: the TypeScript
types of the props are generated from their JSON Schema.
"""

import logging
from collections.abc import Callable
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StringConstraints,
    ValidationError,
    model_validator,
)

logger = logging.getLogger(__name__)

# Limits of every text, so that a typo in a file cannot wreck a layout.
TITLE_MAX = 160
LABEL_MAX = 80
LEAD_MAX = 400
ALT_MAX = 250
QUESTION_MAX = 300
ANSWER_MAX = 3000
# Published reviews (reviews app) allow up to 2000 characters.
TESTIMONIAL_MAX = 2000
URL_MAX = 300
SITES_MAX = 4

TONES = ("primary", "orange", "yellow")
Tone = Literal["primary", "orange", "yellow"]


def _optional_text(max_length: int) -> Callable[[Any], Any]:
    """Optional texts (label, author): anything but a usable string is absent."""

    def check(value: Any) -> Any:
        if isinstance(value, str) and 0 < len(value.strip()) <= max_length:
            return value
        return None

    return check


def _tone(value: Any) -> Any:
    # An unknown colour is not worth losing a pill for.
    return value if value in TONES else "primary"


class Schema(BaseModel):
    # Strict: "320" is not a width and 12 is not a name.
    # Attribute docstrings become the JSDoc of the generated TypeScript types.
    model_config = ConfigDict(strict=True, extra="ignore", use_attribute_docstrings=True)


# Trimmed, non-blank strings of bounded length.
Label = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=LABEL_MAX)]
Title = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=TITLE_MAX)]
Lead = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=LEAD_MAX)]
Alt = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=ALT_MAX)]
Question = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=1, max_length=QUESTION_MAX)
]
Answer = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=1, max_length=ANSWER_MAX)
]
Quote = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=1, max_length=TESTIMONIAL_MAX)
]
Slug = Annotated[str, StringConstraints(pattern=r"^[a-z0-9][a-z0-9-]*$", max_length=80)]
# Images and links stay on this site (or on an https page for FAQ links).
LocalUrl = Annotated[str, StringConstraints(pattern=r"^/[^/\\]", max_length=URL_MAX)]
Link = Annotated[str, StringConstraints(pattern=r"^(/|#|https://)\S*$", max_length=URL_MAX)]
OptionalLabel = Annotated[Label | None, BeforeValidator(_optional_text(LABEL_MAX))]
OptionalAuthor = Annotated[Title | None, BeforeValidator(_optional_text(TITLE_MAX))]
# An uploaded image's renditions: "<MEDIA_URL>contenu/<base>", no dot, no query.
MediaPrefix = Annotated[str, StringConstraints(pattern=r"^/[A-Za-z0-9_/-]+$", max_length=URL_MAX)]


class Opti(Schema):
    """Where the optimised renditions of an image live (build-images.mjs)."""

    folder: Slug
    """Folder under img-opti."""
    base: Slug
    """File name without width and extension."""
    widths: Annotated[list[Annotated[int, Field(gt=0, le=4096)]], Field(min_length=1, max_length=8)]
    url: MediaPrefix | None = None
    """An image uploaded in the back office: its renditions are url-<width>.avif
    and .webp (no PNG or JPEG copy), instead of the build's img-opti folder."""


class Dim(Schema):
    w: Annotated[int, Field(gt=0, le=8192)]
    h: Annotated[int, Field(gt=0, le=8192)]


class Pill(Schema):
    text: Label


class TestimonialPill(Pill):
    variant: Annotated[Tone, BeforeValidator(_tone)] = "primary"


class HeroPill(Pill):
    tone: Annotated[Tone, BeforeValidator(_tone)] = "primary"


def valid_pills(model: type[Pill]) -> Callable[[Any], Any]:
    """Spec §5 "pills need a text string": drop the bad pills, keep the rest."""

    def keep(value: Any) -> Any:
        if not isinstance(value, list):
            return []
        kept = []
        for index, pill in enumerate(value):
            try:
                kept.append(model.model_validate(pill))
            except ValidationError:
                logger.warning("Content: pill %d ignored (it needs a text).", index)
        return kept

    return keep


class Photo(Schema):
    """A person's photo beside a testimonial (an image uploaded in the back office)."""

    src: LocalUrl
    alt: Annotated[str, StringConstraints(strip_whitespace=True, max_length=ALT_MAX)] = ""
    """Empty: decorative (the author's name is written beside it)."""
    dim: Dim | None = None
    opti: Opti | None = None


class Testimonial(Schema):
    label: OptionalLabel = None
    """Topic shown above the quote, e.g. "Téléphonie"."""
    text: Quote
    """The quote itself, never blank."""
    author: OptionalAuthor = None
    """Who said it: name, role, company."""
    photo: Photo | None = None


class Client(Schema):
    name: Label
    """Company name, also the logo's alternative text."""
    logo: LocalUrl
    """Fallback logo URL on this site."""
    sites: Annotated[list[Label], Field(max_length=SITES_MAX)] | None = None
    """Small meta lines: towns, number of sites and workstations."""
    opti: Opti | None = None
    dim: Dim | None = None
    """The logo's intrinsic size (an uploaded logo); else the 480 × 240 artboard."""


class FaqItem(Schema):
    question: Question
    answer: Answer


class FaqCta(Schema):
    text: Label
    link: Link
    """Path, #fragment or https URL."""


class HeroImage(Schema):
    src: LocalUrl
    alt: Annotated[str, StringConstraints(strip_whitespace=True, max_length=ALT_MAX)]
    """Empty: a decorative picture (the editor asks for a description or the
    « décorative » box, cms/picture_blocks.py)."""
    dim: Dim | None = None
    opti: Opti | None = None


class Cta(Schema):
    label: Label
    routerLink: LocalUrl  # the spec §3 field name, shared with the front end


class Ctas(Schema):
    primary: Cta | None = None
    secondary: Cta | None = None


class HeroSlide(Schema):
    """A slide of the home hero carousel (home-coursel.json)."""

    title: Title
    lead: Lead
    """One or two sentences under the headline."""
    img: HeroImage
    pills: Annotated[list[HeroPill] | None, BeforeValidator(valid_pills(HeroPill))] = None
    ctas: Ctas | None = None


class Step(Schema):
    title: Label
    text: Lead


class Point(Schema):
    title: Label
    text: Lead


class ShowcaseLink(Schema):
    label: Label
    to: LocalUrl


class KeyFigure(Schema):
    """A claim in figures (spec §1): /home under its slogan, an offer page's
    contact block (/cybersecurite's)."""

    value: Label
    """The figure, large (« 99,8 % »)."""
    label: Label
    """What it measures, completing the sentence (« de disponibilité réseau »)."""


class HomeCategory(Schema):
    """One of /home's four offer cards (spec §2), by the route it links to."""

    key: Slug
    """Route key of the offer page (content/routes.json)."""
    title: Label
    """The card's heading, also the link's name."""
    text: Lead


class Showcase(Schema):
    id: Slug
    eyebrow: Label
    title: Title
    intro: Lead
    image: Slug
    """Illustration: file name in content/images/sections."""
    imageAlt: Alt  # the front end's field name, as in content/home.json
    flip: bool = False
    """Illustration on the left on wide screens."""
    link: ShowcaseLink
    steps: Annotated[list[Step], Field(min_length=2, max_length=8)] | None = None
    points: Annotated[list[Point], Field(min_length=1, max_length=8)] | None = None

    @model_validator(mode="after")
    def steps_or_points(self) -> "Showcase":
        if (self.steps is None) == (self.points is None):
            raise ValueError("steps or points expected, not both")
        return self


# --- Whole files, as validate.py returns them ---------------------------------
# validate.py applies spec §5's per-entry rules itself (a bad entry is dropped,
# a blank title replaced); these describe the result, for the generated types.


class HomeWords(Schema):
    """/home's own words around its sections (content/home.json "words")."""

    slogan: Title
    """The h2 under the carousel (spec §2)."""
    clientsTitle: Title
    clientsIntro: Lead
    solutionsTitle: Title
    solutionsIntro: Lead
    closingTitle: Title
    """The closing call to action's heading."""
    closingText: Lead
    categoriesLink: OptionalLabel = None
    """The offer cards' « Découvrir → » (decorative: each card's link is named
    by its title); absent in a version saved before it was edited."""


class Testimonials(Schema):
    """A testimonials file (avis*.json) after validation, or its spec §8 fallback."""

    title: Title
    items: Annotated[list[Testimonial], Field(min_length=1)]
    pills: list[TestimonialPill]


class Faq(Schema):
    """A FAQ file (faq_*.json) after validation, or its spec §8 fallback."""

    title: Title
    items: list[FaqItem]
    cta: FaqCta | None = None
    # Set by fallbacks.faq_fallback() only (validate_faq never copies it).
    error: Literal[True] | None = None


class SocialImage(Schema):
    """A page's sharing image: a rendition under MEDIA_URL (cms/images.py)."""

    url: Annotated[str, StringConstraints(pattern=r"^/media/images/[A-Za-z0-9._/-]+\.jpg$")]
    width: Annotated[int, Field(ge=200, le=2400)]
    height: Annotated[int, Field(ge=200, le=2400)]
    alt: Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=200)]


# The offer pages' copy (content/page_<key>.json): the words only; each page's
# layout (section ids, columns, tones, pictures) stays in its React page.
Anchor = Annotated[str, StringConstraints(pattern=r"^#[a-z][a-z0-9-]*$", max_length=40)]


class OfferAction(Schema):
    label: Label
    href: Anchor
    """A section of the same page (« #contact »)."""


class OfferHeroCopy(Schema):
    eyebrow: Label
    """The small line above the title."""
    title: Title
    """The page's only <h1>."""
    lead: Lead
    highlights: Annotated[list[Label], Field(max_length=4)] = []
    primary: OfferAction
    secondary: OfferAction | None = None


class OfferCard(Schema):
    title: Label
    text: Lead
    badge: Label | None = None
    """A tag on the card (« Bientôt disponible sur iOS »)."""
    points: Annotated[list[Label], Field(max_length=6)] | None = None
    """Bullet points under the text (cybersecurity solutions)."""


class OfferCards(Schema):
    """Steps or feature cards: a heading, an introduction and the cards."""

    title: Title
    intro: Lead
    items: Annotated[list[OfferCard], Field(min_length=1, max_length=12)]
    note: Lead | None = None
    """A closing sentence under the cards (Microsoft solutions)."""


class OfferContact(Schema):
    title: Title
    intro: Lead
    submitLabel: Label
    """The lead form's button."""
    points: Annotated[list[Label], Field(max_length=4)] = []
    """What the visitor gets, as a checklist beside the form (spec §1: a
    callback within 24 h); none in a version saved before they were edited."""
    figures: Annotated[list[KeyFigure], Field(max_length=6)] | None = None
    """Key figures under the text (/cybersecurite's « Nos engagements en chiffres »)."""


class ContactClosing(Schema):
    """/contact's closing call (spec §2: « Planifier un échange »), to its own form."""

    title: Title
    text: Lead
    action: Label
    """The button's text."""


class ContactCopy(Schema):
    """/contact's own words (content/page_contact.json): its hero and closing call."""

    hero: OfferHeroCopy
    closing: ContactClosing | None = None
    """None in a version saved before it was edited: no closing call."""


class ThreatMapCopy(Schema):
    """/cybersecurite's live threat-map card (spec §2 #solutions): its words;
    its buttons and the map's address are the components' and settings'."""

    title: Label
    badge: Label
    """The tag above the text (« En temps réel »)."""
    text: Lead


class OfferCopy(Schema):
    """The words of an offer page, in the order of the page."""

    hero: OfferHeroCopy
    sections: Annotated[list[OfferCards], Field(max_length=4)]
    """The page's sections between the hero and the testimonials, in order."""
    threatMap: ThreatMapCopy | None = None
    """/cybersecurite's threat-map card, after its solutions' cards."""
    contact: OfferContact


# --- The site's own words: header, footer and the 404 page ---------------------
# Edited on the site's root page in Wagtail (cms/site_words.py); every page's
# props carry NavigationWords (props.nav), so they stay short: labels only.


class NavigationWords(Schema):
    """The header's and footer's words on every page (content/navigation.json)."""

    links: dict[str, Label]
    """Each menu and footer link's text, by route key (content/routes.json
    orders them and gives their paths). In the page props, only the texts that
    differ from the route's label (website/pages.py: navigation_props)."""
    menuButton: Label
    """The menu button's text on small screens."""
    solutionsNav: Label
    """The footer's list of offers, as screen readers announce it."""
    legalNav: Label
    """The footer's list of legal pages, as screen readers announce it."""
    cookiesButton: Label
    """The footer's button that opens the cookie preferences."""
    rights: Label
    """After « © <year> <brand>. » at the bottom of every page."""


class NotFoundWords(Schema):
    """The 404 page's words (content/page_not_found.json)."""

    title: Label
    """Its <h1>, and its <title> after the product name."""
    text: Lead
    """The sentence above the links to the main pages."""


class SitemapWords(Schema):
    """The site map page's own words (content/page_sitemap.json)."""

    title: Title
    """Its <h1>."""
    intro: Lead
    sections: dict[str, Label]
    """Each group's heading, by section key (content/routes.json orders them)."""
    xmlLink: Label
    """The link to sitemap.xml, in the legal group."""
