# The review page of the staff workspace speaks French: its title and the
# message after saving (the lead pages are tested in leads/tests).
from typing import Any

import pytest
from django.test import Client

from reviews.models import Review

from .conftest import admin_url

pytestmark = pytest.mark.django_db


def test_review_page_title_and_message_in_french(salesperson: Client, settings: Any) -> None:
    review = Review.objects.create(name="Paul", message="Très bien")
    page = admin_url(settings, f"reviews/review/{review.pk}/change/")
    html = salesperson.get(page).content.decode()
    assert "Modification de l’avis client" in html or "Modification de l&#x27;avis client" in html
    response = salesperson.post(
        page,
        {"name": "Paul", "company": "", "message": "Très bien", "status": "publie"},
        follow=True,
    )
    message = response.content.decode().split('class="success">')[1].split("</li>")[0]
    assert message.startswith("L’avis client") and message.endswith("a été modifié avec succès.")
