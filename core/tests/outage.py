"""Helpers for the tests of the intake spool (core/intake): a database that
refuses, and a spool folder of the test's own."""

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from django.db import OperationalError, connection

# What a transaction needs to end cleanly even while "down" (the test's own
# transaction and atomic()'s savepoints must still roll back).
_BOOKKEEPING = ("SAVEPOINT", "RELEASE", "ROLLBACK")
INTAKE_TABLES = ("leads_lead", "reviews_review", "django_tasks_database")


@contextmanager
def database_refuses(tables: tuple[str, ...] = INTAKE_TABLES) -> Iterator[list[str]]:
    """Every query on `tables` (all queries when empty) fails as PostgreSQL
    stopped would: OperationalError. Yields the refused statements."""
    refused: list[str] = []

    def refuse(execute: Callable[..., Any], sql: str, params: Any, many: bool, context: Any) -> Any:
        if sql.lstrip().upper().startswith(_BOOKKEEPING):
            return execute(sql, params, many, context)
        if not tables or any(table in sql for table in tables):
            refused.append(sql)
            raise OperationalError("connection refused (test: PostgreSQL is down)")
        return execute(sql, params, many, context)

    with connection.execute_wrapper(refuse):
        yield refused


def spooled(folder: Path) -> list[Path]:
    """The entries waiting in a spool folder (temporary files excluded)."""
    if not folder.exists():
        return []
    return sorted(p for p in folder.iterdir() if p.suffix == ".json")
