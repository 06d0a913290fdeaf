"""The one nginx template, rendered as make prod and the proxy image do.
(The live behaviour is checked by make faults and make compose-test.)"""

import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from core.pagevariants import VARIANT_QUERY_ARGS
from deploy import nginx_conf

ROOT = Path(__file__).resolve().parents[2]


def render(tmp_path: Path, balancers: str = "", **upstream: Any) -> str:
    """The template for make prod (a fixed upstream), or as `upstream` says (compose)."""
    upstream = upstream or {"upstream_servers": ["127.0.0.1:18999"]}
    return nginx_conf.render(
        **upstream,
        listen="127.0.0.1:18998",
        run_dir=str(tmp_path),
        log_dir=str(tmp_path),
        static_root=str(tmp_path),
        media_root=str(tmp_path / "media"),
        admin_path="gestion/",
        environ={"TRUSTED_LOAD_BALANCERS": balancers},
    )


def test_every_variant_argument_bypasses_the_micro_cache(tmp_path: Path) -> None:
    conf = render(tmp_path)
    assert {"envoye", "avis"} <= VARIANT_QUERY_ARGS.keys()
    for name in VARIANT_QUERY_ARGS:
        assert f"$arg_{name}" in conf
    assert "proxy_cache_bypass $page_variant $http_cookie;" in conf
    assert "proxy_no_cache $page_variant $http_cookie;" in conf
    # Django's Cache-Control (private, no-store) is honoured.
    assert "proxy_ignore_headers Vary Expires;" in conf


def test_the_micro_cache_keys_on_the_path_it_forwards(tmp_path: Path) -> None:
    """The raw path of the request line (what proxy_pass forwards), never
    $uri, which nginx decodes and normalises (//home and /%2Fhome are /home there)."""
    conf = render(tmp_path)
    assert 'proxy_cache_key "$forwarded_proto|$host|$page_path|$page_repr|$page_encoding";' in conf
    assert (
        'map $request_uri $page_path {\n        "~^(?<request_path>[^?]*)" $request_path;' in conf
    )
    pages = conf.split("        location / {", 1)[1]
    assert "proxy_pass http://django;" in pages
    assert "rewrite" not in conf  # (a rewrite would make nginx forward its own path)


def test_only_the_image_upload_takes_large_bodies(tmp_path: Path) -> None:
    conf = render(tmp_path)
    limits = [line.strip() for line in conf.splitlines() if "client_max_body_size " in line]
    assert [line for line in limits if not line.startswith("#")] == [
        "client_max_body_size 64k;",
        "client_max_body_size 9m;",
    ]
    assert "\n    client_max_body_size 64k;\n" in conf
    upload = conf.split("location ~ ^/gestion/cms/images/ {", 1)[1].split("}", 1)[0]
    assert "client_max_body_size 9m;" in upload
    assert "error_page 413 @too_large;" in conf
    api = conf.split("location /api/ {", 1)[1].split("}", 1)[0]
    assert "error_page 413 @too_large_json;" in api


def test_without_balancers_forwarded_headers_are_never_believed(tmp_path: Path) -> None:
    conf = render(tmp_path)
    assert "set_real_ip_from" not in conf
    assert "proxy_set_header X-Forwarded-For $remote_addr;" in conf
    assert "proxy_set_header X-Forwarded-Proto $forwarded_proto;" in conf


def test_trusted_balancers_become_real_ip_sources(tmp_path: Path) -> None:
    conf = render(tmp_path, "10.0.0.0/8, 192.0.2.7")
    assert "set_real_ip_from 10.0.0.0/8;" in conf
    assert "set_real_ip_from 192.0.2.7/32;" in conf
    assert "real_ip_recursive on;" in conf
    assert "        192.0.2.7/32 1;" in conf


def test_a_mistyped_balancer_stops_the_render(tmp_path: Path) -> None:
    with pytest.raises(ValueError):
        render(tmp_path, "10.0.0.300")


def test_static_files_are_served_precompressed_brotli_first(tmp_path: Path) -> None:
    conf = render(tmp_path)
    assert "\nload_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;\n" in conf
    static = conf.split("location /static/ {", 1)[1].split("}", 1)[0]
    assert "brotli_static on;" in static
    assert "gzip_static on;" in static


