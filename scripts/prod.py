"""`make prod`: the production topology, on this machine, as on a server.

nginx on $PORT (default 8080) in front of gunicorn on loopback, the Node
renderer and the mail worker, all run by supervisord, which restarts any of
them that dies. The configuration files are generated from the templates in
deploy/ into $PROD_DIR (default var/prod); the migrations are applied first.
supervisord then replaces this process, so Ctrl-C or SIGTERM stop everything.

The production settings read everything else from the environment
(DJANGO_SECRET_KEY, DATABASE_URL, REDIS_URL, SITE_URL, DJANGO_ALLOWED_HOSTS,
mail…; README, "Deployment"). PROD_APP_INSTANCES and PROD_WORKERS scale out:
each app instance is one gunicorn with its own renderer, all behind one nginx
upstream.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEPLOY = ROOT / "deploy"


def fill(template: str, values: dict[str, str]) -> str:
    """Replace every {{NAME}}; an unknown name is an error, never left in a config."""

    def value(match: re.Match[str]) -> str:
        name = match.group(1)
        if name not in values:
            raise SystemExit(f"prod: no value for {{{{{name}}}}}")
        return values[name]

    return re.sub(r"\{\{([A-Z_]+)\}\}", value, template)


def supervisor_env(env: dict[str, str]) -> str:
    if not env:
        return ""
    pairs = ",".join(f'{k}="{v.replace("%", "%%")}"' for k, v in env.items())
    return f"environment={pairs}"


class Topology:
    """Ports, folders and programs, from the environment."""

    def __init__(self, environ: dict[str, str]) -> None:
        self.port = int(environ.get("PORT", "8080"))
        self.dir = Path(environ.get("PROD_DIR", ROOT / "var" / "prod")).resolve()
        self.run_dir = self.dir / "run"
        self.log_dir = self.dir / "log"
        self.instances = int(environ.get("PROD_APP_INSTANCES", "1"))
        self.workers = int(environ.get("PROD_WORKERS", "1"))
        # gunicorn i listens on APP_PORT+i, its renderer on SSR_PORT+i (loopback only).
        self.app_port = int(environ.get("PROD_APP_PORT", str(self.port + 1)))
        self.ssr_port = int(environ.get("PROD_SSR_PORT", str(self.port + 11)))
        self.tls_port = int(environ.get("TLS_PORT", "0") or 0)
        self.tls_cert = environ.get("TLS_CERT", "")
        self.tls_key = environ.get("TLS_KEY", "")
        self.admin_path = environ.get("ADMIN_PATH", "gestion/").strip("/") + "/"
        self.static_root = Path(environ.get("STATIC_ROOT", ROOT / "staticfiles")).resolve()
        self.web_concurrency = environ.get("WEB_CONCURRENCY", "3")
        self.threads = environ.get("GUNICORN_THREADS", "4")
        self.nginx = environ.get("NGINX", shutil.which("nginx") or "/usr/sbin/nginx")
        self.access_log = environ.get("NGINX_ACCESS_LOG", "off")
        self.nginx_workers = environ.get("NGINX_WORKERS", "2")
        self.host = environ.get("HOST", "127.0.0.1")

    def paths(self) -> dict[str, str]:
        return {
            "RUN_DIR": str(self.run_dir),
            "LOG_DIR": str(self.log_dir),
            "ROOT": str(ROOT),
            "STATIC_ROOT": str(self.static_root),
            "ADMIN_PATH": self.admin_path,
        }

    def nginx_conf(self) -> str:
        site = (DEPLOY / "nginx-site.conf.template").read_text()
        upstream = "\n".join(
            f"        server 127.0.0.1:{self.app_port + i} max_fails=1 fail_timeout=2s;"
            for i in range(self.instances)
        )
        values = self.paths() | {"HSTS_HEADER": "", "SERVER_EXTRA": ""}
        if self.tls_port:
            # With TLS, plain HTTP only redirects (HSTS then keeps browsers on https).
            suffix = "" if self.tls_port == 443 else f":{self.tls_port}"
            http_server = (
                f"    server {{\n        listen 127.0.0.1:{self.port};\n        server_name _;\n"
                f"        return 301 https://$host{suffix}$request_uri;\n    }}\n"
            )
            hsts = (
                '            add_header Strict-Transport-Security "max-age=31536000; '
                'includeSubDomains; preload" always;'
            )
            tls_server = fill(
                site,
                values
                | {
                    "SERVER_COMMENT": "TLS listener (TLS_PORT, TLS_CERT, TLS_KEY)",
                    "LISTEN": f"    server {{\n        listen 127.0.0.1:{self.tls_port} ssl;",
                    "SERVER_EXTRA": (
                        f"        ssl_certificate {self.tls_cert};\n"
                        f"        ssl_certificate_key {self.tls_key};\n"
                        "        ssl_protocols TLSv1.2 TLSv1.3;\n"
                        "        ssl_prefer_server_ciphers off;\n"
                        "        ssl_session_cache shared:tls:1m;\n"
                    ),
                    "HSTS_HEADER": hsts,
                },
            )
        else:
            http_server = fill(
                site,
                values
                | {
                    "SERVER_COMMENT": "plain HTTP: loopback here; TLS is terminated in front",
                    "LISTEN": f"    server {{\n        listen {self.listen_address()}:{self.port};",
                },
            )
            tls_server = ""
        return fill(
            (DEPLOY / "nginx.conf.template").read_text(),
            self.paths()
            | {
                "NGINX_WORKERS": self.nginx_workers,
                "NGINX_MIME_TYPES": "/etc/nginx/mime.types",
                "NGINX_ACCESS_LOG": self.access_log,
                "UPSTREAM_SERVERS": upstream,
                "HTTP_SERVER": http_server,
                "TLS_SERVER": tls_server,
            },
        )

    def listen_address(self) -> str:
        return self.host

    def programs(self) -> list[dict[str, str]]:
        python = str(ROOT / ".venv" / "bin" / "python")
        node = shutil.which("node") or "node"
        gunicorn = str(ROOT / ".venv" / "bin" / "gunicorn")
        programs = [
            {
                "NAME": "nginx",
                "COMMAND": f"{self.nginx} -c {self.run_dir / 'nginx.conf'}",
                # Started last, stopped first: no request reaches a stopping app.
                "PRIORITY": "400",
                "STOPSIGNAL": "TERM",
                "ENVIRONMENT": "",
            }
        ]
        for i in range(1, self.instances + 1):
            ssr_port = self.ssr_port + i - 1
            programs.append(
                {
                    "NAME": f"renderer-{i}",
                    "COMMAND": f"{node} ssr-server/server.mjs",
                    "PRIORITY": "200",
                    "STOPSIGNAL": "TERM",
                    "ENVIRONMENT": supervisor_env(
                        {"SSR_PORT": str(ssr_port), "SSR_HOST": "127.0.0.1"}
                    ),
                }
            )
            programs.append(
                {
                    "NAME": f"web-{i}",
                    "PRIORITY": "300",
                    # gthread workers keep nginx's upstream connections alive.
                    "COMMAND": (
                        f"{gunicorn} telecomsite.wsgi:application"
                        f" --bind 127.0.0.1:{self.app_port + i - 1}"
                        f" --workers {self.web_concurrency} --threads {self.threads}"
                        " --worker-class gthread --keep-alive 30 --graceful-timeout 5"
                        " --no-control-socket"
                    ),
                    "STOPSIGNAL": "TERM",
                    "ENVIRONMENT": supervisor_env(
                        {"SSR_URL": f"http://127.0.0.1:{ssr_port}", "APP_INSTANCE": str(i)}
                    ),
                }
            )
        for j in range(1, self.workers + 1):
            programs.append(
                {
                    "NAME": f"worker-{j}",
                    "PRIORITY": "100",
                    "COMMAND": (
                        f"{python} manage.py run_mail_worker"
                        f" --interval {os.environ.get('WORKER_INTERVAL', '1')}"
                    ),
                    "STOPSIGNAL": "TERM",
                    "ENVIRONMENT": supervisor_env({"MAIL_WORKER_ID": f"worker-{j}"}),
                }
            )
        return programs

    def supervisord_conf(self) -> str:
        conf = fill((DEPLOY / "supervisord.conf.template").read_text(), self.paths())
        program = (DEPLOY / "supervisor-program.conf.template").read_text()
        for values in self.programs():
            conf += fill(program, self.paths() | values)
        return conf


def compose_nginx_conf() -> str:
    """deploy/compose/nginx.conf: the same templates, for compose.yaml's nginx.

    Written by `python scripts/prod.py --compose` (checked in; a test keeps it
    in sync with the templates). The upstream is the "web" service: with
    `docker compose up --scale web=N` Docker's DNS gives nginx every replica.
    """
    topology = Topology(
        {
            "PORT": "8080",
            "PROD_DIR": "/var/cache/nginx",
            "STATIC_ROOT": "/srv/static",
            # Inside its container: reachable only through the published port.
            "HOST": "0.0.0.0",  # noqa: S104
        }
    )
    topology.run_dir = Path("/var/cache/nginx")
    topology.log_dir = Path("/var/log/nginx")
    topology.static_root = Path("/srv/static")
    topology.access_log = "/dev/stdout"
    conf = topology.nginx_conf()
    local = "        server 127.0.0.1:8081 max_fails=1 fail_timeout=2s;"
    return conf.replace(local, "        server web:8000 max_fails=1 fail_timeout=2s;").replace(
        "error_log /var/log/nginx/nginx-error.log warn;", "error_log stderr warn;"
    )


def production_environment() -> dict[str, str]:
    env = dict(os.environ)
    env["DJANGO_SETTINGS_MODULE"] = "telecomsite.settings.production"
    # nginx is the one proxy in front, and only its address is trusted
    # (X-Forwarded-For for the client address, X-Forwarded-Proto for HTTPS).
    env.setdefault("API_TRUSTED_PROXY_COUNT", "1")
    env.setdefault("API_TRUSTED_PROXY_ADDRESSES", "127.0.0.1/32,::1/128")
    # React's production build in the renderer (and no test switch there).
    env.setdefault("NODE_ENV", "production")
    env["PATH"] = f"{ROOT / 'node_modules' / '.bin'}:{ROOT / '.venv' / 'bin'}:{env['PATH']}"
    return env


def main() -> None:
    if sys.argv[1:] == ["--compose"]:
        (DEPLOY / "compose").mkdir(exist_ok=True)
        (DEPLOY / "compose" / "nginx.conf").write_text(compose_nginx_conf())
        return
    env = production_environment()
    topology = Topology(env)
    for folder in (topology.run_dir, topology.log_dir):
        folder.mkdir(parents=True, exist_ok=True)
    (topology.run_dir / "nginx.conf").write_text(topology.nginx_conf())
    conf = topology.run_dir / "supervisord.conf"
    conf.write_text(topology.supervisord_conf())
    os.environ.clear()
    os.environ.update(env)
    nginx_check = subprocess.run(
        [topology.nginx, "-t", "-q", "-c", str(topology.run_dir / "nginx.conf")], check=False
    )
    if nginx_check.returncode:
        raise SystemExit("prod: nginx refused the generated configuration")
    python = str(ROOT / ".venv" / "bin" / "python")
    # Migrations once, before any process serves (compose.yaml: a one-off service).
    migrate = subprocess.run(
        [python, "manage.py", "migrate", "--noinput", "--verbosity", "0"], cwd=ROOT, check=False
    )
    if migrate.returncode:
        raise SystemExit("prod: migrations failed (see above; README, Deployment)")
    scheme_port = (
        f"https://127.0.0.1:{topology.tls_port}"
        if topology.tls_port
        else f"http://127.0.0.1:{topology.port}"
    )
    print(f"Site: {scheme_port}  (nginx → gunicorn ×{topology.instances}; Ctrl-C to stop)")
    print(f"Configuration and logs: {topology.dir}", flush=True)
    supervisord = str(ROOT / ".venv" / "bin" / "supervisord")
    os.chdir(ROOT)
    # supervisord replaces this process: Ctrl-C and SIGTERM reach it directly.
    os.execv(supervisord, [supervisord, "-c", str(conf)])  # noqa: S606


if __name__ == "__main__":
    main()
