"""Who gets into Wagtail, and what nobody may do to a page of the route table."""

from typing import Any

import pytest
from django.test import Client

from cms.models import OfferPage

from .conftest import cms_url

pytestmark = pytest.mark.django_db


def test_marketing_opens_the_editor_of_an_offer_page(marketing: Client, settings):
    page = OfferPage.objects.get(route_key="telephonie")
    answer = marketing.get(cms_url(settings, f"pages/{page.pk}/edit/"))
    assert answer.status_code == 200
    html = answer.content.decode()
    assert "Questions fréquentes" in html and "Titre de la FAQ" in html


def test_a_salesperson_is_told_who_edits_the_site(commercial: Client, settings):
    for path in ("", "pages/"):
        answer = commercial.get(cms_url(settings, path))
        assert answer.status_code == 403
        assert "réservé à l'équipe Marketing" in answer.content.decode()


def test_a_salesperson_sees_no_link_to_the_page_editor(commercial: Client, settings):
    home = commercial.get(f"/{settings.ADMIN_PATH}").content.decode()
    assert "/cms/" not in home


@pytest.mark.parametrize("action", ["delete", "unpublish", "move", "copy"])
def test_no_one_deletes_moves_copies_or_unpublishes_a_fixed_page(marketing, settings, action):
    page = OfferPage.objects.get(route_key="telephonie")
    answer = marketing.get(cms_url(settings, f"pages/{page.pk}/{action}/"))
    assert answer.status_code in (302, 403)
    if answer.status_code == 302:
        assert f"/pages/{page.pk}/" not in answer["Location"] or action not in answer["Location"]
    marketing.post(cms_url(settings, f"pages/{page.pk}/{action}/"))
    page.refresh_from_db()
    assert page.live and page.url == "/telephonie"


def test_a_bad_streamfield_count_is_a_400_not_a_500(marketing: Client, settings):
    page = OfferPage.objects.get(route_key="telephonie")
    answer = marketing.post(cms_url(settings, f"pages/{page.pk}/edit/"), {"faq-count": "999999999"})
    assert answer.status_code == 400


def test_marketing_reaches_the_page_editor_from_the_back_office_and_back(marketing, settings):
    home = marketing.get(f"/{settings.ADMIN_PATH}").content.decode()
    assert f'href="/{settings.ADMIN_PATH}cms/pages/"' in home
    wagtail_home = marketing.get(cms_url(settings)).content.decode()
    assert "Accueil de la gestion" in wagtail_home


def test_the_page_tree_is_the_one_place_to_edit_the_site(marketing, settings):
    """The back office's home links to Wagtail's page tree, and to no other
    editor: the old content editor's addresses are gone (issue 31)."""
    home = marketing.get(f"/{settings.ADMIN_PATH}").content.decode()
    section = home.split('id="content-title"', 1)[1].split("</section>", 1)[0]
    assert section.count("<a ") == 1 and f'href="/{settings.ADMIN_PATH}cms/pages/"' in section
    for path in ("contenu/", "contenu/faq_voip/", "contenu/images/"):
        assert marketing.get(f"/{settings.ADMIN_PATH}{path}").status_code == 404


def test_a_superuser_opens_the_page_tree_from_the_back_office(admin_client, settings):
    """The tree's listing offers superusers « Sites » (wagtail.sites): a 500 without it."""
    home = admin_client.get(f"/{settings.ADMIN_PATH}").content.decode()
    assert f'href="/{settings.ADMIN_PATH}cms/pages/"' in home
    tree = admin_client.get(cms_url(settings, "pages/"))
    assert tree.status_code == 200 and "Site TQ Télécom" in tree.content.decode()


def test_the_editor_does_not_autosave(marketing: Client, settings: Any) -> None:
    """Wagtail's autosave raced Marketing's own saves and publications on a
    loaded server (telecomsite/settings/cms.py): the editor has none."""
    from cms.landing_page import CampaignIndexPage

    folder = CampaignIndexPage.objects.get()
    page = marketing.get(cms_url(settings, f"pages/add/cms/landingpage/{folder.pk}/"))
    assert page.status_code == 200
    assert b"data-w-autosave-interval-value" not in page.content
