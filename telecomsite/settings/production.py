"""Production: every value comes from the environment, and a missing
required one stops the process at start-up rather than at the first request."""

import os

from django.core.exceptions import ImproperlyConfigured

from .base import *  # noqa: F403
from .base import env_bool


def required(name: str) -> str:
    value = os.environ.get(name, "")
    if not value:
        raise ImproperlyConfigured(f"Environment variable {name} is required in production.")
    return value


# Django's own floor for a secret key (check W009, which `check --deploy` only
# warns about): shorter or repetitive keys ("x", "changeme") can be guessed,
# and the ALTCHA key signs challenges just as the secret key signs sessions.
KEY_MIN_LENGTH = 50
KEY_MIN_UNIQUE_CHARACTERS = 5
KEY_COMMAND = "python3 -c 'import secrets; print(secrets.token_urlsafe(50))'"


def strong_key(name: str, value: str) -> str:
    if (
        len(value) < KEY_MIN_LENGTH
        or len(set(value)) < KEY_MIN_UNIQUE_CHARACTERS
        or value.startswith("django-insecure-")
    ):
        raise ImproperlyConfigured(
            f"Environment variable {name} is too weak for production: at least "
            f"{KEY_MIN_LENGTH} characters, {KEY_MIN_UNIQUE_CHARACTERS} of them different, "
            f"not Django's django-insecure- placeholder; generate one with {KEY_COMMAND}"
        )
    return value


SECRET_KEY = strong_key("DJANGO_SECRET_KEY", required("DJANGO_SECRET_KEY"))
ALTCHA_HMAC_KEY = strong_key("ALTCHA_HMAC_KEY", required("ALTCHA_HMAC_KEY"))
DEBUG = False
for _name in ("DATABASE_URL", "REDIS_URL", "SITE_URL", "DJANGO_ALLOWED_HOSTS"):
    required(_name)
# "*" would answer any Host header: password-reset and invitation links, and
# the canonical URLs, could then be built on a host an attacker chose.
if "*" in ALLOWED_HOSTS:  # noqa: F405
    raise ImproperlyConfigured(
        "Environment variable DJANGO_ALLOWED_HOSTS may not contain * in production: "
        "list the site's host names."
    )

# --- Security block -------------------------------------------------------
# HTTPS only: the proxy in front terminates TLS and sets X-Forwarded-Proto,
# which is believed only in the proxied topology (API_TRUSTED_PROXY_COUNT > 0)
# and only from the proxy's address (TrustedProxyMiddleware drops it otherwise).
if API_TRUSTED_PROXY_COUNT > 0:  # noqa: F405
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", True)
# One year of HSTS, subdomains included; preload is left to the operator.
SECURE_HSTS_SECONDS = int(os.environ.get("SECURE_HSTS_SECONDS", "31536000"))
SECURE_HSTS_INCLUDE_SUBDOMAINS = True
# The preload directive only makes the site eligible; submitting it stays a human decision.
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", True)
# Cookies only travel over HTTPS; staff sessions end with the browser.
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
SESSION_EXPIRE_AT_BROWSER_CLOSE = True
CSRF_TRUSTED_ORIGINS = [SITE_URL]  # noqa: F405
# The CSP (core/middleware.py) also upgrades any stray http:// URL,
# whenever the site itself is HTTPS-only.
CSP_UPGRADE_INSECURE_REQUESTS = SECURE_SSL_REDIRECT
# ---------------------------------------------------------------------------

# No Swagger page in production (telecomsite/api.py); the schema stays
# at /api/openapi.json.
API_DOCS = False

# Mail: Django's SMTP backend by default (EMAIL_HOST...), or any django-anymail
# provider through EMAIL_BACKEND, e.g. anymail.backends.brevo.EmailBackend.
EMAIL_BACKEND = os.environ.get("EMAIL_BACKEND", "django.core.mail.backends.smtp.EmailBackend")
EMAIL_HOST = os.environ.get("EMAIL_HOST", "localhost")
EMAIL_PORT = int(os.environ.get("EMAIL_PORT", "587"))
EMAIL_HOST_USER = os.environ.get("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = env_bool("EMAIL_USE_TLS", True)
EMAIL_TIMEOUT = 10
ANYMAIL = {k[len("ANYMAIL_") :]: v for k, v in os.environ.items() if k.startswith("ANYMAIL_")}

# JSON log lines with the request id (core/logs.py); LOG_FORMAT=plain for text.
LOGGING["handlers"]["console"]["formatter"] = os.environ.get("LOG_FORMAT", "json")  # type: ignore[index]  # noqa: F405
