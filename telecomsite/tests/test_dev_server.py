"""`make dev`: with VITE_DEV_SERVER set (settings.dev only), pages load their
modules from the Vite dev server and the CSP allows that origin; without it,
nothing of the dev server appears."""

import re

import pytest
from django.test import Client

VITE = "http://127.0.0.1:8173"


def scripts_and_csp(client: Client) -> tuple[str, str]:
    response = client.get("/mentions-legales")
    assert response.status_code == 200
    return response.content.decode(), response["Content-Security-Policy"]


@pytest.mark.django_db
def test_dev_pages_load_modules_from_the_vite_dev_server(settings):
    settings.VITE_DEV_SERVER = VITE
    settings.SSR_CACHE_SECONDS = 0
    html, csp = scripts_and_csp(Client())
    scripts = re.findall(r'<script type="module" src="([^"]+)"', html)
    assert scripts == [
        f"{VITE}/static/@vite/client",
        f"{VITE}/static/@id/@vitejs/plugin-react/preamble",
        f"{VITE}/static/src/entry-client.tsx",
    ]
    directives = {part.split()[0]: part.split()[1:] for part in csp.split("; ")}
    assert VITE in directives["script-src"]
    assert {VITE, "ws://127.0.0.1:8173"} <= set(directives["connect-src"])
    assert "'unsafe-inline'" in directives["style-src"]
    assert "'unsafe-inline'" not in directives["script-src"]


@pytest.mark.django_db
def test_without_the_dev_server_pages_load_the_build(settings):
    settings.SSR_CACHE_SECONDS = 0
    assert settings.VITE_DEV_SERVER == ""
    html, csp = scripts_and_csp(Client())
    assert "@vite/client" not in html
    scripts = re.findall(r'<script type="module" src="([^"]+)"', html)
    assert scripts and all(src.startswith("/static/assets/") for src in scripts)
    assert "'unsafe-inline'" not in csp.split("style-src ")[1].split(";")[0]
    assert "ws://" not in csp
