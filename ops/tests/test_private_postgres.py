"""PrivatePostgres's pure parts (ops/faultkit/services.py): which PostgreSQL,
its options, its pid, and whether that pid still runs. No server started."""

import os
import subprocess
import sys
from pathlib import Path

from ops.faultkit.services import alive, postgres_binaries, postmaster_pid, server_options
from ops.faultkit.waiting import wait_until


def test_the_newest_major_version_wins_numerically(tmp_path: Path) -> None:
    for version in ("9", "15", "16", "not-a-version"):
        (tmp_path / version / "bin").mkdir(parents=True)
    assert postgres_binaries(str(tmp_path / "*" / "bin")) == tmp_path / "16" / "bin"


def test_no_postgresql_installed_is_none(tmp_path: Path) -> None:
    assert postgres_binaries(str(tmp_path / "*" / "bin")) is None


def test_the_server_listens_on_loopback_only_with_its_own_port_and_socket() -> None:
    options = server_options(18642, Path("/srv/faults/postgres"))
    assert options.startswith("-p 18642 -k /srv/faults/postgres ")
    assert "-c listen_addresses=127.0.0.1" in options
    assert "-c fsync=off" in options  # a throwaway cluster


def test_the_pid_is_the_first_line_of_postmaster_pid() -> None:
    text = "4242\n/tmp/x/data\n1764230000\n18642\n/tmp/x\n127.0.0.1\n  1234  5678\nready\n"
    assert postmaster_pid(text) == 4242
    assert postmaster_pid("") is None
    assert postmaster_pid("garbage\n") is None


def test_alive_is_true_for_a_running_process_and_false_once_it_is_gone() -> None:
    assert alive(os.getpid())
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()  # reaped: the pid is free
    assert not alive(child.pid)


def test_a_zombie_is_not_alive() -> None:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    try:
        # Exited but not reaped: still in the process table (state Z), gone all the same.
        assert wait_until(lambda: not alive(child.pid), 10, 0.01) is not None
        assert Path(f"/proc/{child.pid}").exists()
    finally:
        child.wait()
