"""The verdict logic of the fault suite: counting, lost and doubled
submissions, mails per item, the closing table."""

from collections import Counter
from math import isnan

from ops.faultkit.verdict import (
    CaseResult,
    Tally,
    mails_per_item,
    percentile,
    publish_to_visible,
    stored_once,
    summary,
)


def test_percentile_takes_the_nearest_rank_and_is_nan_when_empty() -> None:
    values = [float(n) for n in range(1, 101)]  # 1 … 100
    assert percentile(values, 0.5) == 51
    assert percentile(values, 0.99) == 100
    assert percentile([3.0, 1.0, 2.0], 0) == 1
    assert isnan(percentile([], 0.5))


def test_a_tally_counts_each_status_and_what_a_visitor_sees_as_broken() -> None:
    tally = Tally()
    for status, seconds in [(200, 0.01), (200, 0.02), (429, 0.01), (503, 0.5), (0, 2.0)]:
        tally.add(status, seconds)
    assert (tally.sent, tally.ok, tally.server_errors) == (5, 2, 2)
    assert tally.line("leads").startswith("leads: 5 sent (no answer×1, 200×2, 429×1, 503×1), p50 ")
    assert Tally().line("pages") == "pages: none sent"


def test_a_404_or_429_is_not_a_server_error() -> None:
    tally = Tally()
    tally.add(404, 0.01)
    tally.add(429, 0.01)
    assert tally.server_errors == 0


def test_stored_once_finds_the_lost_and_the_doubled() -> None:
    result = stored_once(accepted=["a", "b", "c"], stored=["a", "b", "b", "d"])
    assert result.lost == {"c"}
    assert result.doubled == {"b": 2}
    assert not result.exactly_once


def test_a_doubled_submission_counts_even_if_its_answer_was_lost() -> None:
    # "x" was answered 502 to the client, yet a retry stored it twice.
    assert stored_once(accepted=["a"], stored=["a", "x", "x"]).doubled == {"x": 2}


def test_every_accepted_submission_stored_once_passes() -> None:
    assert stored_once(accepted=["a", "b"], stored=["b", "a"]).exactly_once
    assert stored_once(accepted=[], stored=[]).exactly_once


def test_mails_per_item_groups_the_items_by_their_mail_count() -> None:
    assert mails_per_item([1, 2, 3, 4], {1: 1, 2: 1, 3: 2}) == Counter({1: 2, 2: 1, 0: 1})


def test_the_summary_fails_on_one_failed_case_and_on_no_case_at_all() -> None:
    good = CaseResult("db-outage", True, 61.2)
    bad = CaseResult("cache-poison", False, 12.0)
    lines, code = summary([good, bad])
    assert code == 1
    assert lines[0].startswith("PASS  db-outage") and lines[1].startswith("FAIL  cache-poison")
    assert lines[-1] == "1 passed, 1 failed"
    assert summary([good]) == (["PASS  db-outage          61.2 s", "1 passed, 0 failed"], 0)
    assert summary([])[1] == 1


def test_publish_to_visible_passes_when_every_place_shows_every_round_in_time() -> None:
    rounds = [
        {"nginx /telephonie": 0.4, "app 1 /telephonie": 0.1, "nginx /faq.json": 0.9},
        {"nginx /telephonie": 1.2, "app 1 /telephonie": 0.2, "nginx /faq.json": 0.3},
    ]
    passed, figures = publish_to_visible(rounds, limit=2.0)
    assert passed
    # The median and maximum of each round's slowest place (0.9 and 1.2 s).
    assert (
        figures[0]
        == "visible everywhere, 2 publications: median 1.05 s, max 1.20 s (goal: each < 2 s)"
    )
    assert (
        figures[1]
        == "slowest per place: app 1 /telephonie 0.20 s; nginx /faq.json 0.90 s; nginx /telephonie 1.20 s"
    )


def test_publish_to_visible_fails_on_one_late_place_or_one_never_reached() -> None:
    late = [{"nginx /telephonie": 0.4, "app 2 /faq.json": 2.0}]
    assert publish_to_visible(late, limit=2.0) == (
        False,
        [
            "visible everywhere, 1 publications: median 2.00 s, max 2.00 s (goal: each < 2 s)",
            "slowest per place: app 2 /faq.json 2.00 s; nginx /telephonie 0.40 s",
            "late: round 1: app 2 /faq.json 2.00 s",
        ],
    )
    never: list[dict[str, float | None]] = [{"nginx /telephonie": 0.0}, {"nginx /telephonie": None}]
    passed, figures = publish_to_visible(never, limit=2.0)
    assert not passed
    assert figures[1:] == [
        "slowest per place: nginx /telephonie never",
        "late: round 2: nginx /telephonie never",
    ]


def test_publish_to_visible_fails_when_nothing_was_measured() -> None:
    assert publish_to_visible([], limit=2.0) == (False, ["no publication measured"])
    assert publish_to_visible([{}], limit=2.0) == (False, ["no publication measured"])
