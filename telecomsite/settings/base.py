"""Settings shared by every environment.

Each environment module (dev, production, test) imports this one and
overrides what differs. Every value that varies between deployments is read
from the environment; the README lists them all. The focused parts live in
sibling modules, star-imported here:

- paths.py: where the project, its content and its build live;
- company.py: the public site's origin and the company facts;
- security.py: security headers, cookies, the admin's path, CSP hosts, CORS;
- anti_abuse.py: admin lockouts, rate limits, trusted proxies, spam filters;
- notifications.py: the staff notification mails and their queue;
- staff.py: staff sign-in, second factors, invitations, session lengths;
- cms.py: Wagtail, the content editor.
"""

import os
import re
from pathlib import Path
from typing import Any

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

from core.logs import init_sentry
from core.logs import json_formatter as json_log_formatter

from .anti_abuse import *  # noqa: F403
from .cms import *  # noqa: F403
from .cms import WAGTAIL_APPS
from .company import *  # noqa: F403
from .env import env_bool, env_list
from .notifications import *  # noqa: F403
from .paths import *  # noqa: F403
from .paths import BASE_DIR, FRONTEND_DIST
from .security import *  # noqa: F403
from .staff import *  # noqa: F403

DEBUG = env_bool("DJANGO_DEBUG", False)
ALLOWED_HOSTS = env_list("DJANGO_ALLOWED_HOSTS", ["127.0.0.1", "localhost", "[::1]"])

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
    "core",
    "website",
    "leads",
    "reviews",
    # Published revisions of the content documents (issue 22).
    "contentstore",
    "backoffice",
    # Staff sign-in with a second factor (telecomsite/settings/staff.py).
    "accounts",
    "allauth",
    "allauth.account",
    "allauth.mfa",
    "allauth.usersessions",
    # Its list of open sessions ("il y a 5 minutes") loads humanize.
    "django.contrib.humanize",
    # Staff notifications are django-tasks jobs kept in the database
    # (notifications.py).
    "django_tasks",
    "django_tasks_db",
    # The content editor (settings/cms.py).
    *WAGTAIL_APPS,
]

MIDDLEWARE = [
    # Outermost: every response counted and timed (core/metrics.py), and its
    # request id in every log line below and on the response (core/logs.py).
    "core.metrics.MetricsMiddleware",
    "core.logs.RequestIdMiddleware",
    # First: the client address and scheme, from the trusted proxy only.
    "core.proxy.TrustedProxyMiddleware",
    "core.middleware.SecurityHeadersMiddleware",
    # /livez and /healthz for the container's own healthcheck (loopback only),
    # inside the security headers (which they carry) and before the host check
    # and the https redirect (website/health.py).
    "website.health.LoopbackHealthMiddleware",
    # Its document-only headers are taken off /static/ by SecurityHeadersMiddleware.
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # //home, /./home, /%2Fhome: a 301 to /home, before any route or cache (core/canonical.py).
    "core.canonical.CanonicalPathMiddleware",
    # Below the security headers, so that they see its Access-Control headers.
    "corsheaders.middleware.CorsMiddleware",
    # After whitenoise, which answers static files itself (pre-compressed):
    # only pages and JSON are compressed here (76 KB of home HTML -> ~15 KB).
    # Django's GZipMiddleware pads its output against BREACH.
    "django.middleware.gzip.GZipMiddleware",
    # Above the staff guard, so that its redirects carry the header too.
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    # Above the session and auth middlewares: PostgreSQL down is a French 503 for staff, no 500.
    "backoffice.dbdown.DatabaseDownMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "allauth.account.middleware.AccountMiddleware",
    "allauth.usersessions.middleware.UserSessionsMiddleware",
    # No staff page without the second factor, idle and maximum session lengths.
    "accounts.guard.StaffGuardMiddleware",
    # Wagtail (the page editor): Marketing and superusers only, others told why.
    "cms.access.WagtailAccessMiddleware",
    "core.formbounds.FormBoundsMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    # Axes must come last: it locks out an IP after repeated admin login failures.
    "axes.middleware.AxesMiddleware",
]

AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]
# Axes' lockout settings: anti_abuse.py.

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
# conn_health_checks: a kept connection is checked before its first use in
# each request, so the first request after PostgreSQL comes back gets a new
# one instead of failing on the dead one (issue 29).
DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}", conn_max_age=60, conn_health_checks=True
    )
}
# Submissions accepted while the database cannot take them (core/intake/spool.py).
INTAKE_SPOOL_DIR = Path(os.environ.get("INTAKE_SPOOL_DIR", BASE_DIR / "var" / "spool"))
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

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

# A database host that drops packets (a failover, a network cut) must cost a
# request seconds, not the kernel's minutes: pages then render from the last
# published content and submissions go to the spool (docs/intake.md). That
# holds for a connection open when the host vanished too (compose-test's
# stopped `db` container left two /healthz requests hanging): unacknowledged
# data fails after 5 s (tcp_user_timeout), a silent peer after about 8 s
# (keepalives).
if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    options = DATABASES["default"].setdefault("OPTIONS", {})
    options.setdefault("connect_timeout", 3)
    options.setdefault("tcp_user_timeout", 5000)
    options.setdefault("keepalives", 1)
    options.setdefault("keepalives_idle", 5)
    options.setdefault("keepalives_interval", 1)
    options.setdefault("keepalives_count", 3)

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
    "staticfiles": {"BACKEND": "core.static_compression.CompressedManifestStorage"},
}
# Where collectstatic keeps its Brotli and gzip outputs by content, for the
# next build on this machine (core/static_compression.py); empty: none kept.
STATIC_COMPRESSION_CACHE_DIR = os.environ.get("STATIC_COMPRESSION_CACHE_DIR", "")
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
# Only the site's own pages load its static files (nginx sends no CORS header
# on /static/ either): no Access-Control-Allow-Origin on every file.
WHITENOISE_ALLOW_ALL_ORIGINS = False

# The Node renderer (ssr-server/). Django POSTs {url, props} to SSR_URL/render.
SSR_URL = os.environ.get("SSR_URL", "http://127.0.0.1:3001").rstrip("/")
SSR_TIMEOUT = float(os.environ.get("SSR_TIMEOUT", "1.0"))
SSR_CACHE_SECONDS = int(os.environ.get("SSR_CACHE_SECONDS", "600"))
# Circuit breaker (ssr.py): once a render times out or is refused, the
# renderer's /health is probed this often, with this timeout, until it answers.
SSR_PROBE_INTERVAL = float(os.environ.get("SSR_PROBE_INTERVAL", "0.5"))
SSR_PROBE_TIMEOUT = float(os.environ.get("SSR_PROBE_TIMEOUT", "0.5"))

# Threat-map frame check (website/threatmap.py): deadline of the server's
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

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {
        "plain": {"format": "%(asctime)s %(levelname)s %(name)s [%(request_id)s]: %(message)s"},
        # One JSON object per line with the request id (core/logs.py);
        # the production default (settings/production.py).
        "json": json_log_formatter(),
    },
    # Every line names the request it was written for (core/logs.py).
    "filters": {
        "request_id": {"()": "core.logs.RequestIdFilter"},
        "wagtail_jobs_quiet": {"()": "core.logs.WagtailJobsQuiet"},
    },
    "handlers": {
        "console": {
            "class": "logging.StreamHandler",
            "formatter": os.environ.get("LOG_FORMAT", "plain"),
            "filters": ["request_id", "wagtail_jobs_quiet"],
        }
    },
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
    "loggers": {
        "django": {"handlers": ["console"], "level": "WARNING", "propagate": False},
        # axes logs a banner at every start; only its lockouts matter.
        "axes": {"handlers": ["console"], "level": "WARNING", "propagate": False},
    },
}

# Error reports (core/logs.py): off unless SENTRY_DSN is set; no personal data.
SENTRY_DSN = os.environ.get("SENTRY_DSN", "")
if SENTRY_DSN:
    init_sentry(SENTRY_DSN, os.environ.get("SENTRY_ENVIRONMENT", "production"))

# Retention (privacy policy, spec §9): prospects 3 years after the last
# contact; submissions flagged as spam hold no prospect and go after 90 days.
LEADS_RETENTION_DAYS = 3 * 365 + 1
SPAM_RETENTION_DAYS = 90
