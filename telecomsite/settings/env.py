"""How the settings read the environment variables that are not plain strings
or numbers: booleans, comma-separated lists and rate limits."""

import os


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: list[str]) -> list[str]:
    value = os.environ.get(name)
    if not value:
        return default
    return [item.strip() for item in value.split(",") if item.strip()]


def env_rate(name: str, default: str) -> tuple[int, int]:
    """Requests per IP as "count/seconds", e.g. "10/600"; "0/1" switches the limit off."""
    count, _, seconds = os.environ.get(name, default).partition("/")
    return int(count), max(1, int(seconds or 60))
