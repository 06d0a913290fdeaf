"""The page shell's configuration (content/layout.json, SITE_SHELL), as Django
serves it: off by default with nothing of it in the page, on by setting."""

import json
import re
from typing import get_args

import pytest
from django.core.exceptions import ImproperlyConfigured
from django.test import Client

from core.routes import route_table
from website import shell
from website.props import PageProps, ShellProps
from website.ssr import client_assets, vite_manifest

ALL_PARTS = "sidebar,themePanel,topMenu,rightSidebar,languageSelector"


def _props(html: str) -> dict:
    match = re.search(r'<script id="page-props" type="application/json">(.*?)</script>', html, re.S)
    assert match
    return json.loads(match.group(1))


@pytest.mark.django_db
def test_default_pages_carry_nothing_of_the_shell(client: Client, settings) -> None:
    settings.SITE_SHELL = None
    html = client.get("/home").content.decode()
    assert '<html lang="fr">' in html  # no shell attributes
    assert "shell" not in _props(html)
    assert "ShellFrame" not in html  # neither its script chunk nor its stylesheet
    # Nothing blocks the first paint: no script before the content (dark mode
    # follows the system in CSS), only the entry module, which runs after it,
    # and data blocks (JSON-LD, the page props), which never run.
    head = html[: html.index("</head>")]
    assert "display-boot" not in html
    data_or_module = (
        r"<script(?![^>]* type=\"(?:module|application/ld\+json|application/json)\")[^>]*>"
    )
    assert re.findall(data_or_module, head) == []
    assert client.get("/home", HTTP_ACCEPT="application/json").json().get("shell") is None


@pytest.mark.django_db
def test_site_shell_turns_parts_on(client: Client, settings) -> None:
    settings.SITE_SHELL = ALL_PARTS.split(",")
    html = client.get("/contact").content.decode()
    props = _props(html)
    assert props["shell"] == {"parts": list(shell.PARTS)}
    assert (
        PageProps.model_validate(props).model_dump()["shell"] == props["shell"]
    )  # as the TS types say
    # Layout defaults of the spec on <html>, for the CSS to lay out before any script.
    tag = re.search(r"<html[^>]*>", html)
    assert tag
    for attribute in (
        'lang="fr"',
        'data-shell="topMenu sidebar rightSidebar themePanel languageSelector"',
        'data-app-theme="teal"',
        'data-app-header-fixed="true"',
        'data-app-sidebar-fixed="false"',
        'data-app-sidebar-minified="false"',
        'data-app-rtl-mode="false"',
    ):
        assert attribute in tag.group(0)
    # The visitor's stored settings replace them before first paint: the
    # same-origin boot script, before any stylesheet.
    boot = html.index('<script src="/static/boot/display-boot')
    assert boot < html.index("<title>")
    assert "<style>" not in html[:boot] and 'rel="stylesheet"' not in html[:boot]


def test_shell_chunk_is_preloaded_only_when_on() -> None:
    if "src/" + "components/shell/ShellFrame.tsx" not in vite_manifest():
        pytest.skip("front end not built")
    off = client_assets("pages/HomePage.tsx")
    on = client_assets("pages/HomePage.tsx", with_shell=True)
    assert not any("ShellFrame" in url for url in off["preload"] + off["css"] + off["shell_css"])
    assert "ShellFrame" not in off["style"]
    assert any("ShellFrame" in url for url in on["preload"])
    assert any("ShellFrame" in url for url in on["shell_css"])


def test_props_model_names_the_same_parts() -> None:
    """The generated TypeScript type of props.shell lists exactly shell.PARTS."""
    field = ShellProps.model_fields["parts"].annotation
    assert get_args(get_args(field)[0]) == shell.PARTS


def test_site_shell_rejects_unknown_parts(settings) -> None:
    settings.SITE_SHELL = ["sidebar", "megaMenu"]
    with pytest.raises(ImproperlyConfigured, match="megaMenu"):
        shell.enabled_parts()


def test_empty_site_shell_turns_everything_off(settings) -> None:
    settings.SITE_SHELL = []
    assert shell.shell_props() is None
    assert shell.html_attributes() == []


def test_layout_file_holds_the_spec_defaults() -> None:
    layout = shell.layout()
    assert layout["layout"] == {
        "headerFixed": True,
        "megaMenu": True,
        "footer": True,
        "sidebar": "none",
        "body": "white",
    }
    assert layout["themes"] == [
        "red", "pink", "orange", "yellow", "lime", "green",
        "teal", "cyan", "blue", "purple", "indigo", "gray-500",
    ]  # fmt: skip
    assert layout["settings"]["appTheme"] == "teal"
    assert not any(layout["parts"].values()), "the public site keeps every part off"
    names = [language.get("name") for language in layout["languages"]]
    assert names[1:] == ["English", "Chinese", "Japanese", "Belgium"]


def test_menu_names_routes_only_by_key() -> None:
    """The menu never copies a route's title or url: it names the route key."""
    keys = {route.key for route in route_table().routes}

    def walk(items: list[dict]) -> list[dict]:
        return [leaf for item in items for leaf in [item, *walk(item.get("submenu", []))]]

    links = [item for item in walk(shell.layout()["menu"]) if "route" in item]
    assert {item["route"] for item in links} <= keys
    assert not any("url" in item or "title" in item for item in links)


def test_a_menu_naming_an_unknown_route_is_refused() -> None:
    broken = json.loads(json.dumps(shell.layout()))
    broken["menu"].append({"route": "tarifs"})
    with pytest.raises(ImproperlyConfigured, match="tarifs"):
        shell.check_layout(broken)
