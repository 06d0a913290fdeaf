"""The largest content the page editor allows, published into a test stack (issue 31 §5).

« Budgets hold whatever Marketing publishes »: every page of the site in
Wagtail (the route table's pages and the root page's header, footer and 404
words) is grown in the editor's own form, then published as Marketing
publishes it. So the bounds measured are the editor's, read from its form,
not a copy of them:

- every text field of the page's panels, and every text block of its lists,
  at the form's max_length (each text different: French words drawn at
  random with a fixed seed, which gzip shrinks about as it shrinks real copy,
  not the runs of one letter it would shrink to nothing);
- every list with a maximum (a block's max_num) at that maximum, its items
  copied from the shipped ones; lists without one (the spec's sections, which
  the page refuses to add or remove) keep their length;
- every picture a library image (one photo, uploaded once): its renditions'
  addresses are longer than the shipped illustrations', and a testimonial
  or a page's sharing image has none shipped;
- choices, links, dates and ticks as shipped; an optional text left empty
  beside an empty link (a button without a target) stays empty.

The page is then checked as the editor checks it (full_clean: a page the
editor would refuse stops the run, naming it) and published through a
revision, so its documents reach the site by the same path as Marketing's.

/home also shows the published reviews after its testimonials: the newest
reviews.testimonials.LIMIT, each up to the review form's 2,000 characters,
are created and published.

    DATABASE_URL=sqlite:///var/e2e-8765/db.sqlite3 .venv/bin/python -m cms.tests.largest_content

publishes it all (scripts/serve-e2e.sh does when E2E_CONTENT=largest) and
prints one line per page.
"""

from __future__ import annotations

import random
import sys
import uuid
from datetime import date, timedelta
from typing import Any

WORDS = (  # noqa: SIM905 - a sentence reads better than a list of words
    "téléphonie entreprise standard virtuel ligne fibre optique débit garanti "
    "sauvegarde serveur poste de travail infogérance sécurité pare-feu messagerie "
    "accompagnement installation déploiement migration support réactif technicien "
    "agence collaborateurs clients rapidité qualité continuité activité réseau "
    "cybersécurité supervision contrat mensuel forfait numéro portabilité appels "
    "softphone casque visioconférence télétravail site distant routeur secours 4G "
    "intervention sur place diagnostic audit gratuit équipe dédiée interlocuteur "
    "unique réponse sous vingt-quatre heures hébergé en France données protégées "
    "mise à jour antivirus sensibilisation phishing sauvegarde externalisée plan "
    "de reprise boulangerie cabinet comptable transport logistique mairie école"
).split()


class Texts:
    """Distinct French-looking texts of an exact length."""

    def __init__(self, seed: int = 31) -> None:
        self.random = random.Random(seed)  # noqa: S311 - test texts, not secrets

    def text(self, length: int) -> str:
        words: list[str] = []
        size = -1
        while size < length:
            word = self.random.choice(WORDS)
            words.append(word)
            size += len(word) + 1
        text = " ".join(words)[:length].rstrip()
        # Never a trailing space (the forms strip it): pad with a letter.
        text = text.ljust(length, "e")
        return text[0].upper() + text[1:]


