"""Write the published revisions back to content/, for a developer to commit.

The files are written as they are formatted in the repository (two-space
JSON, UTF-8, final newline), so exporting what import_content read changes
no byte.
"""

import json
from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from contentstore import store
from contentstore.documents import DOCUMENTS, with_files


def file_text(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


class Command(BaseCommand):
    help = "Write each published content revision to its file in content/."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("names", nargs="*", help="documents (all by default)")

    def handle(self, *args: Any, **options: Any) -> None:
        for name in options["names"] or [info.name for info in with_files()]:
            info = DOCUMENTS[name]
            if info.file is None:
                self.stdout.write(f"{name}: no file (published with its page in Wagtail)")
                continue
            live = store.published_revision(name)
            if live is None:
                self.stdout.write(f"{name}: no published revision, {info.file} kept")
                continue
            text = file_text(live.data)
            path = info.path()
            if path.exists() and path.read_text(encoding="utf-8") == text:
                self.stdout.write(f"{name}: {info.file} already up to date")
                continue
            path.write_text(text, encoding="utf-8")
            self.stdout.write(f"{name}: version {live.pk} written to {info.file}")
