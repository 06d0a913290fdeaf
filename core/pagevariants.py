"""Query arguments that change a page: declared once, read by both caches.

A page is cached whole, by Django (website/pagecache.py, keyed by route) and
by nginx's micro-cache in front (deploy/nginx.conf.template). Both keys leave
the query string out, so that `?utm_…` links share one entry. An argument
that changes what the page shows must therefore make the request bypass both
caches, or one visitor would get another's variant (the thanks after a form,
the review form opened by a link). Each such argument is listed here, with
who reads it; Django's page view and deploy/nginx_conf.py both read this
tuple, so a new one added here reaches nginx at its next render.

Standard library only: the proxy image renders its nginx configuration with
this file and no Django.
"""

# name -> why it changes the page (the app that reads it).
VARIANT_QUERY_ARGS: dict[str, str] = {
    # core/intake/forms.py: the thank-you state after a form posted without JavaScript.
    "envoye": "form sent (leads, reviews)",
    # core/intake/forms.py: the review form opened by a link (?avis=formulaire).
    "avis": "review form open (reviews)",
    # website/content/previews.py: a long list shown whole (?tout=faq, ?tout=temoignages).
    "tout": "list shown whole without JavaScript (website)",
}


def is_variant(query: dict[str, object] | object) -> bool:
    """True when any declared argument is present (a QueryDict or a dict)."""
    return any(name in query for name in VARIANT_QUERY_ARGS)  # type: ignore[operator]
