"""Fault cases of issue 27, against a `make prod` stack through nginx:

- cache-poison: one client asks odd spellings of /home and /telephonie
  (//home, /./home, /home/, /%2Fhome, /home%2F, /../home ...) twenty times a
  second while two visitors read /home and /telephonie, for 12 s. A visitor
  answered anything but its own page (another status, the 404 page, the
  other page) is a wrong answer (goal: 0). Before the fix, nginx keyed its
  micro-cache on its normalised $uri and forwarded the raw path: Django's 404
  for //home was stored as /home's page.
- upload-size: the content editor's image upload through nginx: 950 KB and
  8 MB reach Django (its answer, not nginx's 413); 10 MB is nginx's 413, in
  French; 100 KB anywhere else is nginx's 413 too (the API's in JSON).
"""

from __future__ import annotations

import re
import threading
import time
from collections import Counter

from ops.faultkit.http_client import Answer, load, request
from ops.faultkit.stack import Stack

Result = tuple[bool, list[str]]
TITLE = re.compile(rb"<title>(.*?)</title>", re.S)
PAGES = ["/home", "/telephonie"]
# Each spelling nginx's $uri folds into the page's path (and /home/, which it
# does not): what a client can send to write another path's copy.
ODD = [
    "//home",
    "/./home",
    "/home/",
    "/%2Fhome",
    "/home%2F",
    "///home",
    "/a/../home",
    "/../home",
    "//telephonie",
    "/./telephonie",
    "/%2Ftelephonie",
    "/telephonie/",
]


def title(answer: Answer) -> str:
    match = TITLE.search(answer.body)
    return match.group(1).decode(errors="replace") if match else ""


def cache_poison(stack: Stack, seconds: float = 12, rate: float = 20) -> Result:
    expected = {path: title(request(stack.port, "GET", path)) for path in PAGES}
    not_found = title(request(stack.port, "GET", "/absent-cache-poison"))
    if not all(expected.values()) or not_found in expected.values():
        return False, [f"no distinct page titles to compare: {expected}, 404 {not_found!r}"]
    stop = threading.Event()
    odd: list[tuple[str, Answer]] = []

    def poisoner() -> None:
        started, n = time.monotonic(), 0
        while not stop.is_set():
            path = ODD[n % len(ODD)]
            odd.append((path, request(stack.port, "GET", path, timeout=5)))
            n += 1
            # rate a second, whatever each answer took.
            stop.wait(max(0.0, started + n / rate - time.monotonic()))

    thread = threading.Thread(target=poisoner)
    thread.start()
    try:
        visitors = load(stack.port, PAGES, seconds, clients=2)
    finally:
        stop.set()
        thread.join()
    wrong = [a for a in visitors if a.status != 200 or title(a) != expected[a.headers["x-path"]]]
    figures = []
    by_kind: dict[str, Counter[int]] = {}
    for path, answer in odd:
        by_kind.setdefault(path, Counter())[answer.status] += 1
    figures.append(
        f"one client, {len(odd)} odd requests in {seconds:.0f} s ({len(odd) / seconds:.0f}/s): "
        + ", ".join(f"{p} {dict(c)}" for p, c in by_kind.items())
    )
    for page in PAGES:
        mine = [a for a in visitors if a.headers["x-path"] == page]
        statuses = dict(Counter(a.status for a in mine))
        cached = Counter(a.headers.get("x-cache", "-") for a in mine)
        figures.append(f"visitors of {page}: {len(mine)} requests, statuses {statuses}, "
                       f"X-Cache {dict(cached)}")  # fmt: skip
    figures.append(f"wrong answers to visitors: {len(wrong)} of {len(visitors)} (goal 0)")
    for answer in wrong[:5]:
        figures.append(
            f"  {answer.headers['x-path']}: {answer.status} {title(answer)!r} "
            f"X-Cache {answer.headers.get('x-cache', '-')}"
        )
    return not wrong and len(visitors) > 50 and len(odd) > seconds * rate / 2, figures


def _multipart(size: int) -> tuple[bytes, dict[str, str]]:
    boundary = "faultsboundary"
    head = (
        f'--{boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nUn bureau\r\n'
        f'--{boundary}\r\nContent-Disposition: form-data; name="image"; '
        'filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n'
    ).encode()
    body = head + b"\xff\xd8" + b"\x00" * (size - 2) + f"\r\n--{boundary}--\r\n".encode()
    return body, {"Content-Type": f"multipart/form-data; boundary={boundary}"}


def _nginx_refusal(answer: Answer) -> bool:
    return answer.status == 413 and (
        b"Envoi trop volumineux" in answer.body or b"payload_too_large" in answer.body
    )


def upload_size(stack: Stack) -> Result:
    admin = "/" + stack.environment().get("ADMIN_PATH", "gestion/").strip("/") + "/"
    upload = admin + "cms/images/multiple/add/"
    figures, passed = [], True
    for size, through in ((950 * 1024, True), (8 * 1024 * 1024, True), (10 * 1024 * 1024, False)):
        body, headers = _multipart(size)
        answer = request(stack.port, "POST", upload, body, headers=headers, timeout=30)
        # Through: Django's own answer (no staff session here: its sign-in
        # redirect or its 403), not nginx's 413. Not through: nginx's French 413.
        ok = (answer.status not in (0, 413)) if through else _nginx_refusal(answer)
        passed &= ok
        figures.append(
            f"POST {upload} with a {size / 1024:.0f} KB image: {answer.status} "
            f"({'Django' if answer.status not in (0, 413) else 'nginx'}"
            f"{', French' if b'volumineux' in answer.body else ''}; "
            f"goal {'through to Django' if through else 'nginx 413 in French'})"
        )
    body, headers = _multipart(100 * 1024)
    elsewhere = {}
    for path in (admin, admin + "cms/pages/", "/home", "/api/send"):
        answer = request(stack.port, "POST", path, body, headers=headers, timeout=30)
        elsewhere[path] = answer.status
        passed &= _nginx_refusal(answer)
    figures.append(f"a 100 KB body elsewhere: {elsewhere} (goal 413 from nginx, French)")
    return passed, figures
