"""ops/testdb.py: which migrated database a run may copy."""

from pathlib import Path

import pytest

from ops import testdb


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A project with one migration, the seeding and the lock."""
    (tmp_path / "leads" / "migrations").mkdir(parents=True)
    (tmp_path / "leads" / "migrations" / "0001_initial.py").write_text("operations = []\n")
    (tmp_path / "cms").mkdir()
    (tmp_path / "cms" / "seed.py").write_text("# the page tree\n")
    (tmp_path / "requirements").mkdir()
    (tmp_path / "requirements" / "dev.txt").write_text("django==5.2\n")
    monkeypatch.setattr(testdb, "ROOT", tmp_path)
    monkeypatch.setattr(testdb, "CACHE", tmp_path / "cache")
    return tmp_path


def test_the_key_follows_the_migrations_the_seeding_and_the_lock(project: Path) -> None:
    first = testdb.key()
    (project / "leads" / "views.py").write_text("# not a migration\n")
    assert testdb.key() == first
    for changed in ("leads/migrations/0001_initial.py", "cms/seed.py", "requirements/dev.txt"):
        before = testdb.key()
        (project / changed).write_text((project / changed).read_text() + "# changed\n")
        assert testdb.key() != before, changed
    (project / "leads" / "migrations" / "0002_more.py").write_text("operations = []\n")
    assert len({first, testdb.key()}) == 2


def test_a_kept_database_of_the_same_migrations_is_copied_not_migrated_again(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (project / "cache").mkdir()
    (project / "cache" / f"{testdb.key()}.sqlite3").write_bytes(b"migrated")

    def no_migrate(*args: object, **kwargs: object) -> None:
        raise AssertionError("migrated again")

    monkeypatch.setattr(testdb.subprocess, "run", no_migrate)
    template = project / "var" / "migrated.sqlite3"
    testdb.build(template)
    assert template.read_bytes() == b"migrated" and testdb.is_current(template)
    # Another migration: the kept one is not these migrations' any more.
    (project / "leads" / "migrations" / "0002_more.py").write_text("operations = []\n")
    with pytest.raises(AssertionError, match="migrated again"):
        testdb.build(template)
