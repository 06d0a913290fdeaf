"""export_content / import_content: files in, through the Wagtail pages that
publish them, and back out; a round trip changes no byte."""

import io
import json
import shutil
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import CommandError, call_command
from django.utils import timezone
from wagtail.images.models import Image
from wagtail.models import PageLogEntry
from wagtail.models import Revision as PageRevision

from cms.content_import import LOG_ACTION
from cms.models import HomePage, OfferPage
from contentstore import store
from contentstore.models import Revision

from .test_testimonial_photos import portrait_with_gps

pytestmark = pytest.mark.django_db

ANSWER = "Oui : la portabilité de vos numéros est gratuite et se fait sans coupure."


@pytest.fixture
def content_copy(tmp_path: Path, settings) -> Path:
    copy = tmp_path / "content"
    shutil.copytree(settings.CONTENT_DIR, copy)
    settings.CONTENT_DIR = copy
    return copy


@pytest.fixture
def run(django_capture_on_commit_callbacks) -> Callable[..., tuple[str, str]]:
    """The command, its commits' callbacks run (as a real commit would):
    (stdout, stderr)."""

    def command(name: str, *args: str, **options: Any) -> tuple[str, str]:
        out, err = io.StringIO(), io.StringIO()
        with django_capture_on_commit_callbacks(execute=True):
            call_command(name, *args, stdout=out, stderr=err, **options)
        return out.getvalue(), err.getvalue()

    return command


def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*.json")}


def edit(folder: Path, file: str, change: Callable[[Any], None]) -> None:
    path = folder / file
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")


def live(name: str) -> Revision:
    revision = store.published_revision(name)
    assert revision is not None, f"{name} has no published revision"
    return revision


def telephonie() -> OfferPage:
    return OfferPage.objects.get(route_key="telephonie")


def first_answer(data: Any) -> None:
    data["items"][0]["answer"] = ANSWER


def test_files_equal_to_what_is_live_publish_nothing(content_copy: Path, run) -> None:
    before = snapshot(content_copy)
    revisions = PageRevision.objects.count()
    out, _ = run("import_content")
    assert Revision.objects.count() == 0
    assert PageRevision.objects.count() == revisions
    assert "unchanged" in out
    run("export_content")
    assert snapshot(content_copy) == before


def test_edited_files_go_through_their_pages_and_come_back_byte_for_byte(
    content_copy: Path, run
) -> None:
    edit(content_copy, "data/faq_voip.json", first_answer)
    # A file with a `_comment` and fields the schema gives defaults to.
    edit(content_copy, "home.json", lambda d: d["words"].update(slogan="Vos outils suivent."))
    edit(content_copy, "navigation.json", lambda d: d.update(menuButton="Le menu"))
    edited = snapshot(content_copy)

    out, err = run("import_content")

    assert err == ""
    assert "faq_voip: published with page /telephonie" in out
    assert "home: published with page /home" in out
    assert "navigation: published with page « Site TQ Télécom »" in out
    assert live("faq_voip").data["items"][0]["answer"] == ANSWER
    assert telephonie().faq[0].value["answer"] == ANSWER
    # Who published it, in contentstore's history.
    assert live("faq_voip").published_by == "import_content"
    run("export_content")
    assert snapshot(content_copy) == edited
    # A second import finds everything live.
    revisions = PageRevision.objects.count()
    out, _ = run("import_content")
    assert PageRevision.objects.count() == revisions
    assert "published" not in out


def test_the_history_shows_the_import_and_a_later_publication_keeps_it(
    content_copy: Path, run
) -> None:
    edit(content_copy, "data/faq_voip.json", first_answer)
    run("import_content", "faq_voip")

    page = telephonie()
    imported = page.live_revision
    assert imported == page.get_latest_revision() and imported.user is None
    entry = PageLogEntry.objects.get(page=page, action=LOG_ACTION)
    assert entry.revision_id == imported.pk
    assert entry.data == {"files": ["data/faq_voip.json"]}
    assert "Importé depuis content/ (data/faq_voip.json)" in entry.message
    assert PageLogEntry.objects.filter(page=page, action="wagtail.publish").latest("timestamp")

    # Marketing then changes another text of the page, as the editor does:
    # from the newest version.
    editor = User.objects.create_superuser("camille")
    draft = page.get_latest_revision_as_object()
    draft.faq_title = "Vos questions"
    draft.save_revision(user=editor).publish(user=editor)
    served = live("faq_voip").data
    assert served["title"] == "Vos questions"
    assert served["items"][0]["answer"] == ANSWER


