"""The embedded default: SQLite, local-memory cache, mail written to files.

A new user needs no server. The secret key is generated on first start and
kept outside git (var/), so no secret is ever committed.
"""

import os
import secrets

from .base import *  # noqa: F403
from .base import BASE_DIR

_key_file = BASE_DIR / "var" / "dev-secret-key"
if "DJANGO_SECRET_KEY" in os.environ:
    SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
else:
    _key_file.parent.mkdir(exist_ok=True)
    if not _key_file.exists():
        _key_file.write_text(secrets.token_urlsafe(50))
    SECRET_KEY = _key_file.read_text().strip()

# Mail is written to var/mail/, one file per message, unless configured.
EMAIL_BACKEND = os.environ.get("EMAIL_BACKEND", "django.core.mail.backends.filebased.EmailBackend")
EMAIL_FILE_PATH = os.environ.get("EMAIL_FILE_PATH", str(BASE_DIR / "var" / "mail"))

# `make dev` (scripts/dev.sh): pages load their modules from the Vite dev
# server (hot module reload); the CSP allows that origin, in dev only.
VITE_DEV_SERVER = os.environ.get("VITE_DEV_SERVER", "").rstrip("/")

# The ALTCHA challenge key, generated the same way (README, "Anti-abuse").
_altcha_key_file = BASE_DIR / "var" / "dev-altcha-key"
if os.environ.get("ALTCHA_HMAC_KEY"):
    ALTCHA_HMAC_KEY = os.environ["ALTCHA_HMAC_KEY"]
else:
    _altcha_key_file.parent.mkdir(exist_ok=True)
    if not _altcha_key_file.exists():
        _altcha_key_file.write_text(secrets.token_urlsafe(32))
    ALTCHA_HMAC_KEY = _altcha_key_file.read_text().strip()

# No nginx in front of `make run` or `make dev`: Django serves the uploaded
# images (MEDIA_URL, images only: telecomsite/urls.py), or the pictures
# Marketing chooses in Wagtail would answer 404. SERVE_MEDIA=0 turns it off.
SERVE_MEDIA = os.environ.get("SERVE_MEDIA", "1") == "1"
