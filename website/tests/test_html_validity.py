"""The W3C Nu HTML Checker (npm vnu-jar, run with the machine's Java) finds no
error on any route's server-rendered page. All pages go to one Java run."""

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from django.conf import settings
from django.test import Client

from core.routes import route_table

# The JIT's first tier only, one GC thread: a short run like this one needs
# half the CPU (5.7 → 2.9 s), with the stack the checker's schema needs there.
JAVA_OPTIONS = ["-Xss4m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"]
VNU = Path(settings.BASE_DIR) / "node_modules" / "vnu-jar" / "build" / "dist" / "vnu.jar"


@pytest.mark.django_db
def test_every_route_is_valid_html(client: Client, with_ssr: str, tmp_path: Path) -> None:
    java = shutil.which("java")
    if java is None or not VNU.exists():
        pytest.fail("the Nu checker needs Java and node_modules/vnu-jar (npm ci)")
    paths = [route.path for route in route_table().routes] + ["/page-inconnue"]
    files = []
    for path in paths:
        html = client.get(path).content.decode()
        assert '<div id="root"><' in html, f"{path} must be server-rendered"
        file = tmp_path / ((path.strip("/") or "index") + ".html")
        file.write_text(html, encoding="utf-8")
        files.append(str(file))
    result = subprocess.run(
        [java, *JAVA_OPTIONS, "-jar", str(VNU), "--errors-only", "--format", "json", *files],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    messages = json.loads(result.stderr or "{}").get("messages", [])
    errors = [
        f"{Path(m.get('url', '')).name}:{m.get('lastLine')}: {m.get('message')}"
        for m in messages
        if m.get("type") == "error"
    ]
    print(f"Nu checker: {len(files)} pages, {len(errors)} errors")
    assert errors == []
