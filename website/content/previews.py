"""How many items of a long list a page's server-rendered HTML holds
(content/previews.json, which React reads too: frontend/src/lib/previews.ts).

A list longer than its preview shows the rest once its section is hydrated,
or, without JavaScript, on the same page asked for with ?tout=<list>
(EXPAND_QUERY; core/pagevariants.py keeps that variant out of the caches).
So the HTML of the first visit has a size that does not grow with the list
(issue 31: budgets at the largest content).
"""

import json
from functools import cache
from typing import Any, Literal, get_args

from django.conf import settings
from django.http import HttpRequest

EXPAND_QUERY = "tout"
# ?tout=<value>: the lists a link without JavaScript can ask for whole.
ExpandedList = Literal["faq", "temoignages"]
EXPANDABLE: tuple[str, ...] = get_args(ExpandedList)


@cache
def _previews() -> dict[str, Any]:
    # The repository's file, not CONTENT_DIR's: a layout rule, not content.
    path = settings.BASE_DIR / "content" / "previews.json"
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def preview(name: str) -> int:
    """The number of items of list `name` ("faq", "homeTestimonials"…) in the HTML."""
    count = _previews()[name]
    if not isinstance(count, int) or count < 1:
        raise ValueError(f"content/previews.json: {name} must be a positive whole number")
    return count


def expanded(request: HttpRequest) -> ExpandedList | None:
    """The list a link without JavaScript asked to see whole, if any."""
    value = request.GET.get(EXPAND_QUERY)
    return value if value in EXPANDABLE else None  # type: ignore[return-value]


def faq_questions_in_html(request: HttpRequest) -> int | None:
    """How many questions a FAQ's HTML shows on this request (None: all)."""
    return None if expanded(request) == "faq" else preview("faq")
