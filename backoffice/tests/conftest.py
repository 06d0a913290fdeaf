from typing import Any


def admin_url(settings: Any, suffix: str = "") -> str:
    return f"/{settings.ADMIN_PATH}{suffix}"
