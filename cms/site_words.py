"""The site's own words, on the site's root page (« Site TQ Télécom »): the
header's and footer's labels, shown on every page, and the 404 page's text.

Why the root page, not a Wagtail setting: a setting (wagtail.contrib.settings)
has no revisions, so Marketing could neither compare two versions nor bring
the shipped wording back. The root page has Wagtail's history, comparison,
restore and scheduling, like every other page, and it is where the rest of
the tree hangs: what is on every page belongs to the site as a whole.

What stays fixed: the links' targets and order (content/routes.json: the
spec's routes), the copyright's « © <year> <brand>. » (spec §2: the current
year), and the accessibility wording (skip link, « nouvel onglet », the
logo's alternative text), which the components keep.

They publish the « navigation » and « page_not_found » documents
(content/navigation.json, content/page_not_found.json).
"""

from typing import Any

from django.core.exceptions import ValidationError
from django.core.validators import MaxLengthValidator
from django.db import models
from wagtail.admin.panels import FieldPanel, HelpPanel, MultiFieldPanel

from . import bounds
from .shipped import shipped_document

NAVIGATION = "navigation"
NOT_FOUND = "page_not_found"

# Each link's field, by route key; the menu's and the footer's, in their
# order (cms/tests/test_site_words.py checks them against content/routes.json).
MENU_LINKS = {
    "telephonie": "link_telephonie",
    "connexion": "link_connexion",
    "infogerance": "link_infogerance",
    "cybersecurite": "link_cybersecurite",
    "contact": "link_contact",
}
FOOTER_LINKS = {
    "mentions-legales": "link_legal_notice",
    "politique-confidentialite": "link_privacy",
    "cookies": "link_cookies",
    "accessibilite": "link_accessibility",
    "sitemap": "link_sitemap",
}
LINKS = {**MENU_LINKS, **FOOTER_LINKS}
WORDS = {
    "menuButton": "menu_button",
    "solutionsNav": "solutions_nav",
    "legalNav": "legal_nav",
    "cookiesButton": "cookies_button",
    "rights": "rights",
}
# French law (RGAA, décret 2019-768): the footer's link to the accessibility
# statement says how far the site complies.
COMPLIANCE = ("non conforme", "partiellement conforme", "totalement conforme")


def _label(
    verbose_name: str, help_text: str = "", max_length: int = bounds.LINK_LABEL_MAX
) -> models.CharField[str, str]:
    # default "": the root page of a database made before these words (seed.py fills them).
    return models.CharField(verbose_name, max_length=max_length, default="", help_text=help_text)


class SiteWords(models.Model):
    """Abstract: its fields live on the site's root page (models.py)."""

    link_telephonie = _label("Lien vers la page Téléphonie")
    link_connexion = _label("Lien vers la page Internet & Connectivité")
    link_infogerance = _label("Lien vers la page Infogérance")
    link_cybersecurite = _label("Lien vers la page Cybersécurité")
    link_contact = _label("Lien vers la page Contact")
    menu_button = _label(
        "Texte du bouton de menu",
        "Sur les petits écrans, le bouton qui ouvre le menu.",
        bounds.MENU_BUTTON_MAX,
    )
    solutions_nav = _label(
        "Nom de la liste des offres",
        "Le pied de page reprend les liens du menu ; les lecteurs d'écran annoncent la "
        "liste sous ce nom (il ne s'affiche pas à l'écran).",
        bounds.NAV_NAME_MAX,
    )
    legal_nav = _label(
        "Nom de la liste des informations légales",
        "Annoncé par les lecteurs d'écran avant les liens ci-dessous (il ne s'affiche pas).",
        bounds.NAV_NAME_MAX,
    )
    link_legal_notice = _label("Lien vers les mentions légales")
    link_privacy = _label("Lien vers la politique de confidentialité")
    link_cookies = _label("Lien vers la politique cookies")
    link_accessibility = _label(
        "Lien vers la déclaration d'accessibilité",
        "La loi demande d'y indiquer l'état de conformité : « non conforme », "
        "« partiellement conforme » ou « totalement conforme ».",
        bounds.ACCESSIBILITY_LINK_MAX,
    )
    link_sitemap = _label("Lien vers le plan du site")
    cookies_button = _label(
        "Texte du bouton des cookies",
        "Ouvre le choix des cookies, après les liens légaux.",
        bounds.COOKIES_BUTTON_MAX,
    )
    rights = _label(
        "Mention après le copyright",
        "Après « © année TQ Télécom. », en bas de chaque page. L'année se met à jour toute seule.",
        bounds.RIGHTS_MAX,
    )
    not_found_title = _label(
        "Titre de la page introuvable",
        "Montré quand une adresse n'existe pas ; aussi le titre de l'onglet.",
        bounds.NOT_FOUND_TITLE_MAX,
    )
    not_found_text = models.TextField(
        "Texte de la page introuvable",
        max_length=bounds.NOT_FOUND_TEXT_MAX,
        # A TextField's max_length only bounds the form's box: said in French here.
        validators=[MaxLengthValidator(bounds.NOT_FOUND_TEXT_MAX)],
        default="",
        help_text="Au-dessus des liens vers l'accueil, les offres, le contact et le plan du site.",
    )

    words_panels = [
        HelpPanel(
            content="Ces textes s'affichent sur toutes les pages. Les adresses des liens et "
            "leur ordre sont fixés par le cahier des charges."
        ),
        MultiFieldPanel(
            [*(FieldPanel(field) for field in MENU_LINKS.values()), FieldPanel("menu_button")],
            heading="Menu principal (et liens des offres du pied de page)",
        ),
        MultiFieldPanel(
            [
                FieldPanel("solutions_nav"),
                FieldPanel("legal_nav"),
                *(FieldPanel(field) for field in FOOTER_LINKS.values()),
                FieldPanel("cookies_button"),
                FieldPanel("rights"),
            ],
            heading="Pied de page",
        ),
        MultiFieldPanel(
            [FieldPanel("not_found_title"), FieldPanel("not_found_text")],
            heading="Page introuvable (erreur 404)",
        ),
    ]

    class Meta:
        abstract = True

    def has_words(self) -> bool:
        """False for a root page saved before these words were edited here."""
        return bool(self.menu_button)

    def fill_words(self, navigation: dict[str, Any], not_found: dict[str, Any]) -> None:
        """Takes the two documents' values (seed.py: the shipped files)."""
        for key, field in LINKS.items():
            setattr(self, field, navigation["links"][key])
        for key, field in WORDS.items():
            setattr(self, field, navigation[key])
        self.not_found_title, self.not_found_text = not_found["title"], not_found["text"]

    def words_errors(self) -> dict[str, str]:
        label = self.link_accessibility.lower()
        if not any(state in label for state in COMPLIANCE):
            return {
                "link_accessibility": "Indiquez l'état de conformité, par exemple "
                "« Accessibilité : partiellement conforme »."
            }
        return {}

    def words_documents(self) -> dict[str, Any]:
        if not self.has_words():
            return {}
        navigation = {
            "links": {key: getattr(self, field) for key, field in LINKS.items()},
            **{key: getattr(self, field) for key, field in WORDS.items()},
        }
        not_found = {"title": self.not_found_title, "text": self.not_found_text}
        return {NAVIGATION: navigation, NOT_FOUND: not_found}

    def clean_words(self) -> None:
        errors = self.words_errors()
        if errors:
            raise ValidationError(errors)


def shipped_words() -> tuple[dict[str, Any], dict[str, Any]]:
    return shipped_document(NAVIGATION), shipped_document(NOT_FOUND)
