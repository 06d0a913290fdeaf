"""The blocks of the home page's pictures: the hero carousel's slides and the
client logos (cms/home_media.py).

Each slide or logo shows either a picture chosen in Wagtail's image library
(its chooser shows the pictures; renditions: cms/renditions.py) or one of the
pictures the site shipped with, built and optimised with the front end under
/static/img-opti/. Those are not in the library: they are made from SVG
sources at build time, which a database's `migrate` may run before, and a
copy in the library would be served as different files than the ones the
page's budgets were measured with. So a seeded slide keeps exactly its
shipped picture; the editor names it in the block and shows every shipped
picture above the list (home_media.py), and an image chosen in the library
takes its place.
"""

from functools import cache
from typing import Any

from django.core.exceptions import ValidationError
from django.core.validators import RegexValidator
from django.forms.utils import ErrorList
from wagtail import blocks
from wagtail.blocks.struct_block import StructBlockValidationError
from wagtail.images.blocks import ImageChooserBlock

# Tighter than the site's schema (bounds.py): every slide's words and every
# logo are in /home's HTML, which must fit its 14 KB budget.
from .bounds import (
    BUTTON_MAX,
    LOGO_LINE_MAX,
    LOGO_LINES_MAX,
    LOGO_NAME_MAX,
    PILL_MAX,
    PILLS_MAX,
    SLIDE_LEAD_MAX,
    SLIDE_TITLE_MAX,
)
from .bounds import (
    PICTURE_ALT_MAX as SLIDE_ALT_MAX,
)
from .shipped import shipped_document

LOCAL_LINK = RegexValidator(
    r"^/[^/\\]\S*$", "Une adresse de ce site, commençant par « / », par exemple /contact."
)
TONES = [("primary", "Bleu"), ("orange", "Orange"), ("yellow", "Jaune")]


@cache
def shipped_slide_pictures() -> dict[str, dict[str, Any]]:
    """The carousel's shipped pictures by file name (opti.base), without alt."""
    return {
        slide["img"]["opti"]["base"]: {k: v for k, v in slide["img"].items() if k != "alt"}
        for slide in shipped_document("home-coursel")
        if "opti" in slide["img"]
    }


@cache
def shipped_slide_labels() -> dict[str, str]:
    return {
        slide["img"]["opti"]["base"]: slide["img"]["alt"]
        for slide in shipped_document("home-coursel")
        if "opti" in slide["img"]
    }


@cache
def shipped_logos() -> dict[str, dict[str, Any]]:
    """The shipped logos by file name, with the client each one was made for."""
    return {
        client["opti"]["base"]: {
            "name": client["name"],
            **{k: client[k] for k in ("logo", "opti", "dim") if k in client},
        }
        for client in shipped_document("clients")
        if "opti" in client
    }


def slide_choices() -> list[tuple[str, str]]:
    return list(shipped_slide_labels().items())


def logo_choices() -> list[tuple[str, str]]:
    return [(base, f"Logo de {logo['name']}") for base, logo in shipped_logos().items()]


def _error(block: blocks.StructBlock, field: str, message: str) -> StructBlockValidationError:
    return StructBlockValidationError(block_errors={field: ErrorList([ValidationError(message)])})


class PillBlock(blocks.StructBlock):
    text = blocks.CharBlock(label="Texte", max_length=PILL_MAX)
    tone = blocks.ChoiceBlock(label="Couleur", choices=TONES, default="primary")

    class Meta:
        label = "Pastille"
        icon = "tag"


class LogoLineBlock(blocks.StructBlock):
    """A struct, as ShortLineBlock (blocks.py), for its label."""

    text = blocks.CharBlock(label="Texte", max_length=LOGO_LINE_MAX)

    class Meta:
        label = "Ligne"
        icon = "pilcrow"


class ButtonBlock(blocks.StructBlock):
    label = blocks.CharBlock(label="Texte du bouton", max_length=BUTTON_MAX, required=False)
    link = blocks.CharBlock(
        label="Adresse",
        max_length=300,
        required=False,
        validators=[LOCAL_LINK],
        help_text="Une page du site, par exemple /contact ou /telephonie.",
    )

    def clean(self, value: Any) -> Any:
        value = super().clean(value)
        if bool(value["label"].strip()) != bool(value["link"].strip()):
            missing = "link" if value["label"].strip() else "label"
            raise _error(self, missing, "Un bouton a un texte et une adresse, ou aucun des deux.")
        return value


class SlideBlock(blocks.StructBlock):
    title = blocks.CharBlock(label="Titre", max_length=SLIDE_TITLE_MAX, form_classname="title")
    lead = blocks.TextBlock(
        label="Texte", max_length=SLIDE_LEAD_MAX, help_text="Une ou deux phrases sous le titre."
    )
    image = ImageChooserBlock(
        label="Image de la bibliothèque",
        required=False,
        help_text="Recadrée en 16:9 autour de son point d'intérêt. Vide : l'illustration "
        "d'origine choisie ci-dessous.",
    )
    illustration = blocks.ChoiceBlock(
        label="Illustration d'origine",
        choices=slide_choices,
        required=False,
        help_text="Les illustrations livrées avec le site, montrées au-dessus de la liste.",
    )
    image_alt = blocks.TextBlock(
        label="Ce que montre l'image",
        max_length=SLIDE_ALT_MAX,
        required=False,
        help_text="Lu à la place de l'image par les personnes qui ne la voient pas.",
    )
    decorative = blocks.BooleanBlock(
        label="Image décorative (n'apporte aucune information)",
        required=False,
        help_text="Cochée, l'image n'a pas de texte de remplacement.",
    )
    pills = blocks.ListBlock(PillBlock(), label="Pastilles", max_num=PILLS_MAX, min_num=0)
    primary = ButtonBlock(label="Bouton principal", required=False)
    secondary = ButtonBlock(label="Second bouton", required=False)

    class Meta:
        label = "Diapositive"
        icon = "image"

    def clean(self, value: Any) -> Any:
        value = super().clean(value)
        if value["image"] is None and not value["illustration"]:
            raise _error(
                self,
                "image",
                "Choisissez une image dans la bibliothèque, ou une illustration d'origine.",
            )
        if not value["decorative"] and not value["image_alt"].strip():
            raise _error(
                self,
                "image_alt",
                "Décrivez ce que montre l'image, ou cochez « Image décorative » si elle "
                "n'apporte aucune information.",
            )
        return value


class ClientLogoBlock(blocks.StructBlock):
    name = blocks.CharBlock(
        label="Nom du client",
        max_length=LOGO_NAME_MAX,
        help_text="Lu à la place du logo par les personnes qui ne le voient pas.",
    )
    sites = blocks.ListBlock(
        LogoLineBlock(),
        label="Lignes sous le nom",
        max_num=LOGO_LINES_MAX,
        min_num=0,
        help_text="Villes, nombre de sites et de postes.",
    )
    image = ImageChooserBlock(
        label="Logo de la bibliothèque",
        required=False,
        help_text="De préférence un PNG sur fond transparent. Vide : le logo d'origine choisi "
        "ci-dessous.",
    )
    logo = blocks.ChoiceBlock(
        label="Logo d'origine",
        choices=logo_choices,
        required=False,
        help_text="Les logos livrés avec le site, montrés au-dessus de la liste.",
    )

    class Meta:
        label = "Client"
        icon = "group"

    def clean(self, value: Any) -> Any:
        value = super().clean(value)
        if value["image"] is None and not value["logo"]:
            raise _error(
                self, "image", "Choisissez un logo dans la bibliothèque, ou un logo d'origine."
            )
        return value
