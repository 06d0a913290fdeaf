"""The mail worker: django-tasks-db's db_worker plus the queue's self-healing.

`make run`, `make prod` and compose.yaml start this. Besides sending the
queued notifications (db_worker), it runs core.mail.recovery every
NOTIFY_RECOVERY_INTERVAL seconds in a background thread, so that a crash of
any worker is repaired without an operator command; and, in another, the
page editor's `publish_scheduled` (Wagtail's command, by its name) every
PUBLISH_SCHEDULED_INTERVAL seconds, so that a page scheduled by Marketing
goes live less than a minute after its time, in every topology.
"""

import logging
import os
import threading
from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandParser
from django.db import InterfaceError, OperationalError, close_old_connections

from core.mail import recovery

logger = logging.getLogger(__name__)

# While PostgreSQL is down the worker waits this long between two tries,
# instead of exiting at once and being restarted in a loop by its supervisor
# (which gives up on a program that keeps dying, and floods the log).
DATABASE_RETRY_SECONDS = 5.0


def publish_scheduled_forever(stop: threading.Event) -> None:
    """Publishes the pages whose scheduled time has come, until `stop` is set."""
    while not stop.wait(settings.PUBLISH_SCHEDULED_INTERVAL):
        try:
            call_command("publish_scheduled", verbosity=0)
        except Exception:  # the database may be restarting: try again later
            logger.exception(
                "scheduled publications failed; next try in %ss",
                settings.PUBLISH_SCHEDULED_INTERVAL,
            )
        finally:
            close_old_connections()


class Command(BaseCommand):
    help = "Send the queued notifications and recover the ones a crash left behind."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--interval", default="1", help="seconds between queue polls")

    def handle(self, *args: Any, **options: Any) -> None:
        stop = threading.Event()
        threading.Thread(target=self._recover_forever, args=(stop,), daemon=True).start()
        threading.Thread(target=publish_scheduled_forever, args=(stop,), daemon=True).start()
        worker = ["--interval", str(options["interval"]), "--no-reload"]
        worker += ["--backend", "database", "--queue-name", "default"]
        if os.environ.get("MAIL_WORKER_ID"):
            worker += ["--worker-id", os.environ["MAIL_WORKER_ID"]]
        try:
            while True:
                try:
                    call_command("db_worker", *worker)
                    return
                except (OperationalError, InterfaceError) as error:
                    logger.warning(
                        "mail worker: database unavailable (%s); next try in %ss",
                        type(error).__name__,
                        DATABASE_RETRY_SECONDS,
                    )
                    close_old_connections()
                    if stop.wait(DATABASE_RETRY_SECONDS):
                        return
        finally:
            stop.set()

    def _recover_forever(self, stop: threading.Event) -> None:
        heartbeat = os.environ.get("MAIL_WORKER_HEARTBEAT", "")
        failed_last = False  # after an outage, one sweep without take-overs (recovery.py)
        while not stop.wait(settings.NOTIFY_RECOVERY_INTERVAL):
            try:
                recovery.recover(take_over=not failed_last)
                failed_last = False
                if heartbeat:  # compose.yaml's healthcheck reads its age
                    Path(heartbeat).touch()
            except Exception:  # the database may be restarting: try again later
                failed_last = True
                logger.exception(
                    "mail recovery failed; next try in %ss", settings.NOTIFY_RECOVERY_INTERVAL
                )
            finally:
                close_old_connections()
