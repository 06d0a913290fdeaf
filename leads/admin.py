"""Staff admin of the leads, in French: the lead page (status, notes,
history, links), the list (filters, phone search), exports and actions.
What each cell shows is in admin_columns.py, the exports' view in
admin_export.py."""

import re
from typing import Any

from django.contrib import admin
from django.core.exceptions import PermissionDenied
from django.db.models import QuerySet
from django.http import (
    Http404,
    HttpRequest,
    HttpResponseBase,
    HttpResponseNotAllowed,
    HttpResponseRedirect,
)
from django.urls import URLPattern, path, reverse
from django.utils.http import url_has_allowed_host_and_scheme

from core.admin_french import FrenchAdminMessages
from core.mail import delivery
from core.mail.admin import MAIL_FIELDS, MailStatusColumn, mail_fieldset
from core.mail.status import MailStatus

from . import admin_export, origin_report, phones, workflow
from .admin_columns import LeadColumns
from .admin_origin import ORIGIN_FIELDS, ORIGIN_FIELDSET, CampaignFilter, has_origin
from .admin_parts import (
    LeadForm,
    StatusFilter,
    StatusHistoryInline,
    move_selected,
    status_actions,
)
from .models import Lead, LeadStatus, LeadStatusChange

# Only digits, spaces, dots, dashes, parentheses and a leading +.
PHONE_LIKE = re.compile(r"^\+?[\d\s.()-]+$")


