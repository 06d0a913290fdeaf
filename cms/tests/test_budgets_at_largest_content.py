"""« Budgets hold whatever Marketing publishes » (issue 31): with every page
grown to the page editor's bounds (largest_content.py: each text at its
form's max_length, each list at its maximum, a library photo for every
picture, the 20 newest reviews at 2,000 characters), every route's first
visit still fits the first round trip: its HTML, as the browser receives it
(brotli, headers included), under 14 KB (docs/performance.md). /home's is
its budget; the others' keeps their first paint under 1 s on a phone.

frontend/e2e/budgets.spec.ts measures the shipped content in a browser; the
Lighthouse run (make bench) can take the same content (E2E_CONTENT=largest).
"""

import pytest
from django.test import Client

from core.routes import route_table

from .largest_content import publish_all

pytestmark = [pytest.mark.django_db, pytest.mark.ssr]

# frontend/e2e/budgets.spec.ts: HOME_HTML_BUDGET.
BUDGET = 14 * 1024
# What the HTTP server adds to Django's headers (status line, Date, Server,
# Connection: gunicorn's, about 90 bytes), so that the sum is what crosses the wire.
SERVER_HEADERS = 100


def transfer_size(client: Client, path: str) -> int:
    response = client.get(path, HTTP_ACCEPT_ENCODING="gzip, deflate, br, zstd")
    assert response.status_code in (200, 404)
    assert response["Content-Encoding"] == "br"
    headers = sum(len(name) + len(value) + 4 for name, value in response.items())
    return len(response.content) + headers + SERVER_HEADERS


def test_every_route_fits_the_first_round_trip_at_the_largest_content(
    client: Client, with_ssr: str, settings, tmp_path
) -> None:
    # The library photo and its renditions stay with the test.
    settings.MEDIA_ROOT = tmp_path
    publish_all()
    paths = [route.path for route in route_table().routes] + ["/nulle-part"]
    sizes = {path: transfer_size(client, path) for path in paths}
    print("\n".join(f"{path}: {size:,} bytes" for path, size in sizes.items()))
    assert {path: size for path, size in sizes.items() if size >= BUDGET} == {}
