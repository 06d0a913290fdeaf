"""Page-specific props builders, registered with website.pages.register.

Importing this package registers them all (TelecomsiteConfig.ready does it).
"""

from . import home, landing, legal, not_found, offers, sitemap  # noqa: F401
