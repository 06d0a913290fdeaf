"""gunicorn.conf.py, run for real: a stopping instance refuses new connections
at once and finishes the requests it has accepted.

What nginx needs in a rolling update or a restart (docs/deployment.md): a
connection refused is tried on the next instance, even for a POST; a form
posted without JavaScript on a connection that is reset later is lost (an API
POST is repeated: deploy/nginx-site.conf.template).
"""

import http.client
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# A request that is still being served when the instance is told to stop: it
# says so (a file), then answers once the test lets it (another file).
SLOW_APP = """
import os
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(os.environ["SLOW_APP_DIR"])

def app(environ, start_response):
    if environ["PATH_INFO"] == "/slow":
        (HERE / "serving").touch()
        deadline = time.monotonic() + 20
        while not (HERE / "release").exists() and time.monotonic() < deadline:
            time.sleep(0.01)
    start_response("200 OK", [("Content-Type", "text/plain")])
    return [b"ok"]
"""


def wait_for(condition: Callable[[], bool], what: str, timeout: float = 20) -> None:
    """Returns as soon as `condition` holds; fails after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            pytest.fail(f"still waiting for {what}")
        time.sleep(0.01)


def listening(port: int) -> bool:
    """A socket listens on this loopback port (Linux: /proc/net/tcp{,6})."""
    wanted = f":{port:04X}"
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        with open(table) as rows:
            for row in list(rows)[1:]:
                local, state = row.split()[1], row.split()[3]
                if local.endswith(wanted) and state == "0A":  # TCP_LISTEN
                    return True
    return False


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def wait_listening(port: int, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and process.poll() is None:
        try:
            socket.create_connection(("127.0.0.1", port), 0.2).close()
            return
        except OSError:
            time.sleep(0.05)
    pytest.fail("gunicorn did not start listening")


def get(port: int, path: str, method: str = "GET") -> int:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    connection.request(method, path, body=b"{}" if method == "POST" else None)
    return connection.getresponse().status


@pytest.fixture
def gunicorn(tmp_path):
    (tmp_path / "slow_app.py").write_text(SLOW_APP)
    port = free_port()
    env = dict(
        os.environ,
        GUNICORN_BIND=f"127.0.0.1:{port}",
        WEB_CONCURRENCY="2",
        PYTHONPATH=str(tmp_path),
        SLOW_APP_DIR=str(tmp_path),
    )
    gunicorn_bin = Path(sys.executable).with_name("gunicorn")
    process = subprocess.Popen(
        [str(gunicorn_bin), "-c", str(ROOT / "gunicorn.conf.py"), "slow_app:app"],
        cwd=tmp_path,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        wait_listening(port, process)
        yield port, process, tmp_path
    finally:
        (tmp_path / "release").touch()
        if process.poll() is None:
            process.kill()
        process.wait(timeout=10)


def test_a_stopping_instance_refuses_new_connections_and_finishes_accepted_ones(gunicorn):
    port, process, app_dir = gunicorn
    assert get(port, "/") == 200
    in_flight: dict[str, int] = {}
    slow = threading.Thread(target=lambda: in_flight.update(status=get(port, "/slow")))
    slow.start()
    wait_for((app_dir / "serving").exists, "the slow request to be served")

    process.send_signal(signal.SIGTERM)
    # The stop has begun: the listening socket is shut down, on every process.
    wait_for(lambda: not listening(port), "the listening socket to close")
    with pytest.raises(ConnectionRefusedError):
        get(port, "/api/send", method="POST")
    # Refused while the accepted request is still being served.
    assert slow.is_alive() and not in_flight

    (app_dir / "release").touch()
    slow.join(timeout=10)
    assert in_flight == {"status": 200}
    assert process.wait(timeout=10) == 0
