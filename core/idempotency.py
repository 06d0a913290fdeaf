"""Storing a submission once per idempotency key (leads and reviews).

A form's retries reuse its key (the visitor's connection dropped, the button
was pressed twice). The first request stores the row; every later one gets
that row back, even when two requests race: the unique index on
`idempotency_key` decides, and the loser reads the winner's row.
"""

from collections.abc import Callable
from typing import Any, TypeVar

from django.db import IntegrityError, models, transaction

M = TypeVar("M", bound=models.Model)


def already_saved(model: type[M], key: str | None) -> M | None:
    """The row a previous request stored under this key, if any.

    Checked before any spam verification, so a retry costs no second
    reCAPTCHA call and gets the same answer as the first request.
    """
    if not key:
        return None
    manager: Any = model._default_manager
    found: M | None = manager.filter(idempotency_key=key).first()
    return found


def save_once(obj: M, then: Callable[[M], None] | None = None) -> tuple[M, bool]:
    """Save `obj` and run `then` (queue its mail) in one transaction.

    Returns (row, created): when a concurrent request stored the same key
    first, its row and False.
    """
    try:
        with transaction.atomic():
            obj.save()
            if then is not None:
                then(obj)
    except IntegrityError:
        existing = already_saved(type(obj), getattr(obj, "idempotency_key", None))
        if existing is None:
            raise
        return existing, False
    return obj, True
