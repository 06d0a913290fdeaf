from django.apps import AppConfig


class ContentstoreConfig(AppConfig):
    name = "contentstore"
    verbose_name = "Contenu du site"
    default_auto_field = "django.db.models.BigAutoField"
