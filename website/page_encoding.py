"""The compressed forms of a cached page, and which one a request gets.

A page is cached with its body in each encoding browsers accept (views.py),
compressed once per page and publication, so every answer of a page has one
size, the one its budget is measured on (docs/performance.md). Brotli first:
at quality 6 it takes a few milliseconds and makes the HTML about 6 % smaller
than gzip (/home: 12.6 -> 11.8 KB), which keeps each page's first visit in
the first round trip at the largest content Marketing can publish (issue 31);
quality 11 would save 6 % more for 90 ms of a core per page. No random
padding against BREACH: the pages hold nothing personal or secret.
"""

import re

import brotli
from django.utils.text import compress_string

BROTLI_QUALITY = 6

# The encodings a page is kept in, preferred first.
ENCODINGS = ("br", "gzip")

_TOKEN = re.compile(r"[^,;\s]+(?:\s*;\s*q\s*=\s*([0-9.]+))?")


def compressed_forms(body: bytes) -> dict[str, bytes]:
    """The body in each of ENCODINGS."""
    return {
        "br": brotli.compress(body, quality=BROTLI_QUALITY, mode=brotli.MODE_TEXT),
        "gzip": compress_string(body),
    }


def accepted(accept_encoding: str) -> str | None:
    """The first of ENCODINGS the Accept-Encoding header allows (q > 0), or None."""
    allowed = set()
    for match in _TOKEN.finditer(accept_encoding.lower()):
        name = match.group(0).split(";", 1)[0].strip()
        weight = match.group(1)
        if weight is None or float(weight or 0) > 0:
            allowed.add(name)
    return next((name for name in ENCODINGS if name in allowed), None)
