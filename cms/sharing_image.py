"""A page's sharing image (Open Graph), chosen from Wagtail's image library:
the route table's pages (fixed_page.py) and the campaign pages
(landing_page.py) have one, with what it shows for those who cannot see it."""

from typing import Any

from django.db import models
from wagtail.admin.panels import FieldPanel

from .images import social_rendition
from .widgets import ImageChooser

# As the page description's bound.
SOCIAL_ALT_MAX = 200


class SharingImage(models.Model):
    """Abstract: its fields live on the page types that have one."""

    social_image = models.ForeignKey(
        "wagtailimages.Image",
        verbose_name="Image de partage",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
        help_text="Montrée quand la page est partagée (LinkedIn, messageries…), recadrée en "
        "1200 × 630 autour du point d'intérêt de l'image. Vide : l'image du site.",
    )
    social_image_alt = models.CharField(
        "Ce que montre l'image de partage",
        max_length=SOCIAL_ALT_MAX,
        blank=True,
        help_text="Pour les personnes qui ne voient pas l'image, par exemple « Deux "
        "techniciens installent un standard téléphonique ». Obligatoire avec une image.",
    )

    sharing_panels = [
        FieldPanel("social_image", widget=ImageChooser),
        FieldPanel("social_image_alt"),
    ]

    class Meta:
        abstract = True

    def sharing_errors(self) -> dict[str, str]:
        if self.social_image is not None and not self.social_image_alt.strip():
            return {"social_image_alt": "Décrivez ce que montre l'image de partage."}
        return {}

    def sharing_document(self) -> dict[str, Any] | None:
        """The « image » of the page's metadata, or None: the site's."""
        if self.social_image is None:
            return None
        return {**social_rendition(self.social_image), "alt": self.social_image_alt.strip()}
