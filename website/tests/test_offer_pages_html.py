"""The offer pages and /contact as a visitor without JavaScript gets them: the
server-rendered sections and anchors, the FAQ and testimonials, the images,
the contact details and the threat-map link."""

import re

import pytest
from django.test import Client
from pytest_django.fixtures import Settings

from website import typography
from website.page_data.offers import OFFER_CONTENT
from website.tests.page_readers import load_content, root_html

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


@pytest.mark.django_db
@pytest.mark.parametrize("key", sorted(ANCHORS))
def test_sections_and_anchors_are_in_the_server_html(
    client: Client, with_ssr: str, key: str
) -> None:
    html = root_html(client.get(f"/{key}").content.decode())
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
    html = root_html(client.get(f"/{key}").content.decode())
    questions = re.findall(r'<summary class="faq-list__question">(.*?)</summary>', html)
    # The preview only (content/previews.json), the first one open: the
    # others come with the section's data, and the no-JavaScript link asks
    # for the page with all of them.
    assert len(faq["items"]) == 10
    assert questions == [html_text(item["question"]) for item in faq["items"][:5]]
    first_details = re.search(r"<details[^>]*>", html)
    assert first_details and " open" in first_details.group(0)
    assert len(re.findall(r"<details[^>]* open", html)) == 1
    assert 'id="faq-toutes"' not in html
    assert 'href="?tout=faq#faq-toutes">Voir toutes les questions (<!-- -->10<!-- -->)</a>' in html
    whole = root_html(client.get(f"/{key}?tout=faq").content.decode())
    preview, more = whole.split('id="faq-toutes"', 1)
    assert preview.count("<summary") == 5
    assert more.count("<summary") == 5
    assert "Voir toutes les questions" not in whole
    if testimonials_file:
        items = load_content(testimonials_file)["items"]
        assert len(items) == 8
        assert html.count('<blockquote class="testimonial-card__quote">') == 6
        assert (
            'href="?tout=temoignages#temoignages">Voir tous les témoignages (<!-- -->8<!-- -->)</a>'
            in html
        )
        whole = root_html(client.get(f"/{key}?tout=temoignages").content.decode())
        assert whole.count('<blockquote class="testimonial-card__quote">') == 8
        assert "Voir tous les témoignages" not in whole


def html_text(text: str) -> str:
    """A text as the renderer escapes it."""
    return text.replace("&", "&amp;").replace("'", "&#x27;").replace('"', "&quot;")


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
    # The spec's reception hours, written out from the schedule (core/opening_hours.py).
    assert (
        typography.french_spacing("du lundi au vendredi, de 9 h à 12 h et de 14 h à 18 h") in panel
    )
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
