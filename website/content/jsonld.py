"""Structured data built from content files."""

from typing import Any


def faq_jsonld(faq: dict[str, Any], shown: int | None = None) -> dict[str, Any]:
    """FAQPage structured data for a validated FAQ (schema.org), naming its
    first `shown` questions (all when None): the ones the page's HTML shows,
    as search engines ask of it (content/previews.json)."""
    return {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        "mainEntity": [
            {
                "@type": "Question",
                "name": item["question"],
                "acceptedAnswer": {"@type": "Answer", "text": item["answer"]},
            }
            for item in faq.get("items", [])[:shown]
        ],
    }
