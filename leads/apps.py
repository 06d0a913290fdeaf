from django.apps import AppConfig


class LeadsConfig(AppConfig):
    name = "leads"
    verbose_name = "Demandes de rappel"

    def ready(self) -> None:
        from core import intake
        from core.mail import delivery

        from .intake import LEAD
        from .models import Lead
        from .notifications import build_lead_message

        delivery.register(Lead.mail_kind, Lead, build_lead_message)
        # Its way in, JSON or form post, and its replay from the intake spool.
        intake.register(LEAD)
