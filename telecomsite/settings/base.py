"""Settings shared by every environment.

Each environment module (dev, production, test) imports this one and
overrides what differs. Every value that varies between deployments is read
from the environment; the README lists them all.
"""

import json
import os
import re
from pathlib import Path
from typing import Any

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

BASE_DIR = Path(__file__).resolve().parent.parent.parent
CONTENT_DIR = BASE_DIR / "content"
# Where `npm run build` writes (FRONTEND_DIST lets test runs build side by side).
FRONTEND_DIST = Path(os.environ.get("FRONTEND_DIST", BASE_DIR / "frontend" / "dist"))


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: list[str]) -> list[str]:
    value = os.environ.get(name)
    if not value:
        return default
    return [item.strip() for item in value.split(",") if item.strip()]


DEBUG = env_bool("DJANGO_DEBUG", False)
ALLOWED_HOSTS = env_list("DJANGO_ALLOWED_HOSTS", ["127.0.0.1", "localhost", "[::1]"])

# Absolute origin of the public site: canonical URLs, Open Graph and sitemap.xml.
SITE_URL = os.environ.get("SITE_URL", "http://127.0.0.1:8000").rstrip("/")

INSTALLED_APPS = [
    # Django's admin with the sales dashboard as its home (backoffice/site.py).
    "backoffice.apps.StaffAdminConfig",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "axes",
    "corsheaders",
    "telecomsite",
    "leads",
    "reviews",
    "backoffice",
]

MIDDLEWARE = [
    # First: the client address and scheme, from the trusted proxy only.
    "telecomsite.proxy.TrustedProxyMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "telecomsite.middleware.SecurityHeadersMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # Below the security headers, so that they see its Access-Control headers.
    "corsheaders.middleware.CorsMiddleware",
    # After whitenoise, which answers static files itself (pre-compressed):
    # only pages and JSON are compressed here (76 KB of home HTML -> ~15 KB).
    # Django's GZipMiddleware pads its output against BREACH.
    "django.middleware.gzip.GZipMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    # Axes must come last: it locks out an IP after repeated admin login failures.
    "axes.middleware.AxesMiddleware",
]

AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]
# Lockouts key on the username and IP together (one visitor's failures never
# lock a staff member out), plus the IP alone once it reaches
# AXES_IP_FAILURE_LIMIT failures whatever the usernames (one address spraying
# many accounts is still stopped). README, "Anti-abuse".
AXES_FAILURE_LIMIT = int(os.environ.get("AXES_FAILURE_LIMIT", "5"))
AXES_IP_FAILURE_LIMIT = int(os.environ.get("AXES_IP_FAILURE_LIMIT", "20"))
AXES_LOCKOUT_PARAMETERS = "telecomsite.adminguard.lockout_parameters"
# The address TrustedProxyMiddleware settled on (REMOTE_ADDR).
AXES_CLIENT_IP_CALLABLE = "telecomsite.adminguard.client_ip"
AXES_COOLOFF_TIME = 1  # hours
AXES_RESET_ON_SUCCESS = True
# purge_personal_data deletes axes records (they hold IP addresses) after this.
AXES_RETENTION_DAYS = 30

ROOT_URLCONF = "telecomsite.urls"
WSGI_APPLICATION = "telecomsite.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

if "DATABASE_URL" in os.environ and not os.environ["DATABASE_URL"].strip():
    raise ImproperlyConfigured(
        "DATABASE_URL is set but empty: unset it to use the embedded SQLite database, "
        "or give a URL such as postgres://user:password@host:5432/name."
    )
DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}", conn_max_age=60
    )
}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# Local memory by default so that a new user needs no server; Redis when
# REDIS_URL is set (rendered pages, rate limits and axes are then shared by
# every gunicorn worker).
REDIS_URL = os.environ.get("REDIS_URL", "")
if REDIS_URL:
    CACHES: dict[str, dict[str, Any]] = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": "tq",
            # A dead Redis must cost a page milliseconds, not seconds: every
            # cache use fails open (safecache.py, api rate limits).
            "OPTIONS": {"socket_connect_timeout": 0.25, "socket_timeout": 0.5},
        }
    }
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {
        "NAME": "django.contrib.auth.password_validation.MinimumLengthValidator",
        "OPTIONS": {"min_length": 12},
    },
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "fr"
TIME_ZONE = "Europe/Paris"
USE_I18N = True
USE_TZ = True

# Static files: Vite's client build and the optimised images, served by
# whitenoise (compressed, hashed, far-future cache headers).
STATIC_URL = "/static/"
STATIC_ROOT = Path(os.environ.get("STATIC_ROOT", BASE_DIR / "staticfiles"))
STATICFILES_DIRS = [
    FRONTEND_DIST / "client",
    # Hand-written files served as they are (display-boot.js, run before first paint).
    ("boot", BASE_DIR / "frontend" / "static"),
    ("img-opti", FRONTEND_DIST / "img-opti"),
]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
}
VITE_MANIFEST = FRONTEND_DIST / "client" / ".vite" / "manifest.json"
# Origin of the Vite dev server whose modules the pages load instead of the
# build (`make dev`); only settings.dev sets it.
VITE_DEV_SERVER = ""

# Vite names its output "name-<8 chars of base64url hash>.ext"; Django's
# manifest storage adds ".<12 hex>". Both are content-addressed, so both may be
# cached for a year.
_HASHED_FILE = re.compile(r"(-[A-Za-z0-9_-]{8}|\.[0-9a-f]{12})\.\w+(\.(gz|br))?$")


def immutable_file_test(path: str, url: str) -> bool:
    return bool(_HASHED_FILE.search(url))


WHITENOISE_IMMUTABLE_FILE_TEST = immutable_file_test
WHITENOISE_MAX_AGE = 3600  # unhashed files (images named by width), one hour

# The Node renderer (ssr-server/). Django POSTs {url, props} to SSR_URL/render.
SSR_URL = os.environ.get("SSR_URL", "http://127.0.0.1:3001").rstrip("/")
SSR_TIMEOUT = float(os.environ.get("SSR_TIMEOUT", "1.0"))
SSR_CACHE_SECONDS = int(os.environ.get("SSR_CACHE_SECONDS", "600"))
# Circuit breaker (ssr.py): once a render times out or is refused, the
# renderer's /health is probed this often, with this timeout, until it answers.
SSR_PROBE_INTERVAL = float(os.environ.get("SSR_PROBE_INTERVAL", "0.5"))
SSR_PROBE_TIMEOUT = float(os.environ.get("SSR_PROBE_TIMEOUT", "0.5"))

# Company facts: one place (content/company.json), overridable per deployment.
with open(CONTENT_DIR / "company.json", encoding="utf-8") as fh:
    _company = {k: v for k, v in json.load(fh).items() if not k.startswith("_")}
_COMPANY_ENV = {
    "brand": "COMPANY_BRAND",
    "phone": "COMPANY_PHONE",
    "phoneHref": "COMPANY_PHONE_HREF",
    "email": "COMPANY_EMAIL",
    "salesEmail": "LEADS_NOTIFY_EMAIL",
    "moderationEmail": "REVIEWS_NOTIFY_EMAIL",
    "gaMeasurementId": "GA_MEASUREMENT_ID",
    "threatMapUrl": "THREAT_MAP_URL",
    "apiBase": "API_BASE",
}
for _key, _var in _COMPANY_ENV.items():
    if _var in os.environ:
        _company[_key] = os.environ[_var]
_company["siteUrl"] = SITE_URL
COMPANY: dict[str, Any] = _company

