"""The offer pages and /contact: builders, structured data, server-rendered
sections and anchors, and the spec §8 fallbacks when a content file fails."""

import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from django.test import Client
from pytest_django.fixtures import Settings

from telecomsite import typography
from telecomsite.content.loader import load_content as load_file
from telecomsite.page_data.offers import OFFER_CONTENT

REPO_CONTENT = Path(__file__).resolve().parents[2] / "content"

FAQ_FALLBACK_ITEM = {"question": "FAQ indisponible", "answer": "Veuillez réessayer plus tard."}
TESTIMONIAL_FALLBACK_TEXT = "Support ultra-réactif, nos incidents sont réglés en quelques minutes."

# Spec §2 anchors, including the route table's fragments.
ANCHORS = {
    "telephonie": ["features", "fonction", "contact"],
    "connexion": ["features", "contact"],
    "infogerance": ["services", "contact"],
    "cybersecurite": ["solutions", "offers", "contact"],
    "contact": ["formulaire"],
}

# Text of every section, as a visitor without JavaScript must see it.
SECTION_TEXTS = {
    "telephonie": [
        "Pourquoi passer à la téléphonie VoIP ?",
        "Message de pré-décroché",
        "Musique et messages d&#x27;attente",
        "Débordement intelligent",
        "Historique et statistiques d&#x27;appels",
        "Numéros courts",
        "Annuaire partagé",
        "Extension « click-to-call »",
        "Softphone sur Android",
        "Bientôt disponible sur iOS",
        "Ce que nos clients disent de leur téléphonie",
        "Questions fréquentes sur la téléphonie VoIP",
        "Parlons de votre téléphonie",
    ],
    "connexion": [
        "Pourquoi nous confier votre connectivité ?",
        "Fibre avec secours 4G/5G",
        "Pare-feu nouvelle génération en option",
        "99,8 % de disponibilité réseau",
        "Ils ont fiabilisé leur connexion avec nous",
        "Questions fréquentes sur la connectivité Internet",
        "Étudions votre connexion",
    ],
    "infogerance": [
        "Une informatique qui fonctionne, sans y penser",
        "Solutions Microsoft gérées",
        "Microsoft 365",
        "Windows 11 Pro",
        "Intune",
        "Entra ID",
        "Le périmètre de notre infogérance",
        "Postes de travail et serveurs",
        "Périphériques et imprimantes",
        "Messageries",
        "Réseau",
        "Sauvegardes et cybersécurité",
        "Ils ont confié leur informatique à nos équipes",
        "Questions fréquentes sur l&#x27;infogérance",
        "Confiez-nous votre informatique",
    ],
    "cybersecurite": [
        "Nos solutions de cybersécurité",
        "Firewall NextGen",
        "Antivirus / EDR",
        "Coffre-fort d&#x27;accès",
        "Carte des menaces en direct",
        # The modal button needs JavaScript; the new-tab link is in the HTML.
        "Ouvrir la carte dans un nouvel onglet",
        "Ouvrir la carte dans un nouvel onglet",
        "Questions fréquentes sur la cybersécurité",
        "Faites le point sur votre sécurité",
        "99,8 %",
        "Plus de 250",
    ],
    "contact": [
        "Parlons de votre projet",
        "Être recontacté par un conseiller",
        "Nos coordonnées",
        "du lundi au vendredi, de 9 h à 12 h et de 14 h à 18 h",
        "Planifier un échange",
        "30 minutes avec un expert",
    ],
}

PATHS = {key: f"/{key}" for key in ANCHORS}


def load_content(name: str) -> Any:
    """A content file as the page shows it: with French no-break spaces."""
    return typography.apply(load_file(name))


def props(client: Client, path: str) -> dict[str, Any]:
    response = client.get(path, HTTP_ACCEPT="application/json")
    assert response.status_code == 200
    data: dict[str, Any] = response.json()
    return data


def head_jsonld(html: str) -> list[dict[str, Any]]:
    head = html.split("</head>", 1)[0]
    blocks = re.findall(r'<script type="application/ld\+json">(.*?)</script>', head, re.S)
    return [json.loads(block) for block in blocks]


def root_html(html: str) -> str:
    return html.split('<div id="root">', 1)[1].split('<script id="page-props"', 1)[0]


@pytest.fixture
def content_copy(tmp_path: Path, settings: Settings) -> Path:
    """A private copy of content/ to break files in; returns its data/ folder."""
    for name in ("routes.json", "company.json"):
        shutil.copy(REPO_CONTENT / name, tmp_path / name)
    shutil.copytree(REPO_CONTENT / "data", tmp_path / "data")
    settings.CONTENT_DIR = tmp_path
    return tmp_path / "data"


