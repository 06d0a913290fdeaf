"""Staff admin of the leads, in French: list, filters, search, workflow, CSV."""

import csv
from collections.abc import Iterator

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest, StreamingHttpResponse
from django.utils import timezone
from django.utils.html import format_html, format_html_join

from telecomsite.mail import delivery
from telecomsite.mail.admin import mail_status_cell
from telecomsite.mail.status import MailStatus

from . import services
from .models import Lead, LeadStatus
from .validation import extra_label

admin.site.site_header = "TQ Télécom — administration"
admin.site.site_title = "TQ Télécom"
admin.site.index_title = "Gestion des demandes et des avis"


class _Echo:
    """File-like object whose write returns the line, for streaming CSV."""

    def write(self, value: str) -> str:
        return value


def _csv_cell(value: object) -> str:
    text = "" if value is None else str(value)
    # A cell starting with =, +, - or @ is a formula in a spreadsheet (CSV injection).
    if text[:1] in {"=", "+", "-", "@", "\t", "\r"}:
        text = "'" + text
    return text


CSV_COLUMNS: list[tuple[str, str]] = [
    ("Reçue le", "created_at"),
    ("Page", "context"),
    ("Statut", "status"),
    ("Prénom", "first_name"),
    ("Nom", "last_name"),
    ("Entreprise", "company"),
    ("E-mail", "email"),
    ("Téléphone", "phone"),
    ("Message", "message"),
    ("Informations complémentaires", "extras"),
    ("Page d'origine", "page_path"),
    ("Notification", "mail_status"),
    ("Dernier contact", "last_contact_at"),
]


def _csv_row(lead: Lead) -> list[str]:
    row: list[object] = []
    for _, attr in CSV_COLUMNS:
        if attr in {"created_at", "last_contact_at"}:
            row.append(timezone.localtime(getattr(lead, attr)).strftime("%d/%m/%Y %H:%M"))
        elif attr == "extras":
            row.append(
                " | ".join(f"{extra_label(lead.context, k)}: {v}" for k, v in lead.extras.items())
            )
        elif attr in {"context", "status", "mail_status"}:
            row.append(getattr(lead, f"get_{attr}_display")())
        else:
            row.append(getattr(lead, attr))
    return [_csv_cell(value) for value in row]


