"""Apply the privacy policy's retention periods to leads and reviews.

- Prospects: 3 years after the last contact (or after the date received
  when nobody has called them). A person's leads go together,
  once the latest contact across all of them (same e-mail) is that old.
- Submissions flagged as spam: 90 days.
- Reviews: refused ones after 90 days, pending ones after 3 years; published
  reviews stay while they are shown on the site.
- Admin login records of django-axes (they hold IP addresses and user
  names): AXES_RETENTION_DAYS (30 days), far beyond the 1-hour lockout;
  expired rate-limit counters (hashed addresses) go too.

Run it daily (cron or systemd timer). --dry-run only counts.
"""

from argparse import ArgumentParser
from datetime import timedelta
from typing import Any

from axes.models import AccessAttempt, AccessFailureLog, AccessLog
from django.conf import settings
from django.core.management.base import BaseCommand
from django.db import transaction
from django.db.models.functions import Coalesce
from django.utils import timezone

from core.models import RateCounter
from leads.models import Lead, LeadStatus
from reviews.models import Review, ReviewStatus


class Command(BaseCommand):
    help = "Supprime les données personnelles dont la durée de conservation est échue."

    def add_arguments(self, parser: ArgumentParser) -> None:
        parser.add_argument("--dry-run", action="store_true", help="compter sans supprimer")

    def handle(self, *args: Any, dry_run: bool = False, **options: Any) -> None:
        now = timezone.now()
        prospect_cutoff = now - timedelta(days=settings.LEADS_RETENTION_DAYS)
        spam_cutoff = now - timedelta(days=settings.SPAM_RETENTION_DAYS)
        axes_cutoff = now - timedelta(days=settings.AXES_RETENTION_DAYS)
        # A lead nobody has called yet counts from the day it was received.
        leads = Lead.objects.annotate(contact_or_received=Coalesce("last_contact_at", "created_at"))
        recent_contacts = leads.filter(contact_or_received__gte=prospect_cutoff).values("email")
        with transaction.atomic():
            expired_leads = leads.filter(contact_or_received__lt=prospect_cutoff).exclude(
                email__in=recent_contacts
            )
            spam_leads = Lead.objects.filter(status=LeadStatus.SPAM, created_at__lt=spam_cutoff)
            refused_reviews = Review.objects.filter(
                status=ReviewStatus.REFUSED, created_at__lt=spam_cutoff
            )
            stale_reviews = Review.objects.filter(
                status=ReviewStatus.PENDING, created_at__lt=prospect_cutoff
            )
            axes_records = (
                AccessAttempt.objects.filter(attempt_time__lt=axes_cutoff),
                AccessFailureLog.objects.filter(attempt_time__lt=axes_cutoff),
                AccessLog.objects.filter(attempt_time__lt=axes_cutoff),
            )
            rate_counters = RateCounter.objects.filter(expires_at__lt=now)
            counts = {
                "demandes (prospects, 3 ans après le dernier contact)": expired_leads.count(),
                "demandes marquées spam (90 jours)": spam_leads.exclude(
                    pk__in=expired_leads.values("pk")
                ).count(),
                "avis refusés (90 jours)": refused_reviews.count(),
                "avis jamais modérés (3 ans)": stale_reviews.count(),
                "traces de connexion à l'administration (30 jours)": sum(
                    q.count() for q in axes_records
                ),
                "compteurs anti-abus expirés": rate_counters.count(),
            }
            if not dry_run:
                expired_leads.delete()
                spam_leads.delete()
                refused_reviews.delete()
                stale_reviews.delete()
                for records in axes_records:
                    records.delete()
                rate_counters.delete()
        verb = "à supprimer" if dry_run else "supprimé(s)"
        if options["verbosity"] >= 1:
            for label, count in counts.items():
                self.stdout.write(f"{count} {label} {verb}")
