"""One spelling per URL: a path with empty or dot segments is sent to its clean form.

`//home`, `/./home`, `/a/../home`, `/%2Fhome` (gunicorn decodes %2F, so
Django sees `//home`) used to get the 404 page: the routes match the path
as written. They now get a 301 to the path with those segments resolved
(`/home`), the query string kept, so an old or mistyped link still lands on
the page, and each spelling stays apart in every cache (nginx keys on the
path as sent, docs/deployment.md "Cache keys"; Django's page cache keys on
the route, website/pagecache.py). The trailing slash of a page
(`/home/`) is the page view's own redirect (website/views.py).

Only GET and HEAD are redirected: a form posted to such a path would lose
its body on a 301; it goes on to the views, which answer it as before.

The redirect is relative and cannot leave the site: the clean path starts
with exactly one slash and is percent-encoded (a backslash, which browsers
read as a slash, becomes %5C).
"""

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse, HttpResponsePermanentRedirect
from django.utils.encoding import escape_uri_path, iri_to_uri


def clean_path(path: str) -> str:
    """The path with its empty, "." and ".." segments resolved (RFC 3986, 5.2.4)."""
    segments: list[str] = []
    parts = path.split("/")[1:] if path.startswith("/") else path.split("/")
    for part in parts:
        if part == "..":
            if segments:
                segments.pop()
        elif part not in ("", "."):
            segments.append(part)
    clean = "/" + "/".join(segments)
    # A folder stays a folder: /gestion//, /gestion/. -> /gestion/.
    if segments and parts and parts[-1] in ("", ".", ".."):
        clean += "/"
    return clean


class CanonicalPathMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.method in ("GET", "HEAD"):
            clean = clean_path(request.path)
            if clean != request.path:
                query = request.META.get("QUERY_STRING", "")
                location = escape_uri_path(clean) + ("?" + iri_to_uri(query) if query else "")
                return HttpResponsePermanentRedirect(location)
        return self.get_response(request)
