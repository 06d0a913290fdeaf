"""Publish the files of content/ as revisions (the reverse of export_content).

Each file is checked by the editor's strict schema first; an invalid file is
reported and not imported. A file equal to the live revision is skipped, so
importing twice publishes nothing new.
"""

import json
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from pydantic import ValidationError

from contentstore import store
from contentstore.documents import DOCUMENTS, with_files
from website.content import editable

LABEL = "import_content"


class Command(BaseCommand):
    help = "Publish each content/ file as a new revision when it differs from the live one."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("names", nargs="*", help="documents (all by default)")

    def handle(self, *args: Any, **options: Any) -> None:
        failed = []
        for name in options["names"] or [info.name for info in with_files()]:
            info = DOCUMENTS[name]
            if info.file is None:
                self.stdout.write(f"{name}: no file (published with its page in Wagtail)")
                continue
            with open(info.path(), encoding="utf-8") as fh:
                data = json.load(fh)
            try:
                editable.check(name, data)
            except ValidationError as exc:
                failed.append(name)
                self.stderr.write(f"{name}: {info.file} is invalid, not imported:\n{exc}")
                continue
            live = store.published_revision(name)
            if live is not None and live.data == data:
                self.stdout.write(f"{name}: unchanged")
                continue
            revision = store.publish(name, data, None, label=LABEL)
            self.stdout.write(f"{name}: published as version {revision.pk}")
        if failed:
            raise CommandError(f"not imported: {', '.join(failed)}")
