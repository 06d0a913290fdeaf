"""A database outage's verdict (ops/faultkit/outage_verdict.py), shared by the
db-outage fault case and compose-test's outage step: the browser's retries,
the mails counted per row from the sink's Message-IDs, what counts as
« merci », /healthz read, the rows read back, and the verdict itself."""

from collections import Counter

import pytest

from ops.faultkit.http_client import Answer
from ops.faultkit.outage_verdict import (
    Sent,
    accepted,
    health_ok,
    health_state,
    mail_counts,
    parse_rows,
    stored_sql,
    verdict,
    with_retries,
)


def run(statuses: list[int], delays: tuple[float, ...]) -> tuple[tuple[int, int], list[float]]:
    answers = iter(statuses)
    pauses: list[float] = []
    return with_retries(lambda: next(answers), delays, pauses.append), pauses


def test_an_answer_below_500_is_final() -> None:
    assert run([200], (0.4, 0.8)) == ((200, 1), [])
    # A 4xx would fail again: the browser does not retry it.
    assert run([429], (0.4, 0.8)) == ((429, 1), [])


def test_a_5xx_or_no_answer_is_tried_again_after_each_delay() -> None:
    assert run([503, 0, 200], (0.4, 0.8)) == ((200, 3), [0.4, 0.8])
    assert run([502, 200], (0.4, 0.8)) == ((200, 2), [0.4])


def test_the_retries_are_bounded_and_the_last_answer_kept() -> None:
    assert run([503, 503, 500], (0.4, 0.8)) == ((500, 3), [0.4, 0.8])
    assert run([0, 0], (0.4,)) == ((0, 2), [0.4])


def test_mails_are_counted_per_kind_and_row() -> None:
    ids = [
        "<lead-12-1764230000@example.com>",
        "<lead-12-1764230000@example.com>",  # the same mail twice: a duplicate
        "<review-12-1764230001@example.com>",
        "<lead-7-1764230002@example.com>",
        "<account-3-1764230003@example.com>",  # not a submission's
        "",
    ]
    assert mail_counts(ids) == Counter({("lead", 12): 2, ("review", 12): 1, ("lead", 7): 1})


def test_merci_is_200_for_the_api_and_303_for_the_form() -> None:
    assert accepted("api-lead", 200) and accepted("api-review", 200)
    assert accepted("form-lead", 303) and accepted("form-review", 303)
    # The form page again (errors) or the API's 503: no « merci ».
    assert not accepted("form-lead", 200)
    assert not accepted("api-lead", 303)
    assert not accepted("api-review", 503)


def test_healthz_state_is_read_from_its_json() -> None:
    body = b'{"ok": false, "status": "degraded", "components": {"intake": "spooling"}}'
    assert health_state(Answer(503, body, {}, 0.01)) == "503 degraded/intake spooling"
    assert health_state(Answer(502, b"<html>Bad Gateway</html>", {}, 0.01)) == "502 unreadable"
    assert health_state(Answer(200, b'{"status": "ok"}', {}, 0.01)) == "200 unreadable"


def test_healthz_may_say_degraded_only_while_the_database_is_down() -> None:
    assert health_ok("outage", "503 degraded/intake spooling")
    assert health_ok("after", "200 spooling/intake spooling")
    assert health_ok("before", "200 ok/intake ok")
    assert not health_ok("after", "503 degraded/intake ok")
    # nginx's own 502/503 (no JSON): the instance itself failed.
    assert not health_ok("outage", "503 unreadable")
    assert not health_ok("outage", "500 unreadable")


def test_a_row_is_dated_when_its_submission_was_received() -> None:
    sent = Sent("t", "api-lead", "outage", 200, 0.3, 1, at=1000.0)
    assert sent.dated(1000.1)
    # Dated at its replay, after its answer: the 24 h promise would slip.
    assert not sent.dated(1012.0)
    assert not sent.dated(999.0)


def test_rows_are_read_back_from_psql_and_the_run_id_is_checked() -> None:
    assert parse_rows("12|dboab12-1-3|1764230000.5\n\n7|dboab12-0-0|1764230001\n") == [
        (12, "dboab12-1-3", 1764230000.5),
        (7, "dboab12-0-0", 1764230001.0),
    ]
    queries = stored_sql("ab12")
    assert set(queries) == {"lead", "review"}
    # No `%` a driver would take for a placeholder, and the run's own prefix.
    assert all("%" not in sql and "'dboab12-'" in sql for sql in queries.values())
    with pytest.raises(ValueError):
        stored_sql("x'; drop table leads_lead; --")


HEALTHY = b'{"status": "ok", "components": {"intake": "ok"}}'
DEGRADED = b'{"status": "degraded", "components": {"intake": "spooling"}}'


