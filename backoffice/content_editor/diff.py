"""What changed between two versions, field by field, in words."""

from typing import Any

from . import labels


def _flatten(value: Any, where: tuple[str, ...] = ()) -> dict[tuple[str, ...], Any]:
    if isinstance(value, dict):
        flat: dict[tuple[str, ...], Any] = {}
        for key, item in value.items():
            flat.update(_flatten(item, (*where, labels.label(key))))
        return flat
    if isinstance(value, list):
        flat = {}
        for index, item in enumerate(value):
            flat.update(_flatten(item, (*where, f"n°{index + 1}")))
        return flat
    return {where: value}


def _shown(value: Any) -> str:
    if isinstance(value, bool):
        return "oui" if value else "non"
    return f"« {value} »"


def describe(old: Any, new: Any) -> list[str]:
    before, after = _flatten(old), _flatten(new)
    lines = []
    for where in [*before, *(k for k in after if k not in before)]:
        name = " › ".join(where) or "Contenu"
        if where not in after:
            lines.append(f"{name} : supprimé (était {_shown(before[where])})")
        elif where not in before:
            lines.append(f"{name} : ajouté, {_shown(after[where])}")
        elif before[where] != after[where]:
            lines.append(f"{name} : {_shown(before[where])} devient {_shown(after[where])}")
    return lines
