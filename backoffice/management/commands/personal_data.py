"""Access and erasure requests (RGPD art. 15 and 17) for one e-mail address.

--export prints everything stored about the address as JSON (leads; with
--name, reviews signed with that exact name, since reviews hold no e-mail).
--erase deletes it, in one transaction; --dry-run shows what would go.
Mails already delivered to staff mailboxes are outside the database: the
output reminds the operator to delete them there too.
"""

import json
from argparse import ArgumentParser
from typing import Any

from django.core.management.base import BaseCommand, CommandError
from django.db import transaction
from django.db.models import QuerySet
from django.utils import timezone

from leads.models import Lead
from reviews.models import Review


def _lead_dict(lead: Lead) -> dict[str, Any]:
    return {
        "id": lead.pk,
        "recue_le": lead.created_at.isoformat(),
        "dernier_contact": lead.last_contact_at.isoformat() if lead.last_contact_at else None,
        "page": lead.get_context_display(),
        "page_d_origine": lead.page_path,
        "prenom": lead.first_name,
        "nom": lead.last_name,
        "entreprise": lead.company,
        "email": lead.email,
        "telephone": lead.phone,
        "message": lead.message,
        "informations_complementaires": lead.extras,
        "statut": lead.get_status_display(),
        "note_interne": lead.staff_note,
    }


def _review_dict(review: Review) -> dict[str, Any]:
    return {
        "id": review.pk,
        "recu_le": review.created_at.isoformat(),
        "nom": review.name,
        "entreprise": review.company,
        "avis": review.message,
        "statut": review.get_status_display(),
    }


class Command(BaseCommand):
    help = "Exporte ou efface les données personnelles liées à une adresse e-mail."

    def add_arguments(self, parser: ArgumentParser) -> None:
        parser.add_argument("--email", required=True, help="adresse de la personne concernée")
        parser.add_argument("--name", help="nom exact signant des avis (facultatif)")
        action = parser.add_mutually_exclusive_group(required=True)
        action.add_argument("--export", action="store_true", help="afficher les données en JSON")
        action.add_argument("--erase", action="store_true", help="effacer les données")
        parser.add_argument("--dry-run", action="store_true", help="avec --erase : ne rien effacer")

    def _querysets(self, email: str, name: str | None) -> tuple[QuerySet[Lead], QuerySet[Review]]:
        leads = Lead.objects.filter(email__iexact=email.strip()).order_by("created_at")
        reviews = Review.objects.none()
        if name and name.strip():
            reviews = Review.objects.filter(name__iexact=name.strip()).order_by("created_at")
        return leads, reviews

    def handle(self, *args: Any, **options: Any) -> None:
        email: str = options["email"]
        if "@" not in email:
            raise CommandError("Adresse e-mail invalide.")
        leads, reviews = self._querysets(email, options.get("name"))
        if options["export"]:
            document = {
                "email": email.strip().lower(),
                "exporte_le": timezone.now().isoformat(),
                "demandes": [_lead_dict(lead) for lead in leads],
                "avis": [_review_dict(review) for review in reviews],
            }
            self.stdout.write(json.dumps(document, ensure_ascii=False, indent=2))
            return
        with transaction.atomic():
            lead_count, review_count = leads.count(), reviews.count()
            if not options["dry_run"]:
                leads.delete()
                reviews.delete()
        if options["verbosity"] >= 1:
            verb = "à effacer" if options["dry_run"] else "effacé(s)"
            self.stdout.write(f"{lead_count} demande(s) et {review_count} avis {verb}.")
            if lead_count and not options["dry_run"]:
                self.stdout.write(
                    "Pensez aussi à supprimer les notifications reçues dans la boîte "
                    "de l'équipe commerciale."
                )
