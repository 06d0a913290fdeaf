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
import shutil
import subprocess
from pathlib import Path

# deploy/nginx_conf.py: the one nginx template's renderer (also run as a
# script in the proxy image).
from deploy import nginx_conf

ROOT = Path(__file__).resolve().parent.parent
DEPLOY = ROOT / "deploy"

fill = nginx_conf.fill


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
        # Django's default (telecomsite/settings/paths.py): the app writes, nginx reads.
        self.media_root = Path(environ.get("MEDIA_ROOT", ROOT / "var" / "media")).resolve()
        self.web_concurrency = environ.get("WEB_CONCURRENCY", "3")
        self.threads = environ.get("GUNICORN_THREADS", "4")
        self.nginx = environ.get("NGINX", shutil.which("nginx") or "/usr/sbin/nginx")
        # One JSON line per request, on by default as in compose (docs/operations.md,
        # « Follow one request »); NGINX_ACCESS_LOG=off for none.
        self.access_log = environ.get("NGINX_ACCESS_LOG", str(self.log_dir / "nginx-access.log"))
        self.nginx_workers = environ.get("NGINX_WORKERS", "2")
        self.host = environ.get("HOST", "127.0.0.1")
        self.metrics_port = int(environ.get("METRICS_PORT", "9108"))

    def paths(self) -> dict[str, str]:
        return {
            "RUN_DIR": str(self.run_dir),
            "LOG_DIR": str(self.log_dir),
            "ROOT": str(ROOT),
            "STATIC_ROOT": str(self.static_root),
            "ADMIN_PATH": self.admin_path,
        }

    def nginx_conf(self) -> str:
        """deploy/nginx_conf.py renders the one template (compose's proxy image does too)."""
        return nginx_conf.render(
            upstream_servers=[f"127.0.0.1:{self.app_port + i}" for i in range(self.instances)],
            listen=f"{self.listen_address()}:{self.port}",
            run_dir=str(self.run_dir),
            log_dir=str(self.log_dir),
            static_root=str(self.static_root),
            media_root=str(self.media_root),
            admin_path=self.admin_path,
            access_log=self.access_log,
            workers=self.nginx_workers,
            tls=(
                {"port": str(self.tls_port), "cert": self.tls_cert, "key": self.tls_key}
                if self.tls_port
                else None
            ),
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
                    # gunicorn.conf.py holds every other setting (make run, the image too).
                    "COMMAND": f"{gunicorn} telecomsite.wsgi:application",
                    "STOPSIGNAL": "TERM",
                    "ENVIRONMENT": supervisor_env(
                        {
                            "SSR_URL": f"http://127.0.0.1:{ssr_port}",
                            "APP_INSTANCE": str(i),
                            "GUNICORN_BIND": f"127.0.0.1:{self.app_port + i - 1}",
                            "WEB_CONCURRENCY": self.web_concurrency,
                            "GUNICORN_THREADS": self.threads,
                        }
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
        # The Prometheus endpoint of every process (docs/operations.md,
        # "Metrics"): on loopback, never behind nginx.
        renderers = ",".join(
            f"http://127.0.0.1:{self.ssr_port + i}/metrics" for i in range(self.instances)
        )
        programs.append(
            {
                "NAME": "metrics",
                "PRIORITY": "350",
                "COMMAND": (
                    f"{python} manage.py serve_metrics --host 127.0.0.1 --port {self.metrics_port}"
                ),
                "STOPSIGNAL": "TERM",
                "ENVIRONMENT": supervisor_env({"RENDERER_METRICS_URLS": renderers}),
            }
        )
        return programs

    def supervisord_conf(self) -> str:
        conf = fill((DEPLOY / "supervisord.conf.template").read_text(), self.paths())
        program = (DEPLOY / "supervisor-program.conf.template").read_text()
        for values in self.programs():
            conf += fill(program, self.paths() | values)
        return conf


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
    env = production_environment()
    topology = Topology(env)
    for folder in (topology.run_dir, topology.log_dir):
        folder.mkdir(parents=True, exist_ok=True)
    # gunicorn's workers write their series here (prometheus-client
    # multiprocess mode); a new start begins from zero.
    metrics_dir = topology.run_dir / "metrics"
    shutil.rmtree(metrics_dir, ignore_errors=True)
    metrics_dir.mkdir()
    env["PROMETHEUS_MULTIPROC_DIR"] = str(metrics_dir)
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
