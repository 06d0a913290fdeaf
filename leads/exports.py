"""Exports of a filtered lead list: XLSX for people, CSV for tools.

XLSX (openpyxl): every text is written as a typed string cell, so a phone
number "+33 1 23 45 67 89" stays as typed and a company named "=HYPERLINK(…)"
is text, never a formula. Dates are real date cells.
CSV: semicolons and a BOM (what French spreadsheet software opens). A cell
that a spreadsheet would run as a formula gets a leading apostrophe; a plain
number such as "+33 1 23 45 67 89" cannot run anything and is left intact.
Both start with one row saying which filter the file holds and how many leads
(« Filtre : statut = Nouveau — 2 demandes »: admin_export.filter_summary),
then the column titles.
"""

import csv
import io
import re
from collections.abc import Callable, Iterator
from datetime import datetime

from django.db.models import QuerySet
from django.http import HttpResponse, StreamingHttpResponse
from django.utils import timezone
from openpyxl import Workbook
from openpyxl.cell import WriteOnlyCell
from openpyxl.utils import get_column_letter

from .models import Lead
from .validation import extra_label

XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
_PLAIN_NUMBER = re.compile(r"^[+-]?[\d\s.()/-]+$")


def _local(value: datetime | None) -> datetime | None:
    return timezone.localtime(value).replace(tzinfo=None) if value else None


def _extras(lead: Lead) -> str:
    return " | ".join(f"{extra_label(lead.context, k)}: {v}" for k, v in lead.extras.items())


def _history(lead: Lead) -> str:
    """Every status change and call note, oldest first, one per line."""
    lines = []
    for change in sorted(lead.history.all(), key=lambda c: (c.changed_at, c.pk)):
        when = timezone.localtime(change.changed_at).strftime("%d/%m/%Y %H:%M")
        move = (
            change.get_to_status_display()
            if change.from_status == change.to_status
            else f"{change.get_from_status_display()} → {change.get_to_status_display()}"
        )
        who = f" ({change.changed_by_name})" if change.changed_by_name else ""
        note = f" : {change.note}" if change.note else ""
        lines.append(f"{when}{who} {move}{note}")
    return "\n".join(lines)


# (title, column width, value). Dates stay datetimes; everything else is text.
COLUMNS: list[tuple[str, int, Callable[[Lead], object]]] = [
    ("Reçue le", 17, lambda lead: _local(lead.created_at)),
    ("Page", 22, lambda lead: lead.get_context_display()),
    ("Statut", 11, lambda lead: lead.get_status_display()),
    ("Prénom", 14, lambda lead: lead.first_name),
    ("Nom", 16, lambda lead: lead.last_name),
    ("Entreprise", 24, lambda lead: lead.company),
    ("E-mail", 28, lambda lead: lead.email),
    ("Téléphone", 18, lambda lead: lead.phone),
    # "" when the number cannot be dialled (stored before numbers were checked).
    ("Téléphone (E.164)", 16, lambda lead: lead.phone_e164),
    ("Message", 50, lambda lead: lead.message),
    ("Informations complémentaires", 40, _extras),
    ("Page d'origine", 16, lambda lead: lead.page_path),
    ("Campagne", 20, lambda lead: lead.utm_campaign),
    ("Source", 14, lambda lead: lead.utm_source),
    ("Support", 12, lambda lead: lead.utm_medium),
    ("Terme", 14, lambda lead: lead.utm_term),
    ("Contenu", 14, lambda lead: lead.utm_content),
    ("Site d'origine", 18, lambda lead: lead.referrer_domain),
    ("Notification", 18, lambda lead: lead.get_mail_status_display()),
    ("Dernier contact", 17, lambda lead: _local(lead.last_contact_at)),
    ("Note interne", 40, lambda lead: lead.staff_note),
    ("Prochaine action le", 17, lambda lead: _local(lead.next_action_at)),
    ("Prochaine action", 30, lambda lead: lead.next_action_note),
    ("Historique du suivi", 60, lambda lead: _history(lead)),
]


def _stamp() -> str:
    return timezone.localtime().strftime("%Y%m%d-%H%M")


def csv_cell(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, datetime):
        return value.strftime("%d/%m/%Y %H:%M")
    text = str(value)
    if text.startswith(_FORMULA_START) and not _PLAIN_NUMBER.match(text):
        text = "'" + text
    return text


class _Echo:
    """File-like object whose write returns the line, for streaming CSV."""

    def write(self, value: str) -> str:
        return value


def leads_csv(queryset: QuerySet[Lead], summary: str) -> StreamingHttpResponse:
    writer = csv.writer(_Echo(), delimiter=";")

    def rows() -> Iterator[str]:
        yield "\ufeff"
        yield writer.writerow([csv_cell(summary)])
        yield writer.writerow([title for title, _, _ in COLUMNS])
        for lead in queryset.prefetch_related("history").iterator(chunk_size=500):
            yield writer.writerow([csv_cell(value(lead)) for _, _, value in COLUMNS])

    response = StreamingHttpResponse(rows(), content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="demandes-{_stamp()}.csv"'
    return response


def leads_xlsx(queryset: QuerySet[Lead], summary: str) -> HttpResponse:
    book = Workbook(write_only=True)
    sheet = book.create_sheet("Demandes")
    for index, (_, width, _) in enumerate(COLUMNS, start=1):
        sheet.column_dimensions[get_column_letter(index)].width = width
    # The summary and the column titles stay in view while scrolling.
    sheet.freeze_panes = "A3"

    def cell(value: object) -> WriteOnlyCell:
        if isinstance(value, datetime):
            typed = WriteOnlyCell(sheet, value=value)
            typed.number_format = "dd/mm/yyyy hh:mm"
            return typed
        typed = WriteOnlyCell(sheet, value="" if value is None else str(value))
        # Text, whatever it starts with: never a formula, and Excel keeps it as
        # text when someone edits the cell.
        typed.data_type = "s"
        typed.number_format = "@"
        return typed

    sheet.append([cell(summary)])
    sheet.append([cell(title) for title, _, _ in COLUMNS])
    for lead in queryset.prefetch_related("history").iterator(chunk_size=500):
        sheet.append([cell(value(lead)) for _, _, value in COLUMNS])
    buffer = io.BytesIO()
    book.save(buffer)
    response = HttpResponse(buffer.getvalue(), content_type=XLSX_TYPE)
    response["Content-Disposition"] = f'attachment; filename="demandes-{_stamp()}.xlsx"'
    return response