def test_an_invalid_file_is_reported_and_not_imported(content_copy: Path, run) -> None:
    (content_copy / "data" / "faq_net.json").write_text('{"title": "", "items": []}')
    edit(content_copy, "data/faq_voip.json", first_answer)
    revisions = OfferPage.objects.get(route_key="connexion").revisions.count()
    with pytest.raises(CommandError, match="not imported: faq_net"):
        run("import_content", "faq_net", "faq_voip")
    assert OfferPage.objects.get(route_key="connexion").revisions.count() == revisions
    assert store.published_revision("faq_net") is None
    # The valid one went in.
    assert live("faq_voip").data["items"][0]["answer"] == ANSWER


def test_a_file_its_page_refuses_is_not_imported(content_copy: Path, run) -> None:
    # The schema takes any number of quotes; the editor keeps a page light (12).
    edit(content_copy, "data/avis_it.json", lambda d: d["items"].extend(d["items"] * 4))
    out = io.StringIO()
    with pytest.raises(CommandError, match="avis_it"):
        call_command("import_content", "avis_it", stderr=out)
    assert "the page refuses it: " in out.getvalue()
    assert "La section compte de 1 à 12 témoignages" in out.getvalue()
    assert store.published_revision("avis_it") is None


def test_a_locked_page_is_refused_unless_forced(content_copy: Path, run) -> None:
    editor = User.objects.create_user("camille", is_staff=True)
    OfferPage.objects.filter(pk=telephonie().pk).update(
        locked=True, locked_by=editor, locked_at=timezone.now()
    )
    edit(content_copy, "data/faq_voip.json", first_answer)
    with pytest.raises(CommandError):
        run("import_content", "faq_voip")
    assert store.published_revision("faq_voip") is None

    out, _ = run("import_content", "faq_voip", force=True)
    assert "faq_voip: published" in out
    assert telephonie().locked  # still theirs


def test_a_newer_draft_is_refused_then_kept_on_top_with_force(content_copy: Path, run) -> None:
    editor = User.objects.create_user("camille", is_staff=True)
    # A draft of another document of the page (its words), and of this one.
    draft = telephonie()
    draft.hero_title = "Brouillon de Camille"
    draft.faq[1].value["answer"] = "Réponse du brouillon."
    draft.save_revision(user=editor)
    edit(content_copy, "data/faq_voip.json", first_answer)
    err = io.StringIO()
    with pytest.raises(CommandError):
        call_command("import_content", "faq_voip", stderr=err)
    assert "has a version newer than its live one (by camille" in err.getvalue()

    run("import_content", "faq_voip", force=True)
    page = telephonie()
    # Live: the import, not the draft.
    assert page.hero_title != "Brouillon de Camille" and page.faq[0].value["answer"] == ANSWER
    # Newest, unpublished: the draft's other words, and the imported FAQ whole
    # (the import wins for its documents).
    newest = page.get_latest_revision_as_object()
    assert page.has_unpublished_changes
    assert newest.hero_title == "Brouillon de Camille"
    assert newest.faq[0].value["answer"] == ANSWER
    assert newest.faq[1].value["answer"] != "Réponse du brouillon."


def test_a_scheduled_version_keeps_its_date_with_the_imported_values(
    content_copy: Path, run
) -> None:
    later = (timezone.now() + timedelta(days=30)).replace(microsecond=0)
    version = telephonie()
    version.hero_title = "Pour la rentrée"
    version.go_live_at = later
    version.save_revision().publish()
    edit(content_copy, "data/faq_voip.json", first_answer)

    run("import_content", "faq_voip", force=True)
    page = telephonie()
    scheduled = page.scheduled_revision
    assert scheduled is not None and scheduled.approved_go_live_at == later
    assert scheduled.as_object().hero_title == "Pour la rentrée"
    assert scheduled.as_object().faq[0].value["answer"] == ANSWER
    assert page.faq[0].value["answer"] == ANSWER  # live at once


