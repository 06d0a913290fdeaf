from django.apps import AppConfig


class CmsConfig(AppConfig):
    name = "cms"
    verbose_name = "Pages du site"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from django.db.models.signals import post_delete, post_migrate, pre_save
        from wagtail.images.models import Image
        from wagtail.signals import page_published, page_unpublished

        from . import images, landing_page, old_editor_revisions, projection, seed

        # Every database gets the page tree of the route table, filled with
        # the shipped content (a fresh one, and one migrated from the old editor).
        post_migrate.connect(seed.after_migrate, sender=self)
        # Then, on pages that hold every document, the old editor's drafts
        # and scheduled versions (connected second: receivers run in order).
        post_migrate.connect(old_editor_revisions.after_migrate, sender=self)
        page_published.connect(projection.on_publish, dispatch_uid="cms.projection")
        # A campaign page unpublished or deleted leaves the served list.
        page_unpublished.connect(landing_page.on_unpublish, dispatch_uid="cms.landing_off")
        post_delete.connect(
            landing_page.on_delete,
            sender=landing_page.LandingPage,
            dispatch_uid="cms.landing_rm",
        )
        # No photo's location or device reaches the site (cms/images.py).
        pre_save.connect(images.strip_on_upload, sender=Image, dispatch_uid="cms.images")
