"""Which encoding a cached page is answered in (website/page_encoding.py)."""

import pytest

from website.page_encoding import accepted


@pytest.mark.parametrize(
    ("header", "encoding"),
    [
        ("gzip, deflate, br, zstd", "br"),  # Chromium
        ("br;q=1.0, gzip;q=0.8, *;q=0.1", "br"),
        ("gzip, deflate", "gzip"),
        ("deflate, gzip;q=1.0, br;q=0", "gzip"),  # br refused
        ("identity", None),
        ("", None),
        ("brotli, xgzip", None),  # no such encodings
    ],
)
def test_brotli_first_then_gzip_as_the_browser_allows(header: str, encoding: str | None) -> None:
    assert accepted(header) == encoding
