from django.apps import AppConfig


class LeadsConfig(AppConfig):
    name = "leads"
    verbose_name = "Demandes de rappel"

    def ready(self) -> None:
        from core import formposts, intake
        from core.mail import delivery

        from . import form_post, services
        from .models import Lead
        from .notifications import build_lead_message

        delivery.register(Lead.mail_kind, Lead, build_lead_message)
        # The lead form, posted without JavaScript.
        formposts.register(form_post.FORM_NAME, form_post.handle)
        # Leads accepted while the database was down, stored when it is back.
        intake.spool.register(Lead.mail_kind, services.replay_spooled)
