"""Staff notifications of new leads and reviews (README, "Demandes et avis"):
the mail queue, the sender and recipients, retries and crash recovery. The
mail backend itself is chosen per environment (dev.py, production.py)."""

import os
from typing import Any

from .company import COMPANY

EMAIL_SUBJECT_PREFIX = "[TQ Télécom] "
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "site@example.com")
# Origin of the staff admin in notification mails (e.g. https://gestion.example.com).
# Empty: the origin each lead or review was submitted on (right on any port).
STAFF_URL = os.environ.get("STAFF_URL", "").rstrip("/")

# Notifications are django-tasks jobs kept in the database (django-tasks-db,
# in base.py's INSTALLED_APPS) and sent by `manage.py run_mail_worker`, which
# every topology starts (scripts/serve.sh, make prod, compose's worker); a
# lead is accepted even while the mail server is down.
TASKS: dict[str, dict[str, Any]] = {
    # Wagtail's own jobs (its reference index, an image's focal point) are
    # enqueued on the default backend: they run at once, inside the request
    # that publishes, as Wagtail does without a queue, so that the worker's
    # queue, its metrics and its alerts hold staff mail only (scheduled pages
    # are Wagtail's publish_scheduled, run by the worker beside the queue).
    "default": {"BACKEND": "django_tasks.backends.immediate.ImmediateBackend"},
    # What the worker (run_mail_worker) serves: the notification mails.
    "database": {"BACKEND": "django_tasks_db.DatabaseBackend", "QUEUES": ["default"]},
}

# Where notifications go: the LEADS_NOTIFY_EMAIL and REVIEWS_NOTIFY_EMAIL
# environment variables (defaults in company.py), never a content document,
# so that no editor of the back office can redirect the lead mails.
LEADS_NOTIFY_EMAIL = COMPANY["salesEmail"]
REVIEWS_NOTIFY_EMAIL = COMPANY["moderationEmail"]
# A failed mail is retried after 30 s, 1 min, 2 min… then every hour, until sent.
NOTIFY_RETRY_BASE_SECONDS = float(os.environ.get("NOTIFY_RETRY_BASE_SECONDS", "30"))
NOTIFY_RETRY_MAX_SECONDS = float(os.environ.get("NOTIFY_RETRY_MAX_SECONDS", "3600"))
# A send claimed longer ago than this is taken as lost (worker killed
# mid-send); an SMTP exchange cannot legitimately last that long (EMAIL_TIMEOUT
# is 10 s per operation). Every worker looks for such sends every
# NOTIFY_RECOVERY_INTERVAL seconds (core/mail/recovery.py), so a crash
# delays a mail by at most 2 min 30 s by default, with no operator command.
NOTIFY_CLAIM_TIMEOUT_SECONDS = float(os.environ.get("NOTIFY_CLAIM_TIMEOUT_SECONDS", "120"))
NOTIFY_RECOVERY_INTERVAL = float(os.environ.get("NOTIFY_RECOVERY_INTERVAL", "30"))
# Finished django-tasks rows are deleted after this many days.
NOTIFY_TASK_RETENTION_DAYS = int(os.environ.get("NOTIFY_TASK_RETENTION_DAYS", "7"))
