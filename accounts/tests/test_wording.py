"""One name for a passkey, « clé d'accès », and « codes de secours », in
django-allauth's own strings too (accounts/locale/fr overrides its French)."""

import gettext
import re
from pathlib import Path

from django.utils import translation

CATALOGUE = Path(__file__).resolve().parents[1] / "locale" / "fr" / "LC_MESSAGES"
# What allauth's French calls a passkey or a recovery code, and the site does not.
OTHER_NAMES = re.compile(r"clé secrète|clés? de sécurité|récupération", re.IGNORECASE)
ABOUT = re.compile(r"security key|passkey|recovery code|Master key|Backup key|Key nr", re.I)


def po_entries() -> dict[tuple[str, str], list[str]]:
    """(msgid, msgid_plural) -> the msgstr forms, read from django.po."""
    entries: dict[tuple[str, str], list[str]] = {}
    parts: dict[str, str] = {}
    field = ""

    def flush() -> None:
        if parts.get("msgid"):
            forms = [parts[key] for key in sorted(parts) if key.startswith("msgstr")]
            entries[(parts["msgid"], parts.get("msgid_plural", ""))] = forms

    for line in (CATALOGUE / "django.po").read_text(encoding="utf-8").splitlines():
        if line.startswith("msgid "):
            flush()
            parts = {}
        keyword = re.match(r'(msgid_plural|msgid|msgstr(?:\[\d\])?) "(.*)"$', line)
        if keyword:
            field = keyword.group(1)
            parts[field] = keyword.group(2).replace('\\"', '"')
        elif line.startswith('"'):
            parts[field] += line[1:-1].replace('\\"', '"')
    flush()
    return entries


def test_the_compiled_catalogue_matches_its_source() -> None:
    """msgfmt -o django.mo django.po after every edit (the .po's header says so)."""
    with (CATALOGUE / "django.mo").open("rb") as fh:
        compiled = gettext.GNUTranslations(fh)
    entries = po_entries()
    assert len(entries) > 40
    for (msgid, plural), forms in entries.items():
        if plural:
            assert [compiled.ngettext(msgid, plural, n) for n in (1, 2)] == forms, msgid
        else:
            assert [compiled.gettext(msgid)] == forms, msgid


def test_allauth_names_a_passkey_and_the_codes_as_the_site_does() -> None:
    with translation.override("fr"):
        assert translation.gettext("Use a security key") == "Utiliser ma clé d'accès"
        assert translation.gettext("Recovery Codes") == "Codes de secours"
        assert translation.gettext("Add Security Key") == "Ajouter une clé d'accès"
        catalogue = translation.trans_real.translation("fr")._catalog  # type: ignore[attr-defined]
        # items() also lists the entries ours shadow; catalogue[key] is what is used.
        keys = {key for key, _ in catalogue.items()}
        stray = {
            key: catalogue[key]
            for key in keys
            # Plural forms are keyed (msgid, index).
            if ABOUT.search(key if isinstance(key, str) else key[0])
            and OTHER_NAMES.search(str(catalogue[key]))
        }
    assert stray == {}
