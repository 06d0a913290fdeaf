"""The blocks a superuser edits a legal page's prose with (legal_prose.py).

A section is its title and a body of blocks: texts (paragraphs and bulleted
lists in one rich text, bold, italics, code and links only), subheadings,
tables, and the parts laid out from live facts, which can be placed but not
written (« Identité de l'éditeur », « Bouton : gérer mes cookies »). The
limits are the schema's (website/content/legal_schema.py).
"""

from django.core.validators import RegexValidator
from wagtail import blocks

from website.content.legal_schema import (
    AUDIT_ROWS_MAX,
    BLOCKS_MAX,
    CAPTION_MAX,
    COLUMN_MAX,
    COLUMNS_MAX,
    ROWS_MAX,
    SECTION_TITLE_MAX,
    SUBHEADING_MAX,
)
from website.content.schemas import LABEL_MAX, LEAD_MAX

from .legal_richtext import PLACEHOLDERS
from .widgets import NamedRichTextBlock

# Wagtail's rich-text features: nothing the prose cannot hold (no heading,
# image, embed or line break; a subheading is a block of its own).
TEXT_FEATURES = ["bold", "italic", "code", "link", "ul"]
CELL_FEATURES = ["bold", "italic", "code", "link"]

PLACEHOLDER_HELP = (
    "Les valeurs de la société se placent entre crochets, par exemple [dénomination] "
    "(liste en haut de la page)."
)
AUDIT_PLACEHOLDERS = ("nombre de critères", "critères respectés", "taux de conformité")


def placeholders_help(audit: bool) -> str:
    """The editor's list of what can be placed between brackets (HTML); the
    audit's figures only where there is an audit table."""
    items = "".join(
        f"<li><b>[{name}]</b> : {what}</li>"
        for name, (_, what) in PLACEHOLDERS.items()
        if audit or name not in AUDIT_PLACEHOLDERS
    )
    return (
        "<p>Les faits qui changent ailleurs ne s'écrivent pas dans ce texte : tapez leur "
        "nom entre crochets, et la page affiche leur valeur du moment.</p>"
        f"<ul>{items}</ul>"
    )


class ProseTextBlock(NamedRichTextBlock):
    def __init__(self) -> None:
        super().__init__(
            features=TEXT_FEATURES,
            label="Texte",
            help_text="Paragraphes et listes à puces. " + PLACEHOLDER_HELP,
        )

    class Meta:
        icon = "pilcrow"


class SubheadingBlock(blocks.StructBlock):
    # A struct, not a bare text block: Wagtail labels no bare block of a
    # stream (axe: « Form elements must have labels »).
    text = blocks.CharBlock(label="Intertitre", max_length=SUBHEADING_MAX)

    class Meta:
        label = "Intertitre"
        icon = "title"


class ColumnBlock(blocks.StructBlock):
    # A struct, not a bare text block: Wagtail gives a bare block in a list
    # no label (cms/blocks.py: ShortLineBlock).
    text = blocks.CharBlock(label="Titre de la colonne", max_length=COLUMN_MAX)

    class Meta:
        icon = "pilcrow"


class CellBlock(blocks.StructBlock):
    text = NamedRichTextBlock(label="Texte de la cellule", features=CELL_FEATURES)

    class Meta:
        icon = "pilcrow"


# No max_num on the lists of the prose: how many paragraphs, rows or cells a
# page may hold is its schema's bound, checked with the page (legal_prose.py:
# prose_errors), since a text block holds several paragraphs; the editor's
# per-list maximum would be another, wrong, bound.


class RowBlock(blocks.StructBlock):
    cells = blocks.ListBlock(
        CellBlock(),
        label="Cellules, de gauche à droite (la première est l'en-tête de la ligne)",
        min_num=1,
    )

    class Meta:
        label = "Ligne"
        icon = "list-ul"


