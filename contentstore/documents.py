"""The published documents: their names, files and the names people use.

Each is published with a page in Wagtail (cms/: `documents()` of its page
type). Not documents (they shape the code and the browser bundle):
routes.json, validation.json, layout.json, typography.json; nor the operator
settings (lead and moderation mail recipients, analytics, threat map, API
base), which come from the environment (telecomsite/settings/company.py).
"""

from dataclasses import dataclass
from pathlib import Path

from django.conf import settings

from core.routes import route_table


@dataclass(frozen=True)
class DocumentInfo:
    name: str
    title: str
    """What a person calls it (« FAQ Téléphonie »), in logs."""
    file: str | None
    """Its default, relative to CONTENT_DIR; None: the route table's own
    values (a page's search title and description, content/routes.json),
    which no command writes back."""

    def path(self) -> Path:
        if self.file is None:
            raise LookupError(f"{self.name} has no file: its default is the route table")
        return Path(settings.CONTENT_DIR) / self.file


# The legal pages whose prose is a document, and what people call it.
LEGAL_PROSE = {
    "mentions-legales": "Mentions légales (texte)",
    "politique-confidentialite": "Politique de confidentialité (texte)",
    "cookies": "Politique cookies (texte)",
    "accessibilite": "Déclaration d'accessibilité (texte)",
}


def page_meta_name(route_key: str) -> str:
    """A page's title and description for browsers and search engines,
    published with its page from Wagtail's « Promotion » tab."""
    return f"meta_{route_key}"


DOCUMENTS: dict[str, DocumentInfo] = {
    info.name: info
    for info in (
        DocumentInfo("faq_voip", "FAQ Téléphonie", "data/faq_voip.json"),
        DocumentInfo("faq_net", "FAQ Internet", "data/faq_net.json"),
        DocumentInfo("faq_it", "FAQ Informatique", "data/faq_it.json"),
        DocumentInfo("faq_cyber", "FAQ Cybersécurité", "data/faq_cyber.json"),
        DocumentInfo("avis", "Témoignages (accueil)", "data/avis.json"),
        DocumentInfo("avis_telecom", "Témoignages Téléphonie", "data/avis_telecom.json"),
        DocumentInfo("avis_connexion", "Témoignages Internet", "data/avis_connexion.json"),
        DocumentInfo("avis_it", "Témoignages Informatique", "data/avis_it.json"),
        DocumentInfo("clients", "Logos clients", "data/clients.json"),
        DocumentInfo("home-coursel", "Carrousel de l'accueil", "data/home-coursel.json"),
        DocumentInfo("home", "Textes de l'accueil (slogan, titres, offres)", "home.json"),
        *(
            DocumentInfo(f"page_{key}", label, f"page_{key}.json")
            for key, label in (
                ("telephonie", "Page Téléphonie"),
                ("connexion", "Page Internet"),
                ("infogerance", "Page Infogérance"),
                ("cybersecurite", "Page Cybersécurité"),
            )
        ),
        DocumentInfo("page_contact", "Page Contact", "page_contact.json"),
        DocumentInfo("contact", "Coordonnées et horaires (page Contact)", "contact.json"),
        DocumentInfo("navigation", "Menu et pied de page", "navigation.json"),
        DocumentInfo("page_not_found", "Page introuvable (404)", "page_not_found.json"),
        DocumentInfo("page_sitemap", "Page Plan du site", "page_sitemap.json"),
        DocumentInfo("company", "Mentions légales (identité de la société)", "company.json"),
        # The legal pages' prose, edited by superusers on each page (cms/legal_prose.py).
        *(
            DocumentInfo(f"page_{key}", label, f"page_{key}.json")
            for key, label in LEGAL_PROSE.items()
        ),
        DocumentInfo("landings", "Pages de campagne", "landings.json"),
        *(
            DocumentInfo(page_meta_name(route.key), f"Titre et description : {route.label}", None)
            for route in route_table().routes
        ),
    )
}


def with_files() -> list[DocumentInfo]:
    """The documents that have a file under content/ (export_content and
    import_content): a page's title and description live with the page."""
    return [info for info in DOCUMENTS.values() if info.file is not None]
