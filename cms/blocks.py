"""The blocks Marketing fills in, bounded by the same limits the site validates.

The limits come from website/content/schemas.py, the one source the site's
validation and the generated TypeScript types read: a text the editor
accepts is one the page shows.
"""

from wagtail import blocks

from website.content.schemas import ANSWER_MAX, QUESTION_MAX

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
