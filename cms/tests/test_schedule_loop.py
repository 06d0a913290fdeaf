"""The worker publishes scheduled pages on its own: no cron, in every topology."""

import threading
from datetime import timedelta

import pytest
from django.utils import timezone

from cms.models import OfferPage
from contentstore import store
from core.management.commands.run_mail_worker import publish_scheduled_forever

pytestmark = pytest.mark.django_db(transaction=True)


class OneRound(threading.Event):
    """A stop event that lets the loop run exactly one round, without waiting."""

    def __init__(self) -> None:
        super().__init__()
        self.rounds = 0

    def wait(self, timeout: float | None = None) -> bool:
        self.rounds += 1
        return self.rounds > 1


def test_the_worker_loop_publishes_a_page_whose_time_has_come(time_machine):
    page = OfferPage.objects.get(route_key="infogerance")
    page.faq_title = "Vos questions sur l'infogérance, réponses d'experts"
    at = timezone.now() + timedelta(minutes=10)
    page.go_live_at = at
    page.save_revision(approved_go_live_at=at)
    publish_scheduled_forever(OneRound())
    assert store.published("faq_it") is None  # not before its time
    time_machine.move_to(at + timedelta(seconds=1))
    publish_scheduled_forever(OneRound())
    live = store.published_revision("faq_it")
    assert live is not None and live.data["title"].startswith("Vos questions sur l'infogérance")
