"""The "Marketing" staff group: the site's content, nothing of the leads.

get_or_create: another migration (staff accounts) may create the group too;
this one only adds the content permissions to it.
"""

from django.apps import apps as global_apps
from django.contrib.auth.management import create_permissions
from django.db import migrations

GROUP = "Marketing"
PERMISSIONS = [
    ("document", "view_document"),
    ("document", "change_document"),
    ("revision", "view_revision"),
    ("revision", "add_revision"),
]


def forwards(apps, schema_editor):
    create_permissions(global_apps.get_app_config("contentstore"), apps=apps, verbosity=0)
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    group, _ = Group.objects.get_or_create(name=GROUP)
    for model, codename in PERMISSIONS:
        group.permissions.add(
            Permission.objects.get(
                content_type__app_label="contentstore", content_type__model=model, codename=codename
            )
        )


def backwards(apps, schema_editor):
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    group = Group.objects.filter(name=GROUP).first()
    if group is not None:
        group.permissions.remove(*Permission.objects.filter(content_type__app_label="contentstore"))


class Migration(migrations.Migration):
    dependencies = [
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
        ("contentstore", "0001_initial"),
    ]

    operations = [migrations.RunPython(forwards, backwards)]
