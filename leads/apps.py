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
        _answer_unavailable()


def _answer_unavailable() -> None:
    """POST /api/send and /api/review answer 503 {ok: false, error:
    "unavailable"} when neither the database nor the spool took the
    submission (core/intake), instead of the generic 500."""
    from core import intake
    from telecomsite.api import api

    api.add_exception_handler(intake.Unavailable, intake.answer_unavailable)
