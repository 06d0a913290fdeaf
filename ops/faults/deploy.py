"""Fault cases of the deployment (issue 20), against `make prod` stacks:

- cache-variants: each variant pair of core/pagevariants.py alternated for
  10 s through nginx's micro-cache; an answer showing the other URL's
  variant is a mixed answer (goal: 0). A request with a cookie and a private
  answer are never served from the shared cache either.
- tls-balancer: a TLS-terminating nginx (throwaway certificate) in front of
  `make prod` with TRUSTED_LOAD_BALANCERS and SECURE_SSL_REDIRECT=1: every
  route 200 over https with HSTS and no redirect; two clients (127.0.0.2,
  127.0.0.3) get their own rate limits and axes counters; a client's own
  X-Forwarded-For / X-Forwarded-Proto change nothing.
- cache-poison, upload-size (issue 27, ops/faults/cache.py), on the
  variants stack: odd spellings of /home never answer for /home; the image
  upload's 8 MB through nginx, 64 KB elsewhere.
"""

from __future__ import annotations

import http.client
import json
import re
import ssl
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

from ops.faultkit.http_client import Answer, lead_payload, request
from ops.faultkit.stack import Stack
from ops.faults.site import HEAD_MARKERS, route_paths

Result = tuple[bool, list[str]]
PROPS = re.compile(rb'<script id="page-props" type="application/json">(.*?)</script>', re.S)

# (variant URL, plain URL, what props.form shows on the variant only)
VARIANT_PAIRS: list[tuple[str, str, dict[str, object]]] = [
    ("/connexion?envoye=demande", "/connexion", {"kind": "lead", "status": "sent"}),
    ("/home?avis=formulaire", "/home", {"kind": "review", "status": "open"}),
]


def form_state(answer: Answer) -> dict[str, object] | None:
    match = PROPS.search(answer.body)
    if not match:
        return None
    form = json.loads(match.group(1)).get("form")
    return form if isinstance(form, dict) else None


def shows(answer: Answer, expected: dict[str, object]) -> bool:
    state = form_state(answer) or {}
    return all(state.get(k) == v for k, v in expected.items())


def cache_variants(stack: Stack, seconds: float = 10) -> Result:
    figures, mixed_total, asked_total = [], 0, 0
    for variant, plain, expected in VARIANT_PAIRS:
        mixed = asked = hits = 0
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            for url, wants in ((variant, True), (plain, False)):
                answer = request(stack.port, "GET", url)
                asked += 1
                hits += answer.headers.get("x-cache") in ("HIT", "STALE", "UPDATING")
                if answer.status != 200 or shows(answer, expected) != wants:
                    mixed += 1
            time.sleep(0.05)
        mixed_total += mixed
        asked_total += asked
        figures.append(f"{variant} <-> {plain}: {asked} answers, {mixed} mixed, {hits} from cache")
    # Cookies and private answers are never served from the shared cache.
    request(stack.port, "GET", "/home")
    with_cookie = request(stack.port, "GET", "/home", headers={"Cookie": "sessionid=x"})
    cookie_cached = with_cookie.headers.get("x-cache") in ("HIT", "STALE", "UPDATING")
    figures.append(f"/home with a cookie: X-Cache {with_cookie.headers.get('x-cache')}")
    figures.append(f"mixed answers: {mixed_total} of {asked_total} (goal 0)")
    return mixed_total == 0 and not cookie_cached and asked_total > 0, figures


# --- TLS at a load balancer ---------------------------------------------------

BALANCER_CONF = """\
worker_processes 1;
pid {folder}/balancer.pid;
error_log {folder}/balancer-error.log warn;
daemon off;
events {{ worker_connections 512; }}
http {{
    access_log off;
    client_body_temp_path {folder}/b-body;
    proxy_temp_path {folder}/b-proxy;
    fastcgi_temp_path {folder}/b-fastcgi;
    uwsgi_temp_path {folder}/b-uwsgi;
    scgi_temp_path {folder}/b-scgi;
    server {{
        listen 127.0.0.1:{https_port} ssl;
        ssl_certificate {cert};
        ssl_certificate_key {key};
        location / {{
            proxy_pass http://127.0.0.1:{http_port};
            proxy_set_header Host $http_host;
            # What balancers do: append the peer to whatever the client sent.
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto https;
        }}
    }}
}}
"""


