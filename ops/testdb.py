"""A migrated SQLite database, made once and copied by every test run.

    python -m ops.testdb var/migrated.sqlite3          (build it)
    python -m ops.testdb --copy DESTINATION            (copy it, when current)

Running the project's 226 migrations (Wagtail's included) takes about 15 s of
CPU; the end-to-end stacks (scripts/serve-e2e.sh) and the SQLite pytest runs
(conftest.py) each start from a database. They copy this one instead, and
their own `migrate` then has nothing to apply (it still checks, and runs the
post-migrate steps: permissions, the page tree). `make setup` builds it, and
rebuilds it when a migration changes (the Makefile's prerequisites);
`is_current` lets a consumer ignore a copy older than a migration.
"""

import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEMPLATE = ROOT / "var" / "migrated.sqlite3"


def migration_files() -> list[Path]:
    """What the template is made from: the migrations, and the page tree's
    seeding (cms/seed.py, run after every migrate)."""
    return [*ROOT.glob("*/migrations/*.py"), ROOT / "cms" / "seed.py"]


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
    shutil.copyfile(template, destination)
    return True


def build(template: Path) -> None:
    """Migrates a new database into `template` (replaced only when complete)."""
    partial = template.with_suffix(".partial")
    partial.unlink(missing_ok=True)
    template.parent.mkdir(parents=True, exist_ok=True)
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


if __name__ == "__main__":
    arguments = sys.argv[1:]
    if arguments[:1] == ["--copy"] and len(arguments) == 2:
        sys.exit(0 if copy_to(Path(arguments[1])) else 1)
    if len(arguments) != 1 or arguments[0] in ("-h", "--help"):
        print(__doc__)
        sys.exit(0 if arguments in (["-h"], ["--help"]) else 2)
    build(Path(arguments[0]).resolve())
