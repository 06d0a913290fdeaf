"""Structured data built from content files."""

from typing import Any


def faq_jsonld(faq: dict[str, Any]) -> dict[str, Any]:
    """FAQPage structured data for a validated FAQ (schema.org)."""
    return {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        "mainEntity": [
            {
                "@type": "Question",
                "name": item["question"],
                "acceptedAnswer": {"@type": "Answer", "text": item["answer"]},
            }
            for item in faq.get("items", [])
        ],
    }
