"""GET /assets/data/<name>.json (spec §7): the validated file, with caching
headers; the fallback when the file fails; only the ten files; read-only."""

from pathlib import Path

import pytest
from django.test import Client

from website.content.loader import FILES, load_content
from website.tests.content_files import FAQ_FALLBACK, write_data_file


@pytest.mark.parametrize("name", sorted(FILES))
def test_data_endpoint_serves_the_validated_file(client: Client, name: str) -> None:
    response = client.get(f"/assets/data/{name}.json")
    assert response.status_code == 200
    assert response["Content-Type"] == "application/json; charset=utf-8"
    assert response.json() == load_content(name)
    cache_control = response["Cache-Control"]
    assert "public" in cache_control and "max-age=300" in cache_control
    assert response["ETag"].startswith('"')


def test_data_endpoint_revalidates_with_etag(client: Client) -> None:
    etag = client.get("/assets/data/clients.json")["ETag"]
    response = client.get("/assets/data/clients.json", headers={"If-None-Match": etag})
    assert response.status_code == 304
    assert response.content == b""


def test_data_endpoint_serves_the_fallback_when_the_file_fails(
    client: Client, empty_data_dir: Path
) -> None:
    write_data_file(empty_data_dir, "faq_cyber", "{ pas du json")
    response = client.get("/assets/data/faq_cyber.json")
    assert response.status_code == 200
    assert response.json() == FAQ_FALLBACK


@pytest.mark.parametrize(
    "url", ["/assets/data/company.json", "/assets/data/routes.json", "/assets/data/avis_autre.json"]
)
def test_data_endpoint_knows_only_the_ten_files(client: Client, url: str) -> None:
    response = client.get(url)
    assert response.status_code == 404
    assert response.json() == {"error": "not_found"}


def test_data_endpoint_is_read_only(client: Client) -> None:
    assert client.post("/assets/data/avis.json").status_code == 405
    assert client.head("/assets/data/avis.json").status_code == 200
