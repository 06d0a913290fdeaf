"""Settings for pytest: fast hashing, in-memory mail, no HTTPS redirect."""

from .base import *  # noqa: F403

SECRET_KEY = "test-only-not-secret"  # noqa: S105 - test settings, never deployed
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
SECURE_SSL_REDIRECT = False
