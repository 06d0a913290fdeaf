"""The home carousel's slides and the client logos in Wagtail: the seeded page
shows the shipped pictures; a picture chosen in the image library becomes
AVIF and WebP renditions, with their sizes and without metadata; the editor
bounds the lists and asks for a description of every picture."""

import io
import re
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.utils import translation
from PIL import Image as Picture
from wagtail.blocks.stream_block import StreamBlockValidationError
from wagtail.blocks.struct_block import StructBlockValidationError
from wagtail.images.models import Image

from cms import renditions
from cms.home_media import CLIENTS_MAX, MEDIA_DOCUMENTS, SLIDES_MAX
from cms.models import HomePage
from cms.renditions import HERO, WIDTHS, frame, picture
from cms.seed import ensure_pages
from cms.shipped import shipped_document
from contentstore import store
from website.content import editable
from website.tests.page_readers import page_props

pytestmark = pytest.mark.django_db

GPS, MAKE = 0x8825, 0x010F
ALT = "Deux techniciens installent un standard téléphonique"


def home() -> HomePage:
    return HomePage.objects.get(route_key="home")


def projected(page: HomePage) -> dict[str, Any]:
    documents = page.documents()
    return {name: editable.check(name, documents[name]) for name in MEDIA_DOCUMENTS}


def photo_with_gps(size: tuple[int, int] = (1600, 1000)) -> bytes:
    exif = Picture.Exif()
    exif[MAKE] = "PhoneMaker"
    exif.get_ifd(GPS)[2] = (48.0, 51.0, 24.0)
    buffer = io.BytesIO()
    Picture.new("RGB", size, (30, 90, 160)).save(buffer, "JPEG", exif=exif)
    return buffer.getvalue()


@pytest.fixture
def photo(settings, tmp_path) -> Image:
    settings.MEDIA_ROOT = tmp_path
    image = Image(title="Standard installé", file=SimpleUploadedFile("pose.jpg", photo_with_gps()))
    image.save()
    return image


def media_file(url: str) -> Path:
    assert url.startswith(settings.MEDIA_URL)
    return Path(settings.MEDIA_ROOT) / url[len(settings.MEDIA_URL) :]


def test_the_seeded_home_page_projects_exactly_the_shipped_files():
    shipped = {name: shipped_document(name) for name in MEDIA_DOCUMENTS}
    assert projected(home()) == shipped
    # Its first version too: « Restaurer » brings the shipped pictures back.
    first = home().revisions.order_by("created_at", "id").first().as_object()
    assert projected(first) == shipped


def test_a_chosen_image_is_on_home_as_avif_and_webp_renditions_without_metadata(
    client: Client, photo: Image, published
):
    page = home()
    slide = page.hero_slides[0].value
    slide["image"], slide["image_alt"] = photo, ALT
    page.full_clean()
    published(page.save_revision())

    img = page_props(client, "/home")["page"]["slides"][0]["img"]
    assert img["alt"] == ALT
    # Cut to the hero's 16:9 frame: 1600 × 900 of the 1600 × 1000 photo.
    assert img["dim"] == {"w": 1536, "h": 864}
    opti = img["opti"]
    assert opti["widths"] == list(WIDTHS)
    assert re.fullmatch(r"/media/contenu/[a-z0-9-]+", opti["url"])
    assert img["src"] == f"{opti['url']}-1024.webp"
    for width in WIDTHS:
        for ext, kind in (("avif", "AVIF"), ("webp", "WEBP")):
            with Picture.open(media_file(f"{opti['url']}-{width}.{ext}")) as rendition:
                assert rendition.format == kind
                assert rendition.size == (width, round(width * 9 / 16))
                assert dict(rendition.getexif()) == {}
                assert not {"exif", "xmp"} & set(rendition.info)
    # The original in the library has lost its GPS position too.
    with Picture.open(media_file(photo.file.url)) as original:
        assert dict(original.getexif()) == {}


def test_a_logo_keeps_its_proportions_and_a_small_image_is_never_enlarged(photo: Image):
    page = home()
    page.client_logos[0].value["image"] = photo
    small = Image(title="Petit logo", file=SimpleUploadedFile("p.png", _png((500, 250))))
    small.save()
    page.client_logos[1].value["image"] = small
    clients = projected(page)["clients"]
    assert clients[0]["dim"] == {"w": 1536, "h": 960}
    assert clients[1]["dim"] == {"w": 500, "h": 250}
    assert clients[1]["opti"]["widths"] == [320, 500]
    assert clients[1]["name"] == shipped_document("clients")[1]["name"]


