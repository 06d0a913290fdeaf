"""How the page tests read a page: its props (the JSON representation), the
JSON-LD blocks of its <head>, its server-rendered root, and a content file as
the page shows it."""

import json
import re
from typing import Any

from django.test import Client

from website import typography
from website.content.loader import load_content as load_file


def load_content(name: str) -> Any:
    """A content file as the page shows it: with French no-break spaces."""
    return typography.apply(load_file(name))


def page_props(client: Client, path: str) -> dict[str, Any]:
    response = client.get(path, HTTP_ACCEPT="application/json")
    assert response.status_code == 200
    data: dict[str, Any] = response.json()
    return data


def head_jsonld(html: str) -> list[dict[str, Any]]:
    head = html.split("</head>", 1)[0]
    blocks = re.findall(r'<script type="application/ld\+json">(.*?)</script>', head, re.S)
    return [json.loads(block) for block in blocks]


def root_html(html: str) -> str:
    return html.split('<div id="root">', 1)[1].split("</body>", 1)[0]


def offer_words(client: Client, path: str) -> dict[str, Any]:
    """An offer page's words as its document holds them (content/page_<key>.json),
    gathered from its props: the hero, then the sections below it."""
    page = page_props(client, path)["page"]
    below = page["sections"]
    return {"hero": page["hero"], "sections": below["cards"], "contact": below["contact"]}
