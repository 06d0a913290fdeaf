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


def test_a_version_that_is_not_a_number_is_refused(marketing, settings) -> None:
    for version in ("abc", "99999999999", "-3"):
        post = {"doc.title": "FAQ", "doc.items.__n": "0", "action": "draft", "version": version}
        response = marketing.post(editor(settings), post)
        assert response.status_code == 400, version
        assert "numéro de version est invalide" in page(response)
    assert Revision.objects.count() == 0


def test_a_date_that_is_not_a_date_comes_back_beside_the_form(marketing, settings) -> None:
    post = {
        "doc.title": "FAQ",
        "doc.items.__n": "1",
        "doc.items.0.text": "Un témoignage.",
        "doc.items.0.author": "Anne R.",
        "action": "schedule",
        "version": "0",
    }
    for publish_at, said in (
        ("not-a-date", "Mise en ligne : date invalide"),
        ("2026-02-30T08:00", "Mise en ligne : date invalide"),
        ("0001-01-01T00:30", "d&#x27;ici cinq ans au plus"),
        ("9999-12-31T23:59", "d&#x27;ici cinq ans au plus"),
    ):
        response = marketing.post(editor(settings), {**post, "publish_at": publish_at})
        assert response.status_code == 400, publish_at
        assert said in page(response), publish_at
        assert 'name="doc.title" value="FAQ"' in page(response)  # what was typed is kept
    response = marketing.post(
        editor(settings),
        {**post, "publish_at": "2099-01-01T08:00", "revert_at": "demain"},
    )
    assert response.status_code == 400
    assert Revision.objects.count() == 0


def test_a_position_out_of_range_is_refused(marketing, settings) -> None:
    post = {
        "doc.title": "FAQ",
        "doc.items.__n": "1",
        "doc.items.0.text": "Un témoignage.",
        "doc.items.0.author": "Anne R.",
        "action": "draft",
        "version": "0",
    }
    for position in ("0", "201", "nan", "inf", "1e308"):
        response = marketing.post(editor(settings), {**post, "doc.items.0.__position": position})
        assert response.status_code == 400, position
        assert "Position invalide" in page(response) and "de 1 à 200" in page(response)
    assert Revision.objects.count() == 0


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


def test_adding_reviews_to_a_full_testimonials_draft_adds_nothing(superuser, settings) -> None:
    from contentstore import store
    from reviews.models import Review, ReviewStatus

    full = {"title": "Ils nous font confiance", "items": [{"text": "Très bien."}] * 200}
    store.save_draft("avis", full, None, None)
    review = Review.objects.create(name="Inès", message="Parfait.", status=ReviewStatus.PUBLISHED)
    url = admin_url(settings, "reviews/review/")
    post = {"action": "testimonial_draft", "_selected_action": [review.pk], "index": "0"}
    response = superuser.post(url, post, follow=True)
    assert "pour 200 au plus : choisissez 0 avis au plus" in page(response)
    newest = store.latest("avis")
    assert newest is not None and len(newest.data["items"]) == 200


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
