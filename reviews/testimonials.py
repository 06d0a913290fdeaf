"""Published reviews, shaped as testimonial items for the home marquee.

Contract used by telecomsite's home page builder: a list of
{"label": str, "text": str, "author": str} dicts, newest first.
Implemented by the reviews issue (moderation in the admin).
"""


def published_testimonial_items(limit: int = 20) -> list[dict[str, str]]:
    return []
