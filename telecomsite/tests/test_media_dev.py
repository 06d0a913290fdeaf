"""Uploaded images in development: Django serves MEDIA_URL only with DEBUG
(`make run`) or SERVE_MEDIA (the e2e stack), and only images; in production
nginx does."""

import importlib
import os
import subprocess
import sys
from types import ModuleType

from django.urls import clear_url_caches, resolve
from django.views.static import serve

import telecomsite.urls

URLCONF = "telecomsite.urls"


def _reloaded() -> ModuleType:  # the URLconf is read once, at import, with DEBUG as it was
    clear_url_caches()
    return importlib.reload(telecomsite.urls)


def test_media_is_served_by_django_only_in_debug_and_only_images(settings) -> None:
    settings.DEBUG = False
    _reloaded()
    assert resolve("/media/contenu/logo-320.webp", urlconf=URLCONF).func is not serve
    settings.DEBUG = True
    try:
        _reloaded()
        assert resolve("/media/contenu/logo-320.webp", urlconf=URLCONF).func is serve
        assert resolve("/media/contenu/logo.avif", urlconf=URLCONF).func is serve
        assert resolve("/media/contenu/x.svg", urlconf=URLCONF).func is not serve
        assert resolve("/media/contenu/x.html", urlconf=URLCONF).func is not serve
    finally:
        settings.DEBUG = False
        _reloaded()


def test_the_e2e_stack_serves_media_without_debug(settings) -> None:
    settings.DEBUG = False
    settings.SERVE_MEDIA = True
    try:
        _reloaded()
        assert resolve("/media/contenu/logo-320.webp", urlconf=URLCONF).func is serve
        assert resolve("/media/contenu/x.svg", urlconf=URLCONF).func is not serve
    finally:
        settings.SERVE_MEDIA = False
        _reloaded()


def test_make_run_serves_media_without_debug() -> None:
    """`make run` has no nginx in front (settings.dev, DEBUG off): without
    Django serving MEDIA_URL, an image chosen in Wagtail answered 404."""
    code = (
        "import django; django.setup(); from django.urls import resolve; "
        "from django.views.static import serve; "
        "print(resolve('/media/contenu/photo-1024.webp').func is serve)"
    )
    env = {k: v for k, v in os.environ.items() if k not in ("SERVE_MEDIA", "DJANGO_DEBUG")}
    env["DJANGO_SETTINGS_MODULE"] = "telecomsite.settings.dev"
    answer = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    assert answer.stdout.strip().splitlines()[-1] == "True"
