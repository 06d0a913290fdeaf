"""The models of the company facts people edit (website/content/company.py):
the same limits in the editor's forms and when a file or revision is read."""

import itertools
from datetime import date
from typing import Annotated, Literal, Self

from pydantic import Field, StringConstraints, model_validator

from core.opening_hours import DAYS

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


Clock = Annotated[str, StringConstraints(pattern=r"^([01][0-9]|2[0-3]):[0-5][0-9]$")]
Day = Literal["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
IsoDate = Annotated[str, StringConstraints(pattern=r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$")]


class OpeningWindow(Schema):
    days: Annotated[list[Day], Field(min_length=1, max_length=7)]
    opens: Clock
    """« 09:00 »."""
    closes: Clock

    @model_validator(mode="after")
    def _ordered(self) -> Self:
        if self.closes <= self.opens:
            raise ValueError("closes before it opens")
        if len(set(self.days)) != len(self.days):
            raise ValueError("a day given twice")
        return self


class Closure(Schema):
    start: IsoDate
    end: IsoDate
    """The last closed day (the same as start for one day)."""
    label: Label
    """« Fermeture de fin d'année »."""

    @model_validator(mode="after")
    def _dates(self) -> Self:
        if date.fromisoformat(self.end) < date.fromisoformat(self.start):
            raise ValueError("ends before it starts")
        return self


class OpeningHours(Schema):
    """The reception hours (core/opening_hours.py): what /contact says and the
    clock of the callback promise."""

    windows: Annotated[list[OpeningWindow], Field(min_length=1, max_length=14)]
    closedOnPublicHolidays: bool = True
    closures: Annotated[list[Closure], Field(max_length=30)] = []

    @model_validator(mode="after")
    def _no_overlap(self) -> Self:
        for day in DAYS:
            spans = sorted((w.opens, w.closes) for w in self.windows if day in w.days)
            if any(later[0] < earlier[1] for earlier, later in itertools.pairwise(spans)):
                raise ValueError(f"two windows overlap on {day}")
        return self


class ContactDocument(Schema):
    """Phone, hours, address, support note and social links (content/contact.json)."""

    phone: Fact
    """Main phone number as displayed."""
    phoneHref: PhoneHref
    """The same number in E.164 form (+33…), for tel: links."""
    supportPhone: Fact
    email: Email
    """Public contact address (the lead mails go to LEADS_NOTIFY_EMAIL, not here)."""
    openingHours: OpeningHours | None = None
    """None only in a version saved before the hours were edited with the
    rest: the shipped hours then apply (website/content/company.py)."""
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
