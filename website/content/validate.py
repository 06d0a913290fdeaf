"""One validator per kind of content file: spec §5's rules over the schemas."""

import logging
from typing import Any

from pydantic import BaseModel, ValidationError

from core.routes import route_table

from .fallbacks import DEFAULT_FAQ_TITLE, DEFAULT_TESTIMONIALS_TITLE
from .legal_schema import LegalProse
from .schemas import (
    TITLE_MAX,
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
    Testimonial,
    TestimonialPill,
    valid_pills,
)

logger = logging.getLogger(__name__)


class ContentError(Exception):
    """The file cannot be used at all: its fallback applies."""


def _dump(model: BaseModel) -> dict[str, Any]:
    return model.model_dump(exclude_none=True)


def _entries(raw: list[Any], model: type[Schema], what: str) -> list[dict[str, Any]]:
    """Validated entries of a list; an entry that breaks its schema is dropped."""
    kept = []
    for index, entry in enumerate(raw):
        try:
            kept.append(_dump(model.model_validate(entry)))
        except ValidationError as exc:
            logger.warning("%s: entry %d ignored: %s", what, index, _summary(exc))
    return kept


def _summary(exc: ValidationError) -> str:
    return "; ".join(
        f"{'.'.join(str(part) for part in error['loc']) or 'value'}: {error['msg']}"
        for error in exc.errors()[:3]
    )


def _title(raw: dict[str, Any], default: str, what: str) -> str:
    """Spec §5: a blank (or unusable) title falls back to the default title."""
    title = raw.get("title")
    if isinstance(title, str) and title.strip() and len(title.strip()) <= TITLE_MAX:
        return title.strip()
    logger.warning("%s: title missing or unusable; default title used.", what)
    return default


# --- One validator per kind of file -----------------------------------------


def validate_clients(raw: Any, what: str = "clients") -> list[dict[str, Any]]:
    if not isinstance(raw, list):
        raise ContentError("a list of clients is expected")
    clients = _entries(raw, Client, what)
    if not clients:
        raise ContentError("no valid client")
    return clients


def validate_testimonial_items(raw: Any, what: str = "testimonials") -> list[dict[str, Any]]:
    """Spec §5: only entries whose text is a non-blank string are kept."""
    return _entries(raw, Testimonial, what) if isinstance(raw, list) else []


def validate_testimonials(raw: Any, what: str = "testimonials") -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise ContentError("an object {title, items, pills} is expected")
    items = validate_testimonial_items(raw.get("items"), what)
    if not items:
        raise ContentError("no testimonial with a text")
    pills = [_dump(pill) for pill in valid_pills(TestimonialPill)(raw.get("pills"))]
    return {"title": _title(raw, DEFAULT_TESTIMONIALS_TITLE, what), "items": items, "pills": pills}


def validate_faq(raw: Any, what: str = "faq") -> dict[str, Any]:
    if not isinstance(raw, dict) or not isinstance(raw.get("items"), list):
        # Spec §5: a malformed FAQ is the default title with no items.
        logger.warning("%s: malformed FAQ (an object with an items list is expected).", what)
        return {"title": DEFAULT_FAQ_TITLE, "items": []}
    faq: dict[str, Any] = {
        "title": _title(raw, DEFAULT_FAQ_TITLE, what),
        "items": _entries(raw["items"], FaqItem, what),
    }
    if raw.get("cta") is not None:
        try:
            faq["cta"] = _dump(FaqCta.model_validate(raw["cta"]))
        except ValidationError as exc:
            logger.warning("%s: call to action ignored: %s", what, _summary(exc))
    return faq


def validate_hero_slides(raw: Any, what: str = "home-coursel") -> list[dict[str, Any]]:
    if not isinstance(raw, list):
        raise ContentError("a list of slides is expected")
    slides = _entries(raw, HeroSlide, what)
    if not slides:
        raise ContentError("no valid slide")
    return slides


def validate_home_copy(raw: Any, what: str = "home") -> dict[str, Any]:
    """The showcases (a bad one left out) and the page's words: all valid, or
    none (the page then says the spec's: frontend/src/pages/homeWords.ts)."""
    if not isinstance(raw, dict) or not isinstance(raw.get("showcases"), list):
        raise ContentError("an object with a showcases list is expected")
    copy: dict[str, Any] = {"showcases": _entries(raw["showcases"], Showcase, what)}
    # The key figures and the offer cards: a bad entry left out (the cards then
    # name their page as the route table does: page_data/home.py).
    for key, model in (("figures", KeyFigure), ("categories", HomeCategory)):
        if isinstance(raw.get(key), list):
            copy[key] = _entries(raw[key], model, f"{what} {key}")
    try:
        copy["words"] = HomeWords.model_validate(raw.get("words")).model_dump()
    except ValidationError as exc:
        logger.warning("%s: words unusable (%s); the spec's shown.", what, _summary(exc))
    return copy


def _whole(model: type[BaseModel], raw: Any) -> dict[str, Any]:
    """A page's words: all valid, or a ContentError (no half-written hero)."""
    try:
        return model.model_validate(raw).model_dump(exclude_none=True)
    except ValidationError as exc:
        raise ContentError(_summary(exc)) from exc


def validate_contact_copy(raw: Any, what: str = "contact page") -> dict[str, Any]:
    """/contact's words, or the fallback."""
    return _whole(ContactCopy, raw)


def validate_offer_copy(raw: Any, what: str = "offer page") -> dict[str, Any]:
    """An offer page's words, or the fallback."""
    return _whole(OfferCopy, raw)


def validate_navigation(raw: Any, what: str = "navigation") -> dict[str, Any]:
    """The header's and footer's words: all valid, a text for each link of the
    menu and the footer (no more, no less), or the fallback."""
    words = _whole(NavigationWords, raw)
    missing, extra = (
        navigation_link_keys() - set(words["links"]),
        set(words["links"]) - navigation_link_keys(),
    )
    if missing or extra:
        raise ContentError(f"links: missing {sorted(missing)}, unknown {sorted(extra)}")
    return words


def navigation_link_keys() -> set[str]:
    """The route keys of the menu and the footer (content/routes.json)."""
    table = route_table()
    return {*table.menu, *table.footer}


def validate_sitemap_words(raw: Any, what: str = "site map page") -> dict[str, Any]:
    """The site map's words, a heading for each group of the route table, or the fallback."""
    words = _whole(SitemapWords, raw)
    keys = {section.key for section in route_table().sections}
    if set(words["sections"]) != keys:
        raise ContentError(f"sections: {sorted(words['sections'])} instead of {sorted(keys)}")
    return words


def validate_not_found(raw: Any, what: str = "404 page") -> dict[str, Any]:
    """The 404 page's words, or the fallback."""
    return _whole(NotFoundWords, raw)


def validate_legal_prose(raw: Any, what: str = "legal page") -> dict[str, Any]:
    """A legal page's prose, all valid, or the fallback (no half of a legal text)."""
    return _whole(LegalProse, raw)


# --- The files and their spec §8 fallbacks -----------------------------------
