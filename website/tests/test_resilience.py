"""What keeps pages, limits and mail working when a piece fails (issue
"Production that survives real traffic"); the live versions run in make faults."""

import logging
from datetime import timedelta
from typing import Any
from unittest import mock

import pytest
from axes.models import AccessAttempt
from django.core.management import call_command
from django.test import Client, RequestFactory
from django.utils import timezone
from django_tasks.base import TaskResultStatus
from django_tasks_db.models import DBTaskResult

from core import safecache
from core.mail import delivery, recovery
from core.mail.status import MailStatus
from core.pagecache import generation
from core.proxy import TrustedProxyMiddleware
from leads.models import Lead
from reviews.models import Review, ReviewStatus
from website import pagecache, ssr

pytestmark = pytest.mark.django_db


# --- the renderer's circuit breaker ------------------------------------------
def test_breaker_opens_on_a_refused_render_and_a_healthy_probe_closes_it(settings, caplog) -> None:
    settings.SSR_URL = "http://127.0.0.1:9"  # nothing listens there
    guard = ssr.breaker()
    # No background prober in a test: the probe is driven by hand below.
    guard.prober = mock.Mock(is_alive=lambda: True)
    with caplog.at_level(logging.WARNING, logger="website.ssr"):
        assert ssr.render("/contact", {"a": 1}) is None
    assert guard.is_open
    # Open: the next pages do not even try the renderer.
    with mock.patch.object(ssr, "_post_render") as post:
        assert ssr.render("/telephonie", {"a": 1}) is None
        post.assert_not_called()
    guard.probe = lambda: False
    assert guard.probe_once() is False and guard.is_open
    guard.probe = lambda: True
    assert guard.probe_once() is True and not guard.is_open
    assert any("breaker open" in r.getMessage() for r in caplog.records)


def test_a_failed_render_that_is_not_a_timeout_leaves_the_breaker_closed(settings) -> None:
    with mock.patch.object(ssr, "_post_render", side_effect=RuntimeError("render failed")):
        assert ssr.render("/contact", {}) is None
    assert not ssr.breaker().is_open


# --- the page cache: keyed by route, never by URL; fail-open --------------------
def test_query_strings_and_unknown_paths_share_entries(client: Client, settings) -> None:
    settings.SSR_URL = "http://127.0.0.1:9"
    settings.SSR_CACHE_SECONDS = 600
    with mock.patch.object(ssr, "render", return_value="<p>rendu</p>") as render:
        for n in range(5):
            assert client.get(f"/contact?q={n}").status_code == 200
            assert client.get(f"/absent-{n}").status_code == 404
    # One render for the route, one for every unknown path together.
    assert [c.args[0] for c in render.call_args_list] == ["/contact", pagecache.NOT_FOUND_PATH]
    body = client.get("/absent-99").content.decode()
    assert "/absent-" not in body  # the shared 404 never echoes a URL


def test_pages_leads_and_health_when_the_cache_backend_is_down(
    client: Client, settings, post_json: Any
) -> None:
    from leads.tests.payloads import lead_payload

    settings.SSR_URL = "http://127.0.0.1:9"
    broken = ConnectionError("Error 111 connecting to redis")
    with (
        mock.patch("django.core.cache.cache.get", side_effect=broken),
        mock.patch("django.core.cache.cache.set", side_effect=broken),
        mock.patch("django.core.cache.cache.incr", side_effect=broken),
    ):
        assert client.get("/contact").status_code == 200
        assert post_json("/api/send", lead_payload()).status_code == 200
        health = client.get("/healthz")
    assert Lead.objects.count() == 1
    assert health.status_code == 503
    assert health.json()["status"] == "degraded"
    assert health.json()["components"]["cache"].startswith("unavailable")
    safecache.outage.clear()
    assert client.get("/healthz").status_code == 200


def test_page_cache_goes_only_when_a_published_review_changes() -> None:
    seen = [generation()]

    def retired() -> bool:
        seen.append(generation())
        return seen[-1] != seen[-2]

    review = Review.objects.create(message="Très bien", name="A")  # a submission
    assert not retired()
    review.status = ReviewStatus.PUBLISHED
    review.save()
    assert retired()
    review.name = "B"  # changed while published
    review.save()
    assert retired()
    Review.objects.create(message="Autre avis")
    assert not retired()
    review.delete()
    assert retired()


# --- the client address behind the proxy --------------------------------------
def _through(settings, remote: str, forwarded: str, proto: str = "https") -> dict[str, str]:
    request = RequestFactory().get(
        "/", REMOTE_ADDR=remote, HTTP_X_FORWARDED_FOR=forwarded, HTTP_X_FORWARDED_PROTO=proto
    )
    seen: dict[str, str] = {}

    def view(req: Any) -> Any:
        seen.update(addr=req.META["REMOTE_ADDR"], proto=req.META.get("HTTP_X_FORWARDED_PROTO", ""))
        return None

    TrustedProxyMiddleware(view)(request)
    return seen


