"""The editable documents: their names, files and the names people use.

Not editable here (they shape the code and the browser bundle): routes.json,
validation.json, layout.json, typography.json; nor the operator settings
(lead and moderation mail recipients, analytics, threat map, API base), which
come from the environment (telecomsite/settings/company.py).
"""

from dataclasses import dataclass
from pathlib import Path

from django.conf import settings

from core.routes import route_table


@dataclass(frozen=True)
class DocumentInfo:
    name: str
    title: str
    """What a person calls it (« FAQ Téléphonie »)."""
    file: str | None
    """Its default, relative to CONTENT_DIR; None: the route table's own
    values (a page's search title and description, content/routes.json),
    which no command writes back."""
    page: str
    """A public page that shows it (the preview)."""
    superuser_only: bool = False
    """The legal identity: Marketing neither sees nor edits it."""
    in_wagtail: bool = False
    """Edited as part of a page in Wagtail (cms/), which publishes it here; the
    old editor only links there."""

    def path(self) -> Path:
        if self.file is None:
            raise LookupError(f"{self.name} has no file: its default is the route table")
        return Path(settings.CONTENT_DIR) / self.file


def page_meta_name(route_key: str) -> str:
    """A page's title and description for browsers and search engines,
    published with its page from Wagtail's « Promotion » tab."""
    return f"meta_{route_key}"


DOCUMENTS: dict[str, DocumentInfo] = {
    info.name: info
    for info in (
        DocumentInfo(
            "faq_voip", "FAQ Téléphonie", "data/faq_voip.json", "/telephonie", in_wagtail=True
        ),
        DocumentInfo("faq_net", "FAQ Internet", "data/faq_net.json", "/connexion", in_wagtail=True),
        DocumentInfo(
            "faq_it", "FAQ Informatique", "data/faq_it.json", "/infogerance", in_wagtail=True
        ),
        DocumentInfo(
            "faq_cyber",
            "FAQ Cybersécurité",
            "data/faq_cyber.json",
            "/cybersecurite",
            in_wagtail=True,
        ),
        *(
            DocumentInfo(name, title, f"data/{name}.json", page, in_wagtail=True)
            for name, title, page in (
                ("avis", "Témoignages (accueil)", "/home"),
                ("avis_telecom", "Témoignages Téléphonie", "/telephonie"),
                ("avis_connexion", "Témoignages Internet", "/connexion"),
                ("avis_it", "Témoignages Informatique", "/infogerance"),
            )
        ),
        DocumentInfo("clients", "Logos clients", "data/clients.json", "/home"),
        DocumentInfo("home-coursel", "Carrousel de l'accueil", "data/home-coursel.json", "/home"),
        DocumentInfo(
            "home",
            "Textes de l'accueil (slogan, titres, offres)",
            "home.json",
            "/home",
            in_wagtail=True,
        ),
        *(
            DocumentInfo(f"page_{key}", label, f"page_{key}.json", f"/{key}", in_wagtail=True)
            for key, label in (
                ("telephonie", "Page Téléphonie"),
                ("connexion", "Page Internet"),
                ("infogerance", "Page Infogérance"),
                ("cybersecurite", "Page Cybersécurité"),
            )
        ),
        DocumentInfo(
            "page_contact", "Page Contact", "page_contact.json", "/contact", in_wagtail=True
        ),
        DocumentInfo(
            "contact",
            "Coordonnées et horaires (page Contact)",
            "contact.json",
            "/contact",
            in_wagtail=True,
        ),
        DocumentInfo(
            "company",
            "Mentions légales (identité de la société)",
            "company.json",
            "/mentions-legales",
            superuser_only=True,
        ),
        *(
            DocumentInfo(
                page_meta_name(route.key),
                f"Titre et description : {route.label}",
                None,
                route.path,
                in_wagtail=True,
            )
            for route in route_table().routes
        ),
    )
}


def with_files() -> list[DocumentInfo]:
    """The documents that have a file under content/ (export, import and the
    old editor's list): a page's title and description live with the page."""
    return [info for info in DOCUMENTS.values() if info.file is not None]
