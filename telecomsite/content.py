"""Content files of content/data/: one schema per file, the spec's fallbacks.

`load_content(name)` is what page builders call, and `data_file` serves the
same validated JSON at /assets/data/<name>.json (spec §7). The rules:

- spec §5: testimonials keep only entries whose text is a non-blank string,
  pills need a text, a blank title becomes the default title; a malformed FAQ
  (valid JSON of the wrong shape) becomes 'Questions fréquentes' with no items;
- spec §8: a file that fails (missing, unreadable, not JSON, or nothing valid
  left in it) gives that file's fallback, with a logged warning (an error for
  the hero, which then has no slides). A content file never breaks a page.

Entries that break a limit are dropped one by one (with a warning) rather than
failing the whole file. frontend/src/content/schemas.ts applies the same rules
in the browser; keep the two in step.

Parsed files are cached in memory, keyed by path, mtime and size: an edit is
picked up on the next request without a restart, and a page render does not
re-read or re-validate anything.
"""

import copy
import hashlib
import json
import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.utils.cache import get_conditional_response, patch_cache_control
from django.views.decorators.http import require_safe
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

# Spec §5 and §8 strings.
DEFAULT_FAQ_TITLE = "Questions fréquentes"
DEFAULT_TESTIMONIALS_TITLE = "Ils nous font confiance"
FALLBACK_FAQ_ITEM = {"question": "FAQ indisponible", "answer": "Veuillez réessayer plus tard."}
FALLBACK_TESTIMONIAL = {
    "label": "Support",
    "text": "Support ultra-réactif, nos incidents sont réglés en quelques minutes.",
    "author": "Responsable informatique d'une PME cliente",
}
FALLBACK_CLIENT_NAME = "Entreprise cliente"
FALLBACK_CLIENT_LOGO = "/static/img-opti/brand/logo.svg"

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
    # Strict: "320" is not a width and 12 is not a name, in Python as in zod.
    model_config = ConfigDict(strict=True, extra="ignore")


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


class Opti(Schema):
    folder: Slug
    base: Slug
    widths: Annotated[list[Annotated[int, Field(gt=0, le=4096)]], Field(min_length=1, max_length=8)]


class Pill(Schema):
    text: Label


class TestimonialPill(Pill):
    variant: Annotated[Tone, BeforeValidator(_tone)] = "primary"


class HeroPill(Pill):
    tone: Annotated[Tone, BeforeValidator(_tone)] = "primary"


def _valid_pills(model: type[Pill]) -> Callable[[Any], Any]:
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


class Testimonial(Schema):
    label: OptionalLabel = None
    text: Quote
    author: OptionalAuthor = None


class Client(Schema):
    name: Label
    logo: LocalUrl
    sites: Annotated[list[Label], Field(max_length=SITES_MAX)] | None = None
    opti: Opti | None = None


class FaqItem(Schema):
    question: Question
    answer: Answer


class FaqCta(Schema):
    text: Label
    link: Link


class Dim(Schema):
    w: Annotated[int, Field(gt=0, le=8192)]
    h: Annotated[int, Field(gt=0, le=8192)]


class HeroImage(Schema):
    src: LocalUrl
    alt: Alt
    dim: Dim | None = None
    opti: Opti | None = None


class Cta(Schema):
    label: Label
    routerLink: LocalUrl  # the spec §3 field name, shared with the front end


class Ctas(Schema):
    primary: Cta | None = None
    secondary: Cta | None = None


class HeroSlide(Schema):
    title: Title
    lead: Lead
    img: HeroImage
    pills: Annotated[list[HeroPill] | None, BeforeValidator(_valid_pills(HeroPill))] = None
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


class Showcase(Schema):
    id: Slug
    eyebrow: Label
    title: Title
    intro: Lead
    image: Slug
    imageAlt: Alt  # the front end's field name, as in content/home.json
    flip: bool = False
    link: ShowcaseLink
    steps: Annotated[list[Step], Field(min_length=2, max_length=8)] | None = None
    points: Annotated[list[Point], Field(min_length=1, max_length=8)] | None = None

    @model_validator(mode="after")
    def steps_or_points(self) -> "Showcase":
        if (self.steps is None) == (self.points is None):
            raise ValueError("steps or points expected, not both")
        return self


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
    pills = [_dump(pill) for pill in _valid_pills(TestimonialPill)(raw.get("pills"))]
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
    if not isinstance(raw, dict) or not isinstance(raw.get("showcases"), list):
        raise ContentError("an object with a showcases list is expected")
    return {"showcases": _entries(raw["showcases"], Showcase, what)}


# --- The files and their spec §8 fallbacks -----------------------------------


@dataclass(frozen=True)
class Kind:
    validate: Callable[[Any, str], Any]
    fallback: Callable[[], Any]
    # The hero failing is an error in spec §8; the others are warnings.
    level: int = logging.WARNING


