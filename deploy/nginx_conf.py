"""The one nginx configuration, rendered from deploy/*.template.

Used by `make prod` (ops/prod.py, upstreams on loopback) and by the proxy
image of compose.yaml (`--compose`: the upstream is the `web` service, the
result is written to /run and nginx replaces this process; the upstream is
the `web` service name, resolved at run time to every replica). Standard library
only: the proxy image has Debian's python3-minimal and no Django.

What comes from the environment, in both:
- TRUSTED_LOAD_BALANCERS: addresses or CIDRs of a TLS-terminating balancer in
  front (comma-separated; empty: none). nginx then takes the client address
  from their X-Forwarded-For (real_ip, recursive) and believes their
  X-Forwarded-Proto; from any other peer both headers are ignored.
- the variant query arguments (core/pagevariants.py) bypass the micro-cache.
"""

from __future__ import annotations

import ipaddress
import os
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from core.pagevariants import VARIANT_QUERY_ARGS  # noqa: E402


def fill(template: str, values: dict[str, str]) -> str:
    """Replace every {{NAME}}; an unknown name is an error, never left in a config."""

    def value(match: re.Match[str]) -> str:
        name = match.group(1)
        if name not in values:
            raise SystemExit(f"nginx_conf: no value for {{{{{name}}}}}")
        return values[name]

    return re.sub(r"\{\{([A-Z_]+)\}\}", value, template)


def trusted_balancers(raw: str) -> list[str]:
    """Each address or network, checked: a typo must stop the deploy, not trust the world."""
    networks = []
    for item in (part.strip() for part in raw.split(",")):
        if item:
            networks.append(str(ipaddress.ip_network(item, strict=False)))
    return networks


def balancer_block(raw: str) -> str:
    """real_ip from the trusted balancers, and the scheme they report (else ours)."""
    networks = trusted_balancers(raw)
    lines = [f"    set_real_ip_from {net};" for net in networks]
    if networks:
        lines += ["    real_ip_header X-Forwarded-For;", "    real_ip_recursive on;"]
    # $realip_remote_addr is the peer before real_ip: only a trusted balancer's
    # X-Forwarded-Proto is passed on; any other peer gets nginx's own $scheme.
    lines.append("    geo $realip_remote_addr $from_balancer {\n        default 0;")
    lines += [f"        {net} 1;" for net in networks]
    lines.append("    }")
    lines.append(
        '    map "$from_balancer:$http_x_forwarded_proto" $forwarded_proto {\n'
        "        default $scheme;\n"
        '        "1:https" https;\n'
        '        "1:http" http;\n'
        "    }"
    )
    return "\n".join(lines)


def variant_map() -> str:
    """$page_variant is non-empty when a variant argument is present: no cache then."""
    args = "".join(f"$arg_{name}" for name in VARIANT_QUERY_ARGS)
    listed = ", ".join(VARIANT_QUERY_ARGS)
    return (
        f"    # Variant query arguments ({listed}; core/pagevariants.py).\n"
        f'    map "{args}" $page_variant {{\n        default 1;\n        "" 0;\n    }}'
    )


def nameserver(resolv_conf: str = "/etc/resolv.conf") -> str:
    """The container network's DNS server (podman's aardvark-dns, Docker's 127.0.0.11).

    Only the first: nginx asks its resolvers in turn, and a server further down
    the list (the host's) does not know the compose service names.
    """
    for line in Path(resolv_conf).read_text().splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[0] == "nameserver":
            return f"[{parts[1]}]" if ":" in parts[1] else parts[1]
    raise SystemExit(f"nginx_conf: no nameserver in {resolv_conf}")


def upstream(servers: list[str], service: str | None, resolver: str | None) -> tuple[str, str]:
    """(the http-level block, the proxy_pass target) for the app instances.

    A fixed list (make prod): an upstream group with kept-alive connections.
    A service name (compose): a variable in proxy_pass makes nginx resolve it
    at run time through the network's DNS, every replica's address (answers
    cached 5 s, then asked again), picked at random per request, the next one
    tried when one is down; so `--scale web=N` and a replaced container are
    followed without a reload, and no replica needs a fixed address.
    """
    if service is None:
        lines = "\n".join(f"        server {s} max_fails=1 fail_timeout=2s;" for s in servers)
        return f"    upstream django {{\n{lines}\n        keepalive 32;\n    }}", "http://django"
    block = (
        f"    resolver {resolver or nameserver()} valid=5s ipv6=off;\n"
        "    resolver_timeout 2s;\n"
        f"    map $host $app_upstream {{\n        default {service};\n    }}"
    )
    return block, "http://$app_upstream"


