"""The largest content the editors allow, published into a test stack (issue 31 §5).

« Budgets hold whatever Marketing publishes »: every editable document is
grown from its shipped file to the bounds of its strict schema
(website/content/editable.py, the one Wagtail's fields and the old editor
both check against): each free text at its max_length, each list at its max
items, each optional text filled in. Texts that must match a pattern (links,
pictures, anchors) and what the spec fixes (which sections exist, where the
buttons lead) stay the shipped file's. A list the schema leaves unbounded
takes the bound in LIST_BOUNDS, the editor's (a document Wagtail does not
hold yet takes the issue's example).

Texts are French words drawn at random (a fixed seed), each text different:
gzip finds in them about what it finds in real copy, not the runs of one
letter that it would shrink to nothing.

    DATABASE_URL=sqlite:///var/e2e-8765/db.sqlite3 .venv/bin/python -m ops.largest_content

publishes them all (scripts/serve-e2e.sh does when E2E_CONTENT=largest);
`--print NAME` prints one document instead.
"""

from __future__ import annotations

import json
import random
import sys
from typing import Any

# Lists the strict schema leaves unbounded: the editor's bound, else the example.
LIST_BOUNDS = {
    # cms/blocks.py FAQ_ITEMS_MAX (Wagtail's FAQ editor).
    "faq": 30,
    # Issue 31's examples, for documents moving into Wagtail now.
    "testimonials": 30,
    "slides": 12,
    # Client logos: twice the shipped 14.
    "clients": 28,
    # Testimonial pills: not shown by any page today; a handful.
    "pills": 6,
}
# Documents whose list bound is not the schema's (name -> path of the list -> bound key).
UNBOUNDED: dict[str, dict[tuple[str, ...], str]] = {
    **{name: {("items",): "faq"} for name in ("faq_voip", "faq_net", "faq_it", "faq_cyber")},
    **{
        name: {("items",): "testimonials", ("pills",): "pills"}
        for name in ("avis", "avis_telecom", "avis_connexion", "avis_it")
    },
    "home-coursel": {(): "slides"},
    "clients": {(): "clients"},
}
# Lists whose length the editor fixes to the shipped one (the spec's sections).
FIXED = {("sections",), ("showcases",)}
# The documents grown (the site's editable words; not the legal facts or the
# contact facts, which are the superusers' or fixed by the spec).
NAMES = (
    *UNBOUNDED,
    "home",
    *(f"page_{key}" for key in ("telephonie", "connexion", "infogerance", "cybersecurite")),
    "page_contact",
)

WORDS = (  # noqa: SIM905 - a sentence reads better than a list of words
    "téléphonie entreprise standard virtuel ligne fibre optique débit garanti "
    "sauvegarde serveur poste de travail infogérance sécurité pare-feu messagerie "
    "accompagnement installation déploiement migration support réactif technicien "
    "agence collaborateurs clients rapidité qualité continuité activité réseau "
    "cybersécurité supervision contrat mensuel forfait numéro portabilité appels "
    "softphone casque visioconférence télétravail site distant routeur secours 4G "
    "intervention sur place diagnostic audit gratuit équipe dédiée interlocuteur "
    "unique réponse sous vingt-quatre heures hébergé en France données protégées "
    "mise à jour antivirus sensibilisation phishing sauvegarde externalisée plan "
    "de reprise boulangerie cabinet comptable transport logistique mairie école"
).split()


class Texts:
    """Distinct French-looking texts of an exact length."""

    def __init__(self, seed: int = 31) -> None:
        self.random = random.Random(seed)

    def text(self, length: int) -> str:
        words: list[str] = []
        size = -1
        while size < length:
            word = self.random.choice(WORDS)
            words.append(word)
            size += len(word) + 1
        text = " ".join(words)[:length].rstrip()
        # Never a trailing space (the schemas strip it): pad with a letter.
        text = text.ljust(length, "e")
        return text[0].upper() + text[1:]


