"""Pages made before their key figures, offer cards, contact promises, the
threat-map card and /contact's closing call were edited here get them on
`migrate` (seed.py):
what visitors see now, in a new revision logged by « système ».

Until then those words were code (the components' constants), so the shipped
files' are what visitors saw; a version published since with them (the
page's own document) is kept.
"""

import json
from collections.abc import Callable
from typing import Any

from contentstore import store
from website.content import editable

from .contact import WORDS as CONTACT_WORDS
from .models import ContactPage, HomePage, OfferPage
from .shipped import shipped_document


def _live_or_shipped(name: str, has: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    """The published document when it has the words, else the shipped one."""
    live = store.published(name)
    document = None if live is None else editable.check(name, json.loads(live[1]))
    return document if document is not None and has(document) else shipped_document(name)


def add_missing_claims(publish: Callable[[Any], None]) -> None:
    for home in HomePage.objects.all():
        if not home.has_cards():
            document = _live_or_shipped("home", lambda d: bool(d.get("categories")))
            home.fill_cards(document, document.get("words") or {})
            publish(home)
    for offer in OfferPage.objects.all():
        name = f"page_{offer.route_key}"
        missing_card = offer.has_threat_map() and not offer.threat_map_title
        if offer.contact_points and not missing_card:
            continue
        if not offer.contact_points:
            contact = _live_or_shipped(name, lambda d: bool(d["contact"].get("points")))
            offer.fill_contact_claims(contact["contact"])
        if missing_card:
            offer.fill_threat_map(_live_or_shipped(name, lambda d: "threatMap" in d)["threatMap"])
        publish(offer)
    for contact_page in ContactPage.objects.filter(closing_title=""):
        words = _live_or_shipped(CONTACT_WORDS, lambda d: d.get("closing") is not None)
        contact_page.fill_closing(words["closing"])
        publish(contact_page)