# Threat-map frame check (telecomsite/threatmap.py): deadline of the server's
# request to the map's site, and how long its answer is kept (a failure at
# most 60 s).
THREAT_MAP_CHECK_TIMEOUT = float(os.environ.get("THREAT_MAP_CHECK_TIMEOUT", "0.8"))
THREAT_MAP_CHECK_CACHE_SECONDS = int(os.environ.get("THREAT_MAP_CHECK_CACHE_SECONDS", "600"))

# Page shell parts (spec §2, content/layout.json), e.g. "sidebar,themePanel";
# unset: the file's choice (all off). An empty value turns every part off.
_site_shell = os.environ.get("SITE_SHELL")
SITE_SHELL: list[str] | None = (
    None
    if _site_shell is None
    else [part.strip() for part in _site_shell.split(",") if part.strip()]
)

# Security defaults that hold everywhere; production.py adds HTTPS-only ones.
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
# Origin of the staff admin in notification mails (e.g. https://gestion.example.com).
# Empty: the origin each lead or review was submitted on (right on any port).
STAFF_URL = os.environ.get("STAFF_URL", "").rstrip("/")

EMAIL_SUBJECT_PREFIX = "[TQ Télécom] "
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "site@example.com")

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s: %(message)s"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
    "loggers": {
        "django": {"handlers": ["console"], "level": "WARNING", "propagate": False},
        # axes logs a banner at every start; only its lockouts matter.
        "axes": {"handlers": ["console"], "level": "WARNING", "propagate": False},
    },
}

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
# Production (HTTPS only) turns this on; over plain HTTP it would break the
# local site's own requests.
CSP_UPGRADE_INSECURE_REQUESTS = False

# ---------------------------------------------------------------------------
# Leads and reviews (leads/, reviews/; README, "Demandes et avis")
# ---------------------------------------------------------------------------
# Staff notifications are django-tasks jobs kept in the database
# (django-tasks-db) and sent by `manage.py db_worker`, which scripts/serve.sh
# starts; a lead is accepted even while the mail server is down.
INSTALLED_APPS += ["django_tasks", "django_tasks_db"]
TASKS: dict[str, dict[str, Any]] = {
    "default": {"BACKEND": "django_tasks_db.DatabaseBackend", "QUEUES": ["default"]}
}

# Where notifications go (content/company.json, overridden by the
# LEADS_NOTIFY_EMAIL and REVIEWS_NOTIFY_EMAIL environment variables).
LEADS_NOTIFY_EMAIL = COMPANY["salesEmail"]
REVIEWS_NOTIFY_EMAIL = COMPANY["moderationEmail"]
# A failed mail is retried after 30 s, 1 min, 2 min… then every hour, until sent.
NOTIFY_RETRY_BASE_SECONDS = float(os.environ.get("NOTIFY_RETRY_BASE_SECONDS", "30"))
NOTIFY_RETRY_MAX_SECONDS = float(os.environ.get("NOTIFY_RETRY_MAX_SECONDS", "3600"))
# A send claimed longer ago than this is taken as lost (worker killed
# mid-send); an SMTP exchange cannot legitimately last that long (EMAIL_TIMEOUT
# is 10 s per operation). Every worker looks for such sends every
# NOTIFY_RECOVERY_INTERVAL seconds (telecomsite/mail/recovery.py), so a crash
# delays a mail by at most 2 min 30 s by default, with no operator command.
NOTIFY_CLAIM_TIMEOUT_SECONDS = float(os.environ.get("NOTIFY_CLAIM_TIMEOUT_SECONDS", "120"))
NOTIFY_RECOVERY_INTERVAL = float(os.environ.get("NOTIFY_RECOVERY_INTERVAL", "30"))
# Finished django-tasks rows are deleted after this many days.
NOTIFY_TASK_RETENTION_DAYS = int(os.environ.get("NOTIFY_TASK_RETENTION_DAYS", "7"))


def _rate(name: str, default: str) -> tuple[int, int]:
    """Requests per IP as "count/seconds", e.g. "10/600"; "0/1" switches the limit off."""
    count, _, seconds = os.environ.get(name, default).partition("/")
    return int(count), max(1, int(seconds or 60))


