"""/home and the offer pages inline only their first screen's CSS and link the
whole stylesheet at the end of <body> (issue 18: /home's HTML under 14 KB
compressed; issue 31: the offer pages' first paint under 1.0 s; the split is
frontend/vite-plugins/firstScreenCss.ts)."""

from pathlib import Path

import pytest
from django.conf import settings
from django.test import Client

from website.ssr import client_assets, page_assets


def built(component: str) -> dict[str, str]:
    page = page_assets().get(component)
    if page is None:
        pytest.skip("front end not built")
    return page


def test_home_inlines_part_of_the_stylesheet_its_file_holds_whole() -> None:
    page = built("pages/HomePage.tsx")
    assets = client_assets("pages/HomePage.tsx")
    assert assets["sheet"] == settings.STATIC_URL + page["sheet"]
    client_dir = Path(settings.VITE_MANIFEST).parent.parent
    whole = (client_dir / page["sheet"]).read_text(encoding="utf-8")
    parts = [(client_dir / name).read_text(encoding="utf-8").strip() for name in page["css"]]
    assert whole.strip() == "\n".join(parts)
    assert 0 < len(assets["style"]) < len(whole) / 2
    assert ".site-header{" in assets["style"] and ".hero-slide{" in assets["style"]
    assert ".site-footer{" not in assets["style"] and ".site-footer{" in whole


@pytest.mark.parametrize("page_name", ["Telephonie", "Connexion", "Infogerance", "Cybersecurite"])
def test_offer_pages_inline_their_hero_and_link_the_rest(page_name: str) -> None:
    component = f"pages/{page_name}Page.tsx"
    page = built(component)
    style = client_assets(component)["style"]
    client_dir = Path(settings.VITE_MANIFEST).parent.parent
    whole = (client_dir / page["sheet"]).read_text(encoding="utf-8")
    assert 0 < len(style) < len(whole) / 2
    assert ".site-header{" in style and ".offer-hero{" in style
    # The FAQ and the lead form are far below the first screen.
    for below in (".faq{", ".contact-section{", ".site-footer{"):
        assert below not in style and below in whole


def test_pages_not_split_keep_their_whole_stylesheet_inline() -> None:
    page = built("pages/legal/LegalNoticePage.tsx")
    assert "sheet" not in page
    assert client_assets("pages/legal/LegalNoticePage.tsx")["sheet"] == ""


@pytest.mark.django_db
def test_the_whole_stylesheet_is_linked_last_and_the_inline_part_allowed_by_its_hash(
    client: Client,
) -> None:
    built("pages/HomePage.tsx")
    assets = client_assets("pages/HomePage.tsx")
    response = client.get("/home")
    html = response.content.decode()
    link = f'<link rel="stylesheet" href="{assets["sheet"]}">'
    assert html.count(link) == 1
    assert html.index(link) > html.index('<script id="page-props"')
    assert html.index(link) > html.index('<div id="root">')
    assert f"<style>{assets['style']}</style>" in html
    assert assets["style_hash"] in response["Content-Security-Policy"]
    legal = client.get("/mentions-legales").content.decode()
    assert "-whole-" not in legal
