"""A document built from the live one (the campaign pages' list) is built
once its row is locked: two publications at once then take turns, the
second starting from the first's (contentstore/store.py: publish)."""

import json
from typing import Any

import pytest

from contentstore import store

pytestmark = pytest.mark.django_db


def test_a_document_given_as_a_function_is_built_under_the_lock(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    steps: list[str] = []
    locked = store._locked

    def locking(name: str) -> Any:
        steps.append("locked")
        return locked(name)

    def build() -> dict[str, Any]:
        steps.append("built")
        return {"pages": []}

    monkeypatch.setattr(store, "_locked", locking)
    revision = store.publish("landings", build, None, label="test")
    assert steps == ["locked", "built"]
    assert json.loads(revision.text) == {"pages": []}
