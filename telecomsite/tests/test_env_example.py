""".env.example lists every variable the settings read, and the production
settings start from it once its required values are filled in."""

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SETTINGS = ROOT / "telecomsite" / "settings"
READ = re.compile(
    r'(?:environ\.get|environ\[|getenv|env_bool|env_list|env_rate|required)\(?\s*"([A-Z][A-Z0-9_]+)"'
)


def listed() -> dict[str, str]:
    """Every name in .env.example (set or commented) -> its value, or None when commented."""
    names: dict[str, str] = {}
    for line in (ROOT / ".env.example").read_text().splitlines():
        match = re.match(r"^(#\s*)?([A-Z][A-Z0-9_]+)=(.*)$", line)
        if match:
            names[match.group(2)] = "commented" if match.group(1) else "set"
    return names


def read_by_settings() -> set[str]:
    names: set[str] = set()
    for path in SETTINGS.glob("*.py"):
        text = path.read_text()
        names |= set(READ.findall(text))
    company = (SETTINGS / "company.py").read_text()
    names |= set(re.findall(r':\s*"([A-Z][A-Z0-9_]+)"', company))
    return names


def required_in_production() -> set[str]:
    text = (SETTINGS / "production.py").read_text()
    names = set(re.findall(r'required\("([A-Z_]+)"\)', text))
    for group in re.findall(r"for _name in \(([^)]*)\)", text):
        names |= set(re.findall(r'"([A-Z_]+)"', group))
    return names


def test_every_variable_the_settings_read_is_listed() -> None:
    missing = read_by_settings() - listed().keys()
    assert not missing, f"add to .env.example (with what it does): {sorted(missing)}"


def test_every_required_production_variable_is_to_be_filled_in() -> None:
    required = required_in_production()
    assert {"DJANGO_SECRET_KEY", "ALTCHA_HMAC_KEY", "DATABASE_URL", "SITE_URL"} <= required
    entries = listed()
    assert {name for name in required if entries.get(name) != "set"} == set()


def test_production_settings_start_from_the_example_alone() -> None:
    """Only .env.example's required lines, filled in: Django's checks pass."""
    values = {
        "DJANGO_SECRET_KEY": "abcdefghij" * 5,
        "ALTCHA_HMAC_KEY": "klmnopqrst" * 5,
        "DATABASE_URL": "sqlite:///:memory:",
        "REDIS_URL": "redis://127.0.0.1:6379/0",
        "SITE_URL": "https://www.example.fr",
        "DJANGO_ALLOWED_HOSTS": "www.example.fr",
        "POSTGRES_PASSWORD": "unused",
    }
    env = {k: v for k, v in os.environ.items() if k not in listed()}
    env |= {name: values[name] for name, state in listed().items() if state == "set"}
    env["DJANGO_SETTINGS_MODULE"] = "telecomsite.settings.production"
    done = subprocess.run(
        [sys.executable, "manage.py", "check"], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr[-2000:]
