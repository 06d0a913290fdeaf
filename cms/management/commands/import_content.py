"""Import the files of content/ into the Wagtail pages that publish them
(the reverse of export_content).

For each page holding a file that differs from what it publishes, a new
revision built from the page as it is live with the files' values, saved and
published through Wagtail by « système » (history: « Importé depuis
content/ »); the projection publishes its documents. A file equal to what is
live publishes nothing. An invalid file, or one its page refuses, is
reported and nothing is imported for it. A page locked by someone, or with a
draft or a scheduled version newer than its live one, is refused unless
--force (cms/content_import.py says what --force does). A document no page
publishes (the campaign pages' list) goes straight into contentstore.

    manage.py import_content [names…] [--dry-run] [--force]
"""

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from contentstore.documents import DOCUMENTS, with_files

from ...content_import import import_files

FAILED = ("refused", "invalid")


class Command(BaseCommand):
    help = "Import each content/ file that differs from what is live into its page in Wagtail."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("names", nargs="*", help="documents (all with a file by default)")
        parser.add_argument(
            "--dry-run", action="store_true", help="say what would be published; change nothing"
        )
        parser.add_argument(
            "--force",
            action="store_true",
            help="import into a locked page, or one with a newer draft or scheduled version "
            "(which then gets the imported values too)",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        names = options["names"] or [info.name for info in with_files()]
        unknown = [name for name in names if name not in DOCUMENTS]
        if unknown:
            raise CommandError(f"unknown documents: {', '.join(unknown)}")
        verbosity = options["verbosity"]
        outcomes = import_files(names, force=options["force"], dry_run=options["dry_run"])
        for outcome in outcomes:
            line = f"{outcome.name}: {outcome.status}" + (
                f" {outcome.detail}" if outcome.detail else ""
            )
            if outcome.status in FAILED:
                self.stderr.write(line)
            elif verbosity >= 2 or (
                verbosity >= 1 and outcome.status not in ("unchanged", "no file")
            ):
                self.stdout.write(line)
        counts: dict[str, int] = {}
        for outcome in outcomes:
            counts[outcome.status] = counts.get(outcome.status, 0) + 1
        if verbosity >= 1:
            self.stdout.write(", ".join(f"{n} {status}" for status, n in counts.items()))
        failed = [outcome.name for outcome in outcomes if outcome.status in FAILED]
        if failed:
            raise CommandError(f"not imported: {', '.join(failed)}")
