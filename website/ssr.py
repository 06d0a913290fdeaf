"""Bridge to the Node renderer (ssr-server/).

Django owns the page: it builds the props, asks the renderer for the HTML of
the React tree, and stitches it into templates/base.html. The renderer is an
optimisation, not a dependency: when it is down, slow or failing the page is
still answered with its full <head> and props, and React renders on the client.

A circuit breaker keeps a dead or hung renderer from costing every page the
full SSR_TIMEOUT: after a timeout or a refused connection, pages go straight
to client rendering, and a background thread probes the renderer's /health
every SSR_PROBE_INTERVAL seconds; the first healthy answer closes the breaker.
"""

import hashlib
import http.client
import json
import logging
import random
import socket
import threading
from collections.abc import Callable
from functools import cache
from typing import Any
from urllib.parse import urlsplit

from django.conf import settings

from core import metrics, safecache
from core.logs import current_request_id

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
def page_assets() -> dict[str, dict[str, Any]]:
    """The build's per-page asset plan (frontend/vite-plugins/pageAssets.ts), by component."""
    path = settings.VITE_MANIFEST.with_name("page-assets.json")
    try:
        with open(path, encoding="utf-8") as fh:
            pages: dict[str, dict[str, Any]] = json.load(fh)
            return pages
    except FileNotFoundError:
        logger.error("Page assets %s missing: run `make build`.", path)
        return {}


def dev_server_assets() -> dict[str, Any]:
    """`make dev`: the modules come from the Vite dev server, which serves the
    sources with hot module reload (its client, the React refresh preamble,
    then the entry; CSS arrives through the modules)."""
    base = settings.VITE_DEV_SERVER + settings.STATIC_URL
    return {
        "js": [
            f"{base}@vite/client",
            f"{base}@id/@vitejs/plugin-react/preamble",
            f"{base}src/entry-client.tsx",
        ],
        "css": [],
        "preload": [],
        "style": "",
        "style_hash": "",
        "sheet": "",
    }


# The module holding the whole page shell (website/shell.py, SITE_SHELL).
SHELL_COMPONENT = "components/shell/ShellFrame.tsx"


def client_assets(component: str, *, with_shell: bool = False) -> dict[str, Any]:
    """The page's modules: from the Vite dev server in `make dev`, else the build."""
    if settings.VITE_DEV_SERVER:
        return dev_server_assets()
    return built_assets(component, with_shell=with_shell)


@cache
def built_assets(component: str, *, with_shell: bool = False) -> dict[str, Any]:
    """What a page's <head> holds, as decided at build time.

    - style / style_hash: the page's whole stylesheet, inlined so that the
      first paint waits for no request, and its CSP hash (the middleware adds
      it to style-src for this response only);
    - sheet: for a page whose style holds only its first screen's rules
      (frontend/vite-plugins/firstScreenCss.ts), the whole stylesheet's file,
      linked at the end of <body>: it styles the rest without delaying the
      first paint;
    - css: the files that stylesheet came from, marked present (never fetched)
      so that Vite's loader does not download them again;
    - js: the small entry, which loads the app after the first paint, and
      preload: the chunks it then fetches side by side (routes.json "component");
    - shell_css: with the page shell on only, its stylesheet (a normal link:
      the shell is off on the public site, whose first paint this plan tunes),
      and its chunk joins the preloads.
    """
    page = page_assets().get(component)
    if page is None:
        return {"js": [], "css": [], "preload": [], "style": "", "style_hash": "", "sheet": ""}
    static = settings.STATIC_URL
    assets = {
        "js": [static + page["entry"]],
        "css": [static + name for name in page["css"]],
        "preload": [static + name for name in page["preload"]],
        "style": page["style"],
        "style_hash": page["styleHash"],
        "sheet": static + page["sheet"] if page.get("sheet") else "",
        "shell_css": [],
    }
    shell_chunk = vite_manifest().get(f"src/{SHELL_COMPONENT}") if with_shell else None
    if shell_chunk is not None:
        assets["shell_css"] = [static + name for name in shell_chunk.get("css", [])]
        assets["preload"].append(static + shell_chunk["file"])
    return assets


def _cache_key(url: str, payload: bytes) -> str:
    # url is a route's path (views.py never passes the query string); the
    # props digest makes any change of data (a newly published review, a new
    # year in the footer) a new entry.
    digest = hashlib.blake2b(payload, digest_size=12).hexdigest()
    return f"ssr:{build_id()}:{url}:{digest}"


