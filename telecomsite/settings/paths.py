"""Where the project and its inputs live: read by every settings module."""

import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent.parent
CONTENT_DIR = BASE_DIR / "content"
# Where `npm run build` writes (FRONTEND_DIST lets test runs build side by side).
FRONTEND_DIST = Path(os.environ.get("FRONTEND_DIST", BASE_DIR / "frontend" / "dist"))