def test_a_rendition_made_twice_at_once_leaves_one_file(photo: Image, monkeypatch):
    first = picture(photo, HERO)
    made = sorted(p.name for p in media_file(first["opti"]["url"]).parent.iterdir())
    # A second process that looked before the first had written anything.
    monkeypatch.setattr(renditions, "default_storage", _LookedTooEarly(renditions.default_storage))
    assert picture(photo, HERO) == first
    assert sorted(p.name for p in media_file(first["opti"]["url"]).parent.iterdir()) == made


class _LookedTooEarly:
    """The storage as a process sees it when it looked before another wrote."""

    def __init__(self, storage: Any) -> None:
        self.storage = storage

    def exists(self, name: str) -> bool:
        return False

    def __getattr__(self, name: str) -> Any:
        return getattr(self.storage, name)


def _png(size: tuple[int, int]) -> bytes:
    buffer = io.BytesIO()
    Picture.new("RGBA", size, (200, 120, 20, 255)).save(buffer, "PNG")
    return buffer.getvalue()


def test_the_hero_frame_follows_the_focal_point(photo: Image):
    photo.focal_point_x, photo.focal_point_y = 800, 990
    photo.focal_point_width = photo.focal_point_height = 10
    # The frame's lowest 900 rows, not the middle ones.
    assert frame(photo, (16, 9)).box == (0, 100, 1600, 1000)


def _refusal(field: str, stream: object) -> str:
    block = getattr(HomePage, field).field.stream_block
    with translation.override("fr"), pytest.raises(StreamBlockValidationError) as refused:
        block.clean(stream)
    return " ".join(str(e.message) for e in refused.value.non_block_errors.as_data())


def test_more_slides_or_logos_than_the_bounds_are_refused_in_french():
    page = home()
    slides = page.hero_slides
    block = HomePage.hero_slides.field.stream_block
    block.clean(slides)
    while len(slides) <= SLIDES_MAX:
        slides.append(("slide", slides[0].value))
    assert _refusal("hero_slides", slides) == f"Le nombre maximum d'éléments est {SLIDES_MAX}"
    logos = page.client_logos
    while len(logos) <= CLIENTS_MAX:
        logos.append(("client", logos[0].value))
    assert _refusal("client_logos", logos) == f"Le nombre maximum d'éléments est {CLIENTS_MAX}"


def test_a_slide_without_alt_text_must_be_marked_decorative():
    page = home()
    block = HomePage.hero_slides.field.stream_block.child_blocks["slide"]
    value = page.hero_slides[0].value
    value["image_alt"] = "  "
    with pytest.raises(StructBlockValidationError) as refused:
        block.clean(value)
    assert "cochez « Image décorative »" in str(refused.value.block_errors["image_alt"])
    value["decorative"] = True
    page.hero_slides[0].value.update(block.clean(value))
    assert projected(page)["home-coursel"][0]["img"]["alt"] == ""


def test_an_existing_home_page_takes_the_pictures_visitors_see():
    """A page made before the pictures were edited here: the shipped ones
    become a version, then the old editor's publication, live."""
    HomePage.objects.filter(route_key="home").update(hero_slides=[], client_logos=[])
    clients = shipped_document("clients")
    clients[0]["name"] = "Boulangeries Maréchal & Fils"
    store.publish("clients", clients, None)

    ensure_pages()

    page = home()
    assert page.client_logos[0].value["name"] == "Boulangeries Maréchal & Fils"
    assert projected(page)["home-coursel"] == shipped_document("home-coursel")
    shipped_version = page.revisions.order_by("-created_at", "-id")[1].as_object()
    assert projected(shipped_version)["clients"] == shipped_document("clients")


def test_the_widths_are_the_builds():
    script = (Path(settings.BASE_DIR) / "frontend/scripts/build-images.mjs").read_text()
    widths = re.search(r"const WIDTHS = \[([\d, ]+)\]", script)
    assert widths is not None
    assert tuple(int(w) for w in widths.group(1).split(",")) == WIDTHS


def test_marketing_can_upload_to_the_image_library(marketing: Client, settings):
    assert marketing.get(f"/{settings.ADMIN_PATH}cms/images/add/").status_code == 200


def test_the_editor_shows_the_shipped_pictures_beside_the_lists(marketing: Client, settings):
    edit = marketing.get(f"/{settings.ADMIN_PATH}cms/pages/{home().pk}/edit/")
    assert edit.status_code == 200
    html = edit.content.decode()
    assert '<img src="/static/img-opti/hero/hero-telephonie-320.webp" alt=""' in html
    assert "Logo de Boulangeries Maréchal" in html
