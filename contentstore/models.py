"""Documents and their revisions.

A Revision is immutable once written: a draft, a publication and a rollback
are each a new row. Document.published is the live revision (None: the file
in content/ is shown), changed in one UPDATE, so a publication is atomic.
Document.version is the optimistic lock: every save bumps it, and a save
based on an older version is refused.
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
    version = models.PositiveIntegerField(default=0)
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
    publish_at = models.DateTimeField("publication programmée le", null=True, blank=True)
    revert_at = models.DateTimeField("retour à la version précédente le", null=True, blank=True)
    restored_from = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

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


class Image(models.Model):
    """An image uploaded in the editor (backoffice/content_editor/images.py).

    Its AVIF and WebP renditions are files in the storage ("<prefix>-<width>.avif");
    this row is what the documents' forms offer to pick from: the address
    prefix, the widths, the original's dimensions and its alternative text.
    """

    base = models.CharField("nom", max_length=80, unique=True)
    prefix = models.CharField("adresse (sans largeur ni extension)", max_length=300)
    width = models.PositiveIntegerField("largeur (px)")
    height = models.PositiveIntegerField("hauteur (px)")
    widths = models.JSONField("largeurs déclinées", default=list)
    alt = models.CharField("texte alternatif", max_length=250, blank=True)
    decorative = models.BooleanField("décorative", default=False)
    # No reverse accessor: Wagtail's images (wagtailimages.Image) take its name.
    uploaded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
    )
    uploaded_at = models.DateTimeField("envoyée le", auto_now_add=True)

    class Meta:
        ordering = ["-uploaded_at", "-id"]
        verbose_name = "image envoyée"
        verbose_name_plural = "images envoyées"

    def __str__(self) -> str:
        return self.base

    def url(self, width: int, ext: str) -> str:
        return f"{self.prefix}-{width}.{ext}"

    @property
    def thumbnail(self) -> str:
        return self.url(min(self.widths), "webp")
