from django.apps import AppConfig


class TelecomsiteConfig(AppConfig):
    name = "telecomsite"
    verbose_name = "Site"
