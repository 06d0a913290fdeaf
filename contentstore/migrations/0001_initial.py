import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):
    initial = True

    dependencies = [migrations.swappable_dependency(settings.AUTH_USER_MODEL)]

    operations = [
        migrations.CreateModel(
            name="Document",
            fields=[
                (
                    "name",
                    models.CharField(
                        max_length=40, primary_key=True, serialize=False, verbose_name="document"
                    ),
                ),
                ("version", models.PositiveIntegerField(default=0)),
                ("publications", models.PositiveIntegerField(default=0)),
            ],
            options={
                "verbose_name": "document de contenu",
                "verbose_name_plural": "documents de contenu",
            },
        ),
        migrations.CreateModel(
            name="Revision",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                ("text", models.TextField(verbose_name="contenu (JSON)")),
                (
                    "author_name",
                    models.CharField(blank=True, max_length=150, verbose_name="auteur"),
                ),
                (
                    "created_at",
                    models.DateTimeField(auto_now_add=True, verbose_name="enregistrée le"),
                ),
                (
                    "published_at",
                    models.DateTimeField(blank=True, null=True, verbose_name="publiée le"),
                ),
                (
                    "published_by",
                    models.CharField(blank=True, max_length=150, verbose_name="publiée par"),
                ),
                (
                    "publish_at",
                    models.DateTimeField(
                        blank=True, null=True, verbose_name="publication programmée le"
                    ),
                ),
                (
                    "revert_at",
                    models.DateTimeField(
                        blank=True, null=True, verbose_name="retour à la version précédente le"
                    ),
                ),
                (
                    "author",
                    models.ForeignKey(
                        blank=True,
                        null=True,
                        on_delete=django.db.models.deletion.SET_NULL,
                        to=settings.AUTH_USER_MODEL,
                    ),
                ),
                (
                    "document",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="revisions",
                        to="contentstore.document",
                    ),
                ),
                (
                    "restored_from",
                    models.ForeignKey(
                        blank=True,
                        null=True,
                        on_delete=django.db.models.deletion.SET_NULL,
                        related_name="+",
                        to="contentstore.revision",
                    ),
                ),
            ],
            options={
                "verbose_name": "version",
                "verbose_name_plural": "versions",
                "ordering": ["-id"],
                "indexes": [
                    models.Index(fields=["document", "-id"], name="contentstor_documen_0c28ac_idx")
                ],
            },
        ),
        migrations.AddField(
            model_name="document",
            name="published",
            field=models.ForeignKey(
                blank=True,
                null=True,
                on_delete=django.db.models.deletion.SET_NULL,
                related_name="+",
                to="contentstore.revision",
            ),
        ),
    ]
