"""The models of the company facts people edit (website/content/company.py):
the same limits in the editor's forms and when a file or revision is read."""

from typing import Annotated

from pydantic import StringConstraints

from .schemas import Label, Lead, Schema, Title

# Short single-line facts: a number, a postcode, a register entry.
Fact = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=120)]
Email = Annotated[str, StringConstraints(pattern=r"^[^@\s]+@[^@\s]+\.[^@\s]+$", max_length=254)]
Https = Annotated[str, StringConstraints(pattern=r"^https://\S+$", max_length=300)]
PhoneHref = Annotated[str, StringConstraints(pattern=r"^\+[0-9]{6,15}$")]


class Address(Schema):
    street: Title
    postalCode: Fact
    city: Label
    country: Label


class Socials(Schema):
    linkedin: Https
    instagram: Https


class ContactDocument(Schema):
    """Phone, hours, address, support note and social links (content/contact.json)."""

    phone: Fact
    """Main phone number as displayed."""
    phoneHref: PhoneHref
    """The same number in E.164 form (+33…), for tel: links."""
    supportPhone: Fact
    email: Email
    """Public contact address (the lead mails go to LEADS_NOTIFY_EMAIL, not here)."""
    hours: Title
    """Opening hours, written to follow « ouvert » (« du lundi au vendredi… »)."""
    supportNote: Lead
    address: Address
    mapsUrl: Https
    socials: Socials


class LegalDocument(Schema):
    """The legal identity of the legal notice (content/company.json)."""

    legalName: Label
    legalForm: Label
    capital: Fact
    registration: Fact
    siret: Fact
    vatNumber: Fact
    ape: Fact
    publicationDirector: Title
    """Required by LCEN art. 1-1 (README, departures from the spec)."""
    privacyEmail: Email
    hosting: Lead