def _resolve(schema: dict[str, Any], defs: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in schema:
        schema = defs[schema["$ref"].rsplit("/", 1)[-1]]
    return schema


def _branches(schema: dict[str, Any], defs: dict[str, Any]) -> list[dict[str, Any]]:
    options = schema.get("anyOf") or [schema]
    return [_resolve(o, defs) for o in options if o.get("type") != "null"]


class Grower:
    def __init__(self, name: str, defs: dict[str, Any], texts: Texts) -> None:
        self.bounds = UNBOUNDED.get(name, {})
        self.defs = defs
        self.texts = texts

    def grow(self, schema: dict[str, Any], value: Any, path: tuple[str, ...]) -> Any:
        branches = _branches(_resolve(schema, self.defs), self.defs)
        if value is None:
            return self.new(branches, path)
        branch = next((b for b in branches if _fits(b, value)), branches[0])
        kind = branch.get("type")
        if kind == "object":
            return self.grow_object(branch, value, path)
        if kind == "array":
            return self.grow_list(branch, value, path)
        if kind == "string" and "maxLength" in branch and not {"pattern", "enum"} & set(branch):
            return self.texts.text(branch["maxLength"])
        return value

    def new(self, branches: list[dict[str, Any]], path: tuple[str, ...]) -> Any:
        """An optional value the shipped file leaves out: free texts and lists of them."""
        for branch in branches:
            if branch.get("type") == "string" and "pattern" not in branch and "maxLength" in branch:
                return self.texts.text(branch["maxLength"])
            if branch.get("type") == "array":
                item = _branches(_resolve(branch["items"], self.defs), self.defs)[0]
                if item.get("type") == "string" and "pattern" not in item:
                    return self.grow_list(branch, [], path)
        return None

    def grow_object(
        self, schema: dict[str, Any], value: dict[str, Any], path: tuple[str, ...]
    ) -> Any:
        grown = dict(value)
        for key, field in schema.get("properties", {}).items():
            result = self.grow(field, value.get(key), (*path, key))
            if result is not None:
                grown[key] = result
        return grown

    def grow_list(
        self, schema: dict[str, Any], value: list[Any], path: tuple[str, ...]
    ) -> list[Any]:
        if path in FIXED:
            count = len(value)
        elif path in self.bounds:
            count = LIST_BOUNDS[self.bounds[path]]
        else:
            count = schema.get("maxItems", len(value))
        item_schema = schema.get("items", {})
        templates = value or [None]
        return [
            self.grow(item_schema, templates[i % len(templates)], (*path,)) for i in range(count)
        ]


def _fits(schema: dict[str, Any], value: Any) -> bool:
    kinds = {"object": dict, "array": list, "string": str, "integer": int, "boolean": bool}
    kind = schema.get("type")
    return kind is None or isinstance(value, kinds.get(kind, object))


def largest(name: str) -> Any:
    """The document `name` at the largest the editor allows, checked as it is served."""
    from cms.shipped import shipped_document
    from website.content import editable

    adapter = editable.ADAPTERS[name]
    schema = adapter.json_schema()
    grower = Grower(name, schema.get("$defs", {}), Texts(seed=sum(map(ord, name))))
    return editable.check(name, grower.grow(schema, shipped_document(name), ()))


def publish_all() -> list[str]:
    """Publishes every grown document; returns one line per document (its size)."""
    from django.contrib.auth import get_user_model

    from contentstore import store

    user, _ = get_user_model().objects.get_or_create(username="contenu-maximal")
    lines = []
    for name in NAMES:
        data = largest(name)
        store.publish(name, data, user)
        size = len(json.dumps(data, ensure_ascii=False).encode())
        lines.append(f"{name}: {size:,} bytes of JSON")
    return lines


def main(argv: list[str]) -> int:
    import os

    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "telecomsite.settings.dev")
    django.setup()
    if argv[:1] == ["--print"]:
        print(json.dumps(largest(argv[1]), ensure_ascii=False, indent=1))
        return 0
    print("\n".join(publish_all()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
