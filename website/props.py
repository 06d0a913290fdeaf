"""The shape of the page props, and the public company facts they carry.

Django validates the content files once (website/content/); the browser
only reads the props built from them. These models describe those props so
that `manage.py props_schema` can dump their JSON Schema, from which
frontend/src/content/types.generated.ts is generated (`make types`): the two
sides cannot drift, and `make lint` fails when the generated file is stale.

They also whitelist the company facts: content/company.json holds internal
addresses (salesEmail, moderationEmail) that settings read for the mail
notifications; a page only gets the facts some page displays or the browser
uses (PublicCompany), never the whole block.
"""

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from .content.company import company as company_facts
from .content.landing_schema import LandingBlock
from .content.legal_schema import LegalProse
from .content.previews import ExpandedList
from .content.schemas import (
    Client,
    ContactCopy,
    Faq,
    HeroSlide,
    HomeWords,
    KeyFigure,
    NavigationWords,
    NotFoundWords,
    OfferCards,
    OfferContact,
    OfferHeroCopy,
    Showcase,
    SitemapWords,
    Testimonials,
    ThreatMapCopy,
)


class Props(BaseModel):
    # Anything not declared here is left out of the props (extra="ignore").
    model_config = ConfigDict(strict=True, extra="ignore", use_attribute_docstrings=True)


class Address(Props):
    street: str
    postalCode: str
    city: str
    country: str


class Socials(Props):
    linkedin: str
    instagram: str


class PublicCompany(Props):
    """The company facts every page shows or the browser uses (content/contact.json, settings)."""

    brand: str
    """Brand name, also the product name in every <title>."""
    address: Address
    """Head office postal address."""
    phone: str
    """Main phone number as displayed ({phone} in the spec)."""
    phoneHref: str
    """Same number in E.164 form, for tel: links."""
    email: str
    """Contact e-mail ({email} in the spec)."""
    hours: str
    """Reception hours, written out from the schedule (core/opening_hours.py)
    to follow a label or « ouvert » (« du lundi au vendredi, de 9 h à 12 h… »)."""
    socials: Socials
    gaMeasurementId: str
    """GA4 measurement id; empty when analytics is not configured."""
    threatMapUrl: str
    """External live threat-map site."""
    apiBase: str
    """Base URL of the lead and review API ({api})."""
    recaptchaSiteKey: str | None = None
    """reCAPTCHA v3 site key, only when an operator set RECAPTCHA_SITE_KEY."""


class LegalFacts(Props):
    """The company's legal facts (content/company.json): only the legal pages show
    them, so only their props carry them (issue 18: /home's HTML budget)."""

    legalName: str
    """Registered company name."""
    legalForm: str
    capital: str
    """Share capital, already formatted."""
    registration: str
    """Trade register number."""
    siret: str
    vatNumber: str
    ape: str
    """APE/NAF activity code."""
    publicationDirector: str
    """Publication director (LCEN art. 1-1, formerly 6-III), named in the legal notice."""
    privacyEmail: str
    """Address for personal-data requests."""
    hosting: str
    """Hosting statement for the legal notice."""


def public_company() -> dict[str, Any]:
    """settings.COMPANY restricted to the facts every page uses, for the props."""
    return PublicCompany.model_validate(company_facts()).model_dump()


def legal_facts() -> dict[str, Any]:
    """settings.COMPANY restricted to its legal facts, for the legal pages' props."""
    return LegalFacts.model_validate(company_facts()).model_dump()


class ClientEntry(Client):
    """A client of the logo marquee: a clients.json entry, or the spec §8 fallback."""

    # Only fallbacks.clients_fallback() sets it; a file cannot (Client ignores it).
    error: Literal[True] | None = None


class CategoryCard(Props):
    key: str
    """Route key of the offer page the card links to."""
    title: str
    """The card's heading and link (home.json's; else the route's label)."""
    text: str
    """home.json's; else that page's description as published."""


class HomeSections(Props):
    """What /home shows below its first screen (frontend/src/pages/deferred/HomeBelow.tsx)."""

    clients: list[ClientEntry]
    testimonials: Testimonials
    """avis.json followed by the published reviews."""
    showcases: list[Showcase]
    """The offer sections of content/home.json."""
    categories: list[CategoryCard]
    """The four offer cards, in the spec's order."""
    words: HomeWords | None = None
    """The sections' headings and the closing call (content/home.json);
    null when they fail validation: the spec's words are shown."""


class HomePage(Props):
    """props.page of the home page (website/page_data/home.py)."""

    slides: list[HeroSlide]
    """home-coursel.json; none when the file fails (spec §8)."""
    slogan: str | None = None
    """content/home.json's; null when its words fail validation."""
    figures: list[KeyFigure]
    """The key figures under the slogan (content/home.json); none when the
    file has none valid."""
    sections: HomeSections | None
    """The sections below the first screen. Null in the props embedded in the
    server-rendered page (pages.embedded_props; issue 18: /home's HTML budget):
    the browser fetches them with those sections' code, from this page asked
    for JSON, before hydrating them (frontend/src/lib/deferredSection.tsx)."""


class OfferSections(Props):
    """What an offer page shows below its hero (frontend/src/pages/deferred/*Below.tsx)."""

    cards: list[OfferCards]
    """The page's sections of steps or cards, in order (content/page_<key>.json)."""
    contact: OfferContact
    """The #contact block's heading, introduction and form button."""
    threatMap: ThreatMapCopy | None = None
    """/cybersecurite's threat-map card."""
    faq: Faq
    testimonials: Testimonials | None = None
    """Absent on /cybersecurite (spec §2)."""


