"""`make bench`'s « before » for the intake spool (ops/bench/spool_cost.py):
the site as shipped, minus what the spool asks of a submission that the
database takes, served by gunicorn as `ops.bench.nospool:application`.

What a normal lead pays for the spool (core/intake, Submission): catch_up(),
a listing of INTAKE_SPOOL_DIR before the write; read() and store(), the
look-ups and save_once inside a try that would send the submission to the
spool (and, in the rebuilt pipeline, spool.holds(), a look for the key's
entry). Here catch_up() does nothing, read() and store() call straight
through, as leads/services.py did before the spool, and holds() says no.
BENCH_NO_HEALTH_CHECK=1 also turns off CONN_HEALTH_CHECKS (issue 29 item 4:
a kept connection is checked before its first use in each request). Bench
only: nothing else loads this module, and the product never imports ops.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from django.core.wsgi import get_wsgi_application

application = get_wsgi_application()


def bypass_spool() -> None:
    from core import intake
    from core.idempotency import save_once

    submission: Any = getattr(intake, "Submission", None)
    missing = [name for name in ("catch_up", "read", "store") if not hasattr(submission, name)]
    if missing:
        # The intake changed shape: measuring « without the spool » needs a
        # new seam there, not a silent measure of the code as shipped.
        raise SystemExit(f"bench: core.intake.Submission has no {missing}: update nospool.py")

    def read(self: Any, query: Callable[[], Any], default: Any) -> Any:
        return query()

    def store(self: Any, row: Any, then: Any, data: Any) -> tuple[Any, bool]:
        return save_once(row, then=then)

    submission.catch_up = lambda self: None
    submission.read = read
    submission.store = store
    # The rebuilt pipeline (issue 29 item 1) also asks whether a retry's
    # first try waits in the spool; not asked before the spool either.
    if hasattr(intake.spool, "holds"):
        intake.spool.holds = lambda kind, key: False


bypass_spool()
if os.environ.get("BENCH_NO_HEALTH_CHECK") == "1":
    from django.db import connections

    connections.settings["default"]["CONN_HEALTH_CHECKS"] = False
