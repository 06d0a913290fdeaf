"""Bridge to the Node renderer (ssr-server/).

Django owns the page: it builds the props, asks the renderer for the HTML of
the React tree, and stitches it into templates/base.html. The renderer is an
optimisation, not a dependency: when it is down, slow or failing the page is
still answered with its full <head> and props, and React renders on the client.
"""

import hashlib
import http.client
import json
import logging
from functools import cache
from typing import Any
from urllib.parse import urlsplit

from django.conf import settings
from django.core.cache import cache as django_cache

logger = logging.getLogger(__name__)


@cache
def vite_manifest() -> dict[str, Any]:
    try:
        with open(settings.VITE_MANIFEST, encoding="utf-8") as fh:
            manifest: dict[str, Any] = json.load(fh)
            return manifest
    except FileNotFoundError:
        logger.error("Vite manifest %s missing: run `make build`.", settings.VITE_MANIFEST)
        return {}


@cache
def build_id() -> str:
    """Changes with every front-end build, so a deploy never serves stale HTML."""
    raw = json.dumps(vite_manifest(), sort_keys=True).encode()
    return hashlib.sha256(raw).hexdigest()[:16]


@cache
def client_assets(component: str) -> dict[str, list[str]]:
    """Script, stylesheets and preloads for a page, as static URLs.

    Besides the client entry, the page's own lazily loaded chunk (routes.json
    "component") is preloaded and its CSS linked in the <head>: without it the
    page's styles would arrive after hydration and shift the layout.
    """
    manifest = vite_manifest()
    entry_name = next((name for name, chunk in manifest.items() if chunk.get("isEntry")), None)
    if entry_name is None:
        return {"js": [], "css": [], "preload": []}
    entry = manifest[entry_name]
    static = settings.STATIC_URL
    css: list[str] = []
    preload: list[str] = []
    seen: set[str] = {entry_name}

    def collect(chunk: dict[str, Any], *, is_entry: bool) -> None:
        for name in chunk.get("css", []):
            if static + name not in css:
                css.append(static + name)
        if not is_entry and static + chunk["file"] not in preload:
            preload.append(static + chunk["file"])
        for name in chunk.get("imports", []):
            if name not in seen and name in manifest:
                seen.add(name)
                collect(manifest[name], is_entry=False)

    collect(entry, is_entry=True)
    page = manifest.get(f"src/{component}")
    if page is not None:
        collect(page, is_entry=False)
    return {"js": [static + entry["file"]], "css": css, "preload": preload}


def _cache_key(url: str, payload: bytes) -> str:
    # Keyed by path and build id; the props digest makes any change of data
    # (a newly published review, a new year in the footer) a new entry.
    digest = hashlib.blake2b(payload, digest_size=12).hexdigest()
    return f"ssr:{build_id()}:{url}:{digest}"


def render(url: str, props: dict[str, Any]) -> str | None:
    """HTML of the React tree for url, or None to let the client render it."""
    payload = json.dumps({"url": url, "props": props}, separators=(",", ":")).encode()
    key = _cache_key(url, payload)
    cached: str | None = django_cache.get(key)
    if cached is not None:
        return cached
    try:
        html = _post_render(payload)
    except Exception as exc:  # any failure degrades to client rendering
        logger.warning(
            "SSR renderer failed for %s (%s); the client will render the page.", url, exc
        )
        return None
    if settings.SSR_CACHE_SECONDS > 0:
        django_cache.set(key, html, settings.SSR_CACHE_SECONDS)
    return html


def _post_render(payload: bytes) -> str:
    target = urlsplit(settings.SSR_URL)
    conn = http.client.HTTPConnection(
        target.hostname or "127.0.0.1", target.port or 80, timeout=settings.SSR_TIMEOUT
    )
    try:
        conn.request("POST", "/render", body=payload, headers={"Content-Type": "application/json"})
        response = conn.getresponse()
        body = response.read()
    finally:
        conn.close()
    if response.status != 200:
        raise RuntimeError(f"renderer answered HTTP {response.status}: {body[:200]!r}")
    data = json.loads(body)
    html = data.get("html")
    if not isinstance(html, str):
        raise RuntimeError("renderer answered without html")
    return html
