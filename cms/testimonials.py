"""A page's testimonials, as Marketing edits them: the section's title, the
quotes (label, text, author) and the pills under the title.

Shared by the home page (« avis ») and the offer pages (« avis_telecom »,
« avis_connexion », « avis_it »); /cybersecurite has no testimonials section
(spec §2), so its editor shows none. They publish the page's testimonials
document (content/data/avis*.json, checked by website/content/editable.py's
TestimonialsDocument).

A testimonial may have its author's photo, chosen in Wagtail's image
library and published as a square cut around the image's focal point, in
AVIF and WebP at PersonPhoto's drawn size and twice it (renditions.py), made
when the page is saved, previewed or published. A photo beside the author's
name is decorative by default (alt=""): the name says who it is; the editor
may describe it instead. No shipped testimonial has one.
"""

from typing import Any

from django.core.exceptions import ValidationError
from django.db import models
from django.forms.utils import ErrorList
from wagtail import blocks
from wagtail.admin.panels import FieldPanel, MultiFieldPanel
from wagtail.blocks.struct_block import StructBlockValidationError
from wagtail.fields import StreamField
from wagtail.images.blocks import ImageChooserBlock

from . import bounds
from .bounds import QUOTE_MAX, TESTIMONIALS_MAX
from .legacy_pictures import library_image
from .page_form import FixedPageForm
from .renditions import PHOTO, picture, source_image

# The bounds of what Marketing publishes (bounds.py), below the schema's (a
# published review may be 2,000 characters long: website/content/schemas.py):
# the first quotes are in the page's HTML (content/previews.json), whose
# first visit must fit one round trip (docs/performance.md).
PILLS_MAX = bounds.TESTIMONIAL_PILLS_MAX
PHOTO_ALT_MAX = bounds.PICTURE_ALT_MAX

# Route key -> the testimonials document its page publishes.
DOCUMENTS = {
    "home": "avis",
    "telephonie": "avis_telecom",
    "connexion": "avis_connexion",
    "infogerance": "avis_it",
}

FIELDS = ("testimonials_title", "testimonials", "testimonial_pills")

TONES = [("primary", "Sarcelle (couleur du site)"), ("orange", "Orange"), ("yellow", "Jaune")]


class TestimonialBlock(blocks.StructBlock):
    label = blocks.CharBlock(
        label="Thème",
        max_length=bounds.QUOTE_LABEL_MAX,
        required=False,
        help_text="Facultatif, au-dessus de la citation, par exemple « Téléphonie ».",
    )
    text = blocks.TextBlock(
        label="Citation",
        max_length=QUOTE_MAX,
        help_text=f"Les mots du client, sans guillemets ; {QUOTE_MAX} caractères au plus.",
    )
    author = blocks.CharBlock(
        label="Auteur",
        max_length=bounds.AUTHOR_MAX,
        required=False,
        help_text="Facultatif : prénom, initiale, fonction et entreprise, par exemple "
        "« Sandrine M., gérante, Boulangeries Maréchal ».",
    )
    photo = ImageChooserBlock(
        label="Photo de l'auteur",
        required=False,
        help_text="Facultative, montrée en petit disque à côté du nom : recadrée en carré "
        "autour de son point d'intérêt (à placer sur le visage, dans « Images »).",
    )
    photo_decorative = blocks.BooleanBlock(
        label="Photo décorative (le nom de l'auteur, écrit à côté, suffit)",
        required=False,
        default=True,
        help_text="Décochez-la pour décrire la photo ci-dessous.",
    )
    photo_alt = blocks.CharBlock(
        label="Ce que montre la photo",
        max_length=PHOTO_ALT_MAX,
        required=False,
        help_text="Lu à la place de la photo par les personnes qui ne la voient pas, quand "
        "elle n'est pas décorative.",
    )

    class Meta:
        label = "Témoignage"
        icon = "openquote"
        form_classname = "struct-block testimonial-item"

    def clean(self, value: Any) -> Any:
        value = super().clean(value)
        described = value["photo_decorative"] or value["photo_alt"].strip()
        if value["photo"] is not None and not described:
            message = (
                "Décrivez ce que montre la photo, ou cochez « Photo décorative » si le "
                "nom de l'auteur suffit."
            )
            raise StructBlockValidationError(
                block_errors={"photo_alt": ErrorList([ValidationError(message)])}
            )
        return value


class TestimonialPillBlock(blocks.StructBlock):
    text = blocks.CharBlock(label="Texte", max_length=bounds.TESTIMONIAL_PILL_MAX)
    variant = blocks.ChoiceBlock(label="Couleur", choices=TONES, default="primary")

    class Meta:
        label = "Pastille"
        icon = "tag"


