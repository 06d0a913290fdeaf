"""An IPv6 visitor is one client per /64 (issue 27): rotating addresses inside
the block a subscriber gets no longer buys a fresh budget on the lead form,
the review form or the staff « mot de passe oublié »."""

from typing import Any

import pytest
from django.test import Client

from conftest import PostJson
from core.proxy import client_network
from leads.tests.payloads import another_lead
from reviews.tests.payloads import review_payload


@pytest.mark.parametrize(
    ("address", "counted_as"),
    [
        ("2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::"),
        ("2001:db8:1:2::1", "2001:db8:1:2::"),
        ("2001:DB8:1:2:0:0:0:FFFF", "2001:db8:1:2::"),
        ("2001:db8:1:3::1", "2001:db8:1:3::"),
        ("203.0.113.7", "203.0.113.7"),
        ("::ffff:203.0.113.7", "203.0.113.7"),
        ("::ffff:cb00:7107", "203.0.113.7"),
        ("", ""),
        ("pas une adresse", "pas une adresse"),
    ],
)
def test_client_network(address: str, counted_as: str) -> None:
    assert client_network(address) == counted_as


@pytest.fixture
def one_lead_each(settings: Any) -> None:
    settings.API_RATE_LIMITS = {**settings.API_RATE_LIMITS, "send": (2, 600), "review": (2, 600)}


def send(post_json: PostJson, ip: str, **extra: Any) -> int:
    return int(post_json("/api/send", another_lead(), ip=ip, **extra).status_code)


@pytest.mark.django_db
@pytest.mark.usefixtures("one_lead_each")
def test_addresses_of_one_64_share_the_lead_budget(post_json: PostJson) -> None:
    assert send(post_json, "2001:db8:1:2::1") == 200
    assert send(post_json, "2001:db8:1:2::2") == 200
    # A third address of the same /64 is the same visitor: over the limit.
    assert send(post_json, "2001:db8:1:2:ffff:ffff:ffff:fffe") == 429
    # The neighbouring /64 is someone else.
    assert send(post_json, "2001:db8:1:3::1") == 200


@pytest.mark.django_db
@pytest.mark.usefixtures("one_lead_each")
def test_ipv4_clients_are_still_one_address_each(post_json: PostJson) -> None:
    assert send(post_json, "198.51.100.1") == 200
    assert send(post_json, "198.51.100.1") == 200
    assert send(post_json, "198.51.100.1") == 429
    assert send(post_json, "198.51.100.2") == 200
    # A dual-stack socket's mapped form is the same IPv4 client.
    assert send(post_json, "::ffff:198.51.100.1") == 429


@pytest.mark.django_db
@pytest.mark.usefixtures("one_lead_each")
def test_forwarded_ipv6_clients_count_per_64_behind_the_proxy(
    post_json: PostJson, settings: Any
) -> None:
    settings.API_TRUSTED_PROXY_COUNT = 1
    for n, expected in ((1, 200), (2, 200), (3, 429)):
        forwarded = {"HTTP_X_FORWARDED_FOR": f"2001:db8:9:9::{n}"}
        assert send(post_json, "127.0.0.1", **forwarded) == expected


@pytest.mark.django_db
@pytest.mark.usefixtures("one_lead_each")
def test_reviews_count_per_64_too(post_json: PostJson) -> None:
    codes = [
        post_json("/api/review", review_payload(), ip=f"2001:db8:5:5::{n}").status_code
        for n in range(1, 4)
    ]
    assert codes == [200, 200, 429]


@pytest.mark.django_db
def test_staff_reset_requests_count_per_64(settings: Any) -> None:
    settings.API_RATE_LIMITS = {**settings.API_RATE_LIMITS, "staff_reset": (2, 900)}
    url = f"/{settings.ADMIN_PATH}compte/password/reset/"
    answers = [
        Client(REMOTE_ADDR=f"2001:db8:7:7::{n}").post(url, {"email": "x@example.com"})
        for n in range(1, 4)
    ]
    assert [a.status_code for a in answers] == [302, 302, 200]
    assert "Trop de demandes" in answers[2].content.decode()
    other = Client(REMOTE_ADDR="2001:db8:7:8::1").post(url, {"email": "x@example.com"})
    assert other.status_code == 302
