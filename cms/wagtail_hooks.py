"""Wagtail's admin, shaped for Marketing: a way back to the back office."""

from django.templatetags.static import static
from django.urls import reverse
from django.utils.html import format_html
from wagtail import hooks
from wagtail.admin.menu import MenuItem


@hooks.register("register_admin_menu_item")
def back_office() -> MenuItem:
    # One home for staff: the back office's dashboard (leads, reviews, the
    # other contents), where the page editor is linked too.
    return MenuItem("Accueil de la gestion", reverse("admin:index"), icon_name="home", order=10000)


@hooks.register("insert_editor_css")
def editor_css() -> str:
    return format_html('<link rel="stylesheet" href="{}">', static("cms/editor.css"))


@hooks.register("insert_editor_js")
def dialog_names() -> str:
    return format_html('<script src="{}"></script>', static("cms/dialog-names.js"))
