"""The blocks Marketing fills in, bounded by the same limits the site validates.

The limits are the editor's (bounds.py), within the wider ones the site
validates (website/content/schemas.py): a text the editor accepts is one
the page shows.
"""

from django import forms
from wagtail import blocks

from core.opening_hours import DAYS

from . import bounds


class FaqItemBlock(blocks.StructBlock):
    question = blocks.CharBlock(
        label="Question", max_length=bounds.QUESTION_MAX, form_classname="title"
    )
    answer = blocks.TextBlock(
        label="Réponse",
        max_length=bounds.ANSWER_MAX,
        help_text="Un paragraphe de texte simple, sans mise en forme.",
    )

    class Meta:
        label = "Question"
        icon = "help"
        form_classname = "struct-block faq-item"


DAY_CHOICES = [(day, day.capitalize()) for day in DAYS]


class OpeningWindowBlock(blocks.StructBlock):
    """One stretch of the reception hours, on the days ticked."""

    days = blocks.MultipleChoiceBlock(
        label="Jours", choices=DAY_CHOICES, widget=forms.CheckboxSelectMultiple
    )
    opens = blocks.TimeBlock(label="Ouverture", format="%H:%M")
    closes = blocks.TimeBlock(label="Fermeture", format="%H:%M")

    class Meta:
        label = "Plage d'ouverture"
        icon = "time"


class ClosureBlock(blocks.StructBlock):
    """Days the reception is closed besides public holidays (a bridge, the
    year's end): /contact lists it, and no lead's deadline runs on it."""

    start = blocks.DateBlock(label="Premier jour fermé", format="%d/%m/%Y")
    end = blocks.DateBlock(
        label="Dernier jour fermé",
        format="%d/%m/%Y",
        help_text="Le même jour que le premier pour une seule journée.",
    )
    label = blocks.CharBlock(
        label="Motif affiché",
        max_length=bounds.CLOSURE_LABEL_MAX,
        help_text="Par exemple « Fermeture de fin d'année ».",
    )

    class Meta:
        label = "Fermeture exceptionnelle"
        icon = "date"


class ShortLineBlock(blocks.StructBlock):
    """One short line. A struct, not a bare text block: Wagtail gives a bare
    block in a list no label, which screen readers then announce as nothing."""

    text = blocks.CharBlock(label="Texte", max_length=bounds.SHORT_LINE_MAX)

    class Meta:
        icon = "pilcrow"


class KeyFigureBlock(blocks.StructBlock):
    """A claim in figures: the figure, then what it measures."""

    value = blocks.CharBlock(
        label="Chiffre",
        max_length=bounds.FIGURE_VALUE_MAX,
        help_text="En grand, par exemple « 99,8 % » ou « Plus de 250 ».",
    )
    label = blocks.CharBlock(
        label="Ce qu'il mesure",
        max_length=bounds.FIGURE_LABEL_MAX,
        help_text="La suite de la phrase, par exemple « de disponibilité réseau ».",
    )

    class Meta:
        label = "Chiffre clé"
        icon = "pick"


class PromiseBlock(blocks.StructBlock):
    """A promise beside a lead form (a struct, as ShortLineBlock, for its label)."""

    text = blocks.CharBlock(label="Engagement", max_length=bounds.PROMISE_MAX)

    class Meta:
        label = "Engagement"
        icon = "tick"
