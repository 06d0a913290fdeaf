"""Publish-to-visible through nginx's micro-cache, bounded under 2 s (issue 22).

nginx keeps public pages and data files in a micro-cache
(deploy/nginx-site.conf.template) and has no purge here. Two things made a
publication wait there for up to 2 s or more:

- nginx counts lifetimes in whole seconds, and a copy stored during second N
  with a lifetime of 1 s is fresh until second N + 1 has ended: between 1
  and 2 s. Here every shareable answer says `X-Accel-Expires: @<N>` (the
  second it was produced, absolute), which nginx honours before
  Cache-Control and `proxy_cache_valid`: the copy is fresh until that second
  ends, at most 1 s. Once expired, the copy is still what nginx falls back on
  while it fetches the next one, or when every app instance is down
  (proxy_cache_use_stale, unchanged). The data files' five-minute browser
  cache (spec §7, Cache-Control) is unchanged too: nginx does not pass
  X-Accel-* headers on.
- An answer rendered from the content of before a publication but finished
  after it would have been stored as new. The content token
  (contentstore.store) is read before the view and again after it; when a
  publication happened in between, the answer says `X-Accel-Expires: 0`
  (not stored).

So nginx's newest copy of the old content was produced before the token
changed and is fresh at most until the end of that second: a publication is
visible through nginx within 1 s, plus the time to render the new page (the
first visitor after expiry gets the old copy while nginx fetches it), plus
any clock difference between the app instances and nginx (the same clock
with make prod and compose on one host). Django's own caches need nothing:
their keys hold the token.
"""

import time
from collections.abc import Callable
from functools import wraps
from typing import Any

from django.http import HttpRequest, HttpResponseBase

from contentstore import store

View = Callable[..., HttpResponseBase]


def _shareable(request: HttpRequest, response: HttpResponseBase) -> bool:
    """What nginx may keep: the same for every visitor (X-Accel-Expires would
    otherwise override a private or no-store Cache-Control)."""
    control = response.get("Cache-Control", "")
    return (
        request.method in ("GET", "HEAD")
        and response.status_code in (200, 404)
        and "private" not in control
        and "no-store" not in control
        and "no-cache" not in control
        and not response.cookies
    )


def not_stored_across_publication(view: View) -> View:
    @wraps(view)
    def wrapper(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponseBase:
        before = store.generation()
        response = view(request, *args, **kwargs)
        if not _shareable(request, response):
            return response
        if store.generation() != before:
            response["X-Accel-Expires"] = "0"
        else:
            response["X-Accel-Expires"] = f"@{int(time.time())}"
        return response

    return wrapper
