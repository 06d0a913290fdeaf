"""A server-rendered form generated from a document's JSON Schema (pydantic).

Why not a JavaScript widget (django-jsonform): the admin pages here carry no
inline script, and a plain form works without JavaScript. Lists are edited
with a « Position » number (reordering), a « Supprimer » box per entry and an
« Ajouter » button; every input is named by its path in the document
("doc.items.2.question"), which is also where pydantic reports its errors.
"""

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from django.http import QueryDict

from contentstore.models import Image

from . import bounds, labels

ROOT = "doc"
_HTML = re.compile(r"<\s*[a-zA-Z/!?]")
# Uploaded renditions live under the media storage, not the build's img-opti.
UPLOAD_FOLDER = "contenu"
# The single `src` of a picked image: a width drawn well at the logo's and the
# hero's sizes (spec §9 orders), else the widest there is.
_SRC_WIDTHS = (768, 1024, 640)


@dataclass
class Node:
    kind: str  # object, array, string, integer, boolean, enum
    path: str
    label: str
    value: Any = None
    required: bool = False
    max_length: int | None = None
    multiline: bool = False
    help: str = ""
    options: list[tuple[str, str]] = field(default_factory=list)
    children: list["Node"] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    index: int | None = None
    # An image holder (an object with an `opti`): the uploads offered to pick.
    uploads: Sequence[Image] = ()

    @property
    def field_id(self) -> str:
        return "f-" + self.path.replace(".", "-")


def resolve(schema: dict[str, Any], root: dict[str, Any]) -> tuple[dict[str, Any], bool]:
    """The schema behind $ref and Optional[...], and whether None is allowed."""
    optional = False
    if "anyOf" in schema:
        branches = [s for s in schema["anyOf"] if s.get("type") != "null"]
        optional = len(branches) < len(schema["anyOf"])
        schema = branches[0]
    if "$ref" in schema:
        schema = root["$defs"][schema["$ref"].rsplit("/", 1)[1]]
    return schema, optional


def _kind(schema: dict[str, Any]) -> str:
    if "enum" in schema or "const" in schema:
        return "enum"
    return str(schema.get("type", "string"))


def holds_image(schema: dict[str, Any]) -> bool:
    """A client (logo), a hero image: an object whose picture has renditions."""
    return "opti" in schema.get("properties", {})


def build(
    schema: dict[str, Any],
    root: dict[str, Any],
    value: Any,
    path: str = ROOT,
    key: str = "",
    required: bool = True,
    uploads: Sequence[Image] = (),
) -> Node:
    schema, optional = resolve(schema, root)
    kind = _kind(schema)
    node = Node(kind, path, labels.label(key), required=required and not optional)
    node.help = schema.get("description", "")
    if kind == "object":
        props = schema.get("properties", {})
        needed = set(schema.get("required", []))
        value = value if isinstance(value, dict) else {}
        node.children = [
            build(sub, root, value.get(name), f"{path}.{name}", name, name in needed, uploads)
            for name, sub in props.items()
        ]
        if holds_image(schema):
            node.uploads = uploads
    elif kind == "array":
        items = value if isinstance(value, list) else []
        node.children = [
            build(schema["items"], root, item, f"{path}.{i}", key, True, uploads)
            for i, item in enumerate(items)
        ]
        for i, child in enumerate(node.children):
            child.index = i
            child.label = f"{labels.label(key)} n°{i + 1}" if key else f"N°{i + 1}"
    elif kind == "enum":
        values = schema.get("enum") or [schema["const"]]
        node.options = [(v, labels.TONES.get(v, v)) for v in values]
        node.value = value if value is not None else schema.get("default", values[0])
    else:
        node.value = value if value is not None else ("" if kind == "string" else None)
        node.max_length = schema.get("maxLength")
        node.multiline = bool(node.max_length and node.max_length > 300)
    return node


def _empty(value: Any) -> bool:
    if value in (None, "", [], {}):
        return True
    if isinstance(value, dict):
        return all(_empty(v) for v in value.values())
    return False


def use_image(result: dict[str, Any], props: dict[str, Any], image: Image) -> None:
    """Point an image holder at an upload: renditions, dimensions, alt text.

    The fallback `src` (a client's `logo`, a hero's `src`) is a WebP: an
    upload has no PNG or JPEG copy. A hero's alt text becomes the upload's,
    which is empty for a decorative image: the form then asks for one.
    A client's logo keeps the client's name as its alt text.
    """
    widths = sorted(image.widths)
    src = image.url(next((w for w in _SRC_WIDTHS if w in widths), widths[-1]), "webp")
    for name in ("logo", "src"):
        if name in props:
            result[name] = src
    result["opti"] = {
        "folder": UPLOAD_FOLDER,
        "base": image.base,
        "widths": widths,
        "url": image.prefix,
    }
    if "dim" in props:
        result["dim"] = {"w": image.width, "h": image.height}
    if "alt" in props:
        result["alt"] = image.alt