# --- Builders -------------------------------------------------------------------


@pytest.mark.django_db
@pytest.mark.parametrize("key", sorted(OFFER_CONTENT))
def test_offer_props_carry_the_pages_content_files(client: Client, key: str) -> None:
    faq_file, testimonials_file = OFFER_CONTENT[key]
    page = props(client, PATHS[key])["page"]
    assert page["faq"] == load_content(faq_file)
    assert len(page["faq"]["items"]) > 5  # so that 'Voir toutes les questions' shows
    if testimonials_file:
        assert page["testimonials"] == load_content(testimonials_file)
    else:
        assert "testimonials" not in page
    # The structured data goes to the <head>, not to the page props.
    assert "jsonld" not in page


def test_each_offer_page_reads_its_own_files() -> None:
    assert OFFER_CONTENT == {
        "telephonie": ("faq_voip", "avis_telecom"),
        "connexion": ("faq_net", "avis_connexion"),
        "infogerance": ("faq_it", "avis_it"),
        "cybersecurite": ("faq_cyber", None),
    }


@pytest.mark.django_db
@pytest.mark.parametrize("key", sorted(OFFER_CONTENT))
def test_faqpage_jsonld_lists_every_question_in_the_head(client: Client, key: str) -> None:
    faq = load_content(OFFER_CONTENT[key][0])
    blocks = head_jsonld(client.get(PATHS[key]).content.decode())
    faq_blocks = [b for b in blocks if b["@type"] == "FAQPage"]
    assert len(faq_blocks) == 1
    entities = faq_blocks[0]["mainEntity"]
    assert [e["name"] for e in entities] == [item["question"] for item in faq["items"]]
    assert [e["acceptedAnswer"]["text"] for e in entities] == [
        item["answer"] for item in faq["items"]
    ]
    # The site-wide blocks are still there.
    assert {"Organization", "WebSite"} <= {b["@type"] for b in blocks}


@pytest.mark.django_db
def test_contact_page_has_contactpage_jsonld_with_reception_hours(
    client: Client, settings: Settings
) -> None:
    blocks = head_jsonld(client.get("/contact").content.decode())
    (contact,) = [b for b in blocks if b["@type"] == "ContactPage"]
    business = contact["mainEntity"]
    assert business["telephone"] == settings.COMPANY["phoneHref"]
    assert business["email"] == settings.COMPANY["email"]
    hours = [(spec["opens"], spec["closes"]) for spec in business["openingHoursSpecification"]]
    assert hours == [("09:00", "12:00"), ("14:00", "18:00")]
    for spec in business["openingHoursSpecification"]:
        assert spec["dayOfWeek"] == ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
    assert not [b for b in blocks if b["@type"] == "FAQPage"]


# --- Server-rendered HTML -----------------------------------------------------------


@pytest.mark.django_db
@pytest.mark.parametrize("key", sorted(ANCHORS))
def test_sections_and_anchors_are_in_the_server_html(
    client: Client, with_ssr: str, key: str
) -> None:
    html = root_html(client.get(PATHS[key]).content.decode())
    for anchor in ANCHORS[key]:
        assert f'id="{anchor}"' in html, anchor
    for text in SECTION_TEXTS[key]:
        assert typography.french_spacing(text) in html, text
    assert html.count("<h1") == 1


@pytest.mark.django_db
@pytest.mark.parametrize("key", sorted(OFFER_CONTENT))
def test_faq_preview_and_testimonials_are_server_rendered(
    client: Client, with_ssr: str, key: str
) -> None:
    faq_file, testimonials_file = OFFER_CONTENT[key]
    faq = load_content(faq_file)
    html = root_html(client.get(PATHS[key]).content.decode())
    questions = re.findall(r'<summary class="faq-list__question">(.*?)</summary>', html)
    # Every question is in the page (FAQPage markup describes visible
    # content): the first 5 as the preview, the first one open, the others in
    # the block the no-JavaScript link opens.
    assert len(questions) == len(faq["items"]) == 10
    first_details = re.search(r"<details[^>]*>", html)
    assert first_details and " open" in first_details.group(0)
    assert html.count("<details") == 10
    assert len(re.findall(r"<details[^>]* open", html)) == 1
    preview, more = html.split('id="faq-toutes"', 1)
    assert preview.count("<summary") == 5
    assert more.count("<summary") == 5
    assert (
        f'href="#faq-toutes">Voir toutes les questions (<!-- -->{len(faq["items"])}<!-- -->)</a>'
        in html
    )
    if testimonials_file:
        quotes = re.findall(r'<blockquote class="testimonial-card__quote">', html)
        assert len(quotes) == len(load_content(testimonials_file)["items"])


