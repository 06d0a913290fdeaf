"""Wagtail, where Marketing edits the site's content (cms/, docs/content-editing.md).

Wagtail is the editor and the history (revisions, comparison, scheduling,
preview); the site serves what it publishes through contentstore's
published revisions, so visitors, the page caches and a database outage see
no difference (cms/projection.py).
"""

import os

from .company import COMPANY, SITE_URL
from .security import ADMIN_PATH

WAGTAIL_APPS = [
    # Our page types first, so that their templates win.
    "cms",
    "wagtail.users",
    "wagtail.snippets",
    # The page tree's listing links its site root to « Sites » for whoever may
    # change sites (superusers): without this app, that link is a 500.
    "wagtail.sites",
    # The admin's pages need both apps (its JavaScript's API addresses).
    "wagtail.documents",
    "wagtail.images",
    "wagtail.search",
    "wagtail.admin",
    "wagtail",
    "modelcluster",
    "taggit",
]

WAGTAIL_SITE_NAME = COMPANY["brand"]
# Absolute links in Wagtail's notification mails.
WAGTAILADMIN_BASE_URL = SITE_URL
# One sign-in for both admins: the staff sign-in with its second factor
# (accounts/), never Wagtail's own form.
WAGTAILADMIN_LOGIN_URL = f"/{ADMIN_PATH}compte/login/"
# Passwords and e-mail addresses change only on the account pages, which mail
# the owner and record the change (accounts/): Wagtail's own forms are off.
WAGTAIL_PASSWORD_MANAGEMENT_ENABLED = False
WAGTAIL_PASSWORD_RESET_ENABLED = False
WAGTAILUSERS_PASSWORD_ENABLED = False
WAGTAIL_EMAIL_MANAGEMENT_ENABLED = False
# No request to a third party from the staff's browsers: no update check
# (releases.wagtail.io), no Gravatar, no "what's new" banner.
WAGTAIL_ENABLE_UPDATE_CHECK = False
WAGTAIL_GRAVATAR_PROVIDER_URL = None
WAGTAIL_ENABLE_WHATS_NEW_BANNER = False
# The spec pages have fixed paths (cms/models.py); Wagtail never serves a
# page itself (Django's routes do), so its trailing-slash rule does not apply.
WAGTAIL_APPEND_SLASH = False
# The admin in French, dates as the French read them.
WAGTAILADMIN_PERMITTED_LANGUAGES = [("fr", "Français")]
WAGTAIL_DATE_FORMAT = "%d/%m/%Y"
WAGTAIL_DATETIME_FORMAT = "%d/%m/%Y %H:%M"
WAGTAIL_TIME_FORMAT = "%H:%M"
# The moderation workflow (« Approbation ») exists but is off by default: a
# publication goes live at once, or at its scheduled time.
WAGTAIL_WORKFLOW_ENABLED = True
# Wagtail 8's autosave is off. On a loaded server it raced the person's own
# actions: a new page published while its first autosave was creating it was
# refused as a second page at its address (a 500); an autosave saved after a
# publication made the next « Publier » stop at « nouvelle version dans une
# autre fenêtre » with nothing sent; an edit typed during an autosave could
# be taken as saved without being sent. « Enregistrer le brouillon » saves,
# and leaving a page with unsaved changes still asks first.
WAGTAIL_AUTOSAVE_INTERVAL = 0
# Comments would be a second place where people discuss a text: off.
WAGTAILADMIN_COMMENTS_ENABLED = False
# Uploads: the documented limits (8 MB, 40 megapixels), as nginx's.
WAGTAILIMAGES_MAX_UPLOAD_SIZE = 8 * 1024 * 1024
WAGTAILIMAGES_MAX_IMAGE_PIXELS = 40 * 1000 * 1000
# The library's form without tags (cms/image_form.py says why).
WAGTAILIMAGES_IMAGE_FORM_BASE = "cms.image_form.ImageForm"
# Searches in the admin use the database (no search server).
WAGTAILSEARCH_BACKENDS = {"default": {"BACKEND": "wagtail.search.backends.database"}}

# How often the worker (core/management/commands/run_mail_worker.py) runs
# Wagtail's publish_scheduled: a scheduled page is live less than this after
# its time, and never before it.
PUBLISH_SCHEDULED_INTERVAL = float(os.environ.get("PUBLISH_SCHEDULED_INTERVAL", "30"))
