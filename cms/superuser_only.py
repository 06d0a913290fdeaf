"""Pages only superusers change (the legal pages: legal.py, legal_pages.py).

A wrong SIRET, publication director, retention period or cookie lifetime is
a legal fault, so Marketing neither edits nor publishes these pages, whatever
their group holds on the tree; when they open one, superuser_pages.py tells
them who can.
"""

from typing import Any

from .fixed_page import FixedPage
from .locks import FixedPagePermissionTester


class SuperuserOnlyPermissions(FixedPagePermissionTester):
    """A page of the route table that only superusers change: everyone else
    holds no permission on it, whatever their group was given on the tree."""

    # The page tree still links the page for them: they open it and are told
    # who can change it (templates/wagtailadmin/pages/listing/).
    shows_who_can_edit = True

    def __init__(self, user: Any, page: Any) -> None:
        super().__init__(user, page)
        if not user.is_superuser:
            self.permissions: set[str] = set()


class SuperuserOnlyPage(FixedPage):
    """A page whose every field is for superusers (cms/superuser_pages.py)."""

    superuser_only = True
    # What a Marketing user is told they cannot change here.
    superuser_only_what = "cette page"

    class Meta:
        abstract = True

    def permissions_for_user(self, user: Any) -> SuperuserOnlyPermissions:
        return SuperuserOnlyPermissions(user, self)
