"""Print the JSON Schema of the page props (website/props.py).

frontend/scripts/generate-types.mjs turns it into
frontend/src/content/types.generated.ts (`make types`); `make lint` checks
that the checked-in file is what this schema gives.
"""

import json
from typing import Any

from django.core.management.base import BaseCommand
from pydantic.json_schema import GenerateJsonSchema, models_json_schema

from website.props import TYPED_MODELS


class PropsJsonSchema(GenerateJsonSchema):
    # Field titles would become one named TypeScript alias per field.
    def field_title_should_be_set(self, schema: Any) -> bool:
        return False


def _as_dumped(node: Any) -> None:
    """Describe what model_dump(exclude_none=True) gives, not what is accepted.

    Content is dumped without its None values, so a field that defaults to
    None is absent, never null; a field with any other default is always
    there. Required nullable fields (meta.canonical) stay nullable.
    """
    if isinstance(node, list):
        for item in node:
            _as_dumped(item)
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
                else:
                    required.add(name)
            if "$ref" in prop:
                # A $ref with a sibling description would become a second,
                # numbered TypeScript type (Testimonials1): keep the bare $ref.
                prop.pop("description", None)
        node["required"] = sorted(required, key=list(properties).index)
    for value in node.values():
        _as_dumped(value)


def props_schema() -> dict[str, Any]:
    _, schema = models_json_schema(
        [(model, "validation") for model in TYPED_MODELS],
        schema_generator=PropsJsonSchema,
    )
    _as_dumped(schema)
    # PageProps is the root; the page models (HomePage...) are definitions
    # beside it, which the generator emits too (unreachableDefinitions).
    defs = schema["$defs"]
    return {**defs.pop("PageProps"), "$defs": defs}


class Command(BaseCommand):
    help = "Print the JSON Schema of the page props (for the generated TypeScript types)."

    def handle(self, *args: Any, **options: Any) -> None:
        self.stdout.write(json.dumps(props_schema(), ensure_ascii=False, indent=2))
