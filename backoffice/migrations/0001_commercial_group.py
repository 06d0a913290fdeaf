"""The "Commercial" staff group: leads and reviews, nothing technical.

A salesperson is a staff account in this group: they see the dashboard,
work the leads (status, notes, export) and moderate reviews. Users, login
lockouts (axes) and the task queue stay with administrators.
"""

from django.apps import apps as global_apps
from django.contrib.auth.management import create_permissions
from django.db import migrations

GROUP = "Commercial"
PERMISSIONS = [
    ("leads", "lead", "view_lead"),
    ("leads", "lead", "change_lead"),
    ("leads", "leadstatuschange", "view_leadstatuschange"),
    ("reviews", "review", "view_review"),
    ("reviews", "review", "change_review"),
]


def forwards(apps, schema_editor):
    # Permissions are normally created after `migrate`; this group needs them now.
    for label in ("leads", "reviews"):
        create_permissions(global_apps.get_app_config(label), apps=apps, verbosity=0)
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    group, _ = Group.objects.get_or_create(name=GROUP)
    for app_label, model, codename in PERMISSIONS:
        group.permissions.add(
            Permission.objects.get(
                content_type__app_label=app_label, content_type__model=model, codename=codename
            )
        )


def backwards(apps, schema_editor):
    apps.get_model("auth", "Group").objects.filter(name=GROUP).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
        ("leads", "0003_fill_phone_digits_clear_last_contact"),
        ("reviews", "0001_initial"),
    ]

    operations = [migrations.RunPython(forwards, backwards)]
