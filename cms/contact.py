"""The contact page: the company's contact facts and its reception hours.

What Marketing types here is the « contact » document every page reads
(website/content/company.py): the phone in the header and footer, the
address and hours of /contact, the legal pages' contact lines. The hours are
one schedule (core/opening_hours.py): /contact writes them out, its JSON-LD
lists them, and the leads' callback deadlines run on them, exceptional
closings and public holidays included.
"""

import itertools
from datetime import date, time
from typing import Any

from django.core.exceptions import ValidationError
from django.core.validators import RegexValidator
from django.db import models
from wagtail.admin.panels import FieldPanel, FieldRowPanel, MultiFieldPanel
from wagtail.fields import StreamField

from leads import phones

from . import bounds
from .blocks import ClosureBlock, OpeningWindowBlock
from .fixed_page import FixedPage
from .hero_copy import HeroCopy
from .shipped import shipped_document

# /contact's own words (its hero), besides the contact facts.
WORDS = "page_contact"


HTTPS = RegexValidator(r"^https://\S+$", "Une adresse complète commençant par https://.")


def _dialable(value: str) -> None:
    if not phones.dialable(value):
        raise ValidationError("Un numéro de téléphone français, par exemple 01 99 00 12 34.")


class ContactPage(FixedPage, HeroCopy):
    phone = models.CharField(
        "Téléphone", max_length=bounds.PHONE_MAX, validators=[_dialable],
        help_text="Tel qu'il s'affiche, par exemple « 01 99 00 12 34 ». Le lien d'appel "
        "s'en déduit.",
    )  # fmt: skip
    support_phone = models.CharField(
        "Téléphone du support", max_length=bounds.PHONE_MAX, validators=[_dialable]
    )
    email = models.EmailField("Adresse e-mail publique", max_length=254)
    support_note = models.TextField(
        "Note sur le support",
        max_length=bounds.SUPPORT_NOTE_MAX,
        help_text="Sous les coordonnées de /contact.",
    )
    street = models.CharField("Rue", max_length=bounds.STREET_MAX)
    postal_code = models.CharField("Code postal", max_length=bounds.POSTAL_CODE_MAX)
    city = models.CharField("Ville", max_length=bounds.CITY_MAX)
    country = models.CharField("Pays", max_length=bounds.COUNTRY_MAX)
    maps_url = models.CharField(
        "Lien vers la carte", max_length=300, validators=[HTTPS],
        help_text="« Voir l'adresse sur la carte » ouvre cette adresse dans un nouvel onglet.",
    )  # fmt: skip
    linkedin = models.CharField("Page LinkedIn", max_length=300, validators=[HTTPS])
    instagram = models.CharField("Compte Instagram", max_length=300, validators=[HTTPS])
    opening_windows = StreamField(
        [("window", OpeningWindowBlock())],
        verbose_name="Horaires d'accueil",
        min_num=1,
        max_num=14,
        help_text="Chaque plage vaut pour les jours cochés. Ces horaires s'affichent sur "
        "le site et comptent le délai de rappel des demandes (« Rappel sous 24 h »).",
    )
    closed_on_public_holidays = models.BooleanField("Fermé les jours fériés", default=True)
    closures = StreamField(
        [("closure", ClosureBlock())],
        verbose_name="Fermetures exceptionnelles",
        blank=True,
        max_num=30,
        help_text="Affichées sur /contact jusqu'à leur dernier jour ; aucun délai de rappel "
        "ne court pendant une fermeture.",
    )

    # « Planifier un échange » at the end of /contact (spec §2), to its own form.
    closing_title = models.CharField(
        "Titre de l'appel final", max_length=bounds.CLOSING_TITLE_MAX, default=""
    )
    closing_text = models.TextField(
        "Texte de l'appel final", max_length=bounds.CLOSING_CALL_TEXT_MAX, default=""
    )
    closing_action = models.CharField(
        "Texte du bouton", max_length=bounds.BUTTON_MAX, default="",
        help_text="Il mène au formulaire de cette page.",
    )  # fmt: skip

    content_panels = [
        *FixedPage.content_panels,
        HeroCopy.hero_panel,
        MultiFieldPanel(
            [
                FieldRowPanel([FieldPanel("phone"), FieldPanel("support_phone")]),
                FieldPanel("email"),
                FieldPanel("support_note"),
            ],
            heading="Téléphone et e-mail",
        ),
        MultiFieldPanel(
            [
                FieldPanel("street"),
                FieldRowPanel([FieldPanel("postal_code"), FieldPanel("city")]),
                FieldPanel("country"),
                FieldPanel("maps_url"),
            ],
            heading="Adresse",
        ),
        MultiFieldPanel(
            [
                FieldPanel("opening_windows"),
                FieldPanel("closed_on_public_holidays"),
                FieldPanel("closures"),
            ],
            heading="Horaires",
        ),
        MultiFieldPanel(
            [FieldPanel("linkedin"), FieldPanel("instagram")], heading="Réseaux sociaux"
        ),
        MultiFieldPanel(
            [FieldPanel("closing_title"), FieldPanel("closing_text"), FieldPanel("closing_action")],
            heading="Appel final (« Planifier un échange »)",
        ),
    ]

    class Meta:
        verbose_name = "page de contact"
        verbose_name_plural = "pages de contact"

    def clean(self) -> None:
        errors = {
            **self._window_errors(),
            **self._closure_errors(),
            **self.hero_errors(shipped_document(WORDS)["hero"]),
        }
        if errors:
            raise ValidationError(errors)
        super().clean()

    def _window_errors(self) -> dict[str, str]:
        spans: dict[str, list[tuple[time, time]]] = {}
        for window in self.opening_windows:
            opens, closes = window.value["opens"], window.value["closes"]
            if closes <= opens:
                return {"opening_windows": f"Une plage ferme ({closes:%H:%M}) avant d'ouvrir "
                        f"({opens:%H:%M}) : indiquez l'ouverture puis la fermeture."}  # fmt: skip
            if not window.value["days"]:
                return {"opening_windows": "Cochez au moins un jour pour chaque plage."}
            for day in window.value["days"]:
                spans.setdefault(day, []).append((opens, closes))
        for day, day_spans in spans.items():
            day_spans.sort()
            for (_, earlier_close), (later_open, _) in itertools.pairwise(day_spans):
                if later_open < earlier_close:
                    return {"opening_windows": f"Deux plages se chevauchent le {day} : "
                            "chaque heure ne doit figurer qu'une fois."}  # fmt: skip
        return {}

    def _closure_errors(self) -> dict[str, str]:
        for closure in self.closures:
            if closure.value["end"] < closure.value["start"]:
                return {"closures": f"« {closure.value['label']} » : le dernier jour fermé "
                        "précède le premier."}  # fmt: skip
        return {}

    def fill(self, contact: dict[str, Any]) -> None:
        """Takes a contact document's values (seed.py: shipped or published)."""
        if not self.has_copy():
            # Its hero was never edited here (a new page, or one made before).
            self.fill_hero(shipped_document(WORDS)["hero"])
        if not self.closing_title:
            self.fill_closing(shipped_document(WORDS)["closing"])
        self.phone, self.support_phone = contact["phone"], contact["supportPhone"]
        self.email, self.support_note = contact["email"], contact["supportNote"]
        address = contact["address"]
        self.street, self.postal_code = address["street"], address["postalCode"]
        self.city, self.country = address["city"], address["country"]
        self.maps_url = contact["mapsUrl"]
        self.linkedin = contact["socials"]["linkedin"]
        self.instagram = contact["socials"]["instagram"]
        hours = contact["openingHours"]
        self.opening_windows = [
            ("window", {"days": w["days"], "opens": _clock(w["opens"]),
                        "closes": _clock(w["closes"])})
            for w in hours["windows"]
        ]  # fmt: skip
        self.closed_on_public_holidays = hours.get("closedOnPublicHolidays", True)
        self.closures = [
            ("closure", {"start": _day(c["start"]), "end": _day(c["end"]), "label": c["label"]})
            for c in hours.get("closures", [])
        ]

    def fill_copy(self, words: dict[str, Any]) -> None:
        """Takes a « page_contact » document: the hero, and the closing call if it has one."""
        self.fill_hero(words["hero"])
        if words.get("closing"):
            self.fill_closing(words["closing"])

    def fill_closing(self, closing: dict[str, str]) -> None:
        self.closing_title, self.closing_text = closing["title"], closing["text"]
        self.closing_action = closing["action"]

    def contact_document(self) -> dict[str, Any]:
        return {
            "phone": self.phone,
            "phoneHref": phones.e164(self.phone),
            "supportPhone": self.support_phone,
            "email": self.email,
            "supportNote": self.support_note,
            "address": {
                "street": self.street,
                "postalCode": self.postal_code,
                "city": self.city,
                "country": self.country,
            },
            "mapsUrl": self.maps_url,
            "socials": {"linkedin": self.linkedin, "instagram": self.instagram},
            "openingHours": {
                "windows": [
                    {
                        "days": list(w.value["days"]),
                        "opens": f"{w.value['opens']:%H:%M}",
                        "closes": f"{w.value['closes']:%H:%M}",
                    }
                    for w in self.opening_windows
                ],
                "closedOnPublicHolidays": self.closed_on_public_holidays,
                "closures": [
                    {
                        "start": c.value["start"].isoformat(),
                        "end": c.value["end"].isoformat(),
                        "label": c.value["label"],
                    }
                    for c in self.closures
                ],
            },
        }

    def documents(self) -> dict[str, Any]:
        documents = {**super().documents(), "contact": self.contact_document()}
        # A version saved before the hero was edited here leaves it as it is.
        if self.has_copy():
            documents[WORDS] = {"hero": self.hero_document(shipped_document(WORDS)["hero"])}
            if self.closing_title:
                documents[WORDS]["closing"] = {
                    "title": self.closing_title,
                    "text": self.closing_text,
                    "action": self.closing_action,
                }
        return documents


def _clock(value: str) -> time:
    hours, minutes = value.split(":")
    return time(int(hours), int(minutes))


def _day(value: str) -> date:
    return date.fromisoformat(value)