class ProseTableBlock(blocks.StructBlock):
    caption = blocks.CharBlock(
        label="Légende du tableau",
        max_length=CAPTION_MAX,
        help_text="Affichée au-dessus du tableau ; elle le nomme pour les lecteurs d'écran.",
    )
    columns = blocks.ListBlock(
        ColumnBlock(),
        label="Titres des colonnes",
        min_num=1,
        help_text=f"{COLUMNS_MAX} colonnes au plus.",
    )
    rows = blocks.ListBlock(
        RowBlock(),
        label="Lignes",
        min_num=1,
        help_text=f"Chaque ligne a autant de cellules que le tableau a de colonnes ; "
        f"{ROWS_MAX} lignes au plus.",
    )

    class Meta:
        label = "Tableau"
        icon = "table"


class AuditRowBlock(blocks.StructBlock):
    criterion = blocks.CharBlock(
        label="Critère",
        max_length=5,
        validators=[RegexValidator(r"^[0-9]{1,2}\.[0-9]{1,2}$", "Un numéro du RGAA : 13.1.")],
        help_text="Son numéro dans le RGAA, par exemple 13.1.",
    )
    requirement = blocks.TextBlock(label="Exigence", max_length=LEAD_MAX)
    met = blocks.BooleanBlock(label="Respecté", required=False)

    class Meta:
        label = "Critère"
        icon = "tick"


class AuditBlock(blocks.StructBlock):
    """The criteria checked by hand; [nombre de critères], [critères
    respectés] and [taux de conformité] are counted from it."""

    caption = blocks.CharBlock(label="Légende du tableau", max_length=CAPTION_MAX)
    criterion_heading = blocks.CharBlock(
        label="Titre de la colonne des critères", max_length=LABEL_MAX
    )
    requirement_heading = blocks.CharBlock(
        label="Titre de la colonne des exigences", max_length=LABEL_MAX
    )
    result_heading = blocks.CharBlock(
        label="Titre de la colonne des résultats", max_length=LABEL_MAX
    )
    met_label = blocks.CharBlock(label="Résultat d'un critère respecté", max_length=LABEL_MAX)
    unmet_label = blocks.CharBlock(label="Résultat d'un critère non respecté", max_length=LABEL_MAX)
    rows = blocks.ListBlock(
        AuditRowBlock(),
        label="Critères vérifiés",
        min_num=1,
        help_text=f"{AUDIT_ROWS_MAX} au plus (le RGAA en compte autant).",
    )

    class Meta:
        label = "Tableau de l'audit"
        icon = "table"


IDENTITY = (
    "identity",
    blocks.StaticBlock(
        label="Identité de l'éditeur",
        icon="user",
        admin_text="La liste des mentions de l'éditeur : dénomination, nom commercial, forme "
        "juridique, capital, immatriculation, SIRET, TVA, code APE, siège, téléphone, e-mail "
        "et directeur de la publication. Leurs valeurs se modifient plus haut (identité de la "
        "société) et sur la page Contact.",
    ),
)
COOKIE_BUTTON = (
    "cookie_button",
    blocks.StaticBlock(
        label="Bouton : gérer mes cookies",
        icon="cog",
        admin_text="Le bouton « Gérer mes préférences cookies », qui rouvre le choix du "
        "visiteur sur la mesure d'audience.",
    ),
)
AUDIT = ("audit", AuditBlock())


def section_block(*fixed: tuple[str, blocks.Block]) -> blocks.StructBlock:
    """A section of a legal page, with the page type's own fixed blocks."""
    body = blocks.StreamBlock(
        [
            ("text", ProseTextBlock()),
            ("subheading", SubheadingBlock()),
            ("table", ProseTableBlock()),
            *fixed,
        ],
        label="Contenu de la section",
        min_num=1,
        help_text=f"{BLOCKS_MAX} paragraphes, listes, intertitres et tableaux au plus.",
    )
    title = blocks.CharBlock(
        label="Titre de la section",
        max_length=SECTION_TITLE_MAX,
        help_text="Sans son numéro, qui suit l'ordre des sections.",
    )
    return blocks.StructBlock([("title", title), ("body", body)], label="Section", icon="doc-full")
