"""The db-outage case's pure parts: the browser's retries, the mails counted
per row from the sink's Message-IDs, what counts as « merci », /healthz read."""

from collections import Counter

from ops.faultkit.http_client import Answer
from ops.faults.db_outage import (
    Sent,
    accepted,
    health_ok,
    health_state,
    mail_counts,
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
