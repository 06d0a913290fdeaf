"""Where a lead came from: the campaign parameters of the page it was sent
from, and the referring site's domain.

First-party and lawful (CNIL): nothing is kept while the visitor browses on,
not even in sessionStorage (a tracker in the CNIL's sense, and the site's one
consent purpose is audience measurement, not tying an origin to a named
lead). So the origin is read at the moment the form is sent, from the
address of the page holding it:
- the JSON path: the browser sends the page's own parameters and, on the
  page the visitor landed on, the referring site's domain
  (frontend/src/lib/leadOrigin.ts);
- the no-JavaScript path: the form post's own Referer, which a same-origin
  post carries whole. Never a hidden field of the page: the page caches
  share one HTML between visitors whatever the query string
  (core/pagevariants.py). The referring site is unknown there: knowing it at
  the post would mean keeping it from the page's arrival.

A value that is too long, not printable or of the wrong type is dropped
silently: an origin never refuses a lead and never shows a message. Ad click
identifiers (gclid and the like) are never read: the site always denies ad
storage and ad user data.
"""

import re
from collections.abc import Mapping
from typing import Any
from urllib.parse import parse_qs, urlsplit

from django.conf import settings

from core.api.rules import rules

# The referring site, as the browser's hostname (IDN in its ASCII form).
_DOMAIN = re.compile(
    r"^(?=.{1,100}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$"
)
REFERRER = "referrer"


def parameters() -> list[str]:
    """utm_source, utm_medium, utm_campaign, utm_term, utm_content (content/validation.json)."""
    return list(rules().file.lead.origin.parameters)


def lead_fields() -> dict[str, str]:
    """Each origin value → the Lead field that keeps it (a field per parameter,
    of the same name: test_origin checks the model has them all)."""
    return {**{name: name for name in parameters()}, REFERRER: "referrer_domain"}


def _bounded(value: Any) -> str:
    """The value, or "" when it is not a printable text of at most the bound."""
    if not isinstance(value, str):
        return ""
    text = value.strip()
    limit = rules().file.lead.origin.max_length
    return text if text and len(text) <= limit and text.isprintable() else ""


def referrer_domain(value: Any) -> str:
    """A referring site's domain, lowercased; "" for this site itself or anything else."""
    if not isinstance(value, str):
        return ""
    domain = value.strip().lower().removeprefix("www.")
    own = (urlsplit(settings.SITE_URL).hostname or "").removeprefix("www.")
    return domain if _DOMAIN.match(domain) and domain != own else ""


def from_values(values: Any) -> dict[str, str]:
    """The JSON body's `origin` object, each value bounded; unknown keys ignored."""
    if not isinstance(values, Mapping):
        return {}
    kept = {name: _bounded(values.get(name)) for name in parameters()}
    kept[REFERRER] = referrer_domain(values.get(REFERRER))
    return {name: value for name, value in kept.items() if value}


def from_page_address(address: str, page_path: str) -> dict[str, str]:
    """The campaign parameters of the form post's Referer, when it is the
    page the form was posted to (a same-origin address, checked by the
    caller); {} for any other page."""
    try:
        parts = urlsplit(address)
        query = parse_qs(parts.query, max_num_fields=50)
    except ValueError:  # a malformed address, or a query of hundreds of fields
        return {}
    if parts.path != page_path:
        return {}
    # A parameter given twice is ambiguous: the first one, as browsers' URLSearchParams.get.
    return from_values({name: values[0] for name, values in query.items() if values})
