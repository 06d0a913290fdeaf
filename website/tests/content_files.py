"""What the content tests share: the spec §8 fallback each content file gives,
and a writer for a test's own content folder (the `empty_data_dir` fixture)."""

import json
from pathlib import Path
from typing import Any

from website.content.fallbacks import DEFAULT_TESTIMONIALS_TITLE
from website.content.loader import FILES

TESTIMONIAL_FALLBACK: dict[str, Any] = {
    "title": DEFAULT_TESTIMONIALS_TITLE,
    "items": [
        {
            "label": "Support",
            "text": "Support ultra-réactif, nos incidents sont réglés en quelques minutes.",
            "author": "Responsable informatique d'une PME cliente",
        }
    ],
    "pills": [{"text": "SLA clair", "variant": "primary"}],
}
FAQ_FALLBACK: dict[str, Any] = {
    "title": "Questions fréquentes",
    "items": [{"question": "FAQ indisponible", "answer": "Veuillez réessayer plus tard."}],
    "error": True,  # the FAQ component's fallback state (spec §4)
}
CLIENTS_FALLBACK = [
    {"name": "Entreprise cliente", "logo": "/static/img-opti/brand/logo.svg", "error": True}
]
FALLBACKS: dict[str, Any] = {
    "clients": CLIENTS_FALLBACK,
    "home-coursel": [],
    **{name: TESTIMONIAL_FALLBACK for name in FILES if name.startswith("avis")},
    **{name: FAQ_FALLBACK for name in FILES if name.startswith("faq_")},
}


def write_data_file(data_dir: Path, name: str, value: Any) -> Path:
    """Write content/data/<name>.json: a string as it is (broken JSON), anything else as JSON."""
    path = data_dir / f"{name}.json"
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    path.write_text(text, encoding="utf-8")
    return path
