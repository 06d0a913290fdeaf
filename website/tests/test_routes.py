"""Every route of spec §2: status, redirects, 404 and the <head> metadata."""

import json
import re
from html.parser import HTMLParser

import pytest
from django.test import Client

from core.routes import route_table
from website.typography import french_spacing

ROUTES = route_table().routes
SITE = "http://127.0.0.1:8000"


class HeadParser(HTMLParser):
    """Collects <meta>, <link>, <title>, <html lang> and script blocks."""

    def __init__(self) -> None:
        super().__init__()
        self.meta: dict[str, str] = {}
        self.links: dict[str, str] = {}
        self.title = ""
        self.lang = ""
        self.scripts: list[tuple[dict[str, str | None], str]] = []
        self._in_title = False
        self._script: dict[str, str | None] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "html":
            self.lang = a.get("lang") or ""
        elif tag == "meta":
            key = a.get("name") or a.get("property")
            if key:
                self.meta[key] = a.get("content") or ""
        elif tag == "link" and a.get("rel"):
            self.links[a["rel"] or ""] = a.get("href") or ""
        elif tag == "title":
            self._in_title = True
        elif tag == "script":
            self._script = a
            self.scripts.append((a, ""))

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self._in_title = False
        if tag == "script":
            self._script = None

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.title += data
        if self._script is not None:
            attrs, text = self.scripts[-1]
            self.scripts[-1] = (attrs, text + data)


def parse(html: str) -> HeadParser:
    parser = HeadParser()
    parser.feed(html)
    return parser


@pytest.fixture(autouse=True)
def _site_url(settings):
    settings.SITE_URL = SITE


def test_root_redirects_to_home(client: Client) -> None:
    response = client.get("/")
    assert response.status_code == 302
    assert response["Location"] == "/home"


def test_root_redirect_keeps_the_campaign_parameters(client: Client) -> None:
    response = client.get("/?utm_source=x")
    assert response.status_code == 302
    assert response["Location"] == "/home?utm_source=x"


def test_trailing_slash_redirects_to_the_route(client: Client) -> None:
    response = client.get("/telephonie/?utm_source=x")
    assert response.status_code == 302
    assert response["Location"] == "/telephonie?utm_source=x"


@pytest.mark.django_db
@pytest.mark.parametrize("route", ROUTES, ids=[r.key for r in ROUTES])
def test_every_route_renders_with_full_metadata(client: Client, route, with_ssr) -> None:
    response = client.get(route.path)
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/html")
    head = parse(response.content.decode())
    assert head.lang == "fr"
    assert head.title == f"TQ Télécom | {route.title}"
    assert head.meta["description"] == french_spacing(route.description)
    assert head.meta["robots"] == "index,follow"
    expected_canonical = SITE + ("/" if route.key == "home" else route.path)
    assert head.links["canonical"] == expected_canonical
    assert head.meta["og:type"] == "website"
    assert head.meta["og:title"] == head.title
    assert head.meta["og:description"] == french_spacing(route.description)
    assert head.meta["og:image"].startswith(SITE + "/static/")
    assert head.meta["og:image:alt"].startswith("Logo TQ Télécom")
    assert head.meta["twitter:image:alt"] == head.meta["og:image:alt"]
    assert head.meta["og:locale"] == "fr_FR"
    assert head.meta["twitter:card"] == "summary_large_image"
    ld_types = [
        json.loads(text)["@type"]
        for attrs, text in head.scripts
        if attrs.get("type") == "application/ld+json"
    ]
    assert "Organization" in ld_types and "WebSite" in ld_types
    # The props for hydration, escaped by json_script.
    props_scripts = [t for a, t in head.scripts if a.get("id") == "page-props"]
    assert len(props_scripts) == 1
    props = json.loads(props_scripts[0])
    assert props["route"]["key"] == route.key
    assert props["meta"]["title"] == head.title


@pytest.mark.django_db
def test_home_canonical_is_root(client: Client, with_ssr) -> None:
    head = parse(client.get("/home").content.decode())
    assert head.links["canonical"] == SITE + "/"
    assert head.meta["og:url"] == SITE + "/"


@pytest.mark.django_db
def test_unknown_path_is_a_noindex_404(client: Client, with_ssr) -> None:
    response = client.get("/cette-page-n-existe-pas")
    assert response.status_code == 404
    html = response.content.decode()
    head = parse(html)
    assert head.meta["robots"] == "noindex,follow"
    assert "canonical" not in head.links
    assert "Page introuvable" in html


@pytest.mark.django_db
def test_client_navigation_gets_the_same_props_as_json(client: Client) -> None:
    html_props = json.loads(
        re.search(
            r'<script id="page-props" type="application/json">(.*?)</script>',
            client.get("/contact").content.decode(),
            re.S,
        ).group(1)  # type: ignore[union-attr]
    )
    response = client.get("/contact", HTTP_ACCEPT="application/json")
    assert response.status_code == 200
    assert response["Content-Type"] == "application/json"
    assert "Accept" in response["Vary"]
    assert response.json() == html_props


def test_unknown_path_as_json_is_404_with_props(client: Client) -> None:
    response = client.get("/nope", HTTP_ACCEPT="application/json")
    assert response.status_code == 404
    assert response.json()["route"]["key"] == "not-found"


def test_pages_refuse_post(client: Client) -> None:
    assert client.post("/contact").status_code == 405


def test_props_cannot_break_out_of_the_script_tag(client: Client, settings) -> None:
    settings.COMPANY = {**settings.COMPANY, "brand": "</script><script>alert(1)</script>"}
    html = client.get("/contact").content.decode()
    assert "<script>alert(1)" not in html


@pytest.mark.django_db
def test_page_stylesheet_is_inlined_and_chunks_wait_for_the_first_paint(client: Client) -> None:
    """The page's whole stylesheet arrives inside the HTML (no render-blocking
    request, no layout shift after hydration); no chunk is requested by the
    <head> itself: the entry script lists them for after the first paint."""
    html = client.get("/mentions-legales").content.decode()
    head = html.split("</head>", 1)[0]
    styles = re.findall(r"<style>(.*?)</style>", head, re.S)
    assert len(styles) == 1
    # The legal pages' own rules and the shell's are both in it.
    assert ".legal" in styles[0] and ".skip-link" in styles[0]
    # The files it came from are marked present for Vite's loader, never fetched.
    links = re.findall(r"<link rel=\"stylesheet\"[^>]*>", head)
    assert links and all(link.endswith(" disabled>") for link in links)
    # The legal pages' shared chunk (pages/legal/LegalProse.tsx and legal.css).
    assert any("legal" in link.lower() for link in links)
    assert "modulepreload" not in head
    entry = re.search(r'<script type="module" src="([^"]+)" data-preload="([^"]+)">', head)
    assert entry is not None and "entry-client" in entry[1]
    assert any("LegalNoticePage" in href for href in entry[2].split())
