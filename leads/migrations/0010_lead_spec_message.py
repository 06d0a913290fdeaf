"""Spec §7's message stored with each lead (built once, when it comes in);
the leads already stored get theirs from their fields."""

from django.db import migrations, models


def fill(apps, schema_editor):
    # The app's own composition, as at intake: one rule, not a copy of it.
    from leads.validation import compose_mail_fields

    Lead = apps.get_model("leads", "Lead")
    for lead in Lead.objects.filter(spec_message="").iterator():
        composed = compose_mail_fields(
            lead.context, lead.first_name, lead.last_name, lead.company, lead.message, lead.extras
        )
        Lead.objects.filter(pk=lead.pk).update(spec_message=composed["message"])


class Migration(migrations.Migration):
    dependencies = [("leads", "0009_lead_phone_e164")]

    operations = [
        migrations.AddField(
            model_name="lead",
            name="spec_message",
            field=models.TextField(blank=True, editable=False, verbose_name="message composé"),
        ),
        migrations.RunPython(fill, migrations.RunPython.noop),
    ]