def list_limit(schema: dict[str, Any]) -> int:
    """The most entries a list may hold: its schema's maxItems, else LIST_LIMIT."""
    return min(int(schema.get("maxItems", bounds.LIST_LIMIT)), bounds.LIST_LIMIT)


def parse(
    schema: dict[str, Any],
    root: dict[str, Any],
    post: QueryDict,
    path: str = ROOT,
    pick: Callable[[str], Image | None] | None = None,
    notes: list[tuple[str, str]] | None = None,
    seen: list[int] | None = None,
) -> Any:
    """The document typed in the form (unchecked: pydantic judges it).

    pick(id) is the upload chosen in an image holder's « Choisir une image »
    (None: unknown id, the image is left as it was). Counts, positions and
    ids are bounded first (bounds.Refused); « Ajouter » on a full list adds
    nothing and leaves a (path, message) in notes. seen counts the entries
    of all lists, so that lists of lists stay bounded too.
    """
    schema, optional = resolve(schema, root)
    kind = _kind(schema)
    notes = [] if notes is None else notes
    seen = [0] if seen is None else seen
    if kind == "object":
        needed = set(schema.get("required", []))
        props = schema.get("properties", {})
        result = {}
        for name, sub in props.items():
            value = parse(sub, root, post, f"{path}.{name}", pick, notes, seen)
            if name in needed or not _empty(value):
                result[name] = value
        chosen = post.get(f"{path}.__image", "") if holds_image(schema) else ""
        image = pick(chosen) if chosen.strip() and pick else None
        if image is not None:
            use_image(result, props, image)
        return None if optional and _empty(result) else result
    if kind == "array":
        limit = list_limit(schema)
        n = bounds.count(post.get(f"{path}.__n", ""), limit, _title(path))
        seen[0] += n
        if seen[0] > bounds.ENTRIES_LIMIT:
            raise bounds.Refused(
                f"Formulaire refusé : {bounds.ENTRIES_LIMIT} entrées au plus, toutes listes "
                "confondues. Rechargez la page et recommencez."
            )
        entries = []
        for i in range(n):
            if post.get(f"{path}.{i}.__delete"):
                continue
            raw = post.get(f"{path}.{i}.__position", "")
            position = bounds.position(raw, i + 1, limit, _title(path))
            item = parse(schema["items"], root, post, f"{path}.{i}", pick, notes, seen)
            entries.append((position, i, item))
        if post.get("_add") == path:
            if len(entries) < limit:
                entries.append((float("inf"), limit, None))
            else:
                notes.append((path, f"{limit} entrées au plus : supprimez-en une avant d'ajouter."))
        return [value for _, _, value in sorted(entries, key=lambda e: (e[0], e[1]))]
    if kind == "boolean":
        return path in post
    if kind == "integer":
        raw = post.get(path, "").strip()
        if not raw:
            return None
        # Bounded digits: int() of 5,000 digits raises; pydantic judges the rest.
        return int(raw) if re.fullmatch(r"-?[0-9]{1,18}", raw) else raw
    text = post.get(path, "")
    return None if optional and not text.strip() else text


def _title(path: str) -> str:
    """A list's name as the form labels it (« Items » for doc.items)."""
    key = path.rsplit(".", 1)[-1]
    return labels.label(key) if key != ROOT else "Éléments"


def html_errors(value: Any, path: str = ROOT) -> list[dict[str, Any]]:
    """Text only: markup typed in a field is refused, not escaped silently."""
    if isinstance(value, str):
        return [{"loc_path": path, "type": "html"}] if _HTML.search(value) else []
    if isinstance(value, dict):
        return [e for k, v in value.items() for e in html_errors(v, f"{path}.{k}")]
    if isinstance(value, list):
        return [e for i, v in enumerate(value) for e in html_errors(v, f"{path}.{i}")]
    return []


def attach(node: Node, errors: list[tuple[str, str]]) -> list[str]:
    """Put each (path, message) beside its field; returns those with no field."""
    by_path: dict[str, Node] = {}

    def walk(n: Node) -> None:
        by_path[n.path] = n
        for child in n.children:
            walk(child)

    walk(node)
    unplaced = []
    for path, text in errors:
        target = path
        while target not in by_path and "." in target:
            target = target.rsplit(".", 1)[0]
        if target in by_path:
            by_path[target].errors.append(text)
        else:
            unplaced.append(text)
    return unplaced
