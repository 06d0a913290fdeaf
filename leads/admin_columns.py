"""What the lead list and the lead page show, cell by cell: dates, contact,
status, the first-call deadline, the phone to call."""

from django.contrib import admin
from django.template.loader import render_to_string
from django.utils import timezone
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString

from . import business_hours, notifications
from .models import Lead, LeadStatus
from .validation import extra_label

PHONE_TEMPLATE = "admin/leads/lead/phone.html"


def first_call(lead: Lead) -> business_hours.FirstCall | None:
    """The dashboard's deadline and time left, for a lead nobody has called yet."""
    if lead.status != LeadStatus.NEW:
        return None
    return business_hours.first_call(lead, timezone.now())


class LeadColumns:
    """Display methods of LeadAdmin (a mixin: the admin reads them by name)."""

    # -- the list ---------------------------------------------------------------

    # Short dates: the list must fit a 1280 px screen beside its filters.
    @admin.display(description="Reçue le", ordering="created_at")
    def received(self, obj: Lead) -> str:
        return timezone.localtime(obj.created_at).strftime("%d/%m/%Y %H:%M")

    # The deadline moves with the date received and never backwards
    # (business_hours.add_business_seconds), so sorting by the date received
    # is sorting by the deadline: no column to compute in the database.
    @admin.display(description="À rappeler", ordering="created_at")
    def first_call_cell(self, obj: Lead) -> str:
        call = first_call(obj)
        if call is None:
            return "—"
        return format_html(
            "<span class='due'>à rappeler {}</span><br><span class='badge badge-{}'>{}</span>",
            call.due,
            call.level,
            call.left,
        )

    @admin.display(description="Dernier contact", ordering="last_contact_at")
    def last_contact(self, obj: Lead) -> str:
        if obj.last_contact_at is None:
            return "—"
        return timezone.localtime(obj.last_contact_at).strftime("%d/%m/%Y %H:%M")

    @admin.display(description="Contact", ordering="last_name")
    def contact(self, obj: Lead) -> str:
        # The same phone cell as the dashboard's (one template).
        phone = SafeString(render_to_string(PHONE_TEMPLATE, {"lead": obj}).strip())
        return format_html(
            "{}<br><a href='mailto:{}'>{}</a><br>{}", obj.full_name, obj.email, obj.email, phone
        )

    @admin.display(description="Statut", ordering="status")
    def status_cell(self, obj: Lead) -> str:
        if obj.check_reason and obj.status != LeadStatus.SPAM:
            return format_html(
                "{}<br><span class='check-flag' title='{}'>à vérifier</span>",
                obj.get_status_display(),
                obj.check_reason,
            )
        return obj.get_status_display()

    # -- the lead page ----------------------------------------------------------

    @admin.display(description="À rappeler")
    def first_call_due(self, obj: Lead) -> str:
        call = first_call(obj)
        if call is None:
            return "—"
        return format_html(
            "<strong class='due'>à rappeler {}</strong> — <span class='badge badge-{}'>{}</span>",
            call.due,
            call.level,
            call.left,
        )

    @admin.display(description="Nom")
    def full_name(self, obj: Lead) -> str:
        return obj.full_name

    @admin.display(description="E-mail")
    def email_link(self, obj: Lead) -> str:
        return format_html("<a href='mailto:{}'>{}</a>", obj.email, obj.email)

    @admin.display(description="Téléphone")
    def phone_link(self, obj: Lead) -> str:
        if obj.phone_href:
            return format_html(
                "<a href='tel:{}' class='phone-call'>Appeler le {}</a>",
                obj.phone_href,
                obj.phone_for_staff,
            )
        if obj.phone_invalid:
            # Stored before numbers were checked: no link that would ring a stranger.
            return format_html(
                "<span class='phone-invalid'>{} <strong class='phone-flag'>numéro invalide"
                "</strong></span> : répondre par e-mail",
                obj.phone,
            )
        return "sans téléphone : répondre par e-mail"

    @admin.display(description="Objet de la notification")
    def mail_subject(self, obj: Lead) -> str:
        return notifications.mail_subject(obj)

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
