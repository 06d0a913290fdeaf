"""The Marketing group `migrate` gives every database (cms/seed.py): its
rights on the page tree and the image library, and the approval workflow it
runs when a superuser turns one on."""

from typing import Any

from django.contrib.auth.models import Group, Permission
from django.contrib.contenttypes.models import ContentType
from wagtail.images.models import Image
from wagtail.models import (
    Collection,
    GroupApprovalTask,
    GroupCollectionPermission,
    GroupPagePermission,
    Workflow,
    WorkflowPage,
)

MARKETING = "Marketing"
# Marketing edits and publishes every page; locking lets two people avoid
# overwriting each other. Superusers have every permission anyway.
# « add_page » only bears fruit under « Pages de campagne »: no other page
# accepts a new child (locks.py).
MARKETING_PAGE_PERMISSIONS = ["add_page", "change_page", "publish_page", "lock_page", "unlock_page"]
MARKETING_IMAGE_PERMISSIONS = ["add_image", "change_image", "choose_image"]


def grant(root: Any) -> None:
    """Marketing's rights: the admin, the pages under the site's root, the
    image library."""
    group, _ = Group.objects.get_or_create(name=MARKETING)
    group.permissions.add(Permission.objects.get(codename="access_admin"))
    for codename in MARKETING_PAGE_PERMISSIONS:
        GroupPagePermission.objects.get_or_create(
            group=group, page=root, permission=Permission.objects.get(codename=codename)
        )
    # The image library, for the pages' pictures: upload, edit (title, focal
    # point) and choose. Deleting stays with superusers: a published page may
    # still show an image.
    images = ContentType.objects.get_for_model(Image)
    # A flushed database (a transactional test) has no root collection.
    collection = Collection.get_first_root_node() or Collection.add_root(name="Root")
    for codename in MARKETING_IMAGE_PERMISSIONS:
        GroupCollectionPermission.objects.get_or_create(
            group=group,
            collection=collection,
            permission=Permission.objects.get(content_type=images, codename=codename),
        )


def workflow_off_by_default() -> None:
    """Wagtail's first migrations assign a « Moderators approval » workflow to
    the whole tree, with « Moderators » and « Editors » groups. Here the
    workflow is « Approbation », approved by Marketing, and assigned to no
    page: a superuser turns it on for the pages that need it (Paramètres ›
    Workflows). The two unused groups go, unless someone was put in them."""
    for workflow in Workflow.objects.filter(name="Moderators approval"):
        workflow.name = "Approbation"
        workflow.save(update_fields=["name"])
        WorkflowPage.objects.filter(workflow=workflow).delete()
        for task in GroupApprovalTask.objects.filter(workflow_tasks__workflow=workflow):
            task.name = "Approbation par le Marketing"
            task.save(update_fields=["name"])
            task.groups.set([Group.objects.get(name=MARKETING)])
    Group.objects.filter(name__in=["Moderators", "Editors"], user__isnull=True).delete()
