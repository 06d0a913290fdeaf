"""The intake of visitor submissions (leads, reviews): one way in, accepted
means stored.

A newcomer's map, in the order a submission meets it:
- kind.py: what an app declares (schema, cleaning, row, mail), nothing else;
- json_api.py: the JSON path (rate limit, one parse, ninja's schema);
- forms.py: the no-JavaScript path (the same steps for a form post);
- pipeline.py: the steps both paths share, once each: idempotency, the
  anti-spam verdict (verdict.py), the duplicate rule (duplicates.py), one
  durable write and the mail job;
- submission.py, spool.py, watch.py: the write, to the database or to the
  durable spool while the database cannot take it, and its replay.

Apps register their kind in AppConfig.ready (`register`); core never imports
the apps.
"""

from typing import Any

from . import forms, spool, watch
from .forms import FormOutcome, FormState, post_form, state_from_query
from .json_api import IntakeAPI, ParsedOnce, answer_unavailable, explain_refusal, json_endpoint
from .kind import IntakeKind
from .pipeline import Accepted, accept, replay
from .spool import DB_DOWN
from .submission import CATCH_UP_LIMIT, Submission, Unavailable, new_key
from .verdict import SpamVerdict


def register(kind: IntakeKind[Any, Any]) -> None:
    """A kind's no-JavaScript form and its spooled submissions' replay."""
    forms.register(kind)
    spool.register(kind.name, lambda data, received_at, key: replay(kind, data, received_at, key))


__all__ = [
    "CATCH_UP_LIMIT",
    "DB_DOWN",
    "Accepted",
    "FormOutcome",
    "FormState",
    "IntakeAPI",
    "IntakeKind",
    "ParsedOnce",
    "SpamVerdict",
    "Submission",
    "Unavailable",
    "accept",
    "answer_unavailable",
    "explain_refusal",
    "json_endpoint",
    "new_key",
    "post_form",
    "register",
    "replay",
    "spool",
    "state_from_query",
    "watch",
]
