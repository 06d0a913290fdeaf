"""Write the published revisions back to content/, for a developer to commit
(the reverse of import_content).

A file is written only when what is published differs from what it says:
a revision published from Wagtail holds the document as the site's schema
keeps it (no `_comment`, the schema's defaults filled in, its key order), so
rewriting a file it equals would change bytes and nothing else. A file that
is written keeps its `_comment` keys, and is formatted as the repository's
files are (two-space JSON, UTF-8, final newline): import then export changes
no byte.

    manage.py export_content [names…] [--dry-run]
"""

import json
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from contentstore import store
from contentstore.documents import DOCUMENTS, with_files

from ...content_import import same


def file_text(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def with_comments(data: Any, before: Any) -> Any:
    """`data` in the file's key order, with the file's own `_…` keys (its
    documentation, which no revision holds) where the file had them."""
    if not isinstance(data, dict) or not isinstance(before, dict):
        return data
    merged = {}
    for key in before:
        if key.startswith("_") and key not in data:
            merged[key] = before[key]
        elif key in data:
            merged[key] = data[key]
    return {**merged, **{key: value for key, value in data.items() if key not in merged}}


def _read(path: Any) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None  # missing or unreadable: written again


class Command(BaseCommand):
    help = "Write each published content revision that differs from its file to content/."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("names", nargs="*", help="documents (all with a file by default)")
        parser.add_argument(
            "--dry-run", action="store_true", help="say which files would change; write nothing"
        )

    def handle(self, *args: Any, **options: Any) -> None:
        names = options["names"] or [info.name for info in with_files()]
        unknown = [name for name in names if name not in DOCUMENTS]
        if unknown:
            raise CommandError(f"unknown documents: {', '.join(unknown)}")
        verbosity = options["verbosity"]
        for name in names:
            info = DOCUMENTS[name]
            if info.file is None:
                if verbosity >= 2:
                    self.stdout.write(f"{name}: no file (published with its page in Wagtail)")
                continue
            live = store.published_revision(name)
            path = info.path()
            before = _read(path)
            if live is None or same(name, live.data, before):
                if verbosity >= 2:
                    why = "no published revision" if live is None else "already up to date"
                    self.stdout.write(f"{name}: {why}, {info.file} kept")
                continue
            if not options["dry_run"]:
                path.write_text(file_text(with_comments(live.data, before)), encoding="utf-8")
            if verbosity >= 1:
                verb = "would be written" if options["dry_run"] else "written"
                self.stdout.write(f"{name}: version {live.pk} {verb} to {info.file}")