def leads_csv(queryset: QuerySet[Lead]) -> StreamingHttpResponse:
    writer = csv.writer(_Echo(), delimiter=";")

    def rows() -> Iterator[str]:
        # BOM + semicolons: what French spreadsheet software opens correctly.
        yield "\ufeff"
        yield writer.writerow([title for title, _ in CSV_COLUMNS])
        for lead in queryset.iterator(chunk_size=500):
            yield writer.writerow(_csv_row(lead))

    stamp = timezone.localtime().strftime("%Y%m%d-%H%M")
    response = StreamingHttpResponse(rows(), content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="demandes-{stamp}.csv"'
    return response


def _move(
    modeladmin: admin.ModelAdmin[Lead], request: HttpRequest, queryset: QuerySet[Lead], status: str
) -> None:
    moved = skipped = 0
    for lead in queryset:
        if not lead.can_move_to(status):
            skipped += 1
            continue
        if status == LeadStatus.NEW and lead.status == LeadStatus.SPAM:
            services.restore_from_spam(lead)
        else:
            lead.status = status
            fields = ["status", "updated_at"]
            if status in {LeadStatus.CONTACTED, LeadStatus.QUALIFIED}:
                # Reaching the prospect restarts the 3-year retention period.
                lead.last_contact_at = timezone.now()
                fields.append("last_contact_at")
            lead.save(update_fields=fields)
        moved += 1
    label = LeadStatus(status).label
    if moved:
        modeladmin.message_user(request, f"{moved} demande(s) passée(s) au statut « {label} ».")
    if skipped:
        modeladmin.message_user(
            request,
            f"{skipped} demande(s) ignorée(s) : le passage au statut « {label} » "
            "n'est pas prévu depuis leur statut actuel.",
            messages.WARNING,
        )


@admin.register(Lead)
class LeadAdmin(admin.ModelAdmin[Lead]):
    list_display = (
        "created_at",
        "context",
        "company",
        "contact",
        "status",
        "notification",
    )
    list_display_links = ("created_at", "company")
    list_filter = ("context", "status", ("created_at", admin.DateFieldListFilter), "mail_status")
    search_fields = ("company", "first_name", "last_name", "email", "phone", "message")
    date_hierarchy = "created_at"
    list_per_page = 50
    ordering = ("-created_at",)
    actions = (
        "mark_contacted",
        "mark_qualified",
        "mark_lost",
        "mark_spam",
        "mark_new",
        "export_csv",
        "resend_notification",
    )
    readonly_fields = (
        "created_at",
        "context",
        "page_path",
        "first_name",
        "last_name",
        "company",
        "email",
        "phone",
        "message",
        "extras_table",
        "subject",
        "status",
        "spam_reason",
        "recaptcha_score",
        "last_contact_at",
        "locale",
        "mail_status",
        "mail_attempts",
        "mail_sent_at",
        "mail_next_attempt_at",
        "mail_last_error",
    )
    fieldsets = (
        ("Demande", {"fields": ("created_at", "context", "page_path", "subject", "status")}),
        ("Contact", {"fields": ("first_name", "last_name", "company", "email", "phone")}),
        ("Besoin", {"fields": ("message", "extras_table")}),
        ("Suivi", {"fields": ("staff_note", "last_contact_at")}),
        (
            "Notification à l'équipe commerciale",
            {
                "fields": (
                    "mail_status",
                    "mail_attempts",
                    "mail_sent_at",
                    "mail_next_attempt_at",
                    "mail_last_error",
                )
            },
        ),
        (
            "Anti-spam",
            {"classes": ("collapse",), "fields": ("spam_reason", "recaptcha_score", "locale")},
        ),
    )

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    @admin.display(description="Contact", ordering="last_name")
    def contact(self, obj: Lead) -> str:
        return format_html(
            "{}<br><a href='mailto:{}'>{}</a>{}",
            obj.full_name,
            obj.email,
            obj.email,
            format_html("<br>{}", obj.phone) if obj.phone else "",
        )

    @admin.display(description="Notification", ordering="mail_status")
    def notification(self, obj: Lead) -> str:
        return mail_status_cell(obj)

    @admin.display(description="Informations complémentaires")
    def extras_table(self, obj: Lead) -> str:
        if not obj.extras:
            return "—"
        return format_html(
            "<table><tbody>{}</tbody></table>",
            format_html_join(
                "",
                "<tr><th scope='row'>{}</th><td>{}</td></tr>",
                ((extra_label(obj.context, k), v) for k, v in obj.extras.items()),
            ),
        )

    @admin.action(description="Passer en « Contacté »")
    def mark_contacted(self, request: HttpRequest, queryset: QuerySet[Lead]) -> None:
        _move(self, request, queryset, LeadStatus.CONTACTED)

    @admin.action(description="Passer en « Qualifié »")
    def mark_qualified(self, request: HttpRequest, queryset: QuerySet[Lead]) -> None:
        _move(self, request, queryset, LeadStatus.QUALIFIED)

    @admin.action(description="Passer en « Perdu »")
    def mark_lost(self, request: HttpRequest, queryset: QuerySet[Lead]) -> None:
        _move(self, request, queryset, LeadStatus.LOST)

    @admin.action(description="Marquer comme spam")
    def mark_spam(self, request: HttpRequest, queryset: QuerySet[Lead]) -> None:
        _move(self, request, queryset, LeadStatus.SPAM)

    @admin.action(description="Ce n'est pas du spam : remettre en « Nouveau »")
    def mark_new(self, request: HttpRequest, queryset: QuerySet[Lead]) -> None:
        _move(self, request, queryset, LeadStatus.NEW)

    @admin.action(description="Exporter en CSV")
    def export_csv(self, request: HttpRequest, queryset: QuerySet[Lead]) -> StreamingHttpResponse:
        return leads_csv(queryset.order_by("-created_at"))

    @admin.action(description="Renvoyer la notification par e-mail")
    def resend_notification(self, request: HttpRequest, queryset: QuerySet[Lead]) -> None:
        count = 0
        for lead in queryset.exclude(status=LeadStatus.SPAM):
            Lead.objects.filter(pk=lead.pk).exclude(mail_status=MailStatus.SENDING).update(
                mail_status=MailStatus.PENDING, mail_next_attempt_at=None
            )
            delivery.deliver_notification.enqueue("lead", lead.pk)
            count += 1
        self.message_user(request, f"{count} notification(s) remise(s) en file d'envoi.")
