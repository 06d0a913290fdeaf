"""Invite a salesperson: a staff account in the Commercial (or Marketing) group.

    python manage.py add_salesperson claire --email claire@example.com \\
        --first-name Claire --last-name Martin [--role marketing]

creates the account without a password and mails a single-use invitation
link (72 h) through the mail queue: the person chooses their password and
adds a second factor (accounts/invitations.py). Nobody types or passes on
someone else's password. For scripts and tests only, --noinput sets the
password read from DJANGO_SALESPERSON_PASSWORD instead, like createsuperuser.
"""

import os
from argparse import ArgumentParser
from getpass import getpass
from typing import Any

from django.contrib.auth import get_user_model, password_validation
from django.contrib.auth.models import Group
from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError
from django.db import transaction

from accounts.invitations import ROLES, invite

GROUP = "Commercial"  # created by backoffice/migrations/0001_commercial_group.py


class Command(BaseCommand):
    help = "Crée un compte commercial (membre du groupe « Commercial »)."

    def add_arguments(self, parser: ArgumentParser) -> None:
        parser.add_argument("username", help="identifiant de connexion")
        parser.add_argument("--email", default="")
        parser.add_argument("--first-name", default="")
        parser.add_argument("--last-name", default="")
        parser.add_argument("--role", choices=sorted(ROLES), default="commercial")
        parser.add_argument(
            "--noinput",
            action="store_true",
            help="mot de passe lu dans DJANGO_SALESPERSON_PASSWORD",
        )

    def _password(self, user: Any, noinput: bool) -> str:
        if noinput:
            password = os.environ.get("DJANGO_SALESPERSON_PASSWORD", "")
            if not password:
                raise CommandError("DJANGO_SALESPERSON_PASSWORD est vide.")
        else:
            password = getpass("Mot de passe : ")
            if password != getpass("Mot de passe (confirmation) : "):
                raise CommandError("Les deux mots de passe diffèrent.")
        try:
            password_validation.validate_password(password, user)
        except ValidationError as error:
            raise CommandError(" ".join(error.messages)) from error
        return password

    def handle(self, *args: Any, **options: Any) -> None:
        if not options["noinput"]:
            self._invite(options)
            return
        User = get_user_model()
        try:
            group = Group.objects.get(name=GROUP)
        except Group.DoesNotExist as error:
            raise CommandError("Le groupe « Commercial » manque : lancez `migrate`.") from error
        user = User.objects.filter(username=options["username"]).first()
        created = user is None
        if user is None:
            user = User(username=options["username"])
        user.email = options["email"] or user.email
        user.first_name = options["first_name"] or user.first_name
        user.last_name = options["last_name"] or user.last_name
        user.is_staff = True
        user.set_password(self._password(user, options["noinput"]))
        with transaction.atomic():
            user.save()
            user.groups.add(group)
        verb = "créé" if created else "mis à jour"
        self.stdout.write(f"Compte commercial « {user.get_username()} » {verb}.")

    def _invite(self, options: dict[str, Any]) -> None:
        if not options["email"]:
            raise CommandError("--email est nécessaire : l'invitation part à cette adresse.")
        if get_user_model().objects.filter(username=options["username"]).exists():
            raise CommandError(f"Le compte « {options['username']} » existe déjà.")
        invite(
            options["username"],
            options["email"],
            options["role"],
            options["first_name"],
            options["last_name"],
        )
        self.stdout.write(
            f"Compte « {options['username']} » créé ; invitation envoyée à {options['email']}."
        )
