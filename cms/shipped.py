"""What the site ships for a document: its file under content/, checked as
the site reads it. It is every page's first revision (seed.py), and where a
page type takes what the spec fixes (buttons' targets, which sections exist)."""

import json
from typing import Any

from contentstore.documents import DOCUMENTS
from website.content import editable


def shipped_document(name: str) -> Any:
    path = DOCUMENTS[name].path()
    return editable.check(name, json.loads(path.read_text(encoding="utf-8")))
