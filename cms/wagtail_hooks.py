"""Wagtail's admin, shaped for Marketing: a way back to the back office, the
editor's own styles and dialog names, the published reviews a page's
testimonials may take (from_reviews.py), and the history's line for a
version imported from content/ (content_import.py)."""

from typing import Any

from django.http import HttpRequest
from django.templatetags.static import static
from django.urls import URLPattern, path, reverse
from django.utils.html import format_html
from wagtail import hooks
from wagtail.admin.menu import MenuItem
from wagtail.log_actions import LogFormatter

from .content_import import LOG_ACTION
from .from_reviews import editable_pages, reviews_to_testimonials


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


class ReviewsMenuItem(MenuItem):
    def is_shown(self, request: HttpRequest) -> bool:
        return bool(editable_pages(request.user))


@hooks.register("register_admin_urls")
def reviews_to_testimonials_url() -> list[URLPattern]:
    return [path("avis-publies/", reviews_to_testimonials, name="cms_reviews_to_testimonials")]


@hooks.register("register_admin_menu_item")
def reviews_to_testimonials_menu() -> MenuItem:
    # Published reviews, which Marketing may take into a page's testimonials.
    return ReviewsMenuItem(
        "Avis clients publiés",
        reverse("cms_reviews_to_testimonials"),
        icon_name="openquote",
        order=300,
    )


@hooks.register("register_log_actions")
def imported_versions(actions: Any) -> None:
    @actions.register_action(LOG_ACTION)
    class Imported(LogFormatter):
        label = "Import des fichiers de contenu"

        def format_message(self, log_entry: Any) -> str:
            files = ", ".join((log_entry.data or {}).get("files", []))
            return f"Importé depuis content/ ({files}) par import_content"
