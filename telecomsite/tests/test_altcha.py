"""ALTCHA: our challenge, our verification, replay and expiry (with a fake clock)."""

import base64
import json
from typing import Any

import pytest
from django.test import Client

from core.api import altcha
from core.tests.altcha_answer import solved_altcha
from telecomsite.settings import anti_abuse


class FakeClock:
    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> FakeClock:
    fake = FakeClock(1_800_000_000.0)
    monkeypatch.setattr(altcha, "clock", fake)
    return fake


def test_the_challenge_comes_from_our_server_uncached(client: Client, settings: Any) -> None:
    response = client.get("/api/altcha/challenge")
    assert response.status_code == 200
    assert response["Cache-Control"] == "no-store"
    body = response.json()
    assert body["algorithm"] == "SHA-256"
    # The work asked for is the setting's: 50 000 by default (about 1 s in a
    # browser), lowered by the test settings so that the tests solve it fast.
    assert body["maxnumber"] == settings.ALTCHA_MAX_NUMBER == 1000
    assert anti_abuse.ALTCHA_MAX_NUMBER == 50_000
    assert "expires=" in body["salt"]
    assert set(body) == {"algorithm", "challenge", "maxnumber", "salt", "signature"}


def test_a_solved_challenge_is_accepted_once(clock: FakeClock) -> None:
    answer = solved_altcha()
    assert altcha.failure_reason(answer) == ""
    assert altcha.failure_reason(answer) == "preuve de travail déjà utilisée"


def test_an_answer_expires(clock: FakeClock, settings: Any) -> None:
    answer = solved_altcha()
    clock.now += settings.ALTCHA_EXPIRES_SECONDS - 1
    assert altcha.failure_reason(answer) == ""
    late = solved_altcha()
    clock.now += settings.ALTCHA_EXPIRES_SECONDS
    assert altcha.failure_reason(late) == "preuve de travail expirée"


def _tampered(answer: str, **changes: Any) -> str:
    payload = json.loads(base64.b64decode(answer))
    payload.update(changes)
    return base64.b64encode(json.dumps(payload).encode()).decode()


def test_wrong_answers_are_refused(clock: FakeClock, settings: Any) -> None:
    answer = solved_altcha()
    number = json.loads(base64.b64decode(answer))["number"]
    assert altcha.failure_reason("") == "preuve de travail absente"
    assert altcha.failure_reason("pas du base64 !") == "preuve de travail illisible"
    assert altcha.failure_reason(_tampered(answer, number=number + 1)) == "preuve de travail fausse"
    assert altcha.failure_reason(_tampered(answer, algorithm="SHA-1")) == (
        "preuve de travail illisible"
    )
    # A challenge signed with another key (someone else's server) is refused.
    settings.ALTCHA_HMAC_KEY = "another key"
    assert altcha.failure_reason(answer) == "preuve de travail fausse"
