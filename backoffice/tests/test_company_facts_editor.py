"""The company facts in the editor: Marketing changes the phone, hours and
address; only a superuser changes the legal identity; no one redirects the
lead mails from here (operator settings come from the environment)."""

import html

import pytest
from django.contrib.auth.models import User
from django.test import Client

from backoffice.tests.conftest import admin_url
from backoffice.tests.test_content_editor import editor_form, logged_in, staff
from website.tests.page_readers import head_jsonld, page_props

pytestmark = pytest.mark.django_db

HOLIDAY_HOURS = "du lundi au vendredi, de 10 h à 12 h (horaires d'été)"


def test_marketing_publishes_new_hours_and_phone_on_every_page(client: Client, settings) -> None:
    marketing = logged_in(staff("camille", "Marketing"))
    url, post = editor_form(marketing, settings, "contact")
    post.update({"doc.hours": HOLIDAY_HOURS, "doc.phone": "01 99 00 99 99"})
    post.update({"doc.phoneHref": "+33199009999", "doc.salesEmail": "pirate@example.net"})
    assert marketing.post(url, {**post, "action": "publish"}).status_code == 302
    site = page_props(client, "/contact")["site"]
    assert site["hours"] == HOLIDAY_HOURS and site["phone"] == "01 99 00 99 99"
    business = head_jsonld(client.get("/contact").content.decode())
    assert "+33199009999" in str(business)
    # Typed or not, the lead mails still go where the operator said.
    assert settings.LEADS_NOTIFY_EMAIL != "pirate@example.net"
    assert "salesEmail" not in site and "pirate" not in str(site)


def test_an_invalid_phone_link_is_refused_in_french(settings) -> None:
    marketing = logged_in(staff("camille", "Marketing"))
    url, post = editor_form(marketing, settings, "contact")
    page = marketing.post(url, {**post, "doc.phoneHref": "01 99", "action": "publish"})
    assert page.status_code == 200
    text = html.unescape(page.content.decode())
    assert "Rien n'a été enregistré" in text
    assert "le numéro au format international, par exemple +33199001234" in text


def test_the_legal_identity_is_for_superusers_only(client: Client, settings) -> None:
    marketing = logged_in(staff("camille", "Marketing"))
    listing = marketing.get(admin_url(settings, "contenu/")).content.decode()
    assert "Coordonnées" in listing and "Mentions légales" not in listing
    for path in ("contenu/company/", "contenu/company/historique/", "contenu/company/apercu/"):
        assert marketing.get(admin_url(settings, path)).status_code == 403
    boss = logged_in(User.objects.create_superuser("julien", password="x"))
    url, post = editor_form(boss, settings, "company")
    post["doc.publicationDirector"] = "Claire Marchal, gérante"
    assert boss.post(url, {**post, "action": "publish"}).status_code == 302
    assert page_props(client, "/mentions-legales")["page"]["legal"]["publicationDirector"] == (
        "Claire Marchal, gérante"
    )
