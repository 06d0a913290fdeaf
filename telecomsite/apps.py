from django.apps import AppConfig


class TelecomsiteConfig(AppConfig):
    name = "telecomsite"
    verbose_name = "Site"

    def ready(self) -> None:
        # Registers the page props builders (telecomsite/page_data/).
        from . import page_data  # noqa: F401
