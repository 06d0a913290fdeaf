"""Django for the end-to-end tests (frontend/e2e/serverDatabase.ts): one
process per Playwright worker, set up once, that runs what the tests ask of
the e2e stack's database, one request at a time.

A `manage.py shell -c` per question cost a Django start-up each (about 2.5 s
of CPU here, the suite asks some fifty): this one starts once.

Reads one JSON object a line on stdin:
  {"code": "python source"}            run like `manage.py shell -c`
  {"command": ["name", "arg", ...],   like `manage.py name arg ...`
   "env": {"NAME": "value"}}          (variables set for that command only)
and answers each with one line on stdout: {"output": "what it printed",
"error": "traceback or null"}. It ends when stdin closes (the worker ends).
"""

from __future__ import annotations

import io
import json
import os
import sys
import traceback
from contextlib import redirect_stderr, redirect_stdout
from typing import Any


def answer(request: dict[str, Any]) -> dict[str, Any]:
    from django.core.cache import caches
    from django.core.cache.backends.locmem import LocMemCache
    from django.core.management import call_command
    from django.db import connections

    printed = io.StringIO()
    saved = {name: os.environ.get(name) for name in request.get("env", {})}
    os.environ.update(request.get("env", {}))
    error = None
    try:
        with redirect_stdout(printed), redirect_stderr(printed):
            if "code" in request:
                # A namespace of its own, as `shell -c` gives each snippet.
                exec(request["code"], {"__name__": "__main__"})  # noqa: S102 - the tests' own code
            else:
                call_command(*request["command"])
    except BaseException:  # SystemExit included: a snippet's failure is its answer
        error = traceback.format_exc()
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        # As if each question had a process of its own: the stack writes the
        # same SQLite file meanwhile, so no connection is kept from one to the
        # next, nor anything this process cached in its memory.
        connections.close_all()
        for cache in caches.all():
            if isinstance(cache, LocMemCache):
                cache.clear()
    return {"output": printed.getvalue(), "error": error}


def main() -> None:
    import django

    django.setup()
    out = sys.stdout
    for line in sys.stdin:
        if line.strip():
            out.write(json.dumps(answer(json.loads(line))) + "\n")
            out.flush()


if __name__ == "__main__":
    main()
