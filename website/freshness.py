"""Publish-to-visible through nginx's micro-cache, bounded (issue 22).

nginx keeps a public page or data file one second (deploy/nginx-site.conf.template:
proxy_cache_valid 1s, or X-Accel-Expires below) and has no purge here. What
could keep an old copy longer is an answer rendered from the content of
before a publication but finished after it: nginx would store it for a
whole new second. This wrapper reads the content token (contentstore.store)
before the view and again after it; when a publication happened in between,
the answer carries `X-Accel-Expires: 0`, which nginx reads as "do not store"
(and, as every X-Accel-* header, does not pass on to the visitor). So the
newest copy nginx can hold was produced before the publication's token
changed, and it expires at most 1 s later (nginx counts in whole seconds):
a publication is visible through nginx within 1 s plus one render of the
page. Django's own caches need nothing: their keys hold the token.
"""

from collections.abc import Callable
from functools import wraps
from typing import Any

from django.http import HttpRequest, HttpResponse

from contentstore import store

# The micro-cache's lifetime for an answer whose Cache-Control says longer
# (the data files' five-minute browser cache, spec §7): nginx honours
# X-Accel-Expires before Cache-Control, browsers never see it.
MICRO_CACHE_SECONDS = "1"

View = Callable[..., HttpResponse]


def not_stored_across_publication(view: View) -> View:
    @wraps(view)
    def wrapper(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        before = store.generation()
        response = view(request, *args, **kwargs)
        if store.generation() != before:
            response["X-Accel-Expires"] = "0"
        return response

    return wrapper
