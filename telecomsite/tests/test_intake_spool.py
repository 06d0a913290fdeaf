"""The intake spool (core/intake/spool.py): what the operator sees, and
replays that store each submission once whoever runs them."""

import json
import os
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
import time_machine
from django.core.management import CommandError, call_command
from django.test import Client
from django_tasks_db.models import DBTaskResult
from prometheus_client import REGISTRY

from core.api.antispam import Channel
from core.intake import accept, spool, watch
from core.tests.outage import database_refuses, spooled
from leads.intake import LEAD
from leads.models import Lead
from leads.validation import validate_lead

pytestmark = pytest.mark.django_db

SENT = datetime(2026, 11, 27, 9, 15, tzinfo=UTC)


@pytest.fixture(autouse=True)
def spool_dir(settings: Any, tmp_path: Path) -> Path:
    settings.INTAKE_SPOOL_DIR = tmp_path / "spool"
    settings.INTAKE_SPOOL_RETRY_SECONDS = 0
    return settings.INTAKE_SPOOL_DIR


def spool_a_lead(key: str = "cle-spool-1", **overrides: Any) -> Path:
    """A lead accepted while the database refuses it, as the API does."""
    from leads.tests.payloads import lead_payload

    clean, errors = validate_lead(lead_payload(idempotencyKey=key, **overrides))
    assert clean is not None and not errors
    with time_machine.travel(SENT, tick=False), database_refuses():
        assert accept(LEAD, clean, "203.0.113.5", "", Channel.SCRIPT) == (None, True)
    return spool.entry_path("lead", key)


def test_two_replays_at_once_store_the_lead_once(monkeypatch: pytest.MonkeyPatch) -> None:
    entry = spool_a_lead()
    real = spool._REPLAYERS["lead"]
    others: list[spool.ReplayReport] = []

    def replay_while_another_process_replays(*args: Any) -> Any:
        # A second replayer (another process's watcher, the command) starts
        # while this one holds the entry: it must leave it alone.
        if not others:
            others.append(spool.replay_spool())
        return real(*args)

    monkeypatch.setitem(spool._REPLAYERS, "lead", replay_while_another_process_replays)
    report = spool.replay_spool()
    [other] = others
    assert (other.stored, other.busy) == (0, 1)
    assert report.stored == 1
    assert Lead.objects.count() == 1
    assert DBTaskResult.objects.count() == 1
    assert not entry.exists()


def test_a_replay_that_died_after_its_commit_stores_nothing_twice() -> None:
    entry = spool_a_lead()
    # The replayer committed, then its process was killed before the delete.
    stored = spool.read(entry)
    spool._REPLAYERS["lead"](stored.data, stored.received_at, stored.key)
    report = spool.replay_spool()
    assert (report.stored, report.already) == (0, 1)
    assert Lead.objects.count() == 1
    assert DBTaskResult.objects.count() == 1
    assert not entry.exists()


