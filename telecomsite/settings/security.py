"""Security settings that hold everywhere: the headers Django sends, cookies,
the admin's path, the Content-Security-Policy's hosts and CORS for the API.
production.py adds the HTTPS-only ones."""

import os

from .anti_abuse import RECAPTCHA_SITE_KEY
from .company import SITE_URL
from .env import env_bool, env_list

SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "strict-origin-when-cross-origin"
SECURE_CROSS_ORIGIN_OPENER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
SESSION_COOKIE_HTTPONLY = True
# The name the cookie policy lists (spec §9 cookie table: tq_session).
SESSION_COOKIE_NAME = "tq_session"
SESSION_COOKIE_SAMESITE = "Lax"
CSRF_COOKIE_SAMESITE = "Lax"
# The admin lives at a configurable path so that it is not where bots look first.
ADMIN_PATH = os.environ.get("ADMIN_PATH", "gestion/").strip("/") + "/"

# Hosts the Content-Security-Policy allows besides 'self' (middleware.py):
# the Google tag and GA4 collection. (The scroll-timeline polyfill is served
# from our own static files, from the pinned npm package.)
CSP_SCRIPT_HOSTS = ["https://www.googletagmanager.com"]
CSP_CONNECT_HOSTS = [
    "https://www.googletagmanager.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
]
CSP_IMG_HOSTS = ["https://www.googletagmanager.com", "https://*.google-analytics.com"]
# Frames besides the threat map (reCAPTCHA's, when configured).
CSP_FRAME_HOSTS: list[str] = []
# reCAPTCHA v3 with a site key (anti_abuse.py): Google's script, its calls and its frame.
if RECAPTCHA_SITE_KEY:
    CSP_SCRIPT_HOSTS += ["https://www.google.com", "https://www.gstatic.com"]
    CSP_CONNECT_HOSTS += ["https://www.google.com"]
    CSP_FRAME_HOSTS += ["https://www.google.com"]
# Production (HTTPS only) turns this on; over plain HTTP it would break the
# local site's own requests.
CSP_UPGRADE_INSECURE_REQUESTS = False

# The Swagger page at /api/docs (CDN assets, inline script): dev and tests only.
API_DOCS = env_bool("API_DOCS", True)
# Origins allowed to call the API from another host (CORS); same-origin needs none.
API_CORS_ORIGINS = env_list("API_CORS_ORIGINS", [SITE_URL])
# django-cors-headers: only the API, only these origins, only what the forms send.
CORS_ALLOWED_ORIGINS = API_CORS_ORIGINS
CORS_URLS_REGEX = r"^/api/.*$"
CORS_ALLOW_METHODS = ("POST", "OPTIONS")
CORS_ALLOW_HEADERS = ("content-type", "idempotency-key")
CORS_PREFLIGHT_MAX_AGE = 600
