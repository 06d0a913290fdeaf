"""The contact page in Wagtail: the contact facts every page shows, and the
reception hours that /contact writes out and the leads' callback clock
runs on (core/opening_hours.py), exceptional closings included."""

import json
from datetime import date, datetime, time
from types import SimpleNamespace

import pytest
from django.contrib.contenttypes.models import ContentType
from django.core.exceptions import ValidationError
from django.test import Client
from wagtail.models import Page

from cms.models import ContactPage, SpecPage
from cms.seed import ensure_pages
from cms.shipped import shipped_document
from contentstore import store
from core.opening_hours import PARIS
from leads.business_hours import first_contact_deadline
from website.tests.page_readers import head_jsonld, page_props

pytestmark = pytest.mark.django_db

WEEK = ["lundi", "mardi", "mercredi", "jeudi", "vendredi"]
YEAR_END = {
    "start": date(2026, 12, 24),
    "end": date(2027, 1, 1),
    "label": "Fermeture de fin d'année",
}


def contact_page() -> ContactPage:
    return ContactPage.objects.get(route_key="contact")


def window(days: list[str], opens: time, closes: time) -> tuple[str, dict]:
    return ("window", {"days": days, "opens": opens, "closes": closes})


def plain(text: str) -> str:
    """Props carry French spacing (website/typography.py)."""
    return text.replace("\u202f", " ").replace("\u00a0", " ")


def test_published_facts_and_hours_reach_every_page_and_the_json_ld(
    client: Client, published, time_machine
):
    time_machine.move_to(datetime(2026, 12, 1, 10, tzinfo=PARIS))
    page = contact_page()
    page.phone = "01 99 00 99 99"
    page.opening_windows = [window(WEEK, time(8, 30), time(12)), window(WEEK, time(14), time(18))]
    page.closures = [("closure", YEAR_END)]
    page.full_clean()
    published(page.save_revision())

    props = page_props(client, "/contact")
    site = props["site"]
    # The call link comes from the number as typed: no « phoneHref » to fill in.
    assert (site["phone"], site["phoneHref"]) == ("01 99 00 99 99", "+33199009999")
    assert plain(site["hours"]) == "du lundi au vendredi, de 8 h 30 à 12 h et de 14 h à 18 h"
    # The closings' list is /contact's only, not in every page's facts.
    assert [plain(c) for c in props["page"]["details"]["closures"]] == [
        "Fermeture de fin d'année : fermé du 24/12/2026 au 01/01/2027"
    ]
    assert "closures" not in page_props(client, "/home")["site"]
    assert page_props(client, "/home")["site"]["phone"] == "01 99 00 99 99"
    blocks = head_jsonld(client.get("/contact").content.decode())
    business = next(b for b in blocks if b["@type"] == "ContactPage")["mainEntity"]
    hours = business["openingHoursSpecification"]
    assert hours[0]["opens"] == "08:30"
    assert hours[-1]["validFrom"] == "2026-12-24" and hours[-1]["validThrough"] == "2027-01-01"


def test_a_closing_moves_the_callback_deadline(published):
    # Received on Wednesday 23 December at 17 h: one business hour that day.
    lead = SimpleNamespace(created_at=datetime(2026, 12, 23, 17, tzinfo=PARIS))
    assert first_contact_deadline(lead) == datetime(2026, 12, 24, 17, tzinfo=PARIS)
    page = contact_page()
    page.closures = [("closure", YEAR_END)]
    published(page.save_revision())
    # Closed from the 24th to 1 January, then the weekend: Monday the 4th.
    assert first_contact_deadline(lead) == datetime(2027, 1, 4, 17, tzinfo=PARIS)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"phone": "01 99"}, "Un numéro de téléphone français"),
        ({"maps_url": "http://example.com"}, "commençant par https://"),
        (
            {"opening_windows": [window(WEEK, time(18), time(8))]},
            "Une plage ferme (08:00) avant d'ouvrir (18:00)",
        ),
        (
            {
                "opening_windows": [
                    window(WEEK, time(9), time(13)),
                    window(["lundi"], time(12), time(18)),
                ]
            },
            "Deux plages se chevauchent le lundi",
        ),
        (
            {"closures": [("closure", {**YEAR_END, "end": date(2026, 12, 1)})]},
            "le dernier jour fermé précède le premier",
        ),
    ],
)
def test_wrong_facts_are_refused_in_french_before_anything_is_saved(change, message):
    page = contact_page()
    for field, value in change.items():
        setattr(page, field, value)
    with pytest.raises(ValidationError) as refused:
        page.full_clean()
    assert message in str(refused.value)


def test_restoring_the_first_revision_brings_the_shipped_facts_back(client: Client, published):
    shipped = page_props(client, "/contact")["site"]
    page = contact_page()
    page.phone = "01 99 00 99 99"
    published(page.save_revision())
    assert page_props(client, "/contact")["site"]["phone"] == "01 99 00 99 99"
    published(page.revisions.order_by("created_at", "pk").first())
    assert page_props(client, "/contact")["site"] == shipped


def test_the_old_contact_page_becomes_a_contact_page_with_its_history(settings):
    # As before this page type: /contact a SpecPage, its facts published from
    # the old editor, in a version without the hours' schedule.
    node = contact_page()
    revisions = node.revisions.count()
    ContactPage.objects.filter(pk=node.pk)._raw_delete(ContactPage.objects.db)
    old = SpecPage(page_ptr_id=node.pk, route_key="contact")
    old.__dict__.update({f.attname: getattr(node, f.attname) for f in Page._meta.concrete_fields})
    old.save_base(raw=True)
    Page.objects.filter(pk=node.pk).update(content_type=ContentType.objects.get_for_model(SpecPage))
    facts = json.loads((settings.CONTENT_DIR / "contact.json").read_text(encoding="utf-8"))
    del facts["openingHours"]
    store.publish(
        "contact", {**facts, "phone": "01 99 00 77 77", "phoneHref": "+33199007777"}, None
    )

    ensure_pages()

    page = contact_page()
    assert page.pk == node.pk and not SpecPage.objects.filter(route_key="contact").exists()
    assert page.revisions.count() == revisions + 1
    assert page.phone == "01 99 00 77 77"
    assert len(page.opening_windows) == 2  # the shipped hours


def test_the_contact_pages_hero_is_edited_with_it(client: Client, published):
    page = contact_page()
    assert page.documents()["page_contact"] == shipped_document("page_contact")
    page.hero_title = "Parlons de vos outils"
    page.full_clean()
    published(page.save_revision())
    hero = page_props(client, "/contact")["page"]["words"]["hero"]
    assert hero["title"] == "Parlons de vos outils"
    # The button still leads to the form, as the spec has it.
    assert hero["primary"]["href"] == "#formulaire"
