"""Where the fault suite runs: the repository, its virtualenv, the first of
its private ports (FAULTS_PORT) and its own PostgreSQL database."""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
BIN = ROOT / ".venv" / "bin"
BASE_PORT = int(os.environ.get("FAULTS_PORT", "8300"))
DATABASE_URL = os.environ.get("FAULTS_DATABASE_URL", "postgres://postgres@127.0.0.1:5432/faults")
