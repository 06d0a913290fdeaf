"""The TypeScript types of the content files and page props are generated
from the pydantic models (`make types`); a stale checked-in file would let the
front end read a shape the server no longer writes. `make lint` runs the same
check; this test makes `make test` (and a plain pytest run) catch it too.
"""

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from core.routes import route_table

ROOT = Path(__file__).resolve().parents[2]
GENERATED = ROOT / "frontend/src/content/types.generated.ts"


def _node() -> str | None:
    local = ROOT / "node_modules/.bin/node"
    return str(local) if local.exists() else shutil.which("node")


def test_generated_types_are_fresh() -> None:
    node = _node()
    if node is None or not (ROOT / "node_modules/json-schema-to-typescript").exists():
        pytest.skip("node and the front end's packages are needed (npm ci)")
    result = subprocess.run(
        [node, "frontend/scripts/generate-types.mjs", "--check"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHON": str(ROOT / ".venv/bin/python")},
        timeout=120,
    )
    assert result.returncode == 0, result.stderr


def test_route_table_is_checked_when_loaded() -> None:
    table = route_table()
    assert table.by_path("/home") is not None
    assert table.not_found.canonical == ""
    # Every route of the menu exists (the model refuses the file otherwise).
    assert {route.key for route in table.routes} >= set(table.menu)


def test_route_table_refuses_a_route_in_an_unknown_section() -> None:
    import json

    from django.conf import settings
    from pydantic import ValidationError

    from core.routes import RouteTable

    raw = json.loads((settings.CONTENT_DIR / "routes.json").read_text(encoding="utf-8"))
    raw["routes"][0]["section"] = "nulle-part"
    with pytest.raises(ValidationError, match="unknown section nulle-part"):
        RouteTable.model_validate_json(json.dumps(raw))
    raw["routes"][0]["section"] = "main"
    raw["routes"][0]["colour"] = "bleu"
    with pytest.raises(ValidationError, match="colour"):
        RouteTable.model_validate_json(json.dumps(raw))
