"""Where the project and its inputs live: read by every settings module."""

import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent.parent
CONTENT_DIR = BASE_DIR / "content"
# Where `npm run build` writes (FRONTEND_DIST lets test runs build side by side).
FRONTEND_DIST = Path(os.environ.get("FRONTEND_DIST", BASE_DIR / "frontend" / "dist"))
# Images uploaded to Wagtail's library and their renditions (cms/images.py),
# and the old content editor's uploads that published documents may still
# show (contenu/), through Django's storage API; nginx serves MEDIA_URL from
# this folder.
MEDIA_ROOT = Path(os.environ.get("MEDIA_ROOT", BASE_DIR / "var" / "media"))
MEDIA_URL = "/media/"
# Django serves MEDIA_URL itself only where no nginx is in front: `make run`
# and `make dev` (settings/dev.py turns it on), and the browser tests' stack
# (scripts/serve-e2e.sh sets it).
SERVE_MEDIA = os.environ.get("SERVE_MEDIA", "") == "1"
