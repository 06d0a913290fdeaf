"""Production settings refuse to start half-configured, and trust forwarded
headers only in the proxied topology."""

import importlib
import sys
from typing import Any

import pytest
from django.core.exceptions import ImproperlyConfigured

REQUIRED = {
    "DJANGO_SECRET_KEY": "abcdefghij" * 5,
    "ALTCHA_HMAC_KEY": "klmnopqrst" * 5,
    "DATABASE_URL": "sqlite:///:memory:",
    "REDIS_URL": "redis://127.0.0.1:6379/0",
    "SITE_URL": "https://www.example.com",
    "DJANGO_ALLOWED_HOSTS": "www.example.com",
}


def _load(monkeypatch: pytest.MonkeyPatch, module: str, env: dict[str, str]) -> Any:
    for name in (*REQUIRED, "API_TRUSTED_PROXY_COUNT"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    # The settings modules (base.py and the siblings it star-imports) read the
    # environment at import time: load them all afresh.
    _forget_settings_modules()
    try:
        return importlib.import_module(module)
    finally:
        _forget_settings_modules()


def _forget_settings_modules() -> None:
    for name in [name for name in sys.modules if name.startswith("telecomsite.settings.")]:
        del sys.modules[name]


@pytest.mark.parametrize(
    "missing", ["DATABASE_URL", "REDIS_URL", "SITE_URL", "DJANGO_ALLOWED_HOSTS"]
)
def test_production_names_the_missing_variable(
    monkeypatch: pytest.MonkeyPatch, missing: str
) -> None:
    env = {k: v for k, v in REQUIRED.items() if k != missing}
    with pytest.raises(ImproperlyConfigured, match=f"{missing} is required in production"):
        _load(monkeypatch, "telecomsite.settings.production", env)


def test_an_empty_database_url_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ImproperlyConfigured, match="DATABASE_URL is set but empty"):
        _load(monkeypatch, "telecomsite.settings.dev", {"DATABASE_URL": ""})


def test_forwarded_proto_is_believed_only_behind_the_shipped_proxy(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    direct = _load(monkeypatch, "telecomsite.settings.production", REQUIRED)
    assert getattr(direct, "SECURE_PROXY_SSL_HEADER", None) is None
    proxied = _load(
        monkeypatch, "telecomsite.settings.production", REQUIRED | {"API_TRUSTED_PROXY_COUNT": "1"}
    )
    assert proxied.SECURE_PROXY_SSL_HEADER == ("HTTP_X_FORWARDED_PROTO", "https")
    assert proxied.CSRF_TRUSTED_ORIGINS == ["https://www.example.com"]


def test_no_swagger_page_in_production(monkeypatch: pytest.MonkeyPatch) -> None:
    assert _load(monkeypatch, "telecomsite.settings.production", REQUIRED).API_DOCS is False
