"""Store in the database the submissions the intake spool holds (core/intake).

Leads and reviews accepted while PostgreSQL was down wait in INTAKE_SPOOL_DIR;
the site replays them by itself once the database answers (each new
submission, and a retry loop in every process that saw them). This command
does it at once, e.g. after an outage (docs/operations.md, « PostgreSQL is
down »): oldest first, each stored once under its idempotency key with its
original receipt time, its mail queued, its file deleted after the commit.
Safe beside the site's own replays (one lock per entry). --dry-run only
counts. Exit status 1 when the database still refuses (nothing is lost) or
an entry cannot be stored (it stays; the log says why).
"""

from argparse import ArgumentParser
from typing import Any

from django.core.management.base import BaseCommand, CommandError

from core.intake import spool, watch


class Command(BaseCommand):
    help = "Enregistre en base les demandes et avis mis en attente pendant une panne."

    def add_arguments(self, parser: ArgumentParser) -> None:
        parser.add_argument("--dry-run", action="store_true", help="compter sans rien enregistrer")

    def handle(self, *args: Any, dry_run: bool = False, **options: Any) -> None:
        try:
            report = spool.replay_spool(dry_run=dry_run)
        except spool.DB_DOWN as exc:
            raise CommandError(f"base de données indisponible ({exc}) : rien n'est perdu") from exc
        finally:
            watch.observe()
        if dry_run:
            self.stdout.write(
                f"{report.stored} soumission(s) en attente, {report.left} illisible(s)."
            )
            return
        self.stdout.write(
            f"{report.stored} enregistrée(s), {report.already} déjà en base, "
            f"{report.busy} en cours ailleurs, {len(report.failed)} en échec."
        )
        if report.failed:
            raise CommandError("en échec (voir le journal) : " + ", ".join(report.failed))
