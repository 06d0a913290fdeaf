"""Every import the toolkit makes names a module that exists, at any depth:
the cases import part of what they need inside functions, which importing
the modules alone never runs (a moved module would fail `make faults`, not
`make check`)."""

import ast
import importlib.util
from pathlib import Path

import pytest

OPS = Path(__file__).resolve().parents[1]
SOURCES = sorted(p for p in OPS.rglob("*.py") if "tests" not in p.parts)


def imported_modules(source: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(source.read_text(), str(source))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
    return names


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: str(p.relative_to(OPS)))
def test_every_import_resolves(source: Path) -> None:
    missing = []
    for name in sorted(imported_modules(source)):
        try:
            found = importlib.util.find_spec(name)
        except ModuleNotFoundError:
            found = None
        if found is None:
            missing.append(name)
    assert not missing, f"{source.name} imports modules that do not exist: {missing}"