class Grower:
    """Grows a page's values to the bounds of its editor's form."""

    def __init__(self, texts: Texts, image: Any) -> None:
        self.texts = texts
        # The library image every picture shows.
        self.image = image
        # The values before growth of the page's own text fields.
        self.shipped: dict[str, str] = {}
        self.days = 0

    def text_bound(self, block: Any) -> int | None:
        """The max_length of a free text block; None for links, choices and the rest."""
        from wagtail import blocks

        if not isinstance(block, (blocks.CharBlock, blocks.TextBlock)):
            return None
        field = block.field
        # A text with a pattern (an address) stays as shipped.
        return None if _own_validators(field.validators) else field.max_length

    def block(self, block: Any, raw: Any, optional_grows: bool = True) -> Any:
        from wagtail import blocks
        from wagtail.images.blocks import ImageChooserBlock

        if isinstance(block, blocks.StructBlock):
            return self.struct(block, raw or {})
        if isinstance(block, blocks.ListBlock):
            return self.listed(block, raw or [])
        if isinstance(block, blocks.StreamBlock):
            return self.stream(block, raw or [])
        if isinstance(block, ImageChooserBlock):
            return self.image.pk
        if isinstance(block, blocks.DateBlock) and raw is None:
            # A closing added to an empty list: days to come, one list item apart.
            self.days += 1
            return (date.today() + timedelta(days=7 * self.days)).isoformat()
        bound = self.text_bound(block)
        if bound is None:
            return raw
        if not raw and not (block.required or optional_grows):
            return raw
        return self.texts.text(bound)

    def struct(self, block: Any, raw: dict[str, Any]) -> dict[str, Any]:
        # A button's optional text grows only with its link (ButtonBlock.clean).
        unlinked = any(
            self.text_bound(child) is None and not raw.get(name) and _is_link(name)
            for name, child in block.child_blocks.items()
        )
        return {
            name: self.block(child, raw.get(name), optional_grows=not unlinked)
            for name, child in block.child_blocks.items()
        }

    def listed(self, block: Any, raw: list[Any]) -> list[Any]:
        # Wagtail stores a list's items as {"type": "item", "value", "id"}.
        items = [item["value"] if _is_item(item) else item for item in raw]
        # Copies of the shipped items; an empty list stays empty (nothing to copy).
        count = (block.meta.max_num or len(items)) if items else 0
        templates = items
        return [
            {"type": "item", "value": self.block(block.child_block, templates[i % len(templates)])}
            | {"id": str(uuid.uuid4())}
            for i in range(count)
        ]

    def stream(self, block: Any, raw: list[dict[str, Any]]) -> list[dict[str, Any]]:
        count = block.meta.max_num or len(raw)
        templates = raw or [{"type": next(iter(block.child_blocks)), "value": None}]
        grown = []
        for i in range(count):
            item = templates[i % len(templates)]
            child = block.child_blocks[item["type"]]
            value = self.block(child, item["value"])
            grown.append({"type": item["type"], "value": value, "id": str(uuid.uuid4())})
        return grown

    def page(self, page: Any, user: Any) -> list[str]:
        """Grows `page` in place; returns the names of the fields it grew."""
        from django.db import models
        from wagtail.fields import StreamField

        # The editor's form as `user` gets it (a page type may bound or hide fields).
        form_class = page.get_edit_handler().get_form_class()
        form = form_class(instance=page, parent_page=page.get_parent(), for_user=user)
        form_fields = form.fields
        grown = []
        for name, form_field in form_fields.items():
            try:
                field = page._meta.get_field(name)
            except Exception:  # noqa: S112 - a form field of Wagtail's own (comments…)
                continue
            if isinstance(field, models.ForeignKey) and field.related_model is type(self.image):
                # A page's sharing image, with its description.
                setattr(page, name, self.image)
            elif isinstance(field, StreamField):
                if not self.has_text(field.stream_block):
                    # Times and days (the opening hours): more would only overlap.
                    continue
                raw = list(getattr(page, name).raw_data)
                setattr(page, name, self.stream(field.stream_block, raw))
            elif (
                isinstance(field, (models.CharField, models.TextField))
                and not isinstance(field, models.EmailField)
                and not field.choices
                and not _own_validators(field.validators)
                and not _is_link(name)
                # An optional text left empty: the page may refuse it filled
                # (a second button the page has not), so it stays empty.
                and (getattr(page, name) or not field.blank)
                and getattr(form_field, "max_length", None)
                and not getattr(form_field, "disabled", False)
            ):
                self.shipped[name] = getattr(page, name)
                setattr(page, name, self.texts.text(form_field.max_length))
            else:
                continue
            grown.append(name)
        return grown

    def has_text(self, block: Any) -> bool:
        """Whether a free text is somewhere in `block`."""
        children = getattr(block, "child_blocks", None) or {}
        inner = getattr(block, "child_block", None)
        return (
            self.text_bound(block) is not None
            or any(self.has_text(child) for child in children.values())
            or (inner is not None and self.has_text(inner))
        )

    def mend(self, page: Any, name: str) -> bool:
        """A text the page refused: False when it is not one of its text fields.

        Empty (an optional description the page now asks for, as a sharing
        image's): filled to its bound. Refused for its words (the
        accessibility link must state the compliance): the shipped words,
        after new ones up to the bound."""
        try:
            field = page._meta.get_field(name)
        except Exception:
            return False
        bound = getattr(field, "max_length", None)
        current = getattr(page, name, None)
        if not bound or not isinstance(current, str):
            return False
        if not current:
            setattr(page, name, self.texts.text(bound))
            return True
        shipped = self.shipped.get(name)
        if not shipped:
            return False
        room = len(current) - len(shipped) - 1
        setattr(page, name, f"{self.texts.text(room)} {shipped}" if room > 0 else shipped)
        return True


