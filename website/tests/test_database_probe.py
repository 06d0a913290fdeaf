"""/healthz's database check answers within its bound whatever the database
host does (website/database_probe.py): a probe that gets no answer says
« unavailable », and while it still waits the next probes say so at once,
without another thread."""

import threading
from collections.abc import Iterator
from typing import Any
from unittest import mock

import pytest
from django.test import Client

from website import database_probe

pytestmark = pytest.mark.django_db


@pytest.fixture
def database_never_answers() -> Iterator[list[str]]:
    """The probe's query hangs (a vanished host) until the test ends; the
    list holds the thread of each probe started."""
    released, started = threading.Event(), []

    def hanging(result: dict[str, str]) -> None:
        started.append(threading.current_thread().name)
        released.wait()

    with mock.patch.object(database_probe, "_probe", hanging):
        yield started
        released.set()
        assert database_probe._waiting is not None
        database_probe._waiting.join(5)


def loopback_health(client: Client) -> Any:
    return client.get("/healthz", REMOTE_ADDR="127.0.0.1")


def test_the_real_probe_answers_ok_and_leaves_no_thread() -> None:
    assert database_probe.database_state() == "ok"
    assert database_probe._waiting is not None
    database_probe._waiting.join(5)
    assert not database_probe._waiting.is_alive()


def test_a_database_that_never_answers_makes_healthz_say_degraded(
    database_never_answers: list[str],
) -> None:
    with mock.patch.object(database_probe, "PROBE_SECONDS", 0.05):
        first, second = loopback_health(Client()), loopback_health(Client())
    for answer in (first, second):
        assert answer.status_code == 503
        assert answer.json()["status"] == "degraded"
        assert answer.json()["components"]["database"] == "unavailable (no answer)"
    # The second probe found the first still waiting: no second thread.
    assert database_never_answers == ["healthz-database"]
