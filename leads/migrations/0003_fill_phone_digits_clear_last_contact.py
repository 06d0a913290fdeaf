"""Existing leads: normalised phone for the search, and "Dernier contact"
cleared where nobody reached the prospect.

Before 0002 the field was filled with the date received and only moved when
staff set "contacté" or "qualifié". A lead whose date never moved (within a
second of its creation) was never contacted: its date is cleared. Leads
contacted at some point keep theirs.
"""

from datetime import timedelta

from django.db import migrations

from leads.phones import national_digits


def forwards(apps, schema_editor):
    Lead = apps.get_model("leads", "Lead")
    for lead in Lead.objects.only("pk", "phone", "created_at", "last_contact_at").iterator():
        fields = {"phone_digits": national_digits(lead.phone)}
        if lead.last_contact_at and lead.last_contact_at - lead.created_at < timedelta(seconds=1):
            fields["last_contact_at"] = None
        Lead.objects.filter(pk=lead.pk).update(**fields)


def backwards(apps, schema_editor):
    Lead = apps.get_model("leads", "Lead")
    for lead in Lead.objects.filter(last_contact_at__isnull=True).only("pk", "created_at"):
        Lead.objects.filter(pk=lead.pk).update(last_contact_at=lead.created_at)


class Migration(migrations.Migration):
    dependencies = [("leads", "0002_lead_history_contact_phone")]

    operations = [migrations.RunPython(forwards, backwards)]
