"""pytest fixtures shared by every app: the real Node renderer, started once,
a JSON client for the API, a staff superuser (signed in or not) and a
signed-in salesperson."""

import json
import os
import socket
import subprocess
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from django.test import Client

ROOT = Path(__file__).resolve().parent
# The session holding the PostgreSQL template's lock (ops/testdb.py) while this
# process migrates and makes the template.
_TEMPLATE_LOCK = pytest.StashKey[Any]()
NODE = ROOT / "node_modules" / ".bin" / "node"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def pytest_terminal_summary(
    terminalreporter: pytest.TerminalReporter, exitstatus: int, config: pytest.Config
) -> None:
    """The tests run in random order (pytest-randomly), and `make pytest` runs
    them quietly, which hides the seed in the header: it is repeated here, so
    that an order that failed can be run again."""
    seed = getattr(config.option, "randomly_seed", None)
    if config.pluginmanager.hasplugin("randomly") and isinstance(seed, int):
        terminalreporter.write_line(f"random order: --randomly-seed={seed} repeats it")


@pytest.fixture(scope="session")
def ssr_server() -> Iterator[str]:
    """Start ssr-server/server.mjs on a free loopback port; yield its URL."""
    dist = Path(os.environ.get("FRONTEND_DIST", ROOT / "frontend" / "dist"))
    bundle = dist / "server" / "entry-server.js"
    if not bundle.exists():
        pytest.fail("frontend/dist/server/entry-server.js is missing: run `make build` first")
    port = _free_port()
    # Below the test settings' SSR_TIMEOUT, as in production (the reason is there).
    env = {**os.environ, "SSR_PORT": str(port), "SSR_RENDER_DEADLINE_MS": "15000"}
    process = subprocess.Popen([str(NODE), str(ROOT / "ssr-server" / "server.mjs")], env=env)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 20
    while True:
        try:
            with urllib.request.urlopen(url + "/health", timeout=1) as response:
                if json.load(response).get("ok"):
                    break
        except OSError:
            if time.monotonic() > deadline or process.poll() is not None:
                process.kill()
                pytest.fail("the Node renderer did not start")
            time.sleep(0.1)
    yield url
    process.terminate()
    process.wait(timeout=10)


@pytest.fixture
def with_ssr(settings, ssr_server: str) -> str:
    """Point Django at the running renderer (the cache is emptied by _empty_cache)."""
    settings.SSR_URL = ssr_server
    return ssr_server


