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
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# A request that is still being served when the instance is told to stop.
SLOW_APP = """
import time

def app(environ, start_response):
    if environ["PATH_INFO"] == "/slow":
        time.sleep(1.5)
    start_response("200 OK", [("Content-Type", "text/plain")])
    return [b"ok"]
"""


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
        os.environ, GUNICORN_BIND=f"127.0.0.1:{port}", WEB_CONCURRENCY="2", PYTHONPATH=str(tmp_path)
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
        yield port, process
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(timeout=10)


def test_a_stopping_instance_refuses_new_connections_and_finishes_accepted_ones(gunicorn):
    port, process = gunicorn
    assert get(port, "/") == 200
    in_flight: dict[str, int] = {}
    slow = threading.Thread(target=lambda: in_flight.update(status=get(port, "/slow")))
    slow.start()
    time.sleep(0.3)  # the slow request is being served

    process.send_signal(signal.SIGTERM)
    time.sleep(0.5)  # the stop has begun; the slow request has 1 s left
    with pytest.raises(ConnectionRefusedError):
        get(port, "/api/send", method="POST")

    slow.join(timeout=10)
    assert in_flight == {"status": 200}
    assert process.wait(timeout=10) == 0