Rows = dict[str, list[tuple[int, str, float]]]
Pages = list[tuple[str, str, Answer]]


def scenario() -> tuple[list[Sent], Rows, Counter[tuple[str, int]], Pages]:
    """One submission of each kind and path in each phase, all accepted,
    stored once when sent and mailed once; pages 200, /healthz as documented."""
    sent: list[Sent] = []
    rows: Rows = {"lead": [], "review": []}
    mails: Counter[tuple[str, int]] = Counter()
    pk = 0
    for p, phase in enumerate(("before", "outage", "after")):
        for kind in ("api-lead", "form-lead", "api-review", "form-review"):
            pk += 1
            tag, at = f"dbo1-{p}-{pk}", 1000.0 + 100 * p + pk
            status = 303 if kind.startswith("form") else 200
            sent.append(Sent(tag, kind, phase, status, 0.2, 1, at))
            what = kind.split("-")[1]
            rows[what].append((pk, tag, at + 0.1))
            mails[(what, pk)] = 1
    pages = [
        (phase, "/home", Answer(200, b"", {}, 0.05)) for phase in ("before", "outage", "after")
    ]
    pages += [("before", "/healthz", Answer(200, HEALTHY, {}, 0.01)),
              ("outage", "/healthz", Answer(503, DEGRADED, {}, 0.01))]  # fmt: skip
    return sent, rows, mails, pages


def test_the_outage_passes_with_every_merci_stored_and_mailed_once() -> None:
    passed, figures = verdict(*scenario())
    assert passed, figures
    assert "leads: stored once 6/6, lost 0, doubled 0; mails per lead: {1: 6}" in "\n".join(figures)
    assert any(f.startswith("pages outage: 1 sent (200×1)") for f in figures)


def test_a_lost_or_doubled_submission_fails_it() -> None:
    sent, rows, mails, pages = scenario()
    lost = rows["lead"].pop()  # answered « merci », never stored
    passed, figures = verdict(sent, rows, mails, pages)
    assert not passed
    assert "leads: stored once 5/6, lost 1, doubled 0" in "\n".join(figures)

    sent, rows, mails, pages = scenario()
    rows["review"].append((99, rows["review"][0][1], rows["review"][0][2]))  # replayed twice
    mails[("review", 99)] = 1
    passed, figures = verdict(sent, rows, mails, pages)
    assert not passed
    assert "doubled 1" in "\n".join(figures)
    assert lost


def test_a_missing_or_second_mail_fails_it() -> None:
    for count, seen in ((0, "{0: 1, 1: 5}"), (2, "{1: 5, 2: 1}")):
        sent, rows, mails, pages = scenario()
        mails[("lead", rows["lead"][0][0])] = count
        passed, figures = verdict(sent, rows, mails, pages)
        assert not passed
        assert f"mails per lead: {seen}" in "\n".join(figures)


def test_a_row_dated_at_its_replay_fails_it() -> None:
    sent, rows, mails, pages = scenario()
    pk, tag, at = rows["lead"][2]
    rows["lead"][2] = (pk, tag, at + 30)
    passed, figures = verdict(sent, rows, mails, pages)
    assert not passed
    assert "rows dated when sent (not when replayed): 5/6" in "\n".join(figures)


def test_a_failing_page_or_an_unanswered_submission_fails_it() -> None:
    sent, rows, mails, pages = scenario()
    pages.append(("outage", "/contact", Answer(502, b"", {}, 0.3)))
    assert not verdict(sent, rows, mails, pages)[0]

    sent, rows, mails, pages = scenario()
    pages.append(("after", "/home", Answer(0, b"", {}, 10.0)))  # no answer at all
    assert not verdict(sent, rows, mails, pages)[0]

    sent, rows, mails, pages = scenario()
    sent[4].status = 503  # the API's « unavailable »: the visitor got no « merci »
    passed, figures = verdict(sent, rows, mails, pages)
    assert not passed
    assert any("answers {200: 2, 503: 1}" in f for f in figures)


def test_a_phase_without_pages_read_proves_nothing() -> None:
    sent, rows, mails, pages = scenario()
    pages = [p for p in pages if p[0] != "outage" or p[1] == "/healthz"]
    passed, figures = verdict(sent, rows, mails, pages)
    assert not passed
    assert "pages outage: none sent" in figures


def test_the_leads_p99_during_the_outage_counts_retries() -> None:
    sent, rows, mails, pages = scenario()
    for s in sent:
        if s.phase == "outage" and s.kind == "api-lead":
            s.seconds, s.tries = 1.6, 3
    figures = verdict(sent, rows, mails, pages)[1]
    assert "leads sent during the outage (retries included): p50 1600 ms, p99 1600 ms" in figures
