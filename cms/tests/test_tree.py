"""The page tree and the route table agree, and the first revision is the
shipped content (what « restore » brings back)."""

import json

import pytest
from django.conf import settings
from wagtail.models import Page, Site

from cms.models import ContactPage, HomePage, OfferPage, SitemapPage, SiteRootPage, SpecPage
from cms.seed import ensure_pages
from core.routes import route_table

pytestmark = pytest.mark.django_db


def fixed_pages() -> list[Page]:
    pages = [*SpecPage.objects.all(), *OfferPage.objects.all(), *ContactPage.objects.all()]
    return [*pages, *HomePage.objects.all(), *SitemapPage.objects.all()]


def test_every_route_has_one_live_page_at_its_path_and_nothing_else():
    routes = {route.key: route.path for route in route_table().routes}
    pages = {page.route_key: page for page in fixed_pages()}
    assert set(pages) == set(routes)
    for key, page in pages.items():
        assert page.live
        assert page.url == routes[key]
    # Only the root of the site sits above them, and the default site shows it.
    root = SiteRootPage.objects.get()
    assert {p.get_parent().pk for p in fixed_pages()} == {root.pk}
    assert Site.objects.get(is_default_site=True).root_page_id == root.pk
    assert not Page.objects.filter(depth=2).exclude(pk=root.pk).exists()


def test_seeding_again_keeps_what_marketing_changed():
    page = OfferPage.objects.get(route_key="telephonie")
    page.faq_title = "Vos questions"
    page.save_revision().publish()
    ensure_pages()
    assert OfferPage.objects.get(route_key="telephonie").faq_title == "Vos questions"
    assert len(fixed_pages()) == len(route_table().routes)


@pytest.mark.parametrize(
    ("key", "name"),
    [
        ("telephonie", "faq_voip"),
        ("connexion", "faq_net"),
        ("infogerance", "faq_it"),
        ("cybersecurite", "faq_cyber"),
    ],
)
def test_the_first_revision_of_an_offer_page_is_the_shipped_faq(key, name):
    shipped = json.loads((settings.CONTENT_DIR / "data" / f"{name}.json").read_text("utf-8"))
    page = OfferPage.objects.get(route_key=key)
    first = page.revisions.order_by("created_at", "pk").first().as_object()
    assert first.documents()[name]["items"] == [
        {"question": i["question"], "answer": i["answer"]} for i in shipped["items"]
    ]
    assert first.documents()[name]["title"] == shipped["title"]


def test_the_approval_workflow_exists_and_is_off_by_default():
    from django.contrib.auth.models import Group
    from wagtail.models import GroupApprovalTask, Workflow, WorkflowPage

    workflow = Workflow.objects.get(name="Approbation")
    assert not WorkflowPage.objects.filter(workflow=workflow).exists()
    task = GroupApprovalTask.objects.get(workflow_tasks__workflow=workflow)
    assert list(task.groups.values_list("name", flat=True)) == ["Marketing"]
    assert not Group.objects.filter(name__in=["Moderators", "Editors"]).exists()
    page = OfferPage.objects.get(route_key="telephonie")
    assert page.get_workflow() is None
