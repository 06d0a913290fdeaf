"""The base of the pydantic models that describe a content/*.json file.

Each file is described once, in Python: Django validates the file with its
model, and `manage.py props_schema` turns the models into the TypeScript
types the front end applies to the same file (`make types`).
"""

from pydantic import BaseModel, ConfigDict
from pydantic.alias_generators import to_camel


class ContentFile(BaseModel):
    """A part of a content file: camelCase keys in JSON, snake_case in Python."""

    model_config = ConfigDict(
        strict=True,
        extra="forbid",
        frozen=True,
        alias_generator=to_camel,
        populate_by_name=True,
        use_attribute_docstrings=True,
    )
