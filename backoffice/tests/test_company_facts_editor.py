"""The legal identity in the old editor: only a superuser changes it.

The contact facts and hours moved to the contact page in Wagtail
(cms/tests/test_contact_page.py)."""

import pytest
from django.contrib.auth.models import User
from django.test import Client

from backoffice.tests.conftest import admin_url
from backoffice.tests.test_content_editor import editor_form, logged_in, staff
from website.tests.page_readers import page_props

pytestmark = pytest.mark.django_db


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
