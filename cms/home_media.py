"""The home page's pictures: the hero carousel's slides (« home-coursel »,
content/data/home-coursel.json) and the client logos (« clients »,
content/data/clients.json), edited on the home page (home_page.py).

A slide or a logo shows a picture of Wagtail's image library, made into
AVIF and WebP renditions when the page is saved or published
(renditions.py), or the picture the site shipped with (picture_blocks.py says
why those stay outside the library). The seeded page projects exactly the
shipped files, so visitors see no change until Marketing makes one.

How many: every slide's words and every logo's markup are in /home's HTML,
whose budget (under 14 KB compressed, docs/performance.md) the shipped
content fills to within about 0.1 KB. The editor keeps the shipped counts
(4 slides, 14 logos) as bounds and tighter text bounds than the schema's
(picture_blocks.py); at their largest, the HTML is about 0.3 KB over the
shipped one (measured in docs/performance.md): more slides need the page to
defer the hidden ones first.
"""

from typing import Any

from django.db import models
from django.templatetags.static import static
from django.utils.html import format_html, format_html_join
from wagtail.admin.panels import FieldPanel, HelpPanel, MultiFieldPanel
from wagtail.fields import StreamField

from .bounds import CLIENTS_MAX, SLIDES_MAX
from .legacy_pictures import library_image
from .picture_blocks import (
    ClientLogoBlock,
    SlideBlock,
    shipped_logos,
    shipped_slide_labels,
    shipped_slide_pictures,
)
from .renditions import HERO, LOGO, Shape, picture, source_image

MEDIA_DOCUMENTS = ("home-coursel", "clients")


def _gallery(pictures: list[tuple[str, str]]) -> str:
    """The shipped pictures, read-only, with the name the blocks' lists use."""
    items = format_html_join(
        "",
        '<li><img src="{}" alt="" width="160" loading="lazy"><span>{}</span></li>',
        ((src, label) for src, label in pictures),
    )
    return format_html('<ul class="cms-shipped-pictures">{}</ul>', items)


def _slide_gallery() -> str:
    labels = shipped_slide_labels()
    return _gallery(
        [
            (static(f"img-opti/{p['opti']['folder']}/{base}-320.webp"), labels[base])
            for base, p in shipped_slide_pictures().items()
        ]
    )


def _logo_gallery() -> str:
    return _gallery(
        [
            (
                static(f"img-opti/{logo['opti']['folder']}/{base}-320.webp"),
                f"Logo de {logo['name']}",
            )
            for base, logo in shipped_logos().items()
        ]
    )


def _pills(value: Any) -> list[dict[str, str]]:
    return [{"text": p["text"], "tone": p["tone"]} for p in value["pills"]]


def _ctas(value: Any) -> dict[str, Any]:
    ctas = {}
    for key in ("primary", "secondary"):
        button = value[key]
        if button and button["label"].strip():
            ctas[key] = {"label": button["label"], "routerLink": button["link"]}
    return ctas


def slide_document(value: Any) -> dict[str, Any]:
    if value["image"] is not None:
        img = picture(value["image"], HERO)
    else:
        img = dict(shipped_slide_pictures()[value["illustration"]])
    img["alt"] = "" if value["decorative"] else value["image_alt"].strip()
    slide: dict[str, Any] = {"title": value["title"], "lead": value["lead"], "img": img}
    if value["pills"]:
        slide["pills"] = _pills(value)
    if ctas := _ctas(value):
        slide["ctas"] = ctas
    return slide


def client_document(value: Any) -> dict[str, Any]:
    client: dict[str, Any] = {"name": value["name"]}
    if value["image"] is not None:
        shown = picture(value["image"], LOGO)
        client.update(logo=shown["src"], opti=shown["opti"], dim=shown["dim"])
    else:
        logo = shipped_logos()[value["logo"]]
        client.update({k: v for k, v in logo.items() if k != "name"})
    sites = [line["text"] for line in value["sites"]]
    if sites:
        client["sites"] = sites
    return client


def _shipped_base(picture: dict[str, Any], shipped: dict[str, Any]) -> str | None:
    opti = picture.get("opti") or {}
    return None if opti.get("url") or opti.get("base") not in shipped else opti["base"]


