from django.apps import AppConfig


class CoreConfig(AppConfig):
    """Shared plumbing under every app: the API contract, anti-abuse, mail, caches."""

    name = "core"
    verbose_name = "Socle commun"
