from typing import Any

import pytest
from django.contrib.auth.models import Group, User
from django.test import Client


@pytest.fixture(autouse=True)
def _no_second_factor(without_second_factor: None) -> None:
    """These tests are about the page editor, not sign-in (root conftest)."""


@pytest.fixture(autouse=True)
def _page_tree(request: pytest.FixtureRequest) -> None:
    """The page tree, as `migrate` makes it: a transactional test's flush
    empties it (cms/seed.py), and tests run in a random order. Made again only
    when missing: ensure_pages on a whole tree cost 0.1 s per test."""
    if request.node.get_closest_marker("django_db") is not None:
        from cms.seed import ensure_pages, pages_missing

        if pages_missing():
            ensure_pages()


def member_of(group: str, username: str) -> Client:
    user = User.objects.create_user(username, password="x", is_staff=True)
    user.groups.add(Group.objects.get(name=group))
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def marketing(db: None) -> Client:
    return member_of("Marketing", "camille")


@pytest.fixture
def commercial(db: None) -> Client:
    return member_of("Commercial", "sam")


def cms_url(settings: Any, suffix: str = "") -> str:
    return f"/{settings.ADMIN_PATH}cms/{suffix}"


@pytest.fixture
def published(django_capture_on_commit_callbacks):
    """Runs a publication's on-commit callbacks, as its commit would:
    publications tell every instance after their commit (contentstore's
    generation token, shared through Redis on PostgreSQL)."""

    def publish(revision) -> None:
        with django_capture_on_commit_callbacks(execute=True):
            revision.publish()

    return publish
