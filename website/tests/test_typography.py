"""French spacing on every route's server-rendered page (content/typography.json)."""

import json
import re
from html.parser import HTMLParser

import pytest
from django.conf import settings
from django.test import Client

from core.routes import route_table
from website.typography import french_spacing

# Attributes a visitor reads or hears, beside the text itself.
READ_ATTRIBUTES = ("alt", "aria-label", "title", "placeholder")
# An ordinary space (or tab/line break) before ; ! ? % : », or after «.
BAD_SPACING = re.compile(r"[ \t\n]+[;!?%:»]|«[ \t\n]")


class BodyText(HTMLParser):
    """The text of <body> (scripts excluded) and the read attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.chunks: list[str] = []
        self._in_body = False
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "body":
            self._in_body = True
        if tag in ("script", "style"):
            self._skip += 1
        if self._in_body:
            self.chunks.extend(v for k, v in attrs if k in READ_ATTRIBUTES and v)

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self._skip -= 1

    def handle_data(self, data: str) -> None:
        if self._in_body and not self._skip:
            self.chunks.append(data)


def _text(html: str) -> str:
    parser = BodyText()
    parser.feed(html)
    return "".join(parser.chunks)


@pytest.mark.parametrize(
    "example", json.loads((settings.CONTENT_DIR / "typography.json").read_text())["examples"]
)
def test_rules_match_the_shared_examples(example: list[str]) -> None:
    text, expected = example
    assert french_spacing(text) == expected


@pytest.mark.django_db
@pytest.mark.parametrize(
    "path", [route.path for route in route_table().routes] + ["/page-inconnue"]
)
def test_no_ordinary_space_around_french_punctuation(client: Client, with_ssr, path: str) -> None:
    response = client.get(path)
    html = response.content.decode()
    assert '<div id="root"><' in html, "the page must be server-rendered"
    text = _text(html)
    bad = [text[max(0, m.start() - 30) : m.end() + 10] for m in BAD_SPACING.finditer(text)]
    assert bad == []