class Balancer:
    """Debian's nginx terminating TLS in front of the stack (a cloud balancer's stand-in)."""

    def __init__(self, folder: Path, https_port: int, http_port: int, pems: dict[str, str]):
        self.folder, self.https_port = folder, https_port
        conf = folder / "balancer.conf"
        conf.write_text(
            BALANCER_CONF.format(
                folder=folder, https_port=https_port, http_port=http_port,
                cert=pems["cert"], key=pems["key"],
            )
        )  # fmt: skip
        self.conf = conf
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        self.process = subprocess.Popen(["nginx", "-c", str(self.conf)])

    def stop(self) -> None:
        if self.process:
            self.process.terminate()
            self.process.wait(10)


def https(port: int, ca: str, method: str, path: str, source: str, **kw: object) -> Answer:
    context = ssl.create_default_context(cafile=ca)
    conn = http.client.HTTPSConnection(
        "127.0.0.1", port, timeout=10, context=context, source_address=(source, 0)
    )
    headers = dict(kw.get("headers") or {})  # type: ignore[call-overload]
    body = kw.get("body")
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        headers.setdefault("Content-Type", "application/json")
    started = time.perf_counter()
    try:
        conn.request(method, path, body=data, headers=headers)
        response = conn.getresponse()
        payload = response.read()
        return Answer(
            response.status, payload, {k.lower(): v for k, v in response.getheaders()},
            time.perf_counter() - started,
        )  # fmt: skip
    except OSError:
        return Answer(0, b"", {}, time.perf_counter() - started)
    finally:
        conn.close()


def tls_balancer(stack: Stack, balancer: Balancer, ca: str, psql: list[str]) -> Result:
    port, figures = balancer.https_port, []
    # 1. Every route over https: 200, full head, HSTS, no redirect.
    bad = []
    for path in route_paths():
        answer = https(port, ca, "GET", path, "127.0.0.2")
        head = answer.body.split(b"</head>")[0].decode(errors="replace")
        # (The props script closes the body; the others are in the <head>.)
        missing = [
            m for m in HEAD_MARKERS if m not in (head if "props" not in m else answer.body.decode())
        ]
        if "strict-transport-security" not in answer.headers:
            missing.append("HSTS")
        if answer.status != 200 or missing:
            bad.append(f"{path} {answer.status} {answer.headers.get('location', '')} {missing}")
    figures.append(f"routes over https: {len(route_paths()) - len(bad)}/{len(route_paths())} "
                   f"200 with HSTS and no redirect {bad[:3]}")  # fmt: skip
    # 2. Spoofed scheme, straight to nginx from an untrusted address: still redirected.
    spoofed = request(
        stack.port, "GET", "/home", headers={"X-Forwarded-Proto": "https"}, source="127.0.0.4"
    )
    proto_ignored = spoofed.status == 301 and spoofed.headers.get("location", "").startswith(
        "https://"
    )
    figures.append(f"plain http + spoofed X-Forwarded-Proto from 127.0.0.4: {spoofed.status}")

    # 3. Own rate limits (LEADS_RATE_LIMIT=5/600): A spends 5 and gets 429; its
    # spoofed X-Forwarded-For changes nothing; B still has its own 5.
    def lead(source: str, n: int, spoof: str | None = None) -> int:
        headers = {"X-Forwarded-For": spoof} if spoof else {}
        tag = f"lb-{source}-{n}-{int(time.time())}"
        return https(port, ca, "POST", "/api/send", source, body=lead_payload(tag),
                     headers=headers).status  # fmt: skip

    a = [lead("127.0.0.2", n) for n in range(6)]
    a_spoofed = lead("127.0.0.2", 6, spoof="10.9.9.9")
    b = [lead("127.0.0.3", n) for n in range(2)]
    limits_ok = a == [200] * 5 + [429] and a_spoofed == 429 and b == [200, 200]
    figures.append(f"leads from 127.0.0.2: {a}, then with X-Forwarded-For 10.9.9.9: "
                   f"{a_spoofed}; from 127.0.0.3: {b}")  # fmt: skip
    # 4. Axes counts failed admin logins per address: 127.0.0.2 and 127.0.0.3 apart.
    logins = [
        admin_login(port, ca, source, spoof="10.9.9.9")
        for source, count in (("127.0.0.2", 3), ("127.0.0.3", 1))
        for _ in range(count)
    ]
    rows = subprocess.run(
        [*psql, "-tAc", "select ip_address, failures_since_start from axes_accessattempt "
         "order by ip_address"],
        capture_output=True, text=True, check=False,
    ).stdout.split()  # fmt: skip
    axes_ok = rows == ["127.0.0.2|3", "127.0.0.3|1"]
    figures.append(
        f"failed staff sign-ins {logins}, with X-Forwarded-For 10.9.9.9; axes attempts per "
        f"address: {rows} (goal 127.0.0.2|3, 127.0.0.3|1)"
    )
    return not bad and proto_ignored and limits_ok and axes_ok, figures


