"""Print the JSON Schema of the page props and of the content files the browser imports.

The page props are website/props.py; the files are content/routes.json
(core/routes.py) and content/validation.json (core/api/validation_file.py),
plus the LeadContext union from that file's list of contexts.
frontend/scripts/generate-types.mjs turns it into
frontend/src/content/types.generated.ts (`make types`); `make lint` checks
that the checked-in file is what this schema gives.
"""

import json
from typing import Any

from django.core.management.base import BaseCommand
from pydantic.json_schema import GenerateJsonSchema, models_json_schema

from core.api.rules import rules
from core.api.validation_file import ValidationFile
from core.routes import RouteTable
from website.props import TYPED_MODELS

# The content files the front end imports as JSON modules.
CONTENT_FILES = (RouteTable, ValidationFile)


class PropsJsonSchema(GenerateJsonSchema):
    # Field titles would become one named TypeScript alias per field.
    def field_title_should_be_set(self, schema: Any) -> bool:
        return False


class ContentFileJsonSchema(PropsJsonSchema):
    # TypeScript types a JSON module's strings as `string`, never as a literal,
    # so a literal union would not accept the imported file: the allowed
    # values go into the description, and Django checks them.
    def literal_schema(self, schema: Any) -> Any:
        values = ", ".join(repr(value) for value in schema["expected"])
        return {"type": "string", "description": f"One of {values}."}


def _as_dumped(node: Any, *, defaults_given: bool = True) -> None:
    """Describe what model_dump(exclude_none=True) gives, not what is accepted.

    Content is dumped without its None values, so a field that defaults to
    None is absent, never null; a field with any other default is always
    there (defaults_given), or, in a content file, may be left out.
    Required nullable fields (meta.canonical) stay nullable.
    """
    if isinstance(node, list):
        for item in node:
            _as_dumped(item, defaults_given=defaults_given)
        return
    if not isinstance(node, dict):
        return
    properties = node.get("properties")
    if isinstance(properties, dict):
        required = set(node.get("required", []))
        for name, prop in properties.items():
            if "default" in prop:
                if prop.pop("default") is None:
                    kinds = [kind for kind in prop.pop("anyOf", []) if kind != {"type": "null"}]
                    prop.update(kinds[0] if len(kinds) == 1 else {"anyOf": kinds})
                elif defaults_given:
                    required.add(name)
            if "$ref" in prop:
                # A $ref with a sibling description would become a second,
                # numbered TypeScript type (Testimonials1): keep the bare $ref.
                prop.pop("description", None)
        node["required"] = sorted(required, key=list(properties).index)
    for value in node.values():
        _as_dumped(value, defaults_given=defaults_given)


def content_files_schema() -> dict[str, Any]:
    """The $defs of the content files, as written (what their models accept)."""
    _, schema = models_json_schema(
        [(model, "validation") for model in CONTENT_FILES],
        schema_generator=ContentFileJsonSchema,
    )
    defs = schema["$defs"]
    _as_dumped(defs, defaults_given=False)
    contexts = list(rules().file.lead.contexts)
    defs["LeadContext"] = {
        "description": "The page a lead comes from (content/validation.json: lead.contexts).",
        "type": "string",
        "enum": contexts,
    }
    return defs


def props_schema() -> dict[str, Any]:
    _, schema = models_json_schema(
        [(model, "validation") for model in TYPED_MODELS],
        schema_generator=PropsJsonSchema,
    )
    _as_dumped(schema)
    # PageProps is the root; the page models (HomePage...) are definitions
    # beside it, which the generator emits too (unreachableDefinitions).
    defs = schema["$defs"]
    files = content_files_schema()
    if set(files) & set(defs):
        raise ValueError(f"a content file and the props both define {set(files) & set(defs)}")
    return {**defs.pop("PageProps"), "$defs": {**defs, **files}}


class Command(BaseCommand):
    help = "Print the JSON Schema of the page props and content files (for the TypeScript types)."

    def handle(self, *args: Any, **options: Any) -> None:
        self.stdout.write(json.dumps(props_schema(), ensure_ascii=False, indent=2))
