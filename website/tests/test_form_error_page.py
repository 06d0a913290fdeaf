"""The page rendered again with a form's errors (no JavaScript) keeps what the
CSP allows the page itself: its inlined stylesheet's hash (issue 19)."""

from typing import Any

import pytest
from django.test import Client

from leads.tests.test_form_post import SITE, form_fields, page_props
from website import ssr

pytestmark = pytest.mark.django_db


@pytest.fixture
def browser(settings: Any) -> Client:
    settings.SSR_URL = "http://127.0.0.1:9"  # props are enough here; no renderer
    return Client(enforce_csrf_checks=True, HTTP_ORIGIN=SITE, REMOTE_ADDR="203.0.113.9")


def test_the_error_page_allows_the_same_inline_stylesheet_as_the_page(
    browser: Client, settings: Any
) -> None:
    # The page inlines its stylesheet, allowed by its hash in the CSP: the
    # same page rendered again with errors must carry the same allowance, or
    # a no-JavaScript visitor sees it unstyled with the honeypot showing.
    fake = {"js": [], "css": [], "preload": [], "style": "", "style_hash": "'sha256-abc='"}
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(ssr, "client_assets", lambda *a, **k: fake)
        page = browser.get("/connexion")
        again = browser.post("/connexion", form_fields(email="pas-un-email"))
    assert page_props(again)["form"]["errors"] == {
        "email": "L'email renseigné ne semble pas valide."
    }

    def style_src(response: Any) -> str:
        policy = response["Content-Security-Policy"]
        return next(d for d in policy.split("; ") if d.startswith("style-src "))

    assert style_src(page) == style_src(again) == "style-src 'self' 'sha256-abc='"