def admin_login(port: int, ca: str, source: str, spoof: str) -> int:
    login = "/gestion/login/"
    page = https(port, ca, "GET", login, source)
    if page.status == 302:  # the staff sign-in page of accounts/ (allauth), when installed
        login = page.headers["location"].split("?")[0]
        page = https(port, ca, "GET", login, source)
    cookie = re.search(r"csrftoken=([^;]+)", page.headers.get("set-cookie", ""))
    token = re.search(rb'name="csrfmiddlewaretoken" value="([^"]+)"', page.body)
    if not cookie or not token:
        return page.status
    form = (
        f"csrfmiddlewaretoken={token.group(1).decode()}"
        "&username=nobody&login=nobody&password=wrong&next=/"
    )
    conn_headers = {
        "Content-Type": "application/x-www-form-urlencoded",
        "Cookie": f"csrftoken={cookie.group(1)}",
        "Referer": f"https://127.0.0.1:{port}{login}",
        "X-Forwarded-For": spoof,
    }
    context = ssl.create_default_context(cafile=ca)
    conn = http.client.HTTPSConnection(
        "127.0.0.1", port, timeout=10, context=context, source_address=(source, 0)
    )
    try:
        conn.request("POST", login, body=form.encode(), headers=conn_headers)
        return conn.getresponse().status
    finally:
        conn.close()


# --- the stacks (called by faults.py) -------------------------------------------


def run_stacks(
    folder: Path,
    case: Callable[[str, Callable[[], Result]], None],
    wanted: Callable[..., bool],
    certificates: Callable[[Path], dict[str, str]],
) -> None:
    """case/wanted/certificates: faults.py's, so that reports and names stay one."""
    from ops.bench import publish as measure_publish
    from ops.faultkit.config import BASE_PORT, DATABASE_URL
    from ops.faultkit.services import PrivateRedis

    if wanted("cache-variants", "publish-visible", "cache-poison", "upload-size"):
        from ops.faults import cache as faults_cache

        redis = PrivateRedis(BASE_PORT + 40, folder)
        redis.start()
        # Two app instances: a publication must show on every one (issue 31 §5).
        stack = Stack("variants", instances=2)
        try:
            print(f"variants stack up in {stack.start():.1f} s")
            case("cache-variants", lambda: cache_variants(stack))
            # Issues 22 and 31: a Wagtail publication, through nginx's micro-cache
            # and on each instance, < 2 s each.
            case("publish-visible", lambda: measure_publish.publications(stack, 6))
            # Issue 27: odd spellings of a path never answer for the page; uploads' sizes.
            case("cache-poison", lambda: faults_cache.cache_poison(stack))
            case("upload-size", lambda: faults_cache.upload_size(stack))
        finally:
            print(f"variants stack stopped in {stack.stop():.1f} s")
            redis.stop()
    if wanted("tls-balancer"):
        redis = PrivateRedis(BASE_PORT + 40, folder)
        redis.start()
        pems = certificates(folder)
        # +44 is the stack's metrics port (faultkit/stack.py).
        https_port = BASE_PORT + 45
        stack = Stack(
            "balancer",
            extra_env={
                "TRUSTED_LOAD_BALANCERS": "127.0.0.1",
                "SECURE_SSL_REDIRECT": "1",
                "SITE_URL": f"https://127.0.0.1:{https_port}",
            },
        )
        # Ready = answers through nginx from loopback (Django: https via the balancer only).
        stack.ready = lambda: request(stack.app_ports[0], "GET", "/healthz").status == 200  # type: ignore[method-assign]
        balancer = Balancer(folder, https_port, stack.port, pems)
        psql = ["psql", DATABASE_URL]
        subprocess.run([*psql, "-qc", "delete from axes_accessattempt"], check=False)
        try:
            print(f"balancer stack up in {stack.start():.1f} s")
            balancer.start()
            time.sleep(1)
            case("tls-balancer", lambda: tls_balancer(stack, balancer, pems["ca"], psql))
        finally:
            balancer.stop()
            print(f"balancer stack stopped in {stack.stop():.1f} s")
            redis.stop()
