"""What no one may do to a page of the route table, whatever their role.

The spec fixes each page's path (content/routes.json): moving, renaming,
copying, unpublishing or deleting one would break a link the spec requires,
so Wagtail offers none of these on them. What people change is what the
pages say, never which pages exist.
"""

from typing import Any

from wagtail.models import PagePermissionTester


class FixedPagePermissionTester(PagePermissionTester):
    """Wagtail's permissions for the page, minus every change of its place."""

    def can_delete(self, ignore_bulk: bool = False) -> bool:
        return False

    def can_unpublish(self) -> bool:
        return False

    def can_move(self) -> bool:
        return False

    def can_move_to(self, destination: Any) -> bool:
        return False

    def can_copy(self) -> bool:
        return False

    def can_copy_to(self, destination: Any, recursive: bool = False) -> bool:
        return False

    def can_add_subpage(self) -> bool:
        # No new page under a fixed one (its path would be the spec's).
        return False

    def can_reorder_children(self) -> bool:
        return False