@pytest.mark.skipif(not shutil.which("nginx"), reason="Debian's nginx (make proxy)")
def test_nginx_accepts_the_rendered_configuration(tmp_path: Path) -> None:
    path = tmp_path / "nginx.conf"
    path.write_text(render(tmp_path, "10.1.2.3"))
    done = subprocess.run(["nginx", "-t", "-q", "-c", str(path)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


@pytest.mark.skipif(not shutil.which("nginx"), reason="Debian's nginx (make proxy)")
def test_uploaded_images_are_served_and_nothing_else(
    tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    """MEDIA_URL through the real nginx: an image with safe headers; an SVG, an
    HTML file or a folder under /media/ is a 404, never a page."""
    import socket
    import tempfile
    import time
    import urllib.error
    import urllib.request

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    # nginx's workers run as another user when the tests run as root: the
    # media folder must be readable by them (pytest's tmp_path is 0700).
    root = Path(tempfile.mkdtemp(prefix="tq-media-"))
    request.addfinalizer(lambda: shutil.rmtree(root, ignore_errors=True))
    root.chmod(0o755)
    media = root / "contenu"
    media.mkdir(mode=0o755)
    (media / "logo-320.webp").write_bytes(b"RIFF\x00\x00\x00\x00WEBPVP8 ")
    (media / "x.svg").write_text("<svg onload='alert(1)'/>")
    (media / "x.html").write_text("<script>alert(1)</script>")
    conf = nginx_conf.render(
        upstream_servers=["127.0.0.1:9"],
        listen=f"127.0.0.1:{port}",
        run_dir=str(tmp_path),
        log_dir=str(tmp_path),
        static_root=str(tmp_path),
        media_root=str(root),
        admin_path="gestion/",
        environ={},
    )
    (tmp_path / "nginx.conf").write_text(conf)
    nginx = subprocess.Popen(["nginx", "-c", str(tmp_path / "nginx.conf")])  # daemon off
    try:
        base = f"http://127.0.0.1:{port}/media/contenu/"
        for _ in range(50):
            try:
                with urllib.request.urlopen(base + "logo-320.webp", timeout=2) as answer:
                    headers = answer.headers
                break
            except (urllib.error.URLError, ConnectionError):
                time.sleep(0.1)
        else:
            pytest.fail("nginx did not answer")
        assert headers["Content-Type"] == "image/webp"
        assert headers["X-Content-Type-Options"] == "nosniff"
        assert "sandbox" in headers["Content-Security-Policy"]
        for name in ("x.svg", "x.html", "", "../nginx.conf"):
            with pytest.raises(urllib.error.HTTPError) as refused:
                urllib.request.urlopen(base + name, timeout=2)
            assert refused.value.code in (400, 404), name
    finally:
        nginx.terminate()
        nginx.wait(timeout=5)


def test_compose_resolves_every_replica_of_the_service_at_run_time(tmp_path: Path) -> None:
    """compose: no fixed address; the service name through the network's DNS."""
    resolv = tmp_path / "resolv.conf"
    resolv.write_text("search dns.podman\nnameserver 10.89.0.1\nnameserver 192.0.2.53\n")
    conf = render(
        tmp_path,
        upstream_servers=[],
        upstream_service="web:8000",
        resolver=nginx_conf.nameserver(str(resolv)),
    )
    assert "resolver 10.89.0.1 valid=5s ipv6=off;" in conf
    assert "192.0.2.53" not in conf
    assert "upstream django" not in conf
    assert conf.count("proxy_pass http://$app_upstream;") == 6
    assert "default web:8000;" in conf
    if shutil.which("nginx"):
        (tmp_path / "nginx.conf").write_text(conf)
        done = subprocess.run(
            ["nginx", "-t", "-q", "-c", str(tmp_path / "nginx.conf")],
            capture_output=True,
            text=True,
        )
        assert done.returncode == 0, done.stderr


def test_the_access_log_names_the_upstream_and_no_client() -> None:
    """One JSON line per request that an operator can follow (request id,
    which instance answered, its status) and that holds no personal data."""
    conf = nginx_conf.render(
        upstream_servers=["127.0.0.1:9001"],
        listen="127.0.0.1:9000",
        run_dir="/srv/run",
        log_dir="/srv/log",
        static_root="/srv/static",
        media_root="/srv/media",
        admin_path="gestion/",
        access_log="/srv/log/nginx-access.log",
    )
    log_format = conf[
        conf.index("log_format json") : conf.index(";", conf.index("log_format json"))
    ]
    for field in ("$request_id", "$upstream_addr", "$upstream_status", "$status", "$uri"):
        assert field in log_format
    for personal in ("$remote_addr", "$http_x_forwarded_for", "$request_uri", "$args", "$http_"):
        assert personal not in log_format
    assert "access_log /srv/log/nginx-access.log json;" in conf