def _library(picture: dict[str, Any], shipped: dict[str, Any], index: int, shape: Shape) -> Any:
    """The library image standing for a picture that is not a shipped one:
    the one its renditions were made from, else a copy of its widest file
    (legacy_pictures.py); None for a shipped one."""
    if _shipped_base(picture, shipped) is not None:
        return None
    found = source_image(picture.get("opti"), shape)
    if found is not None:
        return found
    title = picture.get("alt") or picture.get("name") or f"Image {index + 1}"
    return library_image(picture, title)


def _illustration(picture: dict[str, Any], shipped: dict[str, Any], image: Any, index: int) -> str:
    if image is not None:
        return ""
    # A picture that could not be brought into the library: the shipped one
    # at the same place (legacy_pictures.py logged it).
    return _shipped_base(picture, shipped) or list(shipped)[index % len(shipped)]


def slide_value(slide: dict[str, Any], image: Any = None, index: int = 0) -> dict[str, Any]:
    """A slide of a « home-coursel » document as the block's value."""
    img = slide["img"]
    ctas = slide.get("ctas") or {}
    return {
        "title": slide["title"],
        "lead": slide["lead"],
        "image": image,
        "illustration": _illustration(img, shipped_slide_pictures(), image, index),
        "image_alt": img["alt"],
        "decorative": not img["alt"],
        "pills": [{"text": p["text"], "tone": p["tone"]} for p in slide.get("pills") or []],
        **{
            key: {
                "label": (ctas.get(key) or {}).get("label", ""),
                "link": (ctas.get(key) or {}).get("routerLink", ""),
            }
            for key in ("primary", "secondary")
        },
    }


def client_value(client: dict[str, Any], image: Any = None, index: int = 0) -> dict[str, Any]:
    """A client of a « clients » document as the block's value."""
    return {
        "name": client["name"],
        "sites": [{"text": line} for line in client.get("sites") or []],
        "image": image,
        "logo": _illustration(client, shipped_logos(), image, index),
    }


class HomeMedia(models.Model):
    """Abstract: the fields live on the home page type."""

    hero_slides = StreamField(
        [("slide", SlideBlock())],
        verbose_name="Diapositives du carrousel",
        blank=True,
        min_num=1,
        max_num=SLIDES_MAX,
        # Closed, each showing its title: twelve slides open, with their
        # pictures and texts, were a page of several screens to scroll.
        collapsed=True,
        help_text=f"De 1 à {SLIDES_MAX} diapositives, dans l'ordre où elles défilent : "
        "ajoutez, retirez ou déplacez-les.",
    )
    client_logos = StreamField(
        [("client", ClientLogoBlock())],
        verbose_name="Logos des clients",
        blank=True,
        min_num=1,
        max_num=CLIENTS_MAX,
        collapsed=True,
        help_text=f"De 1 à {CLIENTS_MAX} clients, dans l'ordre du bandeau défilant.",
    )

    media_panels = [
        MultiFieldPanel(
            [
                HelpPanel(content=_slide_gallery, heading="Illustrations d'origine"),
                FieldPanel("hero_slides"),
            ],
            heading="Carrousel",
        ),
        MultiFieldPanel(
            [
                HelpPanel(content=_logo_gallery, heading="Logos d'origine"),
                FieldPanel("client_logos"),
            ],
            heading="Logos des clients",
        ),
    ]

    class Meta:
        abstract = True

    def has_media(self) -> bool:
        """False for a version saved before the pictures were edited here."""
        return len(self.hero_slides) > 0

    def fill_media(self, slides: list[dict[str, Any]], clients: list[dict[str, Any]]) -> None:
        """Takes the documents' values (seed.py: shipped or published)."""
        self.hero_slides = [
            (
                "slide",
                slide_value(slide, _library(slide["img"], shipped_slide_pictures(), i, HERO), i),
            )
            for i, slide in enumerate(slides)
        ]
        self.client_logos = [
            ("client", client_value(client, _library(client, shipped_logos(), i, LOGO), i))
            for i, client in enumerate(clients)
        ]

    def media_documents(self) -> dict[str, Any]:
        if not self.has_media():
            return {}
        # Checked as the site reads them by projection.py, like every document.
        return {
            "home-coursel": [slide_document(block.value) for block in self.hero_slides],
            "clients": [client_document(block.value) for block in self.client_logos],
        }
