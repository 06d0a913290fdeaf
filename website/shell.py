"""The page shell of spec §2-§4, configured by content/layout.json.

The same file is read by the React shell (frontend/src/components/shell/:
menuModel.ts, displaySettings.ts, languages.ts).
Django decides which parts are on (the file's "parts", or SITE_SHELL when
set), tells React through the page props, and writes the layout defaults as
attributes of <html> so that the CSS lays the page out before any script runs
(the small display-boot.js then applies the visitor's stored settings).

With every part off, nothing of the shell reaches the page: no props, no
attributes, no stylesheet, no script chunk.
"""

import json
import re
from functools import cache
from typing import Any

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

from core.routes import route_table

PARTS = ("topMenu", "sidebar", "rightSidebar", "themePanel", "languageSelector")


@cache
def layout() -> dict[str, Any]:
    with open(settings.CONTENT_DIR / "layout.json", encoding="utf-8") as fh:
        raw: dict[str, Any] = json.load(fh)
    check_layout(raw)
    return raw


def check_layout(raw: dict[str, Any]) -> None:
    """Fails loudly on a layout file that names unknown parts or routes."""
    unknown = set(raw["parts"]) - set(PARTS)
    if unknown:
        raise ImproperlyConfigured(f"content/layout.json: unknown shell parts {sorted(unknown)}")
    if raw["settings"]["appTheme"] not in raw["themes"]:
        raise ImproperlyConfigured("content/layout.json: the default theme is not in themes")
    keys = {route.key for route in route_table().routes}

    def walk(items: list[dict[str, Any]]) -> None:
        for item in items:
            if "route" in item and item["route"] not in keys:
                raise ImproperlyConfigured(f"content/layout.json: unknown route {item['route']!r}")
            walk(item.get("submenu", []))

    walk(raw["menu"])


def enabled_parts() -> list[str]:
    """The parts that are on: SITE_SHELL when set, otherwise the file's."""
    chosen = settings.SITE_SHELL
    if chosen is None:
        return [name for name in PARTS if layout()["parts"].get(name)]
    unknown = set(chosen) - set(PARTS)
    if unknown:
        raise ImproperlyConfigured(f"SITE_SHELL: unknown shell parts {sorted(unknown)}")
    return [name for name in PARTS if name in chosen]


def shell_props() -> dict[str, Any] | None:
    """The "shell" entry of the page props, or None (left out) when all is off."""
    parts = enabled_parts()
    return {"parts": parts} if parts else None


def _kebab(name: str) -> str:
    return re.sub(r"([A-Z])", r"-\1", name).lower()


def html_attributes() -> list[tuple[str, str]]:
    """Attributes of <html> with the layout defaults, when the shell is on.

    display-boot.js overrides them with the visitor's stored choices before
    first paint; the shell's CSS reads only these attributes.
    """
    parts = enabled_parts()
    if not parts:
        return []
    attributes = [("data-shell", " ".join(parts))]
    for key, value in layout()["settings"].items():
        attributes.append(
            (f"data-{_kebab(key)}", str(value).lower() if isinstance(value, bool) else value)
        )
    return attributes
