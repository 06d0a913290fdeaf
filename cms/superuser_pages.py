"""What someone other than a superuser gets from a superuser-only page's
admin views (legal.py: SuperuserOnlyPage): one sentence saying who can
change it, in the Wagtail admin's layout, instead of Wagtail's redirect to
its dashboard with « Désolé, vous n'avez pas la permission… ».

Every view of Wagtail's page admin that names a page (edit, preview,
history, revisions, compare, lock…) answers so, GET and POST alike: the
permissions (SuperuserOnlyPermissions) already refuse each change, this
says why. Answered with 403, the status of a refused request (the same as
the page editor's refusal of a salesperson, access.py), so logs and
monitoring count it as one.
"""

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from wagtail.models import Page

from .contact import ContactPage

PAGES_NAMESPACE = "wagtailadmin_pages"
# The page's id in those views' URLs (compare names it pk).
PAGE_KWARGS = ("page_id", "pk")


def _named_page(request: HttpRequest, view_kwargs: dict[str, object]) -> Page | None:
    match = request.resolver_match
    if match is None or match.namespace != PAGES_NAMESPACE:
        return None
    for kwarg in PAGE_KWARGS:
        if kwarg in view_kwargs:
            return Page.objects.filter(pk=view_kwargs[kwarg]).first()
    return None


def refusal(request: HttpRequest, view_kwargs: dict[str, object]) -> HttpResponse | None:
    """The answer for a non-superuser opening a superuser-only page, else None."""
    if request.user.is_superuser:
        return None
    page = _named_page(request, view_kwargs)
    page_class = page.specific_class if page is not None else None
    if page is None or not getattr(page_class, "superuser_only", False):
        return None
    contact = ContactPage.objects.first()
    context = {
        "page_title": page.title,
        "header_icon": "lock",
        "header_title": f"{page.title} — réservé aux administrateurs",
        "what": page_class.superuser_only_what,  # type: ignore[union-attr]
        "support": settings.STAFF_SUPPORT_EMAIL,
        "tree_url": reverse("wagtailadmin_explore", args=[page.get_parent().pk]),
        "contact_edit_url": (
            reverse("wagtailadmin_pages:edit", args=[contact.pk]) if contact else None
        ),
    }
    return render(request, "cms/superuser_only.html", context, status=403)
