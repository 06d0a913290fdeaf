"""What `make bench` shares (bench.py, bench_pool.py, bench_proxy.py): a
server started and waited for until its health URL answers, and one way to
time it: keep-alive clients for a fixed time, requests/s and latencies."""

from __future__ import annotations

import http.client
import statistics
import subprocess
import threading
import time
import urllib.request
from collections.abc import Mapping, Sequence
from pathlib import Path


def wait_for(url: str, timeout: float = 60, process: subprocess.Popen[bytes] | None = None) -> None:
    """Until url answers 200; SystemExit after timeout, or as soon as the
    process that should serve it has exited."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process is not None and process.poll() is not None:
            raise SystemExit(f"bench: the server for {url} exited ({process.returncode})")
        try:
            with urllib.request.urlopen(url, timeout=1) as response:
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.2)
    raise SystemExit(f"bench: {url} did not answer within {timeout:.0f} s")


def start(
    command: Sequence[str | Path],
    health_url: str,
    env: Mapping[str, str],
    cwd: Path,
    quiet: bool = False,
) -> subprocess.Popen[bytes]:
    """command, started and ready (health_url answers 200); stopped again when
    it does not get there."""
    output = subprocess.DEVNULL if quiet else None
    process = subprocess.Popen(
        [str(part) for part in command], cwd=cwd, env=dict(env), stdout=output, stderr=output
    )
    try:
        wait_for(health_url, process=process)
    except SystemExit:
        process.terminate()
        process.wait(10)
        raise
    return process


def stop(processes: Sequence[subprocess.Popen[bytes]]) -> None:
    for process in processes:
        process.terminate()
    for process in processes:
        process.wait(timeout=10)


def load(
    port: int,
    path: str,
    concurrency: int,
    seconds: float,
    method: str = "GET",
    body: bytes | None = None,
    headers: Mapping[str, str] | None = None,
) -> dict[str, float]:
    """`concurrency` clients, each on one keep-alive connection, for `seconds`.

    Only 200 answers count in requests/s and the latencies; the others, and
    refused or cut connections, are counted as errors (a new connection each).
    """
    latencies: list[float] = []
    errors = 0
    lock = threading.Lock()
    stop_at = time.monotonic() + seconds
    sent_headers = dict(headers or {})

    def connect() -> http.client.HTTPConnection:
        return http.client.HTTPConnection("127.0.0.1", port, timeout=10)

    def client() -> None:
        nonlocal errors
        conn = connect()
        mine: list[float] = []
        failed = 0
        while time.monotonic() < stop_at:
            started = time.perf_counter()
            try:
                conn.request(method, path, body=body, headers=sent_headers)
                response = conn.getresponse()
                response.read()
            except OSError:
                failed += 1
                conn.close()
                conn = connect()
                continue
            if response.status == 200:
                mine.append(time.perf_counter() - started)
            else:
                failed += 1
            if response.getheader("Connection", "").lower() == "close":
                conn.close()
                conn = connect()
        conn.close()
        with lock:
            latencies.extend(mine)
            errors += failed

    threads = [threading.Thread(target=client) for _ in range(concurrency)]
    started = time.monotonic()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.monotonic() - started
    latencies.sort()
    nan = float("nan")
    return {
        "rps": len(latencies) / elapsed,
        "p50": statistics.median(latencies) * 1000 if latencies else nan,
        "p99": latencies[max(int(len(latencies) * 0.99) - 1, 0)] * 1000 if latencies else nan,
        "requests": len(latencies),
        "errors": errors,
    }