@admin.register(Lead)
class LeadAdmin(LeadColumns, MailStatusColumn, FrenchAdminMessages, admin.ModelAdmin[Lead]):
    object_article_name, agreement = "La demande", "e"
    form = LeadForm
    inlines = (StatusHistoryInline,)
    change_list_template = "admin/leads/lead/change_list.html"
    list_display = (
        "received",
        "first_call_cell",
        "context",
        "company",
        "contact",
        "status_cell",
        "last_contact",
        "notification",
    )
    list_display_links = ("received", "company")
    list_filter = (
        StatusFilter,
        "context",
        CampaignFilter,
        ("created_at", admin.DateFieldListFilter),
        "mail_status",
    )
    search_fields = ("company", "first_name", "last_name", "email", "message")
    search_help_text = (
        "Entreprise, nom, e-mail, message ou téléphone (espaces, points et +33 ignorés)."
    )
    date_hierarchy = "created_at"
    list_per_page = 50
    # « 11 résultats (71 résultats) » read as a contradiction: the second
    # figure counted spam, which the list leaves out. Django then offers
    # « Tout afficher » instead of a second count.
    show_full_result_count = False
    ordering = ("-created_at",)
    actions = (
        "mark_contacted",
        "mark_qualified",
        "mark_lost",
        "mark_spam",
        "mark_new",
        "resend_notification",
    )
    readonly_fields = (
        "first_call_due",
        "created_at",
        "context",
        "page_path",
        "full_name",
        "company",
        "email_link",
        "phone_link",
        "message",
        "extras_table",
        "mail_subject",
        "spam_reason",
        "check_reason",
        "recaptcha_score",
        "last_contact_at",
        "locale",
        *ORIGIN_FIELDS,
        *MAIL_FIELDS,
    )
    fieldsets = (
        ("Contact", {"fields": ("full_name", "company", "phone_link", "email_link")}),
        (
            "Suivi",
            {
                "fields": (
                    "status",
                    "check_reason",
                    "call_note",
                    ("next_action_at", "next_action_note"),
                    "staff_note",
                    "last_contact_at",
                )
            },
        ),
        ("Demande", {"fields": ("created_at", "context", "page_path", "mail_subject")}),
        ("Besoin", {"fields": ("message", "extras_table")}),
        mail_fieldset("Notification à l'équipe commerciale", collapsed=True),
        (
            "Anti-spam",
            {"classes": ("collapse",), "fields": ("spam_reason", "recaptcha_score", "locale")},
        ),
    )

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def get_actions(self, request: HttpRequest) -> Any:
        """Only the status changes the workflow allows from the chosen status
        (none while statuses are mixed): an action offered is never refused."""
        actions = super().get_actions(request)
        allowed = status_actions(request.GET.get(StatusFilter.parameter_name))
        for name in ("mark_contacted", "mark_qualified", "mark_lost", "mark_spam", "mark_new"):
            if name not in allowed:
                actions.pop(name, None)
        return actions

    # -- the list -------------------------------------------------------------

    def get_urls(self) -> list[URLPattern]:
        export = self.admin_site.admin_view(self.export_view)
        restore = self.admin_site.admin_view(self.restore_view)
        origins = self.admin_site.admin_view(self.origins_view)
        return [
            path("export/<str:fmt>/", export, name="leads_lead_export"),
            path("origines/", origins, name="leads_lead_origins"),
            path("<int:pk>/pas-du-spam/", restore, name="leads_lead_restore"),
            *super().get_urls(),
        ]

    def restore_view(self, request: HttpRequest, pk: int) -> HttpResponseBase:
        """One click from the dashboard: a lead filed as spam goes back to the team."""
        if request.method != "POST":
            return HttpResponseNotAllowed(["POST"])
        lead = Lead.objects.filter(pk=pk).first()
        if lead is None:
            raise Http404
        if not self.has_change_permission(request, lead):
            raise PermissionDenied
        note = f"Remise par l'équipe : ce n'était pas du spam ({lead.spam_reason or 'sans motif'})."
        if workflow.change_status(lead, LeadStatus.NEW, request.user, note):
            self.message_user(
                request,
                f"La demande de {lead.company} est remise en « Nouveau » ; sa notification part.",
            )
        back = request.POST.get("next", "")
        if not url_has_allowed_host_and_scheme(back, {request.get_host()}):
            back = reverse("admin:index")
        return HttpResponseRedirect(back)

    def get_ordering(self, request: HttpRequest) -> Any:
        """Newest first, except for the leads awaiting their first call: the
        closest deadline first, which is the oldest (admin_columns.first_call_cell)."""
        if request.GET.get(StatusFilter.parameter_name) == LeadStatus.NEW:
            return ("created_at", "pk")
        return self.ordering

    def export_view(self, request: HttpRequest, fmt: str) -> HttpResponseBase:
        return admin_export.export_view(self, request, fmt)

    def origins_view(self, request: HttpRequest) -> HttpResponseBase:
        context = {**self.admin_site.each_context(request), "opts": self.model._meta}
        return origin_report.report_view(request, context)

    def changelist_view(self, request: HttpRequest, extra_context: Any = None) -> Any:
        query = request.GET.urlencode()
        context = {
            "title": "Demandes de rappel",
            "export_query": f"?{query}" if query else "",
            **(extra_context or {}),
        }
        return super().changelist_view(request, context)

    def get_fieldsets(self, request: HttpRequest, obj: Lead | None = None) -> Any:
        """The first-call deadline heads a lead nobody has called yet; its
        origin follows « Demande » when it has one."""
        fieldsets = list(super().get_fieldsets(request, obj))
        if has_origin(obj):
            after = next(i for i, (title, _) in enumerate(fieldsets) if title == "Demande")
            fieldsets.insert(after + 1, ORIGIN_FIELDSET)
        if obj is None or obj.status != LeadStatus.NEW:
            return fieldsets
        (title, options), *rest = fieldsets
        fields = ("first_call_due", *options["fields"])
        return [(title, {**options, "fields": fields}), *rest]

    def changeform_view(
        self,
        request: HttpRequest,
        object_id: Any = None,
        form_url: str = "",
        extra_context: Any = None,
    ) -> Any:
        editable = self.has_change_permission(request)
        context = {
            "title": "Modification de la demande" if editable else "Consultation de la demande",
            **(extra_context or {}),
        }
        return super().changeform_view(request, object_id, form_url, context)

    def get_search_results(
        self, request: HttpRequest, queryset: QuerySet[Lead], search_term: str
    ) -> tuple[QuerySet[Lead], bool]:
        results, may_have_duplicates = super().get_search_results(request, queryset, search_term)
        # A phone number, however it is typed, is matched on the normalised digits.
        if PHONE_LIKE.match(search_term.strip()):
            digits = phones.national_digits(search_term)
            if len(digits) >= 3:
                results |= queryset.filter(phone_digits__contains=digits)
        return results, may_have_duplicates

    def save_model(self, request: HttpRequest, obj: Lead, form: Any, change: bool) -> None:
        """The status goes through the workflow, which writes the history line."""
        wanted = obj.status
        current = Lead.objects.only("status").get(pk=obj.pk).status
        obj.status = current
        super().save_model(request, obj, form, change)
        note = form.cleaned_data.get("call_note", "")
        if wanted != current:
            workflow.change_status(obj, wanted, request.user, note)
        elif note.strip():
            # A call that changed nothing is still worth a line in the history.
            user: Any = request.user
            LeadStatusChange.objects.create(
                lead=obj,
                changed_by=user,
                changed_by_name=workflow.staff_name(request.user),
                from_status=current,
                to_status=current,
                note=note.strip(),
            )

    # -- list actions -----------------------------------------------------------

    @admin.action(description="Passer en « Contacté »", permissions=["change"])
    def mark_contacted(self, request: HttpRequest, queryset: QuerySet[Lead]) -> None:
        move_selected(self, request, queryset, LeadStatus.CONTACTED)

    @admin.action(description="Passer en « Qualifié »", permissions=["change"])
    def mark_qualified(self, request: HttpRequest, queryset: QuerySet[Lead]) -> None:
        move_selected(self, request, queryset, LeadStatus.QUALIFIED)

    @admin.action(description="Passer en « Perdu »", permissions=["change"])
    def mark_lost(self, request: HttpRequest, queryset: QuerySet[Lead]) -> None:
        move_selected(self, request, queryset, LeadStatus.LOST)

    @admin.action(description="Marquer comme spam", permissions=["change"])
    def mark_spam(self, request: HttpRequest, queryset: QuerySet[Lead]) -> None:
        move_selected(self, request, queryset, LeadStatus.SPAM)

    @admin.action(
        description="Ce n'est pas du spam : remettre en « Nouveau »", permissions=["change"]
    )
    def mark_new(self, request: HttpRequest, queryset: QuerySet[Lead]) -> None:
        move_selected(self, request, queryset, LeadStatus.NEW)

    @admin.action(description="Renvoyer la notification par e-mail", permissions=["change"])
    def resend_notification(self, request: HttpRequest, queryset: QuerySet[Lead]) -> None:
        count = 0
        for lead in queryset.exclude(status=LeadStatus.SPAM):
            Lead.objects.filter(pk=lead.pk).exclude(mail_status=MailStatus.SENDING).update(
                mail_status=MailStatus.PENDING, mail_next_attempt_at=None
            )
            delivery.deliver_notification.enqueue("lead", lead.pk)
            count += 1
        self.message_user(
            request,
            f"{count} notification{'s' if count > 1 else ''} "
            f"remise{'s' if count > 1 else ''} en file d'envoi.",
        )
