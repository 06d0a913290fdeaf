"""The suite's HTTP client: one request at a time, posing as any loopback
address, or several threads cycling through pages; and the lead and review
bodies it posts."""

from __future__ import annotations

import http.client
import json
import threading
import time
import uuid
from dataclasses import dataclass
from typing import Any


@dataclass
class Answer:
    status: int
    body: bytes
    headers: dict[str, str]
    seconds: float


def request(
    port: int,
    method: str,
    path: str,
    body: Any = None,
    headers: dict[str, str] | None = None,
    source: str = "127.0.0.1",
    timeout: float = 10,
) -> Answer:
    # Bind only to pose as another address: an explicit bind takes its port
    # from the whole ephemeral range, whatever the destination, and thousands
    # of requests in TIME_WAIT then exhaust it (answers with status 0).
    bound = None if source == "127.0.0.1" else (source, 0)
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout, source_address=bound)
    sent_headers = dict(headers or {})
    data = None
    if body is not None:
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        sent_headers.setdefault("Content-Type", "application/json")
    started = time.perf_counter()
    try:
        conn.request(method, path, body=data, headers=sent_headers)
        response = conn.getresponse()
        payload = response.read()
        return Answer(
            response.status,
            payload,
            {k.lower(): v for k, v in response.getheaders()},
            time.perf_counter() - started,
        )
    except OSError:
        return Answer(0, b"", {}, time.perf_counter() - started)
    finally:
        conn.close()


def load(
    port: int,
    paths: list[str],
    seconds: float,
    clients: int = 4,
    headers: dict[str, str] | None = None,
) -> list[Answer]:
    """clients threads cycling through paths for `seconds`; every answer, in order."""
    answers: list[Answer] = []
    lock = threading.Lock()
    stop_at = time.monotonic() + seconds

    def client(offset: int) -> None:
        i = offset
        while time.monotonic() < stop_at:
            answer = request(port, "GET", paths[i % len(paths)], headers=headers, timeout=5)
            answer.headers["x-path"] = paths[i % len(paths)]
            with lock:
                answers.append(answer)
            i += clients

    threads = [threading.Thread(target=client, args=(n,)) for n in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return answers


def lead_payload(tag: str, **overrides: Any) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "email": f"{tag}@example.com",
        "phone": "01 23 45 67 89",
        "company": f"Essai {tag}",
        "locale": "fr-FR",
        "context": "internet",
        "firstName": "Marie",
        "lastName": "Durand",
        "userMessage": f"Demande {tag}",
        "extras": {"sitesCount": "2", "bandwidth": ""},
        "page": "/connexion",
        "idempotencyKey": uuid.uuid4().hex,
        "website": "",
        "fillMs": 8000,
    }
    payload.update(overrides)
    return payload


def review_payload(tag: str) -> dict[str, Any]:
    return {
        "name": "Sandrine M.",
        "company": f"Essai {tag}",
        "message": "Service très réactif, merci !",
        "idempotencyKey": uuid.uuid4().hex,
        "website": "",
        "fillMs": 8000,
    }
