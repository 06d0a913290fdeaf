"""manage.py reset_staff_factors <username>: for a member who lost every
factor and every recovery code. Logged in the sign-in record, mailed to them."""

from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from accounts.factors import reset_factors


class Command(BaseCommand):
    help = "Supprime les seconds facteurs d'un membre (il en ajoutera un à sa prochaine connexion)."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("username")

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            user = get_user_model().objects.get(username=options["username"])
        except get_user_model().DoesNotExist as exc:
            raise CommandError(f"Aucun compte « {options['username']} ».") from exc
        count = reset_factors(user, "la commande reset_staff_factors")
        self.stdout.write(f"{count} facteur(s) supprimé(s) pour {user.get_username()}.")
