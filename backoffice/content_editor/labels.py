"""French names of the schema's fields and French messages for its errors."""

from typing import Any

FIELD_LABELS = {
    "title": "Titre",
    "items": "Éléments",
    "question": "Question",
    "answer": "Réponse",
    "cta": "Bouton d'action",
    "text": "Texte",
    "link": "Lien",
    "label": "Thème",
    "author": "Auteur",
    "photo": "Photo de la personne",
    "pills": "Pastilles",
    "variant": "Couleur",
    "tone": "Couleur",
    "name": "Nom",
    "logo": "Logo (adresse sur le site)",
    "sites": "Lignes d'information",
    "opti": "Images optimisées",
    "folder": "Dossier",
    "base": "Nom de fichier",
    "widths": "Largeurs (px)",
    "url": "Adresse d'une image envoyée (sans largeur ni extension)",
    "lead": "Chapeau",
    "img": "Image",
    "src": "Adresse de l'image",
    "alt": "Texte alternatif",
    "dim": "Dimensions",
    "w": "Largeur (px)",
    "h": "Hauteur (px)",
    "ctas": "Boutons",
    "primary": "Bouton principal",
    "secondary": "Bouton secondaire",
    "routerLink": "Lien",
    "showcases": "Sections",
    "id": "Identifiant",
    "eyebrow": "Surtitre",
    "intro": "Introduction",
    "image": "Illustration (nom de fichier)",
    "imageAlt": "Texte alternatif de l'illustration",
    "flip": "Illustration à gauche",
    "steps": "Étapes",
    "points": "Points",
    "to": "Lien",
}

TONES = {"primary": "Bleu-vert", "orange": "Orange", "yellow": "Jaune"}


def label(key: str) -> str:
    return FIELD_LABELS.get(key, key)


def message(error: dict[str, Any]) -> str:
    """A pydantic error, in French, for the person who typed the value."""
    kind, ctx = error["type"], error.get("ctx") or {}
    if kind in ("missing", "string_too_short") or (kind == "string_type" and not error["input"]):
        return "Ce champ est obligatoire."
    if kind == "string_too_long":
        return f"{ctx.get('max_length')} caractères au plus ({len(error['input'])} saisis)."
    if kind == "string_pattern_mismatch":
        pattern = str(ctx.get("pattern", ""))
        if pattern.startswith("^\\+"):
            return (
                "Format non valide : le numéro au format international, par exemple +33199001234."
            )
        if "@" in pattern:
            return "Format non valide : une adresse e-mail, par exemple contact@example.com."
        if pattern.startswith("^https://"):
            return "Format non valide : une adresse qui commence par « https:// »."
        return "Format non valide (une adresse commence par « / », « # » ou « https:// »)."
    if kind == "too_short":
        return f"Au moins {ctx.get('min_length')} élément(s)."
    if kind == "too_long":
        return f"Au plus {ctx.get('max_length')} éléments."
    if kind in ("int_type", "int_parsing", "int_from_float"):
        return "Un nombre entier est attendu."
    if kind == "greater_than":
        return f"Doit être supérieur à {ctx.get('gt')}."
    if kind == "less_than_equal":
        return f"Doit être au plus {ctx.get('le')}."
    if kind == "literal_error":
        return "Valeur non autorisée."
    if kind == "value_error" and "steps or points" in str(ctx.get("error", "")):
        return "Une section a des étapes ou des points, pas les deux."
    if kind == "html":
        return "Le HTML n'est pas accepté : saisissez du texte simple."
    return "Valeur non valide."
