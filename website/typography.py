"""French spacing for every string Django hands to React.

The rules live in content/typography.json, also read by the front-end build
(frontend/vite-plugins/frenchTypography.mjs), which applies them to the copy written
in the components. Here they are applied once to the page props, which carry
every content file, the company facts and the page metadata.
"""

import json
import re
from functools import cache
from typing import Any

from django.conf import settings


@cache
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    with open(settings.CONTENT_DIR / "typography.json", encoding="utf-8") as fh:
        rules = json.load(fh)
    return (
        re.compile(f" +([{re.escape(rules['narrowBefore'])}])"),
        re.compile(f" +([{re.escape(rules['wideBefore'])}])"),
        re.compile(f"([{re.escape(rules['wideAfter'])}]) +"),
    )


def french_spacing(text: str) -> str:
    narrow, wide_before, wide_after = _patterns()
    text = narrow.sub("\u202f\\1", text)
    text = wide_before.sub("\u00a0\\1", text)
    return wide_after.sub("\\1\u00a0", text)


def apply(value: Any) -> Any:
    """The same structure with French spacing in every string value."""
    if isinstance(value, str):
        return french_spacing(value)
    if isinstance(value, dict):
        return {key: apply(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [apply(item) for item in value]
    return value
