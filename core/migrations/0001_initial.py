"""RateCounter, moved here from the former `telecomsite` app.

A database migrated before the move already has the table
(telecomsite_ratecounter): this migration adopts it. A fresh database gets it
created. Either way Django's state gains the model under the `core` label.
"""

from django.db import migrations, models


def create_table_if_missing(apps, schema_editor):
    model = apps.get_model("core", "RateCounter")
    existing = schema_editor.connection.introspection.table_names()
    if model._meta.db_table not in existing:
        schema_editor.create_model(model)


class Migration(migrations.Migration):
    initial = True

    dependencies = []

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name="RateCounter",
                    fields=[
                        ("key", models.CharField(max_length=96, primary_key=True, serialize=False)),
                        ("count", models.PositiveIntegerField(default=0)),
                        ("expires_at", models.DateTimeField(db_index=True)),
                    ],
                    options={
                        "verbose_name": "compteur de limite de débit",
                        "verbose_name_plural": "compteurs de limite de débit",
                        "db_table": "telecomsite_ratecounter",
                    },
                ),
            ],
        ),
        # After the state has the model, so that apps.get_model sees it.
        migrations.RunPython(create_table_if_missing, migrations.RunPython.noop),
    ]
