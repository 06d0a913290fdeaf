"""The old content editor is gone (Wagtail, cms/, edits every document).

- Document.version was its optimistic lock, Revision.restored_from its
  « Restaurer cette version », Image its uploads' list (the renditions' files
  stay in the media storage: published documents may still show them).
- The Marketing group loses the contentstore permissions, which opened it
  (0002_marketing_group): nothing else reads them, and Wagtail's own
  permissions are Marketing's now (cms/seed.py).

Its drafts and scheduled versions are carried into Wagtail after `migrate`
(cms/old_editor_revisions.py), which still reads publish_at and revert_at.
"""

from django.db import migrations

GROUP = "Marketing"


def forwards(apps, schema_editor):
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    group = Group.objects.filter(name=GROUP).first()
    if group is not None:
        group.permissions.remove(*Permission.objects.filter(content_type__app_label="contentstore"))


class Migration(migrations.Migration):
    dependencies = [
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contentstore", "0004_image_uploader_no_reverse"),
    ]

    operations = [
        migrations.RemoveField(model_name="document", name="version"),
        migrations.RemoveField(model_name="revision", name="restored_from"),
        migrations.DeleteModel(name="Image"),
        # Backwards: 0002_marketing_group gives them back when it is reached.
        migrations.RunPython(forwards, migrations.RunPython.noop),
    ]
