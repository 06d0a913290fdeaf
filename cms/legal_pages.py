"""The privacy policy, the cookie policy and the accessibility statement:
pages whose only words are their prose (legal_prose.py), for superusers.

Each publishes « page_<key> » (content/page_<key>.json). They were SpecPages
(title and description only) before: seed.py turns them into these types on
`migrate`, their history kept. What each must hold by the spec or the law
is refused when missing (required_parts).
"""

from typing import Any

from .fixed_page import FixedPage
from .legal_blocks import AUDIT, COOKIE_BUTTON, section_block
from .legal_prose import LegalProsePage, sections_field

# The spec's « link to the data protection authority » (§2 « Privacy policy »).
AUTHORITY = "https://www.cnil.fr"


def _blocks(document: dict[str, Any]) -> list[dict[str, Any]]:
    return [block for section in document["sections"] for block in section["body"]]


def _runs(document: dict[str, Any]) -> list[Any]:
    runs: list[Any] = list(document["intro"])
    for block in _blocks(document):
        if block["type"] == "paragraph":
            runs += block["text"]
        elif block["type"] == "list":
            runs += [run for item in block["items"] for run in item]
        elif block["type"] == "table":
            runs += [run for row in block["rows"] for cell in row for run in cell]
    return runs


class PrivacyPolicyPage(LegalProsePage):
    sections = sections_field(
        section_block(),
        "Les onze sections du cahier des charges, dans cet ordre : leur nombre et leurs ancres "
        "sont fixes (#responsable… #cookies, #droits, #contact). Les durées de conservation "
        "sont celles du cahier des charges (§ 9), sauf les cookies : 13 mois au plus (CNIL).",
    )
    superuser_only_what = "la politique de confidentialité"
    content_panels = [
        *FixedPage.content_panels,
        *LegalProsePage.prose_panels("Texte de la politique de confidentialité"),
    ]

    class Meta:
        verbose_name = "page de la politique de confidentialité"
        verbose_name_plural = "pages de la politique de confidentialité"

    def required_parts(self, document: dict[str, Any]) -> list[str]:
        runs = _runs(document)
        missing = []
        if {"type": "fact", "fact": "cookiePreferences"} not in runs:
            missing.append(
                "Le cahier des charges exige le lien qui rouvre le choix des cookies : "
                "placez [lien gérer mes cookies] dans le texte."
            )
        links = [run["href"] for run in runs if isinstance(run, dict) and run["type"] == "link"]
        if not any(href.startswith(AUTHORITY) for href in links):
            missing.append(
                "Le cahier des charges exige un lien vers la CNIL (une adresse "
                f"commençant par {AUTHORITY})."
            )
        return missing


class CookiePolicyPage(LegalProsePage):
    sections = sections_field(
        section_block(COOKIE_BUTTON),
        "Les huit sections du cahier des charges, dans cet ordre : leur nombre et leurs ancres "
        "sont fixes ; la sixième, « Gérer vos préférences », est #cookies-gestion, où mènent le "
        "plan du site et la politique de confidentialité. La première cellule de chaque ligne "
        "des tableaux est le nom du cookie ou de la clé, en code.",
    )
    superuser_only_what = "la politique cookies"
    content_panels = [
        *FixedPage.content_panels,
        *LegalProsePage.prose_panels("Texte de la politique cookies"),
    ]

    class Meta:
        verbose_name = "page de la politique cookies"
        verbose_name_plural = "pages de la politique cookies"

    def required_parts(self, document: dict[str, Any]) -> list[str]:
        button = {"type": "fixed", "block": "cookieButton"}
        if not any(
            section["id"] == "cookies-gestion" and button in section["body"]
            for section in document["sections"]
        ):
            return [
                "Le bloc « Bouton : gérer mes cookies » doit rester dans la section "
                "« Gérer vos préférences » (la sixième), où mènent les liens des autres pages."
            ]
        return []


class AccessibilityPage(LegalProsePage):
    sections = sections_field(
        section_block(AUDIT),
        "Les sept sections de la déclaration (modèle du RGAA 4.1), dans cet ordre. Les "
        "chiffres de l'audit se placent avec [nombre de critères], [critères respectés] et "
        "[taux de conformité], comptés dans le tableau de l'audit.",
    )
    superuser_only_what = "la déclaration d'accessibilité"
    content_panels = [
        *FixedPage.content_panels,
        *LegalProsePage.prose_panels("Texte de la déclaration d'accessibilité", audit=True),
    ]

    class Meta:
        verbose_name = "page de la déclaration d'accessibilité"
        verbose_name_plural = "pages de la déclaration d'accessibilité"

    def required_parts(self, document: dict[str, Any]) -> list[str]:
        if not any(block["type"] == "audit" for block in _blocks(document)):
            return [
                "La déclaration donne le résultat de l'audit : gardez le « Tableau de l'audit »."
            ]
        return []
