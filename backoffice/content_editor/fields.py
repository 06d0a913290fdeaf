"""A server-rendered form generated from a document's JSON Schema (pydantic).

Why not a JavaScript widget (django-jsonform): the admin pages here carry no
inline script, and a plain form works without JavaScript. Lists are edited
with a « Position » number (reordering), a « Supprimer » box per entry and an
« Ajouter » button; every input is named by its path in the document
("doc.items.2.question"), which is also where pydantic reports its errors.
"""

import re
from dataclasses import dataclass, field
from typing import Any

from django.http import QueryDict

from . import labels

ROOT = "doc"
_HTML = re.compile(r"<\s*[a-zA-Z/!?]")


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


def build(
    schema: dict[str, Any],
    root: dict[str, Any],
    value: Any,
    path: str = ROOT,
    key: str = "",
    required: bool = True,
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
            build(sub, root, value.get(name), f"{path}.{name}", name, name in needed)
            for name, sub in props.items()
        ]
    elif kind == "array":
        items = value if isinstance(value, list) else []
        node.children = [
            build(schema["items"], root, item, f"{path}.{i}", key, True)
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


def parse(schema: dict[str, Any], root: dict[str, Any], post: QueryDict, path: str = ROOT) -> Any:
    """The document typed in the form (unchecked: pydantic judges it)."""
    schema, optional = resolve(schema, root)
    kind = _kind(schema)
    if kind == "object":
        needed = set(schema.get("required", []))
        result = {}
        for name, sub in schema.get("properties", {}).items():
            value = parse(sub, root, post, f"{path}.{name}")
            if name in needed or not _empty(value):
                result[name] = value
        return None if optional and _empty(result) else result
    if kind == "array":
        entries = []
        for i in range(int(post.get(f"{path}.__n", "0") or 0)):
            if post.get(f"{path}.{i}.__delete"):
                continue
            try:
                position = float(post.get(f"{path}.{i}.__position", i + 1))
            except ValueError:
                position = i + 1
            entries.append((position, i, parse(schema["items"], root, post, f"{path}.{i}")))
        if post.get("_add") == path:
            entries.append((float("inf"), 10**6, None))
        return [value for _, _, value in sorted(entries, key=lambda e: (e[0], e[1]))]
    if kind == "boolean":
        return path in post
    if kind == "integer":
        raw = post.get(path, "").strip()
        if not raw:
            return None
        return int(raw) if re.fullmatch(r"-?\d+", raw) else raw
    text = post.get(path, "")
    return None if optional and not text.strip() else text


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
