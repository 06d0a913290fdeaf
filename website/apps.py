from django.apps import AppConfig


class WebsiteConfig(AppConfig):
    """The public pages: route table, props, SEO, and the Node renderer's client."""

    name = "website"
    verbose_name = "Pages publiques"

    def ready(self) -> None:
        # Registers the page props builders (website/page_data/).
        from core import opening_hours

        from . import page_data  # noqa: F401
        from .content.company import schedule

        # The leads' business clock reads the published reception hours
        # through core, below both apps.
        opening_hours.use_source(schedule)
