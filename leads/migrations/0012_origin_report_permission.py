"""The origins report's permission (origin_report.py), given to the
Commercial and Marketing groups: Marketing reads the report without seeing
the leads themselves."""

from django.apps import apps as global_apps
from django.contrib.auth.management import create_permissions
from django.db import migrations

GROUPS = ("Commercial", "Marketing")


def forwards(apps, schema_editor):
    # Permissions are normally created after `migrate`; the groups need it now.
    create_permissions(global_apps.get_app_config("leads"), apps=apps, verbosity=0)
    Permission = apps.get_model("auth", "Permission")
    permission = Permission.objects.get(
        content_type__app_label="leads", codename="view_origin_report"
    )
    for name in GROUPS:
        # get_or_create: the group's own app may create it later and find it.
        group, _ = apps.get_model("auth", "Group").objects.get_or_create(name=name)
        group.permissions.add(permission)


class Migration(migrations.Migration):
    dependencies = [
        ("leads", "0011_lead_origin"),
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
    ]

    operations = [
        migrations.AlterModelOptions(
            name="lead",
            options={
                "ordering": ("-created_at",),
                "permissions": [("view_origin_report", "Voir le rapport des origines")],
                "verbose_name": "demande de rappel",
                "verbose_name_plural": "demandes de rappel",
            },
        ),
        migrations.RunPython(forwards, migrations.RunPython.noop),
    ]
