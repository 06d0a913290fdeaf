"""The Playwright stacks (scripts/serve-e2e.sh) and the tests' Django helper
(ops/e2e_django.py): `make run`'s settings with pytest's quick password hash.

Production's hash takes about a quarter of a second of CPU by design, and the
browser tests sign staff in and create their accounts dozens of times beside
each other: some 50 hashes, 10 to 15 s of a 2-core run. A stored hash in
another of Django's formats still verifies (the defaults follow)."""

from django.conf import global_settings

from .dev import *  # noqa: F403

PASSWORD_HASHERS = [
    "django.contrib.auth.hashers.MD5PasswordHasher",
    *global_settings.PASSWORD_HASHERS,
]