def _clients_fallback() -> list[dict[str, Any]]:
    # Spec §8: one fallback logo with a fixed client name, and an error flag.
    return [{"name": FALLBACK_CLIENT_NAME, "logo": FALLBACK_CLIENT_LOGO, "error": True}]


def _testimonials_fallback() -> dict[str, Any]:
    return {
        "title": DEFAULT_TESTIMONIALS_TITLE,
        "items": [dict(FALLBACK_TESTIMONIAL)],
        "pills": [{"text": "SLA clair", "variant": "primary"}],
    }


def _faq_fallback() -> dict[str, Any]:
    return {"title": DEFAULT_FAQ_TITLE, "items": [dict(FALLBACK_FAQ_ITEM)]}


def _no_slides() -> list[dict[str, Any]]:
    return []


def _no_showcases() -> dict[str, Any]:
    # The offer sections of the home page are then left out; the rest stays.
    return {"showcases": []}


CLIENTS = Kind(validate_clients, _clients_fallback)
TESTIMONIALS = Kind(validate_testimonials, _testimonials_fallback)
FAQ = Kind(validate_faq, _faq_fallback)
HERO = Kind(validate_hero_slides, _no_slides, logging.ERROR)
HOME_COPY = Kind(validate_home_copy, _no_showcases)

FILES: dict[str, Kind] = {
    "clients": CLIENTS,
    "avis": TESTIMONIALS,
    "avis_telecom": TESTIMONIALS,
    "avis_connexion": TESTIMONIALS,
    "avis_it": TESTIMONIALS,
    "faq_voip": FAQ,
    "faq_net": FAQ,
    "faq_it": FAQ,
    "faq_cyber": FAQ,
    "home-coursel": HERO,
}


@dataclass(frozen=True)
class Loaded:
    stamp: tuple[int, int] | None
    data: Any
    body: bytes
    etag: str


_cache: dict[Path, Loaded] = {}


def _path(name: str) -> Path:
    if name not in FILES:
        raise KeyError(f"unknown content file {name!r}")
    return Path(settings.CONTENT_DIR) / "data" / f"{name}.json"


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        stat = path.stat()
    except OSError:
        return None
    return (stat.st_mtime_ns, stat.st_size)


def _parse(kind: Kind, path: Path) -> Any:
    what = "content/" + path.relative_to(settings.CONTENT_DIR).as_posix()
    try:
        with open(path, encoding="utf-8") as fh:
            raw = json.load(fh)
        return kind.validate(raw, what)
    except (OSError, ValueError, ContentError) as exc:
        # ValueError covers invalid JSON and invalid UTF-8.
        logger.log(kind.level, "%s unusable (%s); fallback used.", what, exc)
        return kind.fallback()


def _loaded(kind: Kind, path: Path) -> Loaded:
    stamp = _stamp(path)
    cached = _cache.get(path)
    # A missing file is cached too (stamp None), so its warning is logged once
    # per change of the file, not on every request.
    if cached is not None and cached.stamp == stamp:
        return cached
    data = _parse(kind, path)
    body = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()
    loaded = Loaded(
        stamp, data, body, '"' + hashlib.blake2b(body, digest_size=10).hexdigest() + '"'
    )
    _cache[path] = loaded
    return loaded


def load_content(name: str) -> Any:
    """Validated content of content/data/<name>.json, or its spec §8 fallback.

    The result is the caller's own copy: builders may merge into it freely.
    """
    path = _path(name)
    return copy.deepcopy(_loaded(FILES[name], path).data)


def load_home_copy() -> dict[str, Any]:
    """content/home.json: the home page's offer sections (no sections if it fails)."""
    path = Path(settings.CONTENT_DIR) / "home.json"
    data: dict[str, Any] = copy.deepcopy(_loaded(HOME_COPY, path).data)
    return data


def faq_jsonld(faq: dict[str, Any]) -> dict[str, Any]:
    """FAQPage structured data for a validated FAQ (schema.org)."""
    return {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        "mainEntity": [
            {
                "@type": "Question",
                "name": item["question"],
                "acceptedAnswer": {"@type": "Answer", "text": item["answer"]},
            }
            for item in faq.get("items", [])
        ],
    }


# Browsers and proxies may keep a data file five minutes; the ETag makes the
# revalidation after that a 304 when nothing changed.
DATA_MAX_AGE = 300


@require_safe
def data_file(request: HttpRequest, name: str) -> HttpResponse:
    """GET /assets/data/<name>.json (spec §7): the validated file or its fallback."""
    if name not in FILES:
        return JsonResponse({"error": "not_found"}, status=404)
    loaded = _loaded(FILES[name], _path(name))
    response = get_conditional_response(request, etag=loaded.etag)
    if response is None:
        response = HttpResponse(loaded.body, content_type="application/json; charset=utf-8")
    response["ETag"] = loaded.etag
    patch_cache_control(response, public=True, max_age=DATA_MAX_AGE)
    return response
