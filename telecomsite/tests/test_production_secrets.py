"""Production refuses to start with a guessable key or an any-host Host
check (issue 27): the operator reads which variable to fix."""

import os
import secrets
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GOOD = {
    "DJANGO_SECRET_KEY": secrets.token_urlsafe(50),
    "ALTCHA_HMAC_KEY": secrets.token_urlsafe(50),
    "DATABASE_URL": "sqlite:///:memory:",
    "REDIS_URL": "redis://127.0.0.1:6379/0",
    "SITE_URL": "https://www.example.com",
    "DJANGO_ALLOWED_HOSTS": "www.example.com,.example.com",
}
WEAK_KEYS = {
    "one character": "x",
    "43 characters (the Makefile's former token_urlsafe(32))": secrets.token_urlsafe(32),
    "80 characters, 2 different": "ab" * 40,
    "Django's placeholder": "django-insecure-" + secrets.token_urlsafe(50),
}
ANY_HOST = ["*", "www.example.com, *"]
FIFTY = (secrets.token_urlsafe(40) + "abcde")[:50]
CASES: dict[str, dict[str, str]] = {
    "good": {},
    "fifty varied characters": {"DJANGO_SECRET_KEY": FIFTY, "ALTCHA_HMAC_KEY": FIFTY},
    **{
        f"{name} {label}": {name: value}
        for name in ("DJANGO_SECRET_KEY", "ALTCHA_HMAC_KEY")
        for label, value in WEAK_KEYS.items()
    },
    **{f"hosts {hosts}": {"DJANGO_ALLOWED_HOSTS": hosts} for hosts in ANY_HOST},
}


@pytest.fixture(scope="module")
def outcomes() -> dict[str, subprocess.CompletedProcess[str]]:
    """Each case imports the production settings in a fresh interpreter, as
    gunicorn would; all at once (an import takes seconds on a busy machine)."""
    names = set(GOOD) | {"DJANGO_SETTINGS_MODULE"}
    base = {k: v for k, v in os.environ.items() if k not in names}
    running = {
        case: subprocess.Popen(
            [sys.executable, "-c", "import telecomsite.settings.production"],
            cwd=ROOT,
            env=base | GOOD | env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for case, env in CASES.items()
    }
    done = {}
    for case, process in running.items():
        out, err = process.communicate(timeout=120)
        done[case] = subprocess.CompletedProcess(process.args, process.returncode, out, err)
    return done


@pytest.mark.parametrize("case", ["good", "fifty varied characters"])
def test_good_values_start(outcomes: dict, case: str) -> None:
    assert outcomes[case].returncode == 0, outcomes[case].stderr[-2000:]


@pytest.mark.parametrize("name", ["DJANGO_SECRET_KEY", "ALTCHA_HMAC_KEY"])
@pytest.mark.parametrize("label", WEAK_KEYS)
def test_a_weak_key_is_refused_by_name(outcomes: dict, name: str, label: str) -> None:
    done = outcomes[f"{name} {label}"]
    assert done.returncode != 0
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("django.core.exceptions.ImproperlyConfigured")
    assert f"{name} is too weak for production" in last
    assert "at least 50 characters, 5 of them different" in last


@pytest.mark.parametrize("hosts", ANY_HOST)
def test_any_host_is_refused_by_name(outcomes: dict, hosts: str) -> None:
    done = outcomes[f"hosts {hosts}"]
    assert done.returncode != 0
    assert "DJANGO_ALLOWED_HOSTS may not contain * in production" in done.stderr
