"""Pieces of the lead admin: the status filter, the lead page's form and its
history, the status moves of the list actions."""

from typing import Any

from django import forms
from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils.translation import gettext

from . import workflow
from .models import LEAD_TRANSITIONS, Lead, LeadStatus, LeadStatusChange


class StatusFilter(admin.SimpleListFilter):
    """By status; spam stays out of the list unless "Spam" is chosen."""

    title = "statut"
    parameter_name = "status__exact"

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        return [(s.value, s.label) for s in LeadStatus]

    def choices(self, changelist: Any) -> Any:
        for choice in super().choices(changelist):
            if choice["display"] == gettext("All"):
                choice["display"] = "Tous sauf spam"
            yield choice

    def queryset(self, request: HttpRequest, queryset: QuerySet[Lead]) -> QuerySet[Lead]:
        if self.value():
            return queryset.filter(status=self.value())
        return queryset.exclude(status=LeadStatus.SPAM)


class LeadForm(forms.ModelForm):
    """Status (only the moves the workflow allows), the call note, the internal note."""

    call_note = forms.CharField(
        label="Note sur l'appel",
        required=False,
        widget=forms.Textarea(attrs={"rows": 3, "cols": 60}),
        help_text="Ce qui s'est dit : ajouté à l'historique avec le changement de statut.",
    )

    # One labelled date-and-time input (the admin's split widget gives its two
    # boxes no label of their own).
    next_action_at = forms.DateTimeField(
        label="Prochaine action le",
        required=False,
        input_formats=["%Y-%m-%dT%H:%M", "%Y-%m-%dT%H:%M:%S"],
        widget=forms.DateTimeInput(attrs={"type": "datetime-local"}, format="%Y-%m-%dT%H:%M"),
        help_text="Date et heure (Paris) de la relance : la demande apparaît ce jour-là au "
        "tableau de bord, puis en retard tant que la date n'est pas vidée.",
    )

    class Meta:
        model = Lead
        fields = ("status", "next_action_at", "next_action_note", "staff_note")
        labels = {
            "staff_note": "Notes internes",
            "next_action_note": "Prochaine action",
        }
        help_texts = {
            "status": "Nouveau → Contacté → Qualifié ou Perdu ; Spam pour une demande "
            "automatique. Seuls les changements prévus depuis le statut actuel sont proposés.",
            "next_action_note": "Par exemple « Rappeler pour le devis fibre ».",
        }
        widgets = {"staff_note": forms.Textarea(attrs={"rows": 3, "cols": 60})}

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        lead: Lead = self.instance
        if "status" in self.fields:
            allowed = [lead.status, *lead.allowed_statuses()]
            status_field: Any = self.fields["status"]
            status_field.choices = [(s.value, s.label) for s in LeadStatus if s.value in allowed]


class StatusHistoryInline(admin.TabularInline[LeadStatusChange, Lead]):
    model = LeadStatusChange
    verbose_name = "changement de statut"
    verbose_name_plural = "Historique des statuts"
    fields = ("changed_at", "changed_by_name", "from_status", "to_status", "note")
    readonly_fields = fields
    extra = 0
    can_delete = False
    ordering = ("-changed_at", "-pk")

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_view_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        # Whoever may see the lead sees its history.
        return request.user.has_perm("leads.view_lead") or request.user.has_perm(
            "leads.change_lead"
        )


def move_selected(
    modeladmin: admin.ModelAdmin[Lead], request: HttpRequest, queryset: QuerySet[Lead], status: str
) -> None:
    moved = skipped = 0
    for lead in queryset:
        if workflow.change_status(lead, status, request.user):
            moved += 1
        else:
            skipped += 1
    label = LeadStatus(status).label
    if moved:
        modeladmin.message_user(
            request,
            f"{moved} demande{'s' if moved > 1 else ''} "
            f"passée{'s' if moved > 1 else ''} au statut « {label} ».",
        )
    if skipped:
        modeladmin.message_user(
            request,
            f"{skipped} demande{'s' if skipped > 1 else ''} "
            f"ignorée{'s' if skipped > 1 else ''} : le passage au statut « {label} » "
            "n'est pas prévu depuis leur statut actuel.",
            messages.WARNING,
        )


def status_actions(status: str | None) -> set[str]:
    """The list's status actions the workflow allows from `status`: with no
    status chosen the selection may mix statuses, so none is offered (the
    list's help says to filter by status first)."""
    names: dict[str, str] = {
        LeadStatus.CONTACTED: "mark_contacted",
        LeadStatus.QUALIFIED: "mark_qualified",
        LeadStatus.LOST: "mark_lost",
        LeadStatus.SPAM: "mark_spam",
        LeadStatus.NEW: "mark_new",
    }
    if status not in LEAD_TRANSITIONS:
        return set()
    return {names[target] for target in LEAD_TRANSITIONS[status]}
