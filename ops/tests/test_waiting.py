"""wait_until's deadline, on a fake clock: no real time passes."""

from ops.faultkit.waiting import wait_until


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0
        self.pauses: list[float] = []

    def __call__(self) -> float:
        return self.now

    def pause(self, seconds: float) -> None:
        self.pauses.append(seconds)
        self.now += seconds


def test_it_returns_how_long_the_condition_took() -> None:
    clock = FakeClock()
    took = wait_until(lambda: clock.now >= 1.0, 5, 0.25, clock, clock.pause)
    assert took == 1.0
    assert clock.pauses == [0.25] * 4


def test_it_gives_up_at_the_deadline_and_says_so() -> None:
    clock = FakeClock()
    calls = []
    assert wait_until(lambda: calls.append(1), 2, 0.5, clock, clock.pause) is None
    assert clock.now == 2.0  # never waits past the deadline's step
    assert len(calls) == 5  # at 0, 0.5, 1, 1.5 and once more at 2


def test_a_condition_already_true_costs_no_pause() -> None:
    clock = FakeClock()
    assert wait_until(lambda: True, 0, 1, clock, clock.pause) == 0
    assert clock.pauses == []