def test_entries_are_replayed_in_the_order_they_were_received(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for minute, key in ((30, "plus-tard"), (10, "plus-tot")):
        with time_machine.travel(SENT.replace(minute=minute), tick=False):
            spool.write("lead", key, datetime.now(UTC), {"n": key})
    seen: list[str] = []

    def remember(data: Any, received_at: datetime, key: str) -> tuple[None, bool]:
        seen.append(key)
        return None, True

    monkeypatch.setitem(spool._REPLAYERS, "lead-order-test", remember)
    for path in spooled(Path(spool.folder())):
        body = json.loads(path.read_text())
        body["kind"] = "lead-order-test"
        path.write_text(json.dumps(body))
    spool.replay_spool()
    assert seen == ["plus-tot", "plus-tard"]


def test_the_same_submission_spooled_twice_keeps_its_first_entry(spool_dir: Path) -> None:
    first = spool.write("review", "cle-x", SENT, {"try": 1})
    again = spool.write("review", "cle-x", SENT.replace(hour=10), {"try": 2})
    assert first == again
    assert spool.read(first).data == {"try": 1}
    assert spool.read(first).received_at == SENT
    # Nothing left behind: no temporary file.
    assert [p.name for p in spool_dir.iterdir()] == [first.name]


def test_a_database_still_down_keeps_the_entry_and_the_command_says_so() -> None:
    entry = spool_a_lead()
    with database_refuses(), pytest.raises(CommandError, match="rien n'est perdu"):
        call_command("replay_spool", verbosity=0)
    assert entry.exists()
    with database_refuses():
        assert watch.one_pass() == 1  # the watcher waits for the next pass
    call_command("replay_spool", "--dry-run", verbosity=0)
    assert entry.exists() and Lead.objects.count() == 0
    assert watch.one_pass() == 0
    assert Lead.objects.get().created_at == SENT


def test_healthz_says_spooling_without_counting() -> None:
    health = Client().get("/healthz", REMOTE_ADDR="127.0.0.1", HTTP_HOST="127.0.0.1")
    assert health.json()["components"]["intake"] == "ok"
    spool_a_lead("cle-premiere")
    spool_a_lead("cle-deuxieme", email="autre@acme.fr")
    health = Client().get("/healthz", REMOTE_ADDR="127.0.0.1", HTTP_HOST="127.0.0.1")
    answer = health.json()
    assert health.status_code == 200
    assert answer["status"] == "spooling"
    assert answer["components"]["intake"] == "spooling"
    assert "2" not in json.dumps(answer["components"])  # public: no counts


def test_the_gauges_show_how_many_wait_and_since_when() -> None:
    entry = spool_a_lead()
    written = SENT.timestamp()
    os.utime(entry, (written, written))
    with time_machine.travel(written + 400, tick=False):
        watch.observe()
    assert REGISTRY.get_sample_value("tq_intake_spool_depth") == 1
    assert REGISTRY.get_sample_value("tq_intake_spool_oldest_seconds") == 400
    call_command("replay_spool", verbosity=0)
    assert REGISTRY.get_sample_value("tq_intake_spool_depth") == 0
    assert REGISTRY.get_sample_value("tq_intake_spool_oldest_seconds") == 0


def test_one_submission_by_both_paths_and_through_the_spool_is_stored_once(
    post_json: Any, client: Client, spool_dir: Path
) -> None:
    """The same lead sent by the JSON API while the database is down (spooled),
    retried by the API, then posted again without JavaScript once it is back
    (a visitor who reloaded the page and used the plain form): one lead, one
    mail job."""
    from leads.tests.payloads import lead_payload

    payload = lead_payload(idempotencyKey="cle-deux-chemins")
    with time_machine.travel(SENT, tick=False), database_refuses():
        assert post_json("/api/send", payload).status_code == 200
        assert post_json("/api/send", payload).status_code == 200
    assert len(spooled(spool_dir)) == 1 and Lead.objects.count() == 0

    form = {
        "formulaire": "demande",
        "context": payload["context"],
        "firstName": payload["firstName"],
        "lastName": payload["lastName"],
        "company": payload["company"],
        "email": payload["email"],
        "phone": payload["phone"],
        "message": payload["userMessage"],
        "website": "",
        **{f"extras.{k}": v for k, v in payload.get("extras", {}).items()},
    }
    with time_machine.travel(SENT.replace(minute=17), tick=False):
        answer = client.post(payload["page"], form, HTTP_ORIGIN="http://testserver")
        assert answer.status_code == 303  # « merci », as for the first try
        spool.replay_spool()
        assert post_json("/api/send", payload).status_code == 200  # a late API retry
    assert Lead.objects.count() == 1
    lead = Lead.objects.get()
    assert lead.created_at == SENT  # the 24 h clock started with the first try
    assert DBTaskResult.objects.count() == 1
    assert spooled(spool_dir) == []