def test_a_dry_run_changes_nothing(content_copy: Path, run) -> None:
    edit(content_copy, "data/faq_voip.json", first_answer)
    revisions = PageRevision.objects.count()
    out, _ = run("import_content", dry_run=True)
    assert "faq_voip: would publish with page /telephonie" in out
    assert PageRevision.objects.count() == revisions
    assert not Revision.objects.exists()


def test_quiet_at_verbosity_0(content_copy: Path, run) -> None:
    edit(content_copy, "data/faq_voip.json", first_answer)
    assert run("import_content", verbosity=0) == ("", "")
    assert run("export_content", verbosity=0) == ("", "")


def test_a_document_no_page_publishes_goes_straight_into_contentstore(
    content_copy: Path, run
) -> None:
    # Served from the file until a campaign page is published: the same file
    # imported changes nothing.
    out, _ = run("import_content", "landings", verbosity=2)
    assert "landings: unchanged" in out
    store.publish("landings", {"pages": []}, None, label="test")
    retired = {"id": 7, "slug": "printemps", "formerSlugs": []}
    edit(content_copy, "landings.json", lambda d: d.update(retired=[retired]))
    out, _ = run("import_content", "landings")
    assert "landings: published no page publishes it" in out
    assert live("landings").published_by == "import_content"
    out, _ = run("import_content", "landings", verbosity=2)
    assert "landings: unchanged" in out


def test_export_writes_what_was_published_and_keeps_the_files_comment(
    content_copy: Path, run
) -> None:
    page = HomePage.objects.get()
    page.slogan = "Un slogan publié dans Wagtail"
    revision = page.save_revision()
    run("export_content", "home", dry_run=True)
    assert "Un slogan" not in (content_copy / "home.json").read_text(encoding="utf-8")
    revision.publish()
    run("export_content", "home")
    text = (content_copy / "home.json").read_text(encoding="utf-8")
    assert '"slogan": "Un slogan publié dans Wagtail"' in text
    assert text.index('"_comment"') > text.index('"words"')  # where the file had it


def test_a_testimonial_photo_survives_export_and_import(
    content_copy: Path, run, settings, tmp_path: Path
) -> None:
    """The exported file names the photo's renditions; imported again (here
    with another quote changed), the page takes back the same library image."""
    settings.MEDIA_ROOT = tmp_path / "media"
    image = Image(title="Sandrine", file=SimpleUploadedFile("s.jpg", portrait_with_gps()))
    image.save()
    page = telephonie()
    page.testimonials[0].value["photo"] = image
    page.save_revision().publish()
    run("export_content", "avis_telecom")
    exported = json.loads((content_copy / "data" / "avis_telecom.json").read_text("utf-8"))
    assert exported["items"][0]["photo"]["opti"]["widths"] == [56, 112]

    edit(content_copy, "data/avis_telecom.json", lambda d: d["items"][1].update(text="Autre."))
    edited = snapshot(content_copy)
    images = Image.objects.count()
    out, _ = run("import_content", "avis_telecom")
    assert "avis_telecom: published" in out
    assert telephonie().testimonials[0].value["photo"] == image
    assert Image.objects.count() == images
    run("export_content")
    assert snapshot(content_copy) == edited


def test_a_value_its_page_does_not_edit_is_named_and_nothing_imported(
    content_copy: Path, run
) -> None:
    # The call link is derived from the phone on the contact page.
    edit(content_copy, "contact.json", lambda d: d.update(phoneHref="+33999999999"))
    err = io.StringIO()
    with pytest.raises(CommandError, match="contact"):
        call_command("import_content", "contact", stderr=err)
    assert "the page would publish contact otherwise (phoneHref:" in err.getvalue()
    assert store.published_revision("contact") is None
