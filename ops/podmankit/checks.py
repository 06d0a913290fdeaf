"""What compose-test checks through nginx, as a visitor would."""

from __future__ import annotations

import json
import time
import uuid

# The fault suite's client (ops.faultkit).
from ops.faultkit.http_client import lead_payload, request, review_payload

from .engine import ROOT

HEAD_MARKERS = ("<title>", 'name="description"', 'id="page-props"', 'rel="stylesheet"')


def route_paths() -> list[str]:
    table = json.loads((ROOT / "content" / "routes.json").read_text())
    return [route["path"] for route in table["routes"]]


def every_route(port: int) -> list[str]:
    """Each route 200 with its full <head>; the problems found."""
    problems = []
    for path in route_paths():
        answer = request(port, "GET", path, headers={"Host": "127.0.0.1"})
        page = answer.body.decode(errors="replace")
        head = page.split("</head>")[0]
        # The props script closes the <body>; the other markers are in the <head>.
        missing = [m for m in HEAD_MARKERS if m not in (page if "props" in m else head)]
        if answer.status != 200 or missing:
            problems.append(f"{path}: {answer.status} missing {missing}")
    return problems


def static_files(port: int) -> list[str]:
    """A hashed asset from the page's own <head>, served by nginx with its cache headers."""
    page = request(port, "GET", "/home").body.decode(errors="replace")
    start = page.find("/static/")
    if start < 0:
        return ["no /static/ URL in /home"]
    url = page[start : page.find('"', start)]
    answer = request(port, "GET", url)
    control = answer.headers.get("cache-control", "")
    if answer.status != 200 or "max-age" not in control:
        return [f"{url}: {answer.status} Cache-Control {control!r}"]
    return []


def post_lead_and_review(port: int) -> tuple[str, list[str]]:
    tag = f"ci{uuid.uuid4().hex[:8]}"
    lead = request(port, "POST", "/api/send", lead_payload(tag))
    review = request(port, "POST", "/api/review", review_payload(tag))
    problems = []
    if lead.status not in (200, 201, 202):
        problems.append(f"lead: {lead.status} {lead.body[:200]!r}")
    if review.status not in (200, 201, 202):
        problems.append(f"review: {review.status} {review.body[:200]!r}")
    return tag, problems


def pages_meanwhile(port: int, seconds: float) -> tuple[int, int]:
    """(answered 200, asked) while containers restart."""
    ok = asked = 0
    paths = route_paths()
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        answer = request(port, "GET", paths[asked % len(paths)], timeout=5)
        asked += 1
        ok += answer.status == 200
        time.sleep(0.2)
    return ok, asked
