from django.apps import AppConfig


class AccountsConfig(AppConfig):
    name = "accounts"
    verbose_name = "Comptes du personnel"

    def ready(self) -> None:
        from core.mail import delivery

        from . import signals  # noqa: F401 - connects the sign-in record's receivers
        from .failopen import install
        from .models import StaffMail

        delivery.register(StaffMail.mail_kind, StaffMail, StaffMail.message)
        # A Redis outage must not break the staff sign-in (failopen.py).
        install()
