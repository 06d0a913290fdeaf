"""The admin site staff work in: the sales dashboard as its home page, the
business models first, the technical ones under their own French heading."""

from typing import Any

from django.contrib import admin
from django.http import HttpRequest, HttpResponseRedirect
from django.urls import reverse
from django.utils import timezone
from django.views.i18n import JavaScriptCatalog

from leads import business_hours

from . import chart, figures, password_record

BUSINESS_APPS = ("leads", "reviews")
TECHNICAL_HEADING = "Administration technique"
# Third-party models shown with French names (their own are English or vague).
TECHNICAL_NAMES = {
    ("auth", "User"): "Comptes du personnel",
    ("auth", "Group"): "Groupes (rôles)",
    ("axes", "AccessAttempt"): "Blocages de connexion (tentatives échouées)",
    ("axes", "AccessLog"): "Journal des connexions",
    ("axes", "AccessFailureLog"): "Échecs de connexion",
    ("axes", "AccessAttemptExpiration"): "Expirations des blocages",
    ("django_tasks_database", "DBTaskResult"): "File des tâches (envoi des e-mails)",
}


class StaffJavaScriptCatalog(JavaScriptCatalog):
    """The admin's script strings, with a selection counter that reads right
    whatever the gender of the listed objects (templates/admin/actions.html)."""

    def get_catalog(self) -> dict[str, Any]:
        catalog: dict[str, Any] = super().get_catalog()
        counter = "Sélection : %(sel)s sur %(cnt)s"
        catalog["%(sel)s of %(cnt)s selected"] = [counter, counter, counter]
        return catalog


class StaffAdminSite(admin.AdminSite):
    site_header = "TQ Télécom — espace commercial"
    site_title = "TQ Télécom"
    index_title = "Tableau de bord commercial"
    index_template = "backoffice/dashboard.html"
    # The sidebar eats a quarter of a 1280 px screen; the header links suffice.
    enable_nav_sidebar = False

    def get_app_list(self, request: HttpRequest, app_label: str | None = None) -> list[Any]:
        apps = super().get_app_list(request, app_label)
        for app in apps:
            for model in app["models"]:
                key = (app["app_label"], model["object_name"])
                model["name"] = TECHNICAL_NAMES.get(key, model["name"])
        if app_label:
            return apps
        business = [a for a in apps if a["app_label"] in BUSINESS_APPS]
        technical = [m for a in apps if a["app_label"] not in BUSINESS_APPS for m in a["models"]]
        if technical:
            business.append(
                {
                    "name": TECHNICAL_HEADING,
                    "app_label": "technique",
                    "app_url": "",
                    "has_module_perms": True,
                    "models": technical,
                }
            )
        return business

    def get_urls(self) -> list[Any]:
        # The per-user password form, recorded and mailed, before UserAdmin's own.
        return [*password_record.urls(self), *super().get_urls()]

    def password_change(self, request: HttpRequest, extra_context: Any = None) -> Any:
        """Staff change their password on the account pages (allauth), which
        ask for the current one, write the sign-in record, mail the person and
        end their other sessions; Django's own form here did none of that."""
        return HttpResponseRedirect(reverse("account_change_password"))

    def password_change_done(self, request: HttpRequest, extra_context: Any = None) -> Any:
        return HttpResponseRedirect(reverse("staff_security"))

    def i18n_javascript(self, request: HttpRequest, extra_context: Any = None) -> Any:
        return StaffJavaScriptCatalog.as_view(packages=["django.contrib.admin"])(request)

    def index(self, request: HttpRequest, extra_context: dict[str, Any] | None = None) -> Any:
        context = {**dashboard_context(request), **(extra_context or {})}
        return super().index(request, context)


# Third-party apps shown under French names (breadcrumbs, app pages). App
# names are not part of the migration state, unlike model verbose names.
TECHNICAL_APP_NAMES = {
    "axes": "Sécurité des connexions",
    "django_tasks_database": "File des tâches",
}


def frenchify_technical_admins(site: admin.AdminSite) -> None:
    """Give the technical lists French titles instead of "Sélectionnez l'objet
    task result à changer"; called once the admins are registered."""
    from django.apps import apps

    installed = {config.label: config for config in apps.get_app_configs()}
    for label, name in TECHNICAL_APP_NAMES.items():
        if label in installed:
            installed[label].verbose_name = name
    for model, model_admin in list(site._registry.items()):
        title = TECHNICAL_NAMES.get((model._meta.app_label, model._meta.object_name or ""))
        if not title:
            continue

        class FrenchTitles(type(model_admin)):  # type: ignore[misc]
            french_title = title

            def changelist_view(self, request: HttpRequest, extra_context: Any = None) -> Any:
                context = {"title": self.french_title, **(extra_context or {})}
                return super().changelist_view(request, context)

        site.unregister(model)
        site.register(model, FrenchTitles)


def _can_view(request: HttpRequest, app_label: str, model: str) -> bool:
    user: Any = request.user
    return bool(
        user.has_perm(f"{app_label}.view_{model}") or user.has_perm(f"{app_label}.change_{model}")
    )


def dashboard_context(request: HttpRequest) -> dict[str, Any]:
    now = timezone.now()
    context: dict[str, Any] = {"now": now}
    if _can_view(request, "leads", "lead"):
        per_day = figures.leads_per_day(now)
        changelist = reverse("admin:leads_lead_changelist")
        spam_count, spam = figures.recent_spam(now)
        context.update(
            spam_count=spam_count,
            spam=spam,
            can_restore=request.user.has_perm("leads.change_lead"),
            show_leads=True,
            leads_url=changelist,
            counts=figures.new_lead_counts(now),
            by_status=figures.counts_by_status(now),
            by_page=figures.counts_by_page(now),
            promise=figures.promise_rows(now),
            promise_rule=business_hours.rule(),
            follow_ups=figures.follow_ups(now),
            per_day=per_day,
            chart=chart.leads_chart(per_day),
            chart_summary=chart.summary(per_day),
        )
    if _can_view(request, "reviews", "review"):
        waiting_count, waiting = figures.pending_reviews()
        context.update(show_reviews=True, reviews_waiting_count=waiting_count, reviews=waiting)
    visible = {"lead": context.get("show_leads"), "review": context.get("show_reviews")}
    context["unsent"] = [
        (obj, reverse(f"admin:{obj._meta.app_label}_{obj._meta.model_name}_change", args=[obj.pk]))
        for obj in figures.unsent_notifications()
        if visible[obj.mail_kind]
    ]
    return context
