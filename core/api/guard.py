"""What every public POST of the API goes through before its schema is applied.

Applied with ninja's `decorate_view`, so that it runs before ninja reads the
body: rate limit, size, media type and a JSON object, each refused with its
own status and the `{ok, error, details}` answer.
"""

from collections.abc import Callable
from functools import wraps
from typing import Any

from django.http import HttpRequest, HttpResponse

from .body import Refused, read_json_object, refusal_response

View = Callable[..., HttpResponse]


def guarded(scope: str) -> Callable[[View], View]:
    def decorate(view: View) -> View:
        @wraps(view)
        def guarded_view(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
            try:
                read_json_object(request, scope)
            except Refused as refused:
                return refusal_response(request, refused)
            return view(request, *args, **kwargs)

        return guarded_view

    return decorate
