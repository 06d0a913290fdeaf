"""Fixed-window counters shared by every process: the cache (Redis) when it
answers, the database (models.RateCounter) otherwise.

The embedded default (no REDIS_URL) always counts in the database: a
local-memory cache is per gunicorn worker and would give each worker its own
budget. When Redis is configured but fails, counting moves to the database
for the time of the outage: the limits keep working rather than open up.
"""

import logging
import random
from datetime import timedelta

from django.conf import settings
from django.core.cache import cache
from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils import timezone

from .models import RateCounter

logger = logging.getLogger(__name__)


def hit(key: str, window: int) -> int:
    """Count one hit on key (already specific to its window); the new count."""
    if settings.REDIS_URL:
        try:
            return _hit_cache(key, window)
        except Exception as exc:
            logger.warning("rate limits counted in the database: cache unavailable (%s)", exc)
    return _hit_database(key, window)


def _hit_cache(key: str, window: int) -> int:
    cache.add(key, 0, timeout=window + 1)
    try:
        return int(cache.incr(key))
    except ValueError:  # expired between add and incr
        cache.set(key, 1, timeout=window + 1)
        return 1


def _hit_database(key: str, window: int) -> int:
    now = timezone.now()
    with transaction.atomic():
        if not RateCounter.objects.filter(key=key).update(count=F("count") + 1):
            try:
                with transaction.atomic():
                    RateCounter.objects.create(
                        key=key, count=1, expires_at=now + timedelta(seconds=window + 1)
                    )
            except IntegrityError:  # created by another worker meanwhile
                RateCounter.objects.filter(key=key).update(count=F("count") + 1)
        count = RateCounter.objects.values_list("count", flat=True).get(key=key)
    if random.random() < 0.02:  # noqa: S311 - housekeeping, not security
        purge_expired()
    return int(count)


def purge_expired() -> int:
    deleted, _ = RateCounter.objects.filter(expires_at__lt=timezone.now()).delete()
    return deleted
