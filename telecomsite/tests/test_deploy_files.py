"""The deployment files that no Docker engine runs here: what CI can check.

compose.yaml's nginx configuration is generated from the same templates as
`make prod`'s, and the compose services keep their healthchecks, restart
policies and the one-off migration.
"""

import importlib.util
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]


def _prod_script():
    spec = importlib.util.spec_from_file_location("prod_script", ROOT / "scripts" / "prod.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_compose_nginx_conf_is_generated_from_the_templates() -> None:
    expected = _prod_script().compose_nginx_conf()
    current = (ROOT / "deploy" / "compose" / "nginx.conf").read_text()
    assert current == expected, "run `python scripts/prod.py --compose`"
    assert "server web:8000" in current
    assert "{{" not in current


def test_compose_services_have_healthchecks_restarts_and_a_one_off_migration() -> None:
    services = yaml.safe_load((ROOT / "compose.yaml").read_text())["services"]
    assert set(services) >= {"nginx", "web", "renderer", "worker", "migrate", "db", "redis"}
    for name in ("nginx", "web", "renderer", "worker", "db", "redis"):
        assert "test" in services[name]["healthcheck"], name
        assert services[name]["restart"] == "unless-stopped", name
    assert services["migrate"]["restart"] == "no"
    assert services["web"]["depends_on"]["migrate"]["condition"] == "service_completed_successfully"
    redis = " ".join(services["redis"]["command"])
    assert "--maxmemory-policy allkeys-lru" in redis


def test_runtime_image_is_lean_and_not_root() -> None:
    dockerfile = (ROOT / "Dockerfile").read_text()
    runtime = dockerfile.split("AS runtime\n", 1)[1].split("FROM ", 1)[0]
    assert "npm ci --omit=dev" in dockerfile
    assert "--require-hashes -r /tmp/runtime.txt" in dockerfile
    assert "USER site" in runtime and "HEALTHCHECK" in runtime
    assert "ENV PATH=/opt/venv/bin:$PATH" in runtime
    assert "make" not in runtime.split("ENV PATH", 1)[0].replace("Makefile", "")
