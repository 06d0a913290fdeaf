"""sitemap.xml and robots.txt, from the route table (spec §2)."""

import json
import re
import xml.etree.ElementTree as ET

import pytest
from django.test import Client

from website.tests.page_readers import head_jsonld

NS = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9"}


@pytest.fixture(autouse=True)
def _site_url(settings):
    settings.SITE_URL = "https://www.example.com"


def test_sitemap_xml_lists_public_routes_in_priority_order(client: Client) -> None:
    response = client.get("/sitemap.xml")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/xml")
    root = ET.fromstring(response.content)
    entries = [
        (
            url.findtext("s:loc", namespaces=NS),
            url.findtext("s:priority", namespaces=NS),
            url.findtext("s:changefreq", namespaces=NS),
        )
        for url in root.findall("s:url", NS)
    ]
    base = "https://www.example.com"
    assert entries == [
        (base + "/", "1.00", "weekly"),
        (base + "/telephonie", "0.90", "monthly"),
        (base + "/connexion", "0.80", None),
        (base + "/infogerance", "0.70", None),
        (base + "/cybersecurite", "0.60", None),
        (base + "/contact", "0.50", "yearly"),
        (base + "/mentions-legales", "0.10", "yearly"),
        (base + "/politique-confidentialite", "0.09", "yearly"),
        (base + "/cookies", "0.08", "yearly"),
        # The accessibility statement French law requires (beyond the spec's table).
        (base + "/accessibilite", "0.07", "yearly"),
    ]


def test_sitemap_page_is_not_in_sitemap_xml(client: Client) -> None:
    assert b"/sitemap<" not in client.get("/sitemap.xml").content


def test_robots_txt_names_the_sitemap(client: Client, settings) -> None:
    response = client.get("/robots.txt")
    assert response.status_code == 200
    body = response.content.decode()
    assert "Sitemap: https://www.example.com/sitemap.xml" in body
    assert f"Disallow: /{settings.ADMIN_PATH}" in body


@pytest.mark.django_db
def test_sitemap_page_emits_navigation_jsonld(client: Client) -> None:
    html = client.get("/sitemap").content.decode()
    assert '"SiteNavigationElement"' in html


# The output the hand-written view gave before django.contrib.sitemaps took
# over (README, "Dependencies"): the same bytes, on SITE_URL whatever the host.
SITEMAP_XML = (
    """<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
"""
    + "".join(
        f"  <url>\n    <loc>https://www.example.com{path}</loc>\n"
        + (f"    <changefreq>{freq}</changefreq>\n" if freq else "")
        + f"    <priority>{priority}</priority>\n  </url>\n"
        for path, freq, priority in [
            ("/", "weekly", "1.00"),
            ("/telephonie", "monthly", "0.90"),
            ("/connexion", None, "0.80"),
            ("/infogerance", None, "0.70"),
            ("/cybersecurite", None, "0.60"),
            ("/contact", "yearly", "0.50"),
            ("/mentions-legales", "yearly", "0.10"),
            ("/politique-confidentialite", "yearly", "0.09"),
            ("/cookies", "yearly", "0.08"),
            # The accessibility statement French law requires (beyond the spec's table).
            ("/accessibilite", "yearly", "0.07"),
        ]
    )
    + "</urlset>\n"
)


def test_sitemap_xml_is_byte_for_byte_the_former_output(client: Client) -> None:
    response = client.get("/sitemap.xml", HTTP_HOST="127.0.0.1")
    assert response["Content-Type"] == "application/xml; charset=utf-8"
    assert response.content.decode() == SITEMAP_XML


def test_sitemap_xml_is_read_only(client: Client) -> None:
    assert client.head("/sitemap.xml").status_code == 200
    assert client.post("/sitemap.xml").status_code == 405


@pytest.mark.django_db
def test_accessibility_statement_is_in_the_sitemap_page_and_the_footer(
    client: Client, with_ssr: str
) -> None:
    html = client.get("/sitemap").content.decode()
    main = html.split('<main id="contenu"', 1)[1].split("</main>", 1)[0]
    assert re.search(r'href="/accessibilite"[^>]*>Accessibilité</a>', main)
    footer = html.split('<footer class="site-footer"', 1)[1]
    assert re.search(
        r'href="/accessibilite"[^>]*>Accessibilité\u00a0: partiellement conforme</a>', footer
    )
    page = client.get("/accessibilite")
    assert page.status_code == 200
    text = page.content.decode()
    for needed in (
        "partiellement conforme",
        "Défenseur des droits",
        "plan du site",
        "Non-conformités",
    ):
        assert needed in text, needed


@pytest.mark.django_db
def test_the_jsonld_is_in_the_head_only(client: Client) -> None:
    """The JSON-LD is sent once, in the <head>: the props (embedded, and answered
    on client navigation) do not carry it, no component reads it (issue 18)."""
    html = client.get("/home").content.decode()
    embedded = re.search(
        r'<script id="page-props" type="application/json">(.*?)</script>', html, re.S
    )
    assert embedded is not None
    meta = json.loads(embedded.group(1))["meta"]
    assert "jsonld" not in meta
    assert meta["title"] and meta["canonical"]
    assert [block["@type"] for block in head_jsonld(html)][:2] == ["Organization", "WebSite"]
    navigation = client.get("/home", HTTP_ACCEPT="application/json").json()
    assert navigation["meta"] == meta


@pytest.mark.django_db
def test_the_embedded_props_are_compact_utf8_and_safe_in_a_script(client: Client) -> None:
    """UTF-8 as is and no spaces after separators (the HTML budget), but still
    no "<", ">" or "&" that could close the <script> element."""
    html = client.get("/home").content.decode()
    embedded = re.search(
        r'<script id="page-props" type="application/json">(.*?)</script>', html, re.S
    )
    assert embedded is not None
    text = embedded.group(1)
    assert "Télécom" in text and "\\u00e9" not in text
    assert '", "' not in text and '": ' not in text
    assert not set("<>&") & set(text)
    assert json.loads(text)["route"]["key"] == "home"