class Breaker:
    """Open after a timeout or refused connection; closed by a healthy probe.

    One per renderer URL and process. `probe` answers whether the renderer is
    healthy; `start_probing` runs it in a daemon thread (tests call
    probe_once() themselves instead).
    """

    def __init__(self, probe: Callable[[], bool], interval: float) -> None:
        self.probe = probe
        self.interval = interval
        self.is_open = False
        self.lock = threading.Lock()
        self.wake = threading.Event()
        self.prober: threading.Thread | None = None

    def trip(self, reason: str, start_probing: bool = True) -> None:
        with self.lock:
            if self.is_open:
                return
            self.is_open = True
            metrics.BREAKER_OPEN.set(1)
            logger.warning("SSR breaker open (%s): pages are rendered by the client.", reason)
            if start_probing and (self.prober is None or not self.prober.is_alive()):
                self.prober = threading.Thread(target=self._probe_loop, daemon=True)
                self.prober.start()

    def probe_once(self) -> bool:
        """One health probe; closes the breaker when the renderer answers."""
        healthy = self.probe()
        if healthy:
            with self.lock:
                if self.is_open:
                    self.is_open = False
                    metrics.BREAKER_OPEN.set(0)
                    logger.warning("SSR breaker closed: the renderer answers again.")
        return healthy

    def _probe_loop(self) -> None:
        while self.is_open:
            self.wake.wait(self.interval)
            # Closed meanwhile (reset_for_tests): nothing left to probe.
            if not self.is_open or self.probe_once():
                return


_breakers: dict[str, Breaker] = {}
_breakers_lock = threading.Lock()


def reset_for_tests() -> None:
    """Forget every breaker, and end the probing threads of the open ones.

    For tests: a breaker one test opened would otherwise keep a thread
    probing its renderer through the next tests, reading their settings."""
    with _breakers_lock:
        for found in _breakers.values():
            found.is_open = False
            found.wake.set()
        _breakers.clear()


def breaker() -> Breaker:
    url = settings.SSR_URL
    with _breakers_lock:
        found = _breakers.get(url)
        if found is None:
            found = _breakers[url] = Breaker(
                lambda: _renderer_healthy(url), settings.SSR_PROBE_INTERVAL
            )
        return found


def render(url: str, props: dict[str, Any], cacheable: bool = True) -> str | None:
    """HTML of the React tree for url, or None to let the client render it.

    cacheable=False for a render that holds a visitor's own input (a form
    sent back with its errors): it must never sit in the shared cache.
    """
    payload = json.dumps({"url": url, "props": props}, separators=(",", ":")).encode()
    key = _cache_key(url, payload)
    cached: str | None = safecache.get(key) if cacheable else None
    if cacheable and settings.SSR_CACHE_SECONDS > 0:
        metrics.CACHE.labels("render", "miss" if cached is None else "hit").inc()
    if cached is not None:
        return cached
    guard = breaker()
    if guard.is_open:
        return None
    try:
        html = _post_render(payload)
    except (TimeoutError, ConnectionError) as exc:
        logger.warning(
            "SSR renderer failed for %s (%s); the client will render the page.", url, exc
        )
        guard.trip(f"{type(exc).__name__} for {url}")
        return None
    except Exception as exc:  # any other failure degrades this page only
        logger.warning(
            "SSR renderer failed for %s (%s); the client will render the page.", url, exc
        )
        return None
    if cacheable and settings.SSR_CACHE_SECONDS > 0:
        safecache.put(key, html, settings.SSR_CACHE_SECONDS)
    return html


class RendererConnection(http.client.HTTPConnection):
    """A connection to one of the renderer name's addresses, picked at random.

    Scaled out (compose's `renderer` replicas share one name), the resolver
    lists every replica in the same order, so plain connections would send
    every render to the first; a refused address moves on to the next.
    """

    def connect(self) -> None:
        found = socket.getaddrinfo(self.host, self.port, type=socket.SOCK_STREAM)
        random.shuffle(found)
        error: OSError = OSError(f"no address for {self.host}")
        for family, kind, proto, _name, address in found:
            sock = socket.socket(family, kind, proto)
            sock.settimeout(self.timeout)
            try:
                sock.connect(address)
            except OSError as exc:
                sock.close()
                error = exc
                continue
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            self.sock = sock
            return
        raise error


def _renderer_healthy(base_url: str) -> bool:
    target = urlsplit(base_url)
    conn = RendererConnection(
        target.hostname or "127.0.0.1", target.port or 80, timeout=settings.SSR_PROBE_TIMEOUT
    )
    try:
        conn.request("GET", "/health")
        response = conn.getresponse()
        response.read()
        return response.status == 200
    except OSError:
        return False
    finally:
        conn.close()


def _post_render(payload: bytes) -> str:
    target = urlsplit(settings.SSR_URL)
    conn = RendererConnection(
        target.hostname or "127.0.0.1", target.port or 80, timeout=settings.SSR_TIMEOUT
    )
    try:
        # The request id ties the renderer's log line to this request's (core/logs.py).
        headers = {"Content-Type": "application/json", "X-Request-ID": current_request_id()}
        conn.request("POST", "/render", body=payload, headers=headers)
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
