"""export_content / import_content: a round trip changes no byte."""

import shutil
from pathlib import Path

import pytest
from django.core.management import call_command

from contentstore import store
from contentstore.documents import with_files
from contentstore.models import Revision

pytestmark = pytest.mark.django_db


@pytest.fixture
def content_copy(tmp_path: Path, settings) -> Path:
    copy = tmp_path / "content"
    shutil.copytree(settings.CONTENT_DIR, copy)
    settings.CONTENT_DIR = copy
    return copy


def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*.json")}


def test_import_then_export_changes_nothing(content_copy: Path) -> None:
    before = snapshot(content_copy)
    # Pages' titles and descriptions have no file: they live with their page.
    call_command("import_content")
    assert Revision.objects.count() == len(with_files())
    call_command("import_content")  # a second import publishes nothing new
    assert Revision.objects.count() == len(with_files())
    call_command("export_content")
    assert snapshot(content_copy) == before


def test_export_writes_what_was_published(content_copy: Path) -> None:
    call_command("import_content", "faq_it")
    live = store.published_revision("faq_it")
    assert live is not None
    data = {**live.data, "title": "Vos questions sur l'infogérance"}
    store.publish("faq_it", data, None, label="test")
    call_command("export_content", "faq_it")
    text = (content_copy / "data" / "faq_it.json").read_text(encoding="utf-8")
    assert '"title": "Vos questions sur l\'infogérance"' in text


def test_an_invalid_file_is_not_imported(content_copy: Path) -> None:
    (content_copy / "data" / "faq_net.json").write_text('{"title": "", "items": []}')
    with pytest.raises(Exception, match="faq_net"):
        call_command("import_content", "faq_net")
    assert not Revision.objects.exists()
