"""The mail worker rides out a database outage (issue 29): db_worker failing
on a refused connection is started again after a pause, in the same
process, instead of the process exiting into its supervisor's restart loop;
and its first recovery sweep after the outage takes no claim over."""

import threading
from typing import Any

import pytest
from django.core.management import call_command
from django.db import OperationalError

from core.management.commands import run_mail_worker


def test_the_worker_tries_again_while_the_database_is_down(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    calls: list[tuple[Any, ...]] = []

    def db_worker(name: str, *args: Any) -> None:
        if name != "db_worker":
            return
        calls.append(args)
        if len(calls) < 3:  # down twice, then back
            raise OperationalError("connection refused")

    monkeypatch.setattr(run_mail_worker, "call_command", db_worker)
    monkeypatch.setattr(run_mail_worker, "DATABASE_RETRY_SECONDS", 0)
    monkeypatch.setattr(run_mail_worker.recovery, "recover", lambda **_: None)
    # The dead connection is dropped between two tries; this test has no
    # database at all (an earlier test's connection may still be open).
    dropped: list[bool] = []
    monkeypatch.setattr(run_mail_worker, "close_old_connections", lambda: dropped.append(True))
    call_command("run_mail_worker")
    assert len(dropped) == 2
    assert len(calls) == 3
    warnings = [r for r in caplog.records if "database unavailable" in r.getMessage()]
    assert len(warnings) == 2


def test_any_other_failure_still_ends_the_worker(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(name: str, *args: Any) -> None:
        raise ValueError("a bug")

    monkeypatch.setattr(run_mail_worker, "call_command", broken)
    with pytest.raises(ValueError, match="a bug"):
        call_command("run_mail_worker")


def test_the_sweep_after_a_failed_one_takes_nothing_over(
    monkeypatch: pytest.MonkeyPatch, settings: Any
) -> None:
    settings.NOTIFY_RECOVERY_INTERVAL = 0
    stop = threading.Event()
    outcomes = [OperationalError("down"), None, None, OperationalError("down"), None]
    take_overs: list[bool] = []

    def sweep(*, take_over: bool) -> None:
        take_overs.append(take_over)
        if len(take_overs) == len(outcomes):
            stop.set()
        if outcome := outcomes[len(take_overs) - 1]:
            raise outcome

    monkeypatch.setattr(run_mail_worker.recovery, "recover", sweep)
    monkeypatch.setattr(run_mail_worker, "close_old_connections", lambda: None)
    run_mail_worker.Command()._recover_forever(stop)
    assert take_overs == [True, False, True, True, False]
