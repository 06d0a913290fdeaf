"""Migrated test databases, made once per set of migrations and copied by
every test run.

    python -m ops.testdb var/migrated.sqlite3          (build it)
    python -m ops.testdb --copy DESTINATION            (copy it, when current)

Running the project's 226 migrations (Wagtail's included) takes about 20 s of
CPU, the largest single step of `make test` after the browser tests. So:

- **SQLite.** The end-to-end stacks (scripts/serve-e2e.sh) and the SQLite
  pytest runs (conftest.py) copy `var/migrated.sqlite3`. The stacks then skip
  `migrate`, which made the copy, post-migrate steps (permissions, the page
  tree) included; pytest-django's still runs and has nothing to apply.
  `make setup` builds it, and rebuilds it when a
  migration changes (the Makefile's prerequisites); `is_current` lets a
  consumer ignore a copy older than a migration. The build itself is kept
  outside the clone by its `key()`, like pip's and npm's caches
  (TESTDB_CACHE_DIR): a new clone of the same migrations copies it.
- **PostgreSQL.** pytest creates its `test_<name>` database from a migrated
  template database on the same server, `tq_migrated_<key>`, when there is one
  (conftest.py), and makes that template after migrating when there is none.
"""

import hashlib
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
TEMPLATE = ROOT / "var" / "migrated.sqlite3"
CACHE = Path(
    os.environ.get("TESTDB_CACHE_DIR")
    or Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "tq-site" / "testdb"
)
TEMPLATE_PREFIX = "tq_migrated_"


def migration_files() -> list[Path]:
    """What the template is made from: the migrations, and the page tree's
    seeding (cms/seed.py, run after every migrate)."""
    return [*ROOT.glob("*/migrations/*.py"), ROOT / "cms" / "seed.py"]


def key() -> str:
    """The migrated database's identity: our migrations, the seeding, and the
    lock (which pins Wagtail's and Django's own migrations)."""
    digest = hashlib.sha256()
    for path in sorted([*migration_files(), ROOT / "requirements" / "dev.txt"]):
        digest.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def is_current(template: Path = TEMPLATE) -> bool:
    """The template exists and is newer than every migration of the project
    (Wagtail's own change with the lock, which the Makefile watches)."""
    try:
        made = template.stat().st_mtime
    except OSError:
        return False
    return all(path.stat().st_mtime <= made for path in migration_files())


def copy_to(destination: Path, template: Path = TEMPLATE) -> bool:
    """Copies the template to `destination`; False (nothing copied) when it is not current."""
    if not is_current(template):
        return False
    destination.parent.mkdir(parents=True, exist_ok=True)
    _place(template, destination)
    return True


def _partial(path: Path) -> Path:
    """Where `path` is written before it is renamed into place: a reader never
    sees half a database."""
    return path.with_name(path.name + ".partial")


def _place(source: Path, destination: Path) -> None:
    """Copies `source` to `destination` through its partial file."""
    partial = _partial(destination)
    shutil.copyfile(source, partial)
    partial.replace(destination)


def build(template: Path) -> None:
    """Puts a migrated database at `template`: the kept one of these
    migrations, or a new one (then kept)."""
    template.parent.mkdir(parents=True, exist_ok=True)
    kept = CACHE / f"{key()}.sqlite3"
    if kept.exists():
        _place(kept, template)
        return
    partial = _partial(template)
    partial.unlink(missing_ok=True)
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{partial}",
        "DJANGO_SETTINGS_MODULE": "telecomsite.settings.test",
    }
    subprocess.run(
        [sys.executable, "manage.py", "migrate", "--noinput", "--verbosity", "0"],
        cwd=ROOT,
        env=env,
        check=True,
    )
    # One self-contained file: the project's SQLite runs in WAL mode, whose
    # pages could still sit in a -wal file beside it.
    with sqlite3.connect(partial) as db:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        db.execute("PRAGMA journal_mode=DELETE")
    db.close()
    partial.replace(template)
    try:
        CACHE.mkdir(parents=True, exist_ok=True)
        for old in CACHE.glob("*.sqlite3"):
            old.unlink(missing_ok=True)
        _place(template, kept)
    except OSError:
        pass  # a read-only home: the next clone migrates again, nothing worse


def pg_maintenance_session(server: dict[str, Any]) -> Any:
    """A session on the PostgreSQL server of a Django `settings_dict`, in its
    maintenance database, outside any transaction (CREATE DATABASE needs it)."""
    import psycopg

    return psycopg.connect(
        dbname="postgres",
        user=server["USER"],
        password=server["PASSWORD"] or None,
        host=server["HOST"] or None,
        port=server["PORT"] or None,
        autocommit=True,
    )


def _pg_execute(server: dict[str, Any], query: Any, params: tuple[Any, ...] = ()) -> list[Any]:
    """One statement in a maintenance session of its own."""
    with pg_maintenance_session(server) as connection:
        cursor = connection.execute(query, params)
        return cursor.fetchall() if cursor.description else []


def _pg_template_name() -> str:
    return TEMPLATE_PREFIX + key()


def pg_template(server: dict[str, Any]) -> str | None:
    """The server's template database for these migrations, if it has one."""
    name = _pg_template_name()
    found = _pg_execute(server, "SELECT 1 FROM pg_database WHERE datname = %s", (name,))
    return name if found else None


def pg_template_lock(server: dict[str, Any]) -> Any:
    """A session holding the server's lock on this template: the processes of
    one run (pytest-xdist's two) take it in turn, so that on a server without
    the template one migrates and makes it while the other waits, then copies
    it, instead of both migrating (15 s of CPU each). Closing the returned
    connection, or the process ending, releases it."""
    connection = pg_maintenance_session(server)
    connection.execute("SELECT pg_advisory_lock(%s)", (pg_template_lock_id(),))
    return connection


def pg_template_lock_id() -> int:
    """The advisory lock's number: this template's, so another set of
    migrations (another clone's run on the same server) never waits for it."""
    return int(hashlib.sha256(_pg_template_name().encode()).hexdigest()[:15], 16)


def pg_make_template(server: dict[str, Any], migrated: str) -> None:
    """Makes the template of these migrations from the database `migrated`
    (which must have no session open), and drops the older ones."""
    from psycopg import sql

    name = _pg_template_name()
    create = sql.SQL("CREATE DATABASE {} TEMPLATE {}")
    _pg_execute(server, create.format(sql.Identifier(name), sql.Identifier(migrated)))
    older = _pg_execute(
        server,
        "SELECT datname FROM pg_database WHERE datname LIKE %s AND datname <> %s",
        (TEMPLATE_PREFIX + "%", name),
    )
    for (old,) in older:
        _pg_execute(server, sql.SQL("DROP DATABASE IF EXISTS {}").format(sql.Identifier(old)))


if __name__ == "__main__":
    arguments = sys.argv[1:]
    if arguments[:1] == ["--copy"] and len(arguments) == 2:
        sys.exit(0 if copy_to(Path(arguments[1])) else 1)
    if len(arguments) != 1 or arguments[0] in ("-h", "--help"):
        print(__doc__)
        sys.exit(0 if arguments in (["-h"], ["--help"]) else 2)
    build(Path(arguments[0]).resolve())
