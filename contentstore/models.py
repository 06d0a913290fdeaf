"""Documents and their published revisions.

Wagtail (cms/) holds the drafts, the schedule and the history people work
with; each publication of a page writes its documents here as new Revision
rows (cms/projection.py). Document.published is the live revision (None: the
file in content/ is shown), changed in one UPDATE, so a publication is atomic.
"""

import json
from typing import Any

from django.conf import settings
from django.db import models


class Document(models.Model):
    name = models.CharField("document", max_length=40, primary_key=True)
    published = models.ForeignKey(
        "Revision", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    publications = models.PositiveIntegerField(default=0)

    class Meta:
        verbose_name = "document de contenu"
        verbose_name_plural = "documents de contenu"

    def __str__(self) -> str:
        return self.name


class Revision(models.Model):
    document = models.ForeignKey(Document, on_delete=models.CASCADE, related_name="revisions")
    # JSON text, not a JSONField: PostgreSQL's jsonb reorders an object's
    # keys, and export_content must give back the file as it was.
    text = models.TextField("contenu (JSON)")
    author = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL
    )
    author_name = models.CharField("auteur", max_length=150, blank=True)
    created_at = models.DateTimeField("enregistrée le", auto_now_add=True)
    published_at = models.DateTimeField("publiée le", null=True, blank=True)
    published_by = models.CharField("publiée par", max_length=150, blank=True)
    # Left by the old content editor's scheduled versions, read once by
    # cms/old_editor_revisions.py (which carries them into Wagtail on
    # `migrate`); nothing writes them any more. Drop them in a later release,
    # once every database has migrated (docs/content-editing.md).
    publish_at = models.DateTimeField("publication programmée le", null=True, blank=True)
    revert_at = models.DateTimeField("retour à la version précédente le", null=True, blank=True)

    class Meta:
        ordering = ["-id"]
        verbose_name = "version"
        verbose_name_plural = "versions"
        indexes = [models.Index(fields=["document", "-id"])]

    def __str__(self) -> str:
        return f"{self.document_id} n°{self.pk}"

    @property
    def data(self) -> Any:
        return json.loads(self.text)

    @data.setter
    def data(self, value: Any) -> None:
        self.text = json.dumps(value, ensure_ascii=False)