class OfferPage(Props):
    """props.page of the offer pages (website/page_data/offers.py)."""

    hero: OfferHeroCopy
    """The first screen's words (content/page_<key>.json's hero)."""
    sections: OfferSections | None
    """The rest of the page. Null in the props embedded in the server-rendered
    page, as /home's: the browser fetches them with those sections' code
    (pages.embedded_props), so the server's HTML carries each word once."""


class ContactDetails(Props):
    """What only /contact's side panel shows of the contact facts (not in every
    page's `site`: the closings' list may be long; docs/performance.md)."""

    supportNote: str
    """Note shown next to the contact details about the support area."""
    closures: list[str]
    """Exceptional closings today or to come, one sentence each (« Fermeture
    de fin d'année : fermé du 24/12/2026 au 01/01/2027 »)."""
    mapsUrl: str
    """Link to the head office on a map."""


class ContactPage(Props):
    """props.page of /contact (website/page_data/offers.py)."""

    words: ContactCopy
    """Its hero (content/page_contact.json)."""
    details: ContactDetails


def contact_details() -> dict[str, Any]:
    return ContactDetails.model_validate(company_facts()).model_dump()


class LegalPage(Props):
    """props.page of the legal pages (website/page_data/legal.py)."""

    legal: LegalFacts
    prose: LegalProse | None
    """The page's words (content/page_<key>.json, edited by superusers). Null
    in the props embedded in the server-rendered page (pages.embedded_props):
    the browser fetches them from this page asked for JSON at the visitor's
    first use, with the page's code (frontend/src/lib/wholeProps.ts)."""


class NotFoundPage(Props):
    """props.page of the 404 page (website/page_data/not_found.py)."""

    words: NotFoundWords


class CampaignLink(Props):
    path: str
    label: str
    """The page's title."""


class SitemapPage(Props):
    """props.page of the site map page (website/page_data/sitemap.py)."""

    words: SitemapWords
    campaigns: list[CampaignLink]
    """The campaign pages search engines may list, by title: in the group of
    the route table's « landing » template."""


class LandingSections(Props):
    """What a campaign page shows below its hero (frontend/src/pages/deferred/LandingBelow.tsx)."""

    blocks: list[LandingBlock]
    """Its sections after the hero, in order (website/content/landing_schema.py)."""
    clients: list[ClientEntry] | None = None
    """The published client logos, when a block shows them."""


class LandingPage(Props):
    """props.page of a campaign page (website/page_data/landing.py)."""

    hero: LandingBlock
    """Its first block, the hero (the editor requires it)."""
    withForm: bool
    """Whether a block is the lead form, where the hero's buttons lead."""
    sections: LandingSections | None
    """The other blocks. Null in the props embedded in the server-rendered
    page, as the offer pages': fetched with their code (pages.embedded_props)."""


class RouteRef(Props):
    key: str
    """Route key of content/routes.json."""
    path: str
    """The requested path."""
    title: str
    """The route's title (routes.json), shown by the page itself (/home's <h1>):
    it comes with the page's data, so the browser's bundle needs no copy."""


class PageMeta(Props):
    """Head metadata Django computed for the page; the client reuses it after navigation."""

    title: str
    """Full <title>: product name followed by the route's title (spec §2)."""
    description: str
    robots: str
    """"index,follow", or "noindex,follow" on the 404 page."""
    canonical: str | None
    """Absolute canonical URL; null on the 404 page."""
    ogType: str
    ogImage: str
    ogImageWidth: int
    ogImageHeight: int
    ogImageAlt: str
    """What the sharing image shows (og:image:alt)."""
    ogLocale: str


class ShellProps(Props):
    """The page shell parts that are on (content/layout.json, SITE_SHELL; website/shell.py)."""

    parts: list[Literal["topMenu", "sidebar", "rightSidebar", "themePanel", "languageSelector"]]


class PageProps(Props):
    """Everything one page needs to render, on the server and on the client."""

    route: RouteRef
    meta: PageMeta
    site: PublicCompany
    year: int
    """Current year, for the footer copyright."""
    nav: NavigationWords
    """The header's and footer's words (content/navigation.json, edited on
    the site's root page in Wagtail)."""
    page: dict[str, Any]
    """Page-specific data: HomePage, OfferPage, ContactPage, LegalPage,
    LandingPage, or nothing."""
    shell: ShellProps | None = Field(default=None, exclude_if=lambda value: value is None)
    """The page shell, only when a part is on: the default pages carry no trace of it."""
    form: "ServerFormState | None" = None
    """A form the server renders in a given state (no-JavaScript posts: core/intake/forms.py)."""
    expand: ExpandedList | None = Field(default=None, exclude_if=lambda value: value is None)
    """A long list shown whole, as a link without JavaScript asked (?tout=…;
    website/content/previews.py); absent on the page as first served."""


class ServerFormState(Props):
    """props.form: the lead or review form as the server answered a plain HTML post."""

    kind: Literal["lead", "review"]
    """Which form: the lead form of the page, or the home page's review form."""
    status: Literal["open", "invalid", "sent"]
    """open: the review form was asked for; invalid: sent back with errors; sent: thanks."""
    values: dict[str, str]
    """What the visitor typed, by field name ("extras.<key>" for extras)."""
    errors: dict[str, str]
    """French messages by field name, the JSON API's."""
    failure: Literal["validation", "rate", "other"] | None
    """Why the post was refused, when it was."""


PageProps.model_rebuild()


# The models whose TypeScript types the front end imports.
TYPED_MODELS: tuple[type[BaseModel], ...] = (
    PageProps,
    HomePage,
    OfferPage,
    ContactPage,
    LegalPage,
    NotFoundPage,
    SitemapPage,
    LandingPage,
)
