from django.apps import AppConfig


class WebsiteConfig(AppConfig):
    """The public pages: route table, props, SEO, and the Node renderer's client."""

    name = "website"
    verbose_name = "Pages publiques"

    def ready(self) -> None:
        # Registers the page props builders (website/page_data/).
        from . import page_data  # noqa: F401