@pytest.mark.django_db
def test_hero_image_is_the_priority_image_and_the_rest_is_lazy(
    client: Client, with_ssr: str
) -> None:
    html = root_html(client.get("/telephonie").content.decode())
    images = re.findall(r"<img [^>]*>", html)
    hero = [img for img in images if "hero-telephonie" in img]
    assert len(hero) == 1
    assert 'loading="eager"' in hero[0] and 'fetchPriority="high"' in hero[0]
    for img in images:
        assert 'width="' in img and 'height="' in img
        if img not in hero and "brand/logo" not in img:
            assert 'loading="lazy"' in img, img


@pytest.mark.django_db
def test_contact_side_panel_uses_the_company_facts(
    client: Client, with_ssr: str, settings: Settings
) -> None:
    company = settings.COMPANY
    html = root_html(client.get("/contact").content.decode())
    panel = html.split('class="contact-details"', 1)[1].split("</aside>", 1)[0]
    assert f'href="tel:{company["phoneHref"]}"' in panel
    assert f'href="mailto:{company["email"]}"' in panel
    assert typography.french_spacing(company["hours"]) in panel
    assert typography.french_spacing(company["supportNote"]).replace("'", "&#x27;") in panel
    maps = re.search(
        r'<a href="([^"]+)" target="_blank" rel="noopener noreferrer">([^<]+)</a>', panel
    )
    assert maps and maps.group(1) == company["mapsUrl"].replace("&", "&amp;")
    assert "nouvel onglet" in maps.group(2)
    assert company["address"]["street"] in panel
    assert 'href="/contact#formulaire"' in html  # 'Planifier un échange'


@pytest.mark.django_db
def test_threat_map_card_links_to_the_external_site(
    client: Client, with_ssr: str, settings: Settings
) -> None:
    html = root_html(client.get("/cybersecurite").content.decode())
    url = settings.COMPANY["threatMapUrl"]
    assert f'href="{url}" target="_blank" rel="noopener noreferrer"' in html


# --- Spec §8 fallbacks on the real pages ----------------------------------------------


@pytest.mark.django_db
@pytest.mark.parametrize("broken", ["missing", "not json"])
def test_broken_faq_file_gives_the_unavailable_item_and_no_faqpage(
    client: Client, with_ssr: str, content_copy: Path, broken: str, caplog: pytest.LogCaptureFixture
) -> None:
    path = content_copy / "faq_voip.json"
    if broken == "missing":
        path.unlink()
    else:
        path.write_text('{"title": "Questions", "items": [', encoding="utf-8")
    response = client.get("/telephonie")
    assert response.status_code == 200
    html = response.content.decode()
    assert "faq_voip.json" in caplog.text
    assert props(client, "/telephonie")["page"]["faq"]["items"] == [FAQ_FALLBACK_ITEM]
    body = root_html(html)
    assert "FAQ indisponible" in body and "Veuillez réessayer plus tard." in body
    assert 'data-state="fallback"' in body
    assert "Voir toutes les questions" not in body
    # No structured data advertising a question that is not one.
    assert not [b for b in head_jsonld(html) if b["@type"] == "FAQPage"]
    # The rest of the page is intact.
    assert "Message de pré-décroché" in body


@pytest.mark.django_db
def test_malformed_faq_keeps_the_page_with_the_default_title(
    client: Client, with_ssr: str, content_copy: Path
) -> None:
    (content_copy / "faq_cyber.json").write_text(
        '{"title": "FAQ", "items": "aucune"}', encoding="utf-8"
    )
    html = client.get("/cybersecurite").content.decode()
    body = root_html(html)
    assert "Questions fréquentes</h2>" in body
    assert "<details" not in body
    assert not [b for b in head_jsonld(html) if b["@type"] == "FAQPage"]
    assert "Firewall NextGen" in body


@pytest.mark.django_db
def test_broken_testimonials_file_gives_the_fallback_testimonial(
    client: Client, with_ssr: str, content_copy: Path
) -> None:
    (content_copy / "avis_it.json").write_text(
        '{"title": "", "items": [{"text": "  "}]}', encoding="utf-8"
    )
    body = root_html(client.get("/infogerance").content.decode())
    assert TESTIMONIAL_FALLBACK_TEXT in body
    assert "SLA clair" in body
    assert body.count('class="testimonial-card"') == 1
    # The FAQ of the same page is unaffected.
    assert "Questions fréquentes sur l&#x27;infogérance" in body
