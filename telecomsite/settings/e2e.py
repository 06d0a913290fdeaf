"""The Playwright stacks (scripts/serve-e2e.sh) and the tests' Django helper
(ops/e2e_django.py): `make run`'s settings with pytest's quick password hash
(settings/test.py).

Production's hash takes about a quarter of a second of CPU by design, and the
browser tests sign staff in and create their accounts dozens of times beside
each other: some 50 hashes. Every account of a stack is made by the helper
under these settings (the migrated database it starts from has none), so no
other hash format needs to verify."""

from .dev import *  # noqa: F403

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
