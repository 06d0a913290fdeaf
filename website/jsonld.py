"""Structured data (JSON-LD) that Django puts in every page's <head>."""

from typing import Any

from django.conf import settings

from core.routes import RouteTable

from .content.company import company as company_facts


def postal_address() -> dict[str, Any]:
    """The head office's schema.org address (the organisation and /contact's business)."""
    address = company_facts()["address"]
    return {
        "@type": "PostalAddress",
        "streetAddress": address["street"],
        "postalCode": address["postalCode"],
        "addressLocality": address["city"],
        "addressCountry": "FR",
    }


def organization() -> dict[str, Any]:
    company = company_facts()
    return {
        "@context": "https://schema.org",
        "@type": "Organization",
        "name": company["brand"],
        "legalName": company["legalName"],
        "url": settings.SITE_URL + "/",
        "logo": settings.SITE_URL + "/static/img-opti/brand/logo.svg",
        "telephone": company["phoneHref"],
        "email": company["email"],
        "address": postal_address(),
        "sameAs": [company["socials"]["linkedin"], company["socials"]["instagram"]],
    }


def website() -> dict[str, Any]:
    return {
        "@context": "https://schema.org",
        "@type": "WebSite",
        "name": settings.COMPANY["brand"],
        "url": settings.SITE_URL + "/",
        "inLanguage": "fr-FR",
    }


def site_navigation(table: RouteTable) -> dict[str, Any]:
    """Spec §2: the sitemap page emits a navigation-element structured-data block."""
    return {
        "@context": "https://schema.org",
        "@type": "ItemList",
        "name": "Plan du site",
        "itemListElement": [
            {
                "@type": "SiteNavigationElement",
                "position": position,
                "name": route.label,
                "url": settings.SITE_URL + route.canonical,
            }
            for position, route in enumerate((r for r in table.routes if r.in_sitemap), start=1)
        ],
    }