@pytest.fixture(scope="session")
def django_db_keepdb(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> bool:
    """On SQLite, the test database is a copy of the migrated one `make setup`
    builds (ops/testdb.py), kept as it is: its `migrate` then has nothing to
    apply (15 s of CPU saved per process). Here it only gets its folder and
    the answer; django_db_modify_db_settings copies it once pytest-xdist has
    added the worker's suffix to the name. Without a current copy, or with
    --reuse-db, pytest-django's usual way."""
    if request.config.getvalue("reuse_db"):
        return True
    from django.db import connections

    from ops import testdb

    settings_dict = connections["default"].settings_dict
    if settings_dict["ENGINE"] != "django.db.backends.sqlite3" or not testdb.is_current():
        return False
    settings_dict["TEST"]["NAME"] = str(tmp_path_factory.mktemp("database") / "test.sqlite3")
    return True


@pytest.fixture(scope="session")
def django_db_modify_db_settings(
    request: pytest.FixtureRequest,
    django_db_modify_db_settings_parallel_suffix: None,
    django_db_keepdb: bool,
) -> None:
    """The copy of the migrated database, where the test database will be:
    on SQLite, the migrated file at the name the worker's suffix made (copied
    to the name before the suffix, it went unused and each worker ran the 226
    migrations, 20 s of CPU); on PostgreSQL, the server's template of these
    migrations when it has one (20 s of CPU saved per process)."""
    from django.db import connections

    from ops import testdb

    settings_dict = connections["default"].settings_dict
    if settings_dict["ENGINE"] == "django.db.backends.sqlite3":
        if django_db_keepdb and not request.config.getvalue("reuse_db"):
            testdb.copy_to(Path(settings_dict["TEST"]["NAME"]))
    elif settings_dict["ENGINE"] == "django.db.backends.postgresql":
        # Held until the template exists: made by this process (django_db_setup
        # below) or by the other one, which this one then waits for.
        lock = testdb.pg_template_lock(settings_dict)
        template = testdb.pg_template(settings_dict)
        if template:
            settings_dict["TEST"]["TEMPLATE"] = template
            lock.close()
        else:
            request.config.stash[_TEMPLATE_LOCK] = lock


@pytest.fixture(scope="session")
def django_db_setup(
    request: pytest.FixtureRequest, django_db_setup: None, django_db_blocker: Any
) -> None:
    """pytest-django's, then, on PostgreSQL without a template for these
    migrations, one made from the database just migrated, and the lock that
    kept the other processes waiting for it released."""
    from django.db import connections

    from ops import testdb

    settings_dict = connections["default"].settings_dict
    postgres = settings_dict["ENGINE"] == "django.db.backends.postgresql"
    if not postgres or settings_dict["TEST"].get("TEMPLATE"):
        return
    with django_db_blocker.unblock():
        connections.close_all()  # a template must have no session open
        try:
            testdb.pg_make_template(settings_dict, settings_dict["NAME"])
        except Exception as error:  # e.g. another run made it first
            print(f"ops.testdb: no PostgreSQL template made ({error})")
        finally:
            lock = request.config.stash.get(_TEMPLATE_LOCK, None)
            if lock is not None:
                lock.close()


@pytest.fixture(scope="session", autouse=True)
def _own_cache_and_media_per_worker() -> Iterator[None]:
    """`make pytest` runs two pytest-xdist workers on the machine's Redis:
    each gets a Redis database of its own, since every test starts by
    emptying its cache (_empty_cache), and a media folder of its own. Worker
    gw0 keeps the URL's database (15 by default), gw1 the one below it. A
    run without workers changes nothing."""
    from django.conf import settings
    from django.test.utils import override_settings

    worker_id = os.environ.get("PYTEST_XDIST_WORKER", "")
    if not worker_id:
        yield
        return
    index = int(worker_id.removeprefix("gw"))
    caches = {name: dict(config) for name, config in settings.CACHES.items()}
    default = caches["default"]
    if default["BACKEND"].endswith("RedisCache"):
        base, _, database = default["LOCATION"].rpartition("/")
        default["LOCATION"] = f"{base}/{(int(database or 0) - index) % 16}"
    with override_settings(CACHES=caches, MEDIA_ROOT=Path(settings.MEDIA_ROOT) / worker_id):
        yield


@pytest.fixture(autouse=True)
def _empty_cache() -> None:
    """Every test starts with an empty cache: pages, renders and rate limits
    cached by one test must not leak into the next."""
    from django.core.cache import cache

    from core import safecache
    from website import ssr

    cache.clear()
    # Nor may a renderer breaker opened or a cache outage seen by one test.
    ssr.reset_for_tests()
    safecache.outage.clear()


@pytest.fixture(autouse=True)
def _own_spool(tmp_path: Path) -> Iterator[None]:
    """Every test has its own, empty intake spool (core/intake/spool.py): never
    var/spool, where a local `make run` may have left submissions. Set without
    pytest-django's `settings` fixture, whose setting_changed signal (no
    receiver reads this one) cost 3 ms in each of the 1,300 tests; and with a
    patch of its own, which a test's `monkeypatch.undo()` leaves in place."""
    from django.conf import settings

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(settings, "INTAKE_SPOOL_DIR", tmp_path / "spool")
        yield


@pytest.fixture(autouse=True)
def _forget_loaded_content() -> None:
    """Every test reads its own content: the process keeps the live revisions
    (contentstore.store) and what it served for them (website.content.loader)
    by revision id, and SQLite gives a rolled-back or flushed revision's id to
    the next test's."""
    from contentstore import store
    from website.content import loader

    store.reset_for_tests()
    loader.reset_for_tests()


@pytest.fixture(autouse=True)
def _no_content_revisions(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests without the database read the content files: the loader's look-up
    of published revisions (contentstore) would otherwise be refused."""
    uses_db = request.node.get_closest_marker("django_db") or {
        "db",
        "transactional_db",
    } & set(request.fixturenames)
    if not uses_db:
        from contentstore import store

        monkeypatch.setattr(store, "published", lambda name: None)
        monkeypatch.setattr(store, "generation", lambda: "files")


PostJson = Callable[..., Any]


@pytest.fixture
def post_json(client: Client) -> PostJson:
    def post(path: str, payload: Any, ip: str = "203.0.113.7", **extra: Any) -> Any:
        body = payload if isinstance(payload, str | bytes) else json.dumps(payload)
        content_type = extra.pop("content_type", "application/json")
        return client.post(path, data=body, content_type=content_type, REMOTE_ADDR=ip, **extra)

    return post


@pytest.fixture
def salesperson(client: Client) -> Client:
    """The test client signed in as a salesperson: a staff account in the
    Commercial group (backoffice's data migration gives the group its rights)."""
    from django.contrib.auth.models import Group, User

    user = User.objects.create_user(
        "claire", "claire@example.com", "mot-de-passe-solide-42", is_staff=True
    )
    user.first_name, user.last_name = "Claire", "Martin"
    user.save()
    user.groups.add(Group.objects.get(name="Commercial"))
    client.force_login(user)
    return client


@pytest.fixture
def staff_password() -> str:
    return "un-mot-de-passe-solide-42"


@pytest.fixture
def staff_member(db: None, staff_password: str) -> Any:
    """A staff superuser with a password (staff_password) and no second factor
    yet: what the sign-in tests start from."""
    from django.contrib.auth.models import User

    return User.objects.create_superuser("direction", "direction@example.com", staff_password)


@pytest.fixture
def staff_client(client: Client, staff_member: Any) -> Client:
    """The test client signed in as staff_member, without going through the
    sign-in pages (force_login): pair it with without_second_factor for the
    back office's pages, or it meets the second-factor guard."""
    client.force_login(staff_member)
    return client


@pytest.fixture
def without_second_factor(settings: Any) -> None:
    """For tests about the back office's pages, not about signing in: a
    password (or force_login) is enough. accounts/tests and
    telecomsite/tests/test_staff_guard.py keep the second factor on."""
    settings.STAFF_MFA_REQUIRED = False
