"""Hand-made posts to the content editor: every count, index, version and
date is bounded, and a bad one is a French 400, never a 500 or a 22 GB worker."""

import time
import tracemalloc

import pytest
from django.contrib.auth.models import User
from django.test import Client

from backoffice.tests.conftest import admin_url
from contentstore.models import Revision

pytestmark = pytest.mark.django_db


@pytest.fixture
def without_the_middleware(settings) -> None:
    """The editor on its own: what it refuses whatever guards the path."""
    settings.MIDDLEWARE = [m for m in settings.MIDDLEWARE if "formbounds" not in m]


def editor(settings) -> str:
    return admin_url(settings, "contenu/avis_telecom/")


def page(response) -> str:
    return response.content.decode()


def test_a_count_of_100000_is_refused_at_once_without_allocating(marketing, settings) -> None:
    post = {"doc.title": "FAQ", "doc.items.__n": "100000", "action": "draft", "version": "0"}
    marketing.get(editor(settings))  # templates compiled, modules imported: not this post's cost
    started = time.perf_counter()
    response = marketing.post(editor(settings), post)
    elapsed = time.perf_counter() - started
    assert response.status_code == 400
    assert "Formulaire refusé" in page(response) and "nombre entier de 0 à 200" in page(response)
    assert elapsed < 1.0  # the bound: refused before any loop
    tracemalloc.start()
    again = marketing.post(editor(settings), post)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert again.status_code == 400
    assert peak < 8 * 1024 * 1024
    assert Revision.objects.count() == 0


def test_an_image_id_that_is_no_id_is_refused(marketing, settings) -> None:
    url = admin_url(settings, "contenu/clients/")
    for chosen in ("9" * 5000, "²", "12abc"):
        post = {"doc.__n": "1", "doc.0.name": "Maréchal", "doc.0.__image": chosen}
        response = marketing.post(url, {**post, "action": "draft", "version": "0"})
        assert response.status_code == 400
        assert "l&#x27;image choisie n&#x27;existe pas" in page(response)


def test_an_integer_field_of_5000_digits_is_a_field_error(marketing, settings) -> None:
    """A value typed in a field is judged by the schema, beside the field."""
    url = admin_url(settings, "contenu/clients/")
    post = {"doc.__n": "1", "doc.0.name": "Maréchal", "doc.0.dim.w": "9" * 5000}
    response = marketing.post(url, {**post, "action": "draft", "version": "0"})
    assert response.status_code == 200
    assert "Rien n&#x27;a été enregistré" in page(response)


def test_add_on_a_full_list_adds_nothing_and_says_why(marketing, settings) -> None:
    url = admin_url(settings, "contenu/clients/")
    post = {"doc.__n": "1", "doc.0.sites.__n": "4"}
    response = marketing.post(url, {**post, "_add": "doc.0.sites"})
    assert response.status_code == 200
    assert "4 entrées au plus : supprimez-en une avant d&#x27;ajouter." in page(response)
    assert 'name="doc.0.sites.__n" value="4"' in page(response)


@pytest.fixture
def superuser() -> Client:
    client = Client()
    client.force_login(User.objects.create_superuser("alex", password="x"))
    return client


def test_any_staff_form_gets_the_same_floor(superuser, settings) -> None:
    """Django's formsets, Wagtail's StreamField: whatever replaces the editor."""
    leads = admin_url(settings, "leads/lead/")
    for name, value in (
        ("form-TOTAL_FORMS", "100000000"),
        ("form-INITIAL_FORMS", "abc"),
        ("body-count", "201"),
        ("body-0-value-count", "1.5"),
        ("doc.items.__n", ""),
    ):
        response = superuser.post(leads, {name: value, "action": "", "index": "0"})
        assert response.status_code == 400, name
        assert f"le champ « {name} » doit être un nombre entier de 0 à 200" in page(response)
    assert superuser.get(leads, {"form-TOTAL_FORMS": "-1"}).status_code == 400
    # Within the bounds, the page answers as before.
    assert superuser.get(leads, {"form-TOTAL_FORMS": "2"}).status_code != 400


def test_an_alt_text_longer_than_the_column_is_a_french_400(marketing, settings) -> None:
    import io

    from django.core.files.uploadedfile import SimpleUploadedFile
    from PIL import Image

    buffer = io.BytesIO()
    Image.new("RGB", (40, 30)).save(buffer, "PNG")
    sent = SimpleUploadedFile("logo.png", buffer.getvalue(), content_type="image/png")
    url = admin_url(settings, "contenu/images/")
    response = marketing.post(url, {"image": sent, "alt": "x" * 251})
    assert response.status_code == 400
    assert "Texte alternatif : 250 caractères au plus (251 saisis)." in page(response)


def test_an_upload_django_cannot_parse_is_a_french_400(marketing, settings) -> None:
    body = b'--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n'
    response = marketing.generic(
        "POST",
        admin_url(settings, "contenu/images/"),
        body,
        content_type="multipart/form-data; boundary=",  # Django: MultiPartParserError
    )
    assert response.status_code == 400
    assert "le formulaire est arrivé incomplet ou illisible" in page(response)
