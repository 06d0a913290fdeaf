"""Page-specific props builders, registered with telecomsite.pages.register.

Importing this package registers them all (TelecomsiteConfig.ready does it).
"""

from . import home, offers  # noqa: F401
