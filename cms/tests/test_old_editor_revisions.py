"""The old editor's drafts, scheduled versions and scheduled returns become
Wagtail revisions of the pages that publish their documents, on `migrate`;
what cannot be carried is logged, one line each; its rows are gone after."""

import logging
from datetime import timedelta
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command
from django.utils import timezone
from django_tasks_db.models import DBTaskResult

from cms.models import ContactPage, OfferPage
from cms.old_editor_revisions import carry_over
from cms.shipped import shipped_document
from contentstore import store
from contentstore.models import Document, Revision

pytestmark = pytest.mark.django_db


@pytest.fixture
def camille() -> User:
    return User.objects.create_user("camille", first_name="Camille", last_name="Martin")


def old_version(name: str, data: Any, author: User, **when: Any) -> Revision:
    """A row as the old editor saved it: a draft, or scheduled (publish_at)."""
    Document.objects.get_or_create(name=name)
    revision = Revision(document_id=name, author=author, author_name="Camille Martin", **when)
    revision.data = data
    revision.save()
    return revision


def faq(name: str, title: str) -> dict[str, Any]:
    return {**shipped_document(name), "title": title}


def test_a_draft_becomes_the_pages_newest_revision_and_stays_off_the_site(camille) -> None:
    store.publish("faq_voip", faq("faq_voip", "Vos questions, publiées"), camille)
    old_version("faq_voip", faq("faq_voip", "Vos questions, en brouillon"), camille)

    carry_over()

    page = OfferPage.objects.get(route_key="telephonie")
    draft = page.get_latest_revision()
    assert draft.user == camille
    assert draft.as_object().faq_title == "Vos questions, en brouillon"
    assert page.has_unpublished_changes and page.faq_title != "Vos questions, en brouillon"
    live = store.published_revision("faq_voip")
    assert live is not None and live.data["title"] == "Vos questions, publiées"
    assert not Revision.objects.filter(published_at__isnull=True).exists()


def test_a_scheduled_version_goes_live_at_its_time_through_wagtail(
    camille, time_machine, django_capture_on_commit_callbacks
) -> None:
    at = timezone.now() + timedelta(days=7)
    old_version("faq_net", faq("faq_net", "Questions de Noël"), camille, publish_at=at)

    carry_over()

    page = OfferPage.objects.get(route_key="connexion")
    scheduled = page.revisions.get(approved_go_live_at=at)
    assert scheduled.as_object().faq_title == "Questions de Noël"
    assert page.faq_title != "Questions de Noël" and store.published("faq_net") is None
    time_machine.move_to(at + timedelta(seconds=1))
    with django_capture_on_commit_callbacks(execute=True):
        call_command("publish_scheduled")
    live = store.published_revision("faq_net")
    assert live is not None and live.data["title"] == "Questions de Noël"


def test_a_waiting_return_to_the_previous_version_is_scheduled_in_wagtail(camille) -> None:
    usual = shipped_document("contact")
    christmas = {**usual, "supportNote": "Fermé du 24 au 26 décembre."}
    previous = store.publish("contact", usual, camille)
    live = store.publish("contact", christmas, camille)
    back = timezone.now() + timedelta(days=3)
    DBTaskResult.objects.create(
        status="READY",
        args_kwargs={"args": ["contact", live.pk, previous.pk], "kwargs": {}},
        task_path="contentstore.tasks.withdraw_scheduled",
        queue_name="content",
        backend_name="database",
        run_after=back,
    )

    carry_over()

    page = ContactPage.objects.get(route_key="contact")
    scheduled = page.revisions.get(approved_go_live_at=back)
    assert scheduled.as_object().contact_document()["supportNote"] == usual["supportNote"]
    assert not DBTaskResult.objects.exists()


def test_what_cannot_be_carried_is_logged_one_line_each(camille, caplog) -> None:
    at = timezone.now() + timedelta(days=2)
    older = old_version("faq_it", faq("faq_it", "Un premier brouillon"), camille)
    old_version("faq_it", faq("faq_it", "Un second brouillon"), camille)
    old_version("page_infogerance", shipped_document("page_infogerance"), camille, publish_at=at)
    later = at + timedelta(days=1)
    old_version("faq_it", faq("faq_it", "Trop tard"), camille, publish_at=later)
    nowhere = old_version("nowhere", {"title": "?"}, camille)

    with caplog.at_level(logging.WARNING, logger="cms.old_editor_revisions"):
        carry_over()

    lines = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    saved = timezone.localtime(older.created_at).strftime("%Y-%m-%d %H:%M")
    assert (
        f"old editor's draft of faq_it (FAQ Informatique) by Camille Martin, saved {saved}, "
        "not carried into Wagtail: a newer version of this document replaced it"
    ) in lines
    assert any(
        "scheduled version of faq_it (FAQ Informatique) by Camille Martin" in line
        and "this page has an earlier one" in line
        for line in lines
    )
    assert any(
        line.startswith("old editor's draft of nowhere")
        and line.endswith("no page publishes this document")
        for line in lines
    )
    assert len(lines) == 4  # the two older faq_it drafts, the second schedule, « nowhere »
    assert not Revision.objects.filter(published_at__isnull=True).exists()
    assert nowhere.pk not in Revision.objects.values_list("pk", flat=True)
