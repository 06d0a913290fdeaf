"""/healthz's database check answers within its bound whatever the database
host does (website/database_probe.py): a probe that gets no answer says
« unavailable »; the requests that come meanwhile share the probe in flight,
its answer included, and start no other thread."""

import threading
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any
from unittest import mock

import pytest
from django.test import Client

from website import database_probe

pytestmark = pytest.mark.django_db


@pytest.fixture
def held_probe() -> Iterator[tuple[list[str], threading.Event]]:
    """The probe's query waits (a vanished host) until the test sets the
    event, then answers "ok"; the list holds the thread of each probe started."""
    released, started = threading.Event(), []

    def held() -> str:
        started.append(threading.current_thread().name)
        released.wait()
        return "ok"

    with mock.patch.object(database_probe, "_query", held):
        yield started, released
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
    held_probe: tuple[list[str], threading.Event],
) -> None:
    started, _ = held_probe
    with mock.patch.object(database_probe, "PROBE_SECONDS", 0.05):
        first, second = loopback_health(Client()), loopback_health(Client())
    for answer in (first, second):
        assert answer.status_code == 503
        assert answer.json()["status"] == "degraded"
        assert answer.json()["components"]["database"] == "unavailable (no answer)"
    # The second probe found the first still waiting: no second thread.
    assert started == ["healthz-database"]


class CountingLock:
    """database_state's lock, counting the callers that have passed it."""

    def __init__(self) -> None:
        self.lock, self.passed = threading.Lock(), threading.Semaphore(0)

    def __enter__(self) -> None:
        self.lock.acquire()

    def __exit__(self, *exc: object) -> None:
        self.lock.release()
        self.passed.release()


def test_requests_that_come_during_a_probe_get_its_answer() -> None:
    """Three /healthz requests at once (gunicorn's threads) while the database
    answers slowly but within the bound: the probe answers once all three
    wait for it; all three get "ok", from one probe."""
    lock, started = CountingLock(), []

    def slow() -> str:
        started.append(threading.current_thread().name)
        for _ in range(3):
            assert lock.passed.acquire(timeout=5)
        return "ok"

    asked: Callable[[int], str] = lambda _: database_probe.database_state()  # noqa: E731
    with (
        mock.patch.object(database_probe, "_query", slow),
        mock.patch.object(database_probe, "_lock", lock),
        mock.patch.object(database_probe, "PROBE_SECONDS", 10),
        ThreadPoolExecutor(max_workers=3) as pool,
    ):
        answers = list(pool.map(asked, range(3)))
    assert answers == ["ok", "ok", "ok"]
    assert started == ["healthz-database"]
