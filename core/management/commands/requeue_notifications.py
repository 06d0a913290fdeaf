"""Queue again every staff notification that should have been sent by now.

The worker normally retries on its own; this is the safety net after an
outage of the worker or a task backend without deferred jobs. Sending stays
exactly-once: each job claims its row before mailing. --dry-run only counts.
"""

from argparse import ArgumentParser
from typing import Any

from django.core.management.base import BaseCommand
from django.db import transaction

from core.mail import delivery


class Command(BaseCommand):
    help = "Remet en file d'envoi les notifications en retard."

    def add_arguments(self, parser: ArgumentParser) -> None:
        parser.add_argument("--dry-run", action="store_true", help="compter sans rien envoyer")

    def handle(self, *args: Any, dry_run: bool = False, **options: Any) -> None:
        with transaction.atomic():
            count = delivery.requeue_due(dry_run=dry_run)
        if options["verbosity"] >= 1:
            state = "en retard" if dry_run else "remise(s) en file"
            self.stdout.write(f"{count} notification(s) {state}.")
