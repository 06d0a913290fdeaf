"""One spelling per URL (core/canonical.py): what a visitor gets for //home,
/./home, /%2Fhome, and that no spelling reaches another page's cache entry."""

from typing import Any
from urllib.parse import unquote

import pytest
from django.http import HttpResponse
from django.test import Client

from core.canonical import clean_path

pytestmark = pytest.mark.django_db


def ask(client: Client, url: str, method: str = "get", **kw: Any) -> HttpResponse:
    """The request as gunicorn hands it to Django: PATH_INFO is the path as sent,
    percent-decoded (%2F is a slash), nothing else done (the test client
    would read a leading // as a host)."""
    path, _, query = url.partition("?")
    extra = {"PATH_INFO": unquote(path), "QUERY_STRING": query}
    response: HttpResponse = getattr(client, method)("/", **kw, **extra)
    return response


@pytest.mark.parametrize(
    ("asked", "location"),
    [
        ("//home", "/home"),
        ("///home", "/home"),
        ("/./home", "/home"),
        ("/a/../home", "/home"),
        ("/../home", "/home"),
        # gunicorn decodes the path: %2F is a slash.
        ("/%2Fhome", "/home"),
        ("/%2F%2Ftelephonie", "/telephonie"),
        ("//telephonie?utm_source=lettre", "/telephonie?utm_source=lettre"),
        # Never off the site: a scheme-relative //host is only a path here.
        ("//evil.example/x", "/evil.example/x"),
        ("//\\evil.example", "/%5Cevil.example"),
    ],
)
def test_a_path_with_empty_or_dot_segments_is_moved_to_its_clean_form(
    client: Client, asked: str, location: str
) -> None:
    response = ask(client, asked)
    assert response.status_code == 301
    assert response["Location"] == location
    # Nothing here may be kept by a shared cache under another path.
    assert "X-Accel-Expires" not in response
    assert "max-age" not in response.get("Cache-Control", "")


def test_the_clean_path_is_the_page(client: Client) -> None:
    response = ask(client, "//home")
    assert response["Location"] == "/home"
    page = client.get(response["Location"])
    assert page.status_code == 200
    assert b"<title>" in page.content


def test_a_clean_path_goes_on_as_before(client: Client) -> None:
    assert client.get("/home").status_code == 200
    # The page's own trailing-slash redirect (website/views.py) is unchanged.
    assert client.get("/home/").status_code == 302
    assert client.get("/n-existe-pas").status_code == 404


def test_a_form_posted_to_an_odd_path_is_not_redirected(client: Client) -> None:
    """A 301 would turn the POST into a GET and lose its body."""
    assert ask(client, "//home", "post", data={"formulaire": "x"}).status_code != 301


def test_the_404_of_an_odd_path_is_never_the_page(client: Client, settings: Any) -> None:
    """Django's page cache keys on the route, not on the path asked
    (website/pagecache.py): an unknown spelling's 404 is the one 404 entry."""
    settings.SSR_CACHE_SECONDS = 60
    for odd in ("/home%20", "/HOME", "/home.html", "/home/x"):
        assert client.get(odd).status_code == 404, odd
        page = client.get("/home")
        assert page.status_code == 200
        assert b"introuvable" not in page.content.lower()


@pytest.mark.parametrize(
    ("path", "clean"),
    [
        ("/", "/"),
        ("/home", "/home"),
        ("/home/", "/home/"),
        ("/gestion//", "/gestion/"),
        ("/gestion/.", "/gestion/"),
        ("/home/..", "/"),
        ("/..", "/"),
        ("//", "/"),
    ],
)
def test_clean_path(path: str, clean: str) -> None:
    assert clean_path(path) == clean
