"""Settings for pytest: fast hashing, in-memory mail, no HTTPS redirect."""

from .base import *  # noqa: F403

SECRET_KEY = "test-only-not-secret"  # noqa: S105 - test settings, never deployed
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
SECURE_SSL_REDIRECT = False

# Plain static storage: `{% static %}` needs no manifest, so pytest passes on a
# clean checkout before any collectstatic. Production keeps whitenoise's hashed,
# compressed storage (base.py); here whitenoise serves the build folders
# directly and looks for no collected files.
STORAGES = {
    **STORAGES,  # noqa: F405
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}
STATIC_ROOT = None  # type: ignore[assignment]  # none: nothing is collected in tests
WHITENOISE_USE_FINDERS = True
# Looks a static file up when it is asked for, as in development, instead of
# listing every build file each time a test client starts its middleware (the
# listing was 0.09 s per test client, a third of the suite's time).
WHITENOISE_AUTOREFRESH = True

ALTCHA_HMAC_KEY = "test-only-altcha-key"
# The tests solve a real challenge for every lead and review they post: a
# smaller search (about 1 ms instead of 40) keeps the same checks.
ALTCHA_MAX_NUMBER = 1000

# The tests that read server-rendered HTML run beside the browser tests, at a
# lower CPU priority: a page's first render there can pass production's 1 s
# (a fresh-clone CI run's /cybersecurite took 0.86 s, and the page came
# client-rendered). The fallback itself is tested with its own short timeout
# (website/tests/test_ssr.py) and the renderer's deadline on a fake clock
# (ssr-server/pool.test.mjs); conftest's renderer gets a deadline to match.
SSR_TIMEOUT = 20.0
