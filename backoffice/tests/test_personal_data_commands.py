"""RGPD operations: retention purge and access/erasure by e-mail address."""

import json
from datetime import timedelta
from io import StringIO

import pytest
from django.core.management import call_command
from django.utils import timezone

from leads.models import Lead, LeadStatus
from reviews.models import Review, ReviewStatus

pytestmark = pytest.mark.django_db


def _lead(email: str, days_ago: int, **extra: object) -> Lead:
    when = timezone.now() - timedelta(days=days_ago)
    extra = {"last_contact_at": when, **extra}
    return Lead.objects.create(
        context="telephonie",
        first_name="A",
        last_name="B",
        company="C",
        email=email,
        subject="Lead",
        created_at=when,
        **extra,
    )


def run(*args: str) -> str:
    out = StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


def test_purge_applies_the_retention_periods() -> None:
    old = _lead("ancien@example.com", 4 * 365)
    _lead("recent@example.com", 30)
    # Same person: a recent contact keeps the old lead too.
    kept_old = _lead("fidele@example.com", 5 * 365)
    _lead("fidele@example.com", 10)
    spam = _lead("bot@example.com", 100, status=LeadStatus.SPAM)
    young_spam = _lead("bot2@example.com", 10, status=LeadStatus.SPAM)
    refused = Review.objects.create(
        message="x", status=ReviewStatus.REFUSED, created_at=timezone.now() - timedelta(days=100)
    )
    published = Review.objects.create(
        message="y", status=ReviewStatus.PUBLISHED, created_at=timezone.now() - timedelta(days=3000)
    )

    output = run("purge_personal_data", "--dry-run")
    assert "1 demandes (prospects, 3 ans après le dernier contact) à supprimer" in output
    assert Lead.objects.count() == 6

    run("purge_personal_data")
    remaining = set(Lead.objects.values_list("pk", flat=True))
    assert old.pk not in remaining and spam.pk not in remaining
    assert kept_old.pk in remaining and young_spam.pk in remaining
    assert len(remaining) == 4
    assert not Review.objects.filter(pk=refused.pk).exists()
    assert Review.objects.filter(pk=published.pk).exists()


def test_purge_is_quiet_at_verbosity_zero() -> None:
    assert run("purge_personal_data", "--verbosity", "0") == ""


def test_export_by_email() -> None:
    _lead("marie@acme.fr", 1, message="Bonjour", extras={"usersCount": "3"})
    _lead("autre@acme.fr", 1)
    Review.objects.create(name="Marie Durand", message="Super")
    document = json.loads(
        run("personal_data", "--email", "MARIE@acme.fr", "--name", "marie durand", "--export")
    )
    assert document["email"] == "marie@acme.fr"
    assert len(document["demandes"]) == 1
    assert document["demandes"][0]["message"] == "Bonjour"
    assert document["demandes"][0]["informations_complementaires"] == {"usersCount": "3"}
    assert [r["avis"] for r in document["avis"]] == ["Super"]


def test_erase_by_email() -> None:
    _lead("marie@acme.fr", 1)
    _lead("marie@acme.fr", 2)
    _lead("autre@acme.fr", 1)
    assert "2 demande(s) et 0 avis à effacer" in run(
        "personal_data", "--email", "marie@acme.fr", "--erase", "--dry-run"
    )
    assert Lead.objects.count() == 3
    assert "2 demande(s) et 0 avis effacé(s)" in run(
        "personal_data", "--email", "marie@acme.fr", "--erase"
    )
    assert list(Lead.objects.values_list("email", flat=True)) == ["autre@acme.fr"]


def test_requeue_command() -> None:
    assert "0 notification(s) en retard" in run("requeue_notifications", "--dry-run")


def test_purge_counts_a_lead_never_called_from_its_date_received() -> None:
    never_called = _lead("oublie@example.com", 4 * 365, last_contact_at=None)
    recent = _lead("nouveau@example.com", 10, last_contact_at=None)
    run("purge_personal_data")
    remaining = set(Lead.objects.values_list("pk", flat=True))
    assert never_called.pk not in remaining and recent.pk in remaining
    exported = json.loads(run("personal_data", "--email", "nouveau@example.com", "--export"))
    assert exported["demandes"][0]["dernier_contact"] is None
