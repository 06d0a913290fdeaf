"""The content-window duplicate rule: the same request again is one submission.

A double click, a reloaded POST or a second press of « Envoyer » sends the
same request again, with or without JavaScript. The same content within
HTML_FORM_DEDUPE_SECONDS is one submission: the first is stored, the others
get the same thanks. Each kind says what "the same" means
(IntakeKind.same_request).

Two checks, because each misses what the other sees:
- a claim in the shared cache (atomic cache.add) decides two posts racing;
- the stored rows of the window decide where the cache is not shared (the
  embedded default's local memory, one per worker) or was emptied.
The cache key holds a digest only, never the content.
"""

import contextlib
import hashlib
import json
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.core.cache import cache
from django.utils import timezone

from .kind import IntakeKind


def claim(kind: IntakeKind[Any, Any], clean: Any, owner: str = "") -> str | None:
    """A cache key claimed for this content, or None when it was just submitted.

    owner, the submission's idempotency key: the same submission retried
    finds its own claim and goes on. Its first try may have died between the
    claim and the commit (an instance killed or stopped: nginx then repeats
    the POST on another one), and would otherwise be answered « merci » with
    nothing stored; the key's unique index still stores it once.
    """
    body = json.dumps(kind.same_request(clean), sort_keys=True, ensure_ascii=False)
    digest = hashlib.sha256(f"{settings.SECRET_KEY}:{body}".encode()).hexdigest()
    key = f"htmlform:{kind.name}:{digest[:40]}"
    try:
        if cache.add(key, owner or "-", timeout=settings.HTML_FORM_DEDUPE_SECONDS):
            return key
        return key if owner and cache.get(key) == owner else None
    except Exception:
        # No cache, no dedupe: storing a lead twice beats losing it.
        return key


def release(key: str) -> None:
    """Forget a claim whose submission failed, so that a retry goes through."""
    # Best effort: the claim expires anyway.
    with contextlib.suppress(Exception):
        cache.delete(key)


def recent_twin(kind: IntakeKind[Any, Any], clean: Any, key: str | None) -> bool:
    """The same request already stored within the window by another
    submission (a row under this one's own key is this submission: the
    unique index on the key answers it, with that row)."""
    window = settings.HTML_FORM_DEDUPE_SECONDS
    if window <= 0:
        return False
    wanted = kind.same_request(clean)
    since = timezone.now() - timedelta(seconds=window)
    manager: Any = kind.model._default_manager
    stored = manager.filter(created_at__gte=since, **kind.twin_lookup(clean))
    if key:
        stored = stored.exclude(idempotency_key=key)
    return any(kind.same_request(row) == wanted for row in stored)
