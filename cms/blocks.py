"""The blocks Marketing fills in, bounded by the same limits the site validates.

The limits come from website/content/schemas.py, the one source the site's
validation and the generated TypeScript types read: a text the editor
accepts is one the page shows.
"""

from django import forms
from wagtail import blocks

from core.opening_hours import DAYS
from website.content.schemas import ANSWER_MAX, LABEL_MAX, QUESTION_MAX

# More questions than this would make the offer pages heavy for a phone
# (docs/performance.md: the pages' budgets); the shipped FAQs have 8 to 10.
FAQ_ITEMS_MAX = 30


class FaqItemBlock(blocks.StructBlock):
    question = blocks.CharBlock(label="Question", max_length=QUESTION_MAX, form_classname="title")
    answer = blocks.TextBlock(
        label="Réponse",
        max_length=ANSWER_MAX,
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
        max_length=LABEL_MAX,
        help_text="Par exemple « Fermeture de fin d'année ».",
    )

    class Meta:
        label = "Fermeture exceptionnelle"
        icon = "date"


class ShortLineBlock(blocks.StructBlock):
    """One short line. A struct, not a bare text block: Wagtail gives a bare
    block in a list no label, which screen readers then announce as nothing."""

    text = blocks.CharBlock(label="Texte", max_length=LABEL_MAX)

    class Meta:
        icon = "pilcrow"