def test_forwarded_headers_are_believed_only_from_the_trusted_proxy(settings) -> None:
    assert _through(settings, "127.0.0.1", "203.0.113.5") == {"addr": "127.0.0.1", "proto": ""}
    settings.API_TRUSTED_PROXY_COUNT = 1
    assert _through(settings, "127.0.0.1", "203.0.113.5") == {
        "addr": "203.0.113.5",
        "proto": "https",
    }
    # A visitor reaching gunicorn directly cannot choose its address or scheme.
    assert _through(settings, "198.51.100.4", "203.0.113.5") == {
        "addr": "198.51.100.4",
        "proto": "",
    }


def test_admin_lockout_is_per_username_and_ip_then_per_ip(settings) -> None:
    from core.adminguard import lockout_parameters

    request = RequestFactory().post("/", REMOTE_ADDR="203.0.113.9")
    assert lockout_parameters(request) == [["username", "ip_address"]]
    AccessAttempt.objects.create(
        username="x", ip_address="203.0.113.9", user_agent="", failures_since_start=settings.AXES_IP_FAILURE_LIMIT,
        get_data="", post_data="", http_accept="", path_info="/",
    )  # fmt: skip
    assert lockout_parameters(request) == [["username", "ip_address"], "ip_address"]


# --- mail recovery ----------------------------------------------------------------
def test_recovery_requeues_a_lost_send_and_closes_its_orphan_task(post_json: Any) -> None:
    from leads.tests.payloads import lead_payload

    assert post_json("/api/send", lead_payload()).status_code == 200
    lead = Lead.objects.get()
    long_ago = timezone.now() - timedelta(hours=1)
    # The worker was killed mid-send: the lead is "sending", its task RUNNING.
    Lead.objects.filter(pk=lead.pk).update(mail_status=MailStatus.SENDING, mail_claimed_at=long_ago)
    DBTaskResult.objects.update(status=TaskResultStatus.RUNNING, started_at=long_ago)
    done = recovery.recover()
    assert (done.orphans, done.requeued) == (1, 1)
    assert DBTaskResult.objects.filter(status=TaskResultStatus.FAILED).count() == 1
    assert DBTaskResult.objects.filter(status=TaskResultStatus.READY).count() == 1
    assert delivery.deliver_notification.call("lead", lead.pk) == "sent"


def test_the_first_sweep_after_an_outage_takes_nothing_over(post_json: Any) -> None:
    """Just after an outage every claim looks stale, yet its worker may be
    alive and about to write "sent" (delivery.record_sent): the sweep leaves
    it, and the next one takes over what is still claimed."""
    from leads.tests.payloads import lead_payload

    assert post_json("/api/send", lead_payload()).status_code == 200
    lead = Lead.objects.get()
    long_ago = timezone.now() - timedelta(hours=1)
    Lead.objects.filter(pk=lead.pk).update(mail_status=MailStatus.SENDING, mail_claimed_at=long_ago)
    DBTaskResult.objects.update(status=TaskResultStatus.RUNNING, started_at=long_ago)
    assert recovery.recover(take_over=False) == recovery.Recovered(0, 0, 0)
    assert Lead.objects.get().mail_status == MailStatus.SENDING
    assert DBTaskResult.objects.get().status == TaskResultStatus.RUNNING
    assert recovery.recover() == recovery.Recovered(requeued=1, orphans=1, pruned=0)


def test_purge_removes_old_axes_records(settings) -> None:
    AccessAttempt.objects.create(
        username="x", ip_address="203.0.113.9", user_agent="", failures_since_start=1,
        get_data="", post_data="", http_accept="", path_info="/",
    )  # fmt: skip
    AccessAttempt.objects.update(
        attempt_time=timezone.now() - timedelta(days=settings.AXES_RETENTION_DAYS + 1)
    )
    call_command("purge_personal_data", verbosity=0)
    assert not AccessAttempt.objects.exists()


@pytest.mark.usefixtures("without_second_factor")
def test_the_admin_states_the_delivery_guarantee(admin_client: Client, post_json: Any) -> None:
    from core.mail.admin import MAIL_GUARANTEE
    from leads.tests.payloads import lead_payload

    assert post_json("/api/send", lead_payload()).status_code == 200
    lead = Lead.objects.get()
    page = admin_client.get(f"/gestion/leads/lead/{lead.pk}/change/").content.decode()
    assert "au moins une fois" in MAIL_GUARANTEE
    assert MAIL_GUARANTEE.replace("'", "&#x27;") in page or MAIL_GUARANTEE in page
