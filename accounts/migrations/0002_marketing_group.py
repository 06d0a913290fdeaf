"""The "Marketing" staff group, chosen when inviting a member.

Created with get_or_create: the content editor (another app) needs the same
group and may create it first; whichever runs second finds it.
"""

from django.db import migrations


def forwards(apps, schema_editor):
    apps.get_model("auth", "Group").objects.get_or_create(name="Marketing")


class Migration(migrations.Migration):
    dependencies = [("accounts", "0001_initial"), ("auth", "0012_alter_user_first_name_max_length")]

    operations = [migrations.RunPython(forwards, migrations.RunPython.noop)]