class TestimonialsForm(FixedPageForm):
    """The page's form, without the testimonials where its page has none
    (/cybersecurite): Wagtail then hides their panel, and never saves them."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if self.instance.testimonials_name() is None:
            for name in FIELDS:
                self.fields.pop(name, None)


class Testimonials(models.Model):
    """Abstract: its fields live on the page types that show testimonials."""

    testimonials_title = models.CharField(
        "Titre des témoignages", max_length=bounds.TESTIMONIALS_TITLE_MAX, blank=True, default=""
    )
    testimonials = StreamField(
        [("testimonial", TestimonialBlock())],
        verbose_name="Témoignages",
        blank=True,
        max_num=TESTIMONIALS_MAX,
        # Closed, each showing its quote's start: the page stays short to scroll.
        collapsed=True,
        help_text=f"De 1 à {TESTIMONIALS_MAX} témoignages, dans l'ordre de la page : "
        "ajoutez-en, retirez-en ou déplacez-les.",
    )
    testimonial_pills = StreamField(
        [("pill", TestimonialPillBlock())],
        verbose_name="Pastilles sous le titre",
        blank=True,
        max_num=PILLS_MAX,
        help_text=f"Jusqu'à {PILLS_MAX} courtes phrases, par exemple « Support en France ».",
    )

    testimonials_panel = MultiFieldPanel(
        [FieldPanel(name) for name in FIELDS], heading="Témoignages de clients"
    )

    class Meta:
        abstract = True

    route_key: str

    def testimonials_name(self) -> str | None:
        """The document this page's testimonials publish; None: the page has none."""
        return DOCUMENTS.get(self.route_key)

    def has_testimonials(self) -> bool:
        """False for a version saved before the testimonials were edited here."""
        return bool(self.testimonials_title)

    def fill_testimonials(self, document: dict[str, Any]) -> None:
        self.testimonials_title = document["title"]
        self.testimonials = [
            (
                "testimonial",
                testimonial_value(
                    item.get("label", ""),
                    item["text"],
                    item.get("author", ""),
                    item.get("photo"),
                ),
            )
            for item in document["items"]
        ]
        self.testimonial_pills = [
            ("pill", {"text": pill["text"], "variant": pill.get("variant", "primary")})
            for pill in document.get("pills", [])
        ]

    def add_testimonial(self, text: str, author: str) -> None:
        """A new last testimonial (a published review: cms/from_reviews.py)."""
        self.testimonials.append(("testimonial", testimonial_value("", text, author)))

    def testimonials_errors(self) -> dict[str, str]:
        """What the schema would refuse, said for the person who typed it."""
        if self.testimonials_name() is None:
            return {}
        if not self.testimonials_title.strip():
            return {"testimonials_title": "Donnez un titre à la section des témoignages."}
        count = len(self.testimonials)
        if not 1 <= count <= TESTIMONIALS_MAX:
            return {
                "testimonials": f"La section compte de 1 à {TESTIMONIALS_MAX} témoignages "
                f"(ici {count}) : au-delà, la page deviendrait trop lourde pour un téléphone."
            }
        for number, block in enumerate(self.testimonials, start=1):
            text = block.value["text"].strip()
            if not text:
                return {
                    "testimonials": f"Le témoignage n° {number} n'a pas de citation : "
                    "écrivez-la ou retirez ce témoignage."
                }
            if len(text) > QUOTE_MAX:
                return {
                    "testimonials": f"La citation du témoignage n° {number} dépasse "
                    f"{QUOTE_MAX} caractères : raccourcissez-la."
                }
        if len(self.testimonial_pills) > PILLS_MAX:
            return {"testimonial_pills": f"{PILLS_MAX} pastilles au plus."}
        return {}

    def testimonials_documents(self) -> dict[str, Any]:
        """{name: document}, or nothing for a page without testimonials or a
        version saved before they were edited here (the live one stays)."""
        name = self.testimonials_name()
        if name is None or not self.has_testimonials():
            return {}
        items = [testimonial_item(block.value) for block in self.testimonials]
        pills = [
            {"text": block.value["text"], "variant": block.value["variant"]}
            for block in self.testimonial_pills
        ]
        return {name: {"title": self.testimonials_title, "items": items, "pills": pills}}


def testimonial_value(
    label: str, text: str, author: str, photo: dict[str, Any] | None = None
) -> dict[str, Any]:
    """A testimonial block's value; `photo` as a document has it (seed.py,
    import_content): the library image it was made from, if it is found."""
    image = None
    if photo is not None:
        image = source_image(photo.get("opti"), PHOTO) or library_image(
            photo, author or "Photo d'un témoignage"
        )
    alt = (photo or {}).get("alt", "")
    return {
        "label": label,
        "text": text,
        "author": author,
        "photo": image,
        "photo_decorative": not alt,
        "photo_alt": alt,
    }


def testimonial_item(value: Any) -> dict[str, Any]:
    """A testimonial block's value as the document's item (also a campaign
    page's testimonials, landing_blocks.py)."""
    item: dict[str, Any] = {"text": value["text"].strip()}
    for key in ("label", "author"):
        if value[key].strip():
            item[key] = value[key].strip()
    # A deleted image reads as None: the testimonial goes on without it.
    if value.get("photo") is not None:
        item["photo"] = photo_document(value)
    # The schema's key order: label, text, author, photo (as in the files).
    return {k: item[k] for k in ("label", "text", "author", "photo") if k in item}


def photo_document(value: Any) -> dict[str, Any]:
    """The « photo » of a testimonial (the Photo schema, which PersonPhoto draws)."""
    shown = picture(value["photo"], PHOTO)
    alt = "" if value.get("photo_decorative", True) else value.get("photo_alt", "").strip()
    return {"src": shown["src"], "alt": alt, "dim": shown["dim"], "opti": shown["opti"]}
