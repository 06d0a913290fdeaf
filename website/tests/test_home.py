"""The home page: its props, its server-rendered HTML and its fallbacks."""

import gzip
import json
import logging
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from django.core.cache import cache
from django.test import Client
from pytest_django.fixtures import Settings

from core.routes import route_table
from website import typography
from website.content.loader import load_home_copy
from website.page_data import home
from website.page_data.home import CATEGORY_KEYS
from website.props import HomePage
from website.tests.page_readers import load_content

REAL_DATA = Path(__file__).resolve().parents[2] / "content" / "data"
JSON = {"Accept": "application/json"}


@pytest.fixture
def published(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """Published reviews as the reviews app would return them."""
    reviews: list[dict[str, Any]] = []
    monkeypatch.setattr(home, "published_testimonial_items", lambda: reviews)
    return reviews


@pytest.fixture
def data_dir(tmp_path: Path, settings: Settings) -> Path:
    """A copy of the whole content folder, whose data/ a test may break.
    Whole: every other file (layout.json, routes.json…) is read from
    CONTENT_DIR too, by functions whose cache may be empty (random order)."""
    shutil.copytree(REAL_DATA.parent, tmp_path, dirs_exist_ok=True)
    settings.CONTENT_DIR = tmp_path
    cache.clear()
    return tmp_path / "data"


def home_props(client: Client) -> dict[str, Any]:
    response = client.get("/home", headers=JSON)
    assert response.status_code == 200
    props: dict[str, Any] = response.json()
    return props


# --- Props --------------------------------------------------------------------


@pytest.mark.django_db
def test_home_props_carry_the_content_files(
    client: Client, published: list[dict[str, Any]]
) -> None:
    page = home_props(client)["page"]
    assert page["slides"] == load_content("home-coursel")
    sections = page["sections"]
    assert sections["clients"] == load_content("clients")
    assert sections["testimonials"] == load_content("avis")
    assert sections["showcases"] == typography.apply(load_home_copy()["showcases"])
    words = typography.apply(load_home_copy()["words"])
    assert (page["slogan"], sections["words"]) == (words["slogan"], words)
    assert set(page) == {"slides", "slogan", "figures", "sections"}
    assert page["figures"] == typography.apply(load_home_copy()["figures"])
    assert set(sections) == {"clients", "testimonials", "showcases", "categories", "words"}
    # The four offer cards, in the spec's order, as home.json words them: the
    # shipped file names each page and says its description (the route table's).
    routes = {route.key: route for route in route_table().routes}
    keys = ("telephonie", "connexion", "infogerance", "cybersecurite")
    assert sections["categories"] == typography.apply(
        [{"key": k, "title": routes[k].label, "text": routes[k].description} for k in keys]
    )


@pytest.mark.django_db
def test_an_offer_card_the_file_lacks_names_its_page_as_the_route_table_does() -> None:
    from website.page_data.home import categories

    edited = {"key": "connexion", "title": "Votre fibre", "text": "Un débit garanti."}
    cards = categories([edited])
    routes = {route.key: route for route in route_table().routes}
    assert [card["key"] for card in cards] == list(CATEGORY_KEYS)
    assert cards[1] == edited
    assert cards[0] == {
        "key": "telephonie",
        "title": routes["telephonie"].label,
        "text": routes["telephonie"].description,
    }


@pytest.mark.django_db
def test_published_reviews_follow_the_file_testimonials_with_the_same_rules(
    client: Client, published: list[dict[str, Any]]
) -> None:
    published.extend(
        [
            {
                "label": "Avis client",
                "text": "Installation rapide et soignée.",
                "author": "Paul R.",
            },
            {"label": "Vide", "text": "   ", "author": "Personne"},
            {"label": "", "text": "Très bon suivi.", "author": ""},
        ]
    )
    items = home_props(client)["page"]["sections"]["testimonials"]["items"]
    file_items = load_content("avis")["items"]
    assert items[: len(file_items)] == file_items
    assert items[len(file_items) :] == [
        {"label": "Avis client", "text": "Installation rapide et soignée.", "author": "Paul R."},
        {"text": "Très bon suivi."},
    ]
    # The cached file is not changed by the merge.
    assert load_content("avis")["items"] == file_items


@pytest.mark.django_db
def test_the_real_reviews_app_contract_is_a_list(client: Client) -> None:
    # Without monkeypatching: whatever the reviews app returns must merge cleanly.
    sections = home_props(client)["page"]["sections"]
    assert len(sections["testimonials"]["items"]) >= len(load_content("avis")["items"])


@pytest.mark.django_db
@pytest.mark.parametrize("broken", ["missing", "malformed"])
def test_home_survives_every_content_file_failing(
    client: Client, data_dir: Path, broken: str, caplog: pytest.LogCaptureFixture
) -> None:
    for path in [data_dir / f"{name}.json" for name in ("home-coursel", "clients", "avis")] + [
        data_dir.parent / "home.json"
    ]:
        if broken == "missing":
            path.unlink()
        else:
            path.write_text('{"title": ', encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="website.content"):
        page = home_props(client)["page"]
    assert page["slides"] == []
    sections = page["sections"]
    assert sections["clients"] == [
        {"name": "Entreprise cliente", "logo": "/static/img-opti/brand/logo.svg", "error": True}
    ]
    assert sections["testimonials"]["items"][0]["text"] == (
        "Support ultra-réactif, nos incidents sont réglés en quelques minutes."
    )
    assert sections["testimonials"]["pills"] == [{"text": "SLA clair", "variant": "primary"}]
    assert sections["showcases"] == []
    levels = {r.getMessage().split(" ")[0]: r.levelno for r in caplog.records}
    assert levels == {
        "content/data/home-coursel.json": logging.ERROR,
        "content/data/clients.json": logging.WARNING,
        "content/data/avis.json": logging.WARNING,
        "content/home.json": logging.WARNING,
    }


# --- Server-rendered HTML (needs the Node renderer and a front-end build) --------


def root_html(client: Client) -> str:
    response = client.get("/home")
    assert response.status_code == 200
    html = response.content.decode()
    match = re.search(r'<div id="root">(.*)</div>\s*(?:<link [^>]*>\s*)?</body>', html, re.S)
    assert match, "no server-rendered root"
    return match.group(1)


SECTION_TEXTS = [
    # Hero: every slide is in the HTML.
    *[slide["title"] for slide in json.loads((REAL_DATA / "home-coursel.json").read_text())],
    "Vos équipes avancent, vos outils suivent.",
    "au plus pour vous répondre",
    "Plus de 250 entreprises nous font confiance",
    "Nos solutions pour les entreprises",
    "Votre standard dans le cloud, en quatre étapes",
    "Portabilité de vos numéros",
    "Une connexion professionnelle qui tient ses promesses",
    "Secours 4G/5G automatique",
    "Votre informatique entre de bonnes mains",
    "Le coffre-fort d'accès : vos identifiants sous clé",
    "Ils nous font confiance au quotidien",
    "Laissez-nous un avis",
    "Faisons le point sur vos outils en 30 minutes",
    # The closing CTA's second button: its first one shares the hero's name (one name per action).
    "Contacter un conseiller",
]


def unescape(html: str) -> str:
    return html.replace("&#x27;", "'").replace("&amp;", "&").replace("&quot;", '"')


@pytest.mark.ssr
@pytest.mark.django_db
def test_every_section_is_server_rendered_in_order(client: Client, with_ssr: str) -> None:
    html = unescape(root_html(client))
    texts = [typography.french_spacing(text) for text in SECTION_TEXTS]
    positions = [html.find(text) for text in texts]
    missing = [text for text, pos in zip(texts, positions, strict=True) if pos < 0]
    assert not missing
    # Hero slides first, then the sections in the spec's order.
    section_positions = positions[4:]
    assert section_positions == sorted(section_positions)
    for client_entry in load_content("clients"):
        assert f'alt="{client_entry["name"]}"' in unescape(html)


def embedded(html: str) -> dict[str, Any]:
    match = re.search(r'<script id="page-props" type="application/json">(.*?)</script>', html, re.S)
    assert match, "no embedded props"
    props: dict[str, Any] = json.loads(match.group(1))
    return props


@pytest.mark.ssr
@pytest.mark.django_db
def test_the_html_leaves_the_sections_props_to_the_json_answer(
    client: Client, with_ssr: str
) -> None:
    """Issue 18 (/home's HTML budget): the sections below the first screen are in
    the server's HTML, their props only in the JSON answer the browser fetches
    with their code (frontend/src/lib/deferredSection.tsx)."""
    html = client.get("/home").content.decode()
    props = embedded(html)
    whole = home_props(client)
    assert props["page"]["sections"] is None
    HomePage.model_validate(props["page"])
    sections = whole["page"]["sections"]
    # Everything else is the JSON answer's: completed, they are the same props.
    assert {**props, "page": {**props["page"], "sections": sections}} == whole
    # Their markup is in the HTML all the same.
    shown = unescape(root_html(client))
    assert sections["testimonials"]["items"][0]["text"] in shown
    assert sections["clients"][-1]["name"] in shown
    # The props come before the markup (gzip finds their words in it).
    assert html.index('<script id="page-props"') < html.index('<div id="root">')


@pytest.mark.django_db
def test_without_server_html_the_page_embeds_its_whole_props(
    client: Client, settings: Settings
) -> None:
    # Renderer unavailable: React renders the whole page from the embedded props.
    settings.SSR_URL = "http://127.0.0.1:9"
    html = client.get("/home").content.decode()
    assert '<div id="root"></div>' in html
    assert embedded(html) == home_props(client)


@pytest.mark.ssr
@pytest.mark.django_db
def test_hero_title_is_in_the_first_14_kb_and_its_image_is_the_lcp_candidate(
    client: Client, with_ssr: str
) -> None:
    raw = client.get("/home").content
    first_title = load_content("home-coursel")[0]["title"]
    title_at = raw.find(first_title.encode())
    assert title_at > 0
    # What the first round trip carries is the compressed page (GZipMiddleware;
    # the stylesheet is inlined in <head>): the title must be in its first 14 KB.
    prefix = raw[: title_at + len(first_title.encode())]
    assert len(gzip.compress(prefix)) <= 14 * 1024
    html = root_html(client)
    images = re.findall(r"<img [^>]*>", html)
    hero = [img for img in images if "/img-opti/hero/" in img]
    assert len(hero) == len(load_content("home-coursel"))
    assert 'loading="eager"' in hero[0] and 'fetchPriority="high"' in hero[0].replace(
        "fetchpriority", "fetchPriority"
    )
    # Every other image of the page content, hero or not, is lazy.
    for img in images:
        if "/img-opti/" in img and "/brand/" not in img and img != hero[0]:
            assert 'loading="lazy"' in img, img
    for img in images:
        if "/img-opti/" in img:
            assert re.search(r'width="\d+"', img) and re.search(r'height="\d+"', img), img


@pytest.mark.ssr
@pytest.mark.django_db
def test_h1_and_page_survive_a_missing_hero_file(
    client: Client, with_ssr: str, data_dir: Path
) -> None:
    (data_dir / "home-coursel.json").unlink()
    html = root_html(client)
    assert html.count("<h1") == 1
    assert "Téléphonie VoIP, Internet &amp; Infogérance pour les entreprises" in html
    assert "Vos équipes avancent, vos outils suivent." in html
    assert 'aria-roledescription="carrousel"' not in html


@pytest.mark.ssr
@pytest.mark.django_db
def test_rendering_the_home_page_does_not_reread_content_files(
    client: Client, with_ssr: str, content_parses: list[str]
) -> None:
    client.get("/home")
    content_parses.clear()  # the first page read them
    for _ in range(3):
        client.get("/home", headers=JSON)
    assert content_parses == []