API_RATE_LIMITS = {
    "send": _rate("LEADS_RATE_LIMIT", "10/600"),
    "review": _rate("REVIEWS_RATE_LIMIT", "5/600"),
}
# Number of reverse proxies in front of gunicorn whose X-Forwarded-For is
# trusted, and the addresses they connect from (proxy.py). `make prod` and
# compose.yaml set them where they ship nginx; 0 (embedded default) trusts
# no forwarded header at all.
API_TRUSTED_PROXY_COUNT = int(os.environ.get("API_TRUSTED_PROXY_COUNT", "0"))
API_TRUSTED_PROXY_ADDRESSES = env_list("API_TRUSTED_PROXY_ADDRESSES", ["127.0.0.1/32", "::1/128"])
# A lead is at most ~10 KB of UTF-8; anything larger is refused with 413.
API_MAX_BODY_BYTES = int(os.environ.get("API_MAX_BODY_BYTES", "16384"))
# Humans need more than this between the form's display and its submit.
API_MIN_FILL_SECONDS = float(os.environ.get("API_MIN_FILL_SECONDS", "3"))
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

# reCAPTCHA v3: verified only when a secret is configured. With a site key the
# lead forms load Google's script, after consent only (README, "Anti-abuse").
RECAPTCHA_SECRET = os.environ.get("RECAPTCHA_SECRET", "")
RECAPTCHA_SITE_KEY = os.environ.get("RECAPTCHA_SITE_KEY", "")
if RECAPTCHA_SITE_KEY:
    COMPANY["recaptchaSiteKey"] = RECAPTCHA_SITE_KEY
    CSP_SCRIPT_HOSTS += ["https://www.google.com", "https://www.gstatic.com"]
    CSP_CONNECT_HOSTS += ["https://www.google.com"]
    CSP_FRAME_HOSTS += ["https://www.google.com"]
RECAPTCHA_MIN_SCORE = float(os.environ.get("RECAPTCHA_MIN_SCORE", "0.5"))
RECAPTCHA_TIMEOUT = 5.0

# ALTCHA proof of work (telecomsite/api/altcha.py): our own challenge, no third
# party. The HMAC key signs the challenges; dev and test derive one from the
# secret key (settings/dev.py), production requires ALTCHA_HMAC_KEY.
ALTCHA_HMAC_KEY = os.environ.get("ALTCHA_HMAC_KEY", "")
# Script submissions without a valid answer are stored as spam; "0" turns the check off.
ALTCHA_REQUIRED = env_bool("ALTCHA_REQUIRED", True)
# Work asked of the browser: on average max/2 SHA-256 hashes (~1 s at 50 000).
ALTCHA_MAX_NUMBER = int(os.environ.get("ALTCHA_MAX_NUMBER", "50000"))
# A challenge must be answered and used within this time.
ALTCHA_EXPIRES_SECONDS = int(os.environ.get("ALTCHA_EXPIRES_SECONDS", "1200"))
# No-JavaScript form posts: the same content from the same address within this
# window is one submission (a double click, a reload of the POST).
HTML_FORM_DEDUPE_SECONDS = int(os.environ.get("HTML_FORM_DEDUPE_SECONDS", "600"))

# Retention (privacy policy, spec §9): prospects 3 years after the last
# contact; submissions flagged as spam hold no prospect and go after 90 days.
LEADS_RETENTION_DAYS = 3 * 365 + 1
SPAM_RETENTION_DAYS = 90

# SQLite under several gunicorn workers: WAL lets readers run beside the
# writer, and IMMEDIATE transactions queue writers instead of failing with
# "database is locked" when two of them upgrade a read lock at once.
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        {
            "transaction_mode": "IMMEDIATE",
            "timeout": 20,
            "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL",
        }
    )