def render(
    *,
    upstream_servers: list[str],
    upstream_service: str | None = None,
    resolver: str | None = None,
    listen: str,
    run_dir: str,
    log_dir: str,
    static_root: str,
    admin_path: str,
    media_root: str,
    error_log: str | None = None,
    access_log: str = "off",
    workers: str = "2",
    tls: dict[str, str] | None = None,
    environ: dict[str, str] | None = None,
) -> str:
    """The whole nginx.conf. tls = {port, cert, key}: nginx terminates TLS itself.

    upstream_service ("web:8000"), when given, replaces upstream_servers (see upstream()).
    """
    environ = dict(os.environ) if environ is None else environ
    upstream_block, app = upstream(upstream_servers, upstream_service, resolver)
    site = (HERE / "nginx-site.conf.template").read_text()
    paths = {
        "RUN_DIR": run_dir,
        "LOG_DIR": log_dir,
        "STATIC_ROOT": static_root,
        "MEDIA_ROOT": media_root.rstrip("/"),
    }
    values = paths | {"ADMIN_PATH": admin_path, "APP": app, "HSTS_HEADER": "", "SERVER_EXTRA": ""}
    if tls:
        # With TLS, plain HTTP only redirects (HSTS then keeps browsers on https).
        suffix = "" if tls["port"] == "443" else f":{tls['port']}"
        http_server = (
            f"    server {{\n        listen {listen};\n        server_name _;\n"
            f"        return 301 https://$host{suffix}$request_uri;\n    }}\n"
        )
        host = listen.rsplit(":", 1)[0]
        tls_server = fill(
            site,
            values
            | {
                "SERVER_COMMENT": "TLS listener (TLS_PORT, TLS_CERT, TLS_KEY)",
                "LISTEN": f"    server {{\n        listen {host}:{tls['port']} ssl;",
                "SERVER_EXTRA": (
                    f"        ssl_certificate {tls['cert']};\n"
                    f"        ssl_certificate_key {tls['key']};\n"
                    "        ssl_protocols TLSv1.2 TLSv1.3;\n"
                    "        ssl_prefer_server_ciphers off;\n"
                    "        ssl_session_cache shared:tls:1m;\n"
                ),
                "HSTS_HEADER": (
                    '            add_header Strict-Transport-Security "max-age=31536000; '
                    'includeSubDomains; preload" always;'
                ),
            },
        )
    else:
        http_server = fill(
            site,
            values
            | {
                "SERVER_COMMENT": "plain HTTP; TLS is terminated in front (TRUSTED_LOAD_BALANCERS)",
                "LISTEN": f"    server {{\n        listen {listen};",
            },
        )
        tls_server = ""
    return fill(
        (HERE / "nginx.conf.template").read_text(),
        paths
        | {
            "NGINX_WORKERS": workers,
            "NGINX_MIME_TYPES": "/etc/nginx/mime.types",
            # JSON lines with the request id (log_format json, nginx.conf.template).
            "NGINX_ACCESS_LOG": access_log if access_log == "off" else f"{access_log} json",
            "ERROR_LOG": error_log or f"{log_dir}/nginx-error.log warn",
            "UPSTREAM": upstream_block,
            "BALANCERS": balancer_block(environ.get("TRUSTED_LOAD_BALANCERS", "")),
            "VARIANTS": variant_map(),
            "HTTP_SERVER": http_server,
            "TLS_SERVER": tls_server,
        },
    )


def compose_main() -> None:
    """The proxy container: render for every `web` replica, then become nginx."""
    conf = render(
        upstream_servers=[],
        upstream_service=os.environ.get("UPSTREAM", "web:8000"),
        listen="0.0.0.0:8080",
        run_dir="/var/cache/nginx",
        log_dir="/var/log/nginx",
        static_root="/srv/static",
        # The `media` volume, written by the web service (compose.yaml).
        media_root="/srv/media",
        admin_path=os.environ.get("ADMIN_PATH", "gestion/").strip("/") + "/",
        error_log="stderr warn",
        access_log="/dev/stdout",
    )
    Path("/var/cache/nginx").mkdir(parents=True, exist_ok=True)
    Path("/run/tq-nginx.conf").write_text(conf)
    os.execv("/usr/sbin/nginx", ["nginx", "-c", "/run/tq-nginx.conf"])  # noqa: S606


def probe(port: str) -> int:
    """The proxy image's healthcheck: nginx accepts connections (no curl in a slim image)."""
    import socket

    try:
        socket.create_connection(("127.0.0.1", int(port)), timeout=3).close()
    except OSError:
        return 1
    return 0


if __name__ == "__main__":
    if sys.argv[1:2] == ["--probe"]:
        raise SystemExit(probe(sys.argv[2]))
    if sys.argv[1:] == ["--compose"]:
        compose_main()
    else:
        raise SystemExit("usage: nginx_conf.py --compose | --probe PORT")