# Django's own validators for max_length and min_length: not a pattern.
LENGTH_VALIDATORS = {"MaxLengthValidator", "MinLengthValidator", "ProhibitNullCharactersValidator"}


def _own_validators(validators: list[Any]) -> list[Any]:
    """A field's validators besides its length's: a pattern, a phone number…"""
    return [v for v in validators if type(v).__name__ not in LENGTH_VALIDATORS]


def _is_link(name: str) -> bool:
    return name in {"link", "to", "href", "target", "page"} or name.endswith(("_link", "_url"))


def _is_item(item: Any) -> bool:
    return isinstance(item, dict) and item.get("type") == "item" and "value" in item


def editable_pages() -> list[Any]:
    """The site's pages in Wagtail (the root and the route table's), newest versions."""
    from wagtail.models import Page

    from cms.models import FixedPage, SiteRootPage

    pages = [
        page
        for page in Page.objects.all().order_by("path").specific()
        if isinstance(page, (FixedPage, SiteRootPage))
    ]
    return [page.get_latest_revision_as_object() for page in pages]


def publish_reviews() -> str:
    """The newest published reviews /home shows, each at the review form's bounds."""
    from core.api.rules import field_rule, rules
    from reviews.models import Review, ReviewStatus
    from reviews.services import moderate
    from reviews.testimonials import LIMIT

    texts = Texts(seed=2000)
    bound = {spec["key"]: field_rule(spec).max_length for spec in rules().raw["review"]["fields"]}
    made = [
        Review.objects.create(
            name=texts.text(bound["name"]),
            company=texts.text(bound["company"]),
            message=texts.text(bound["message"]),
        )
        for _ in range(LIMIT)
    ]
    moderate(Review.objects.filter(pk__in=[r.pk for r in made]), ReviewStatus.PUBLISHED)
    return f"reviews: {LIMIT} published, {bound['message']} characters each"


def _clean(page: Any, grower: Grower) -> None:
    """The editor's checks; a text refused is mended (Grower.mend), anything
    else stops the run."""
    from django.core.exceptions import ValidationError

    try:
        page.full_clean()
    except ValidationError as error:
        fields = list(getattr(error, "error_dict", {}))
        if not fields or not all(grower.mend(page, name) for name in fields):
            raise
        page.full_clean()


def library_photo() -> Any:
    """A phone photo in the image library (its upload strips its metadata)."""
    import io

    from django.core.files.uploadedfile import SimpleUploadedFile
    from PIL import Image as Picture
    from wagtail.images import get_image_model

    buffer = io.BytesIO()
    # Wide enough for every width the pages list (1536), no wider: AVIF takes time.
    Picture.new("RGB", (1600, 1000), (30, 90, 160)).save(buffer, "JPEG", quality=90)
    upload = SimpleUploadedFile("photo-de-chantier-a-la-plus-longue-adresse.jpg", buffer.getvalue())
    image = get_image_model()(title=Texts(seed=7).text(255), file=upload)
    image.save()
    return image


def publish_all() -> list[str]:
    """Grows and publishes every editable page; one line per page."""
    from django.contrib.auth import get_user_model
    from django.db import transaction

    # A superuser's form: every field (the legal pages' too), and no permission refused.
    user, _ = get_user_model().objects.get_or_create(
        username="contenu-maximal", defaults={"is_superuser": True, "is_staff": True}
    )
    lines = []
    image = library_photo()
    for page in editable_pages():
        grower = Grower(Texts(seed=sum(map(ord, page.url_path))), image)
        grown = grower.page(page, user)
        _clean(page, grower)
        with transaction.atomic():
            revision = page.save_revision(user=user, log_action=True)
            revision.publish(user=user, skip_permission_checks=True)
        lines.append(f"{page.url_path}: {len(grown)} fields at their bounds")
    lines.append(publish_reviews())
    return lines


def main(argv: list[str]) -> int:
    import os

    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "telecomsite.settings.dev")
    django.setup()
    print("\n".join(publish_all()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
