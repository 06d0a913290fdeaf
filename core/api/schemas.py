"""OpenAPI helpers shared by the routers of the site API."""

from ninja import Schema


def body_doc(schema: type[Schema]) -> dict[str, object]:
    return {
        "requestBody": {
            "required": True,
            "content": {"application/json": {"schema": schema.model_json_schema()}},
        }
    }
