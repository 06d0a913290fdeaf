"""The lead's number in E.164 (issue 30: phone numbers that dial), filled for
the leads already stored wherever their number can be dialled. The others keep
it empty: the lead page shows their number flagged « numéro invalide », with
no tel: link."""

from django.db import migrations, models

from leads.phones import e164


def forwards(apps, schema_editor):
    Lead = apps.get_model("leads", "Lead")
    for lead in Lead.objects.exclude(phone="").only("pk", "phone").iterator():
        number = e164(lead.phone)
        if number:
            Lead.objects.filter(pk=lead.pk).update(phone_e164=number)


class Migration(migrations.Migration):
    dependencies = [("leads", "0008_subject_label_e_mail")]

    operations = [
        migrations.AddField(
            model_name="lead",
            name="phone_e164",
            field=models.CharField(
                blank=True, editable=False, max_length=16, verbose_name="téléphone (E.164)"
            ),
        ),
        migrations.RunPython(forwards, migrations.RunPython.noop),
    ]
