from django.apps import AppConfig
from django.contrib.admin import apps as admin_apps


class StaffAdminConfig(admin_apps.AdminConfig):
    """Django's admin, with the sales dashboard as its home page (site.py)."""

    default = False
    default_site = "backoffice.site.StaffAdminSite"


class BackofficeConfig(AppConfig):
    default = True
    """The staff workspace: dashboard, Commercial group, technical section."""

    name = "backoffice"
    verbose_name = "Espace commercial"

    def ready(self) -> None:
        # Every app's admin is registered by now (the admin app comes first).
        from django.contrib import admin

        from .site import frenchify_technical_admins

        # A published review becomes a testimonial in the page editor now
        # (cms/from_reviews.py), where the testimonials are edited.
        frenchify_technical_admins(admin.site)
