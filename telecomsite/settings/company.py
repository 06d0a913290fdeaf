"""The public site's origin and the company facts.

- content/contact.json (phone, reception hours, address, support note, social links)
  and content/company.json (legal identity) are the defaults of two content
  documents the back office edits (website/content/company.py: a published
  revision wins at request time). Every value is fictional: the SIREN and
  SIRET pass the Luhn check, the VAT key is computed from the SIREN.
  publicationDirector is required by LCEN art. 1-1 (numbering of the 2024
  SREN law; formerly art. 6-III) although the spec leaves it blank (docs,
  departures). The reception hours are a schedule ("openingHours",
  core/opening_hours.py), written out for people at request time.
- The operator settings below are not content: no editor may redirect the
  lead mails, the analytics or the API. They come from the environment only.
"""

import json
import os
from typing import Any

from .anti_abuse import RECAPTCHA_SITE_KEY
from .paths import CONTENT_DIR

# Absolute origin of the public site: canonical URLs, Open Graph and sitemap.xml.
SITE_URL = os.environ.get("SITE_URL", "http://127.0.0.1:8000").rstrip("/")

_company: dict[str, Any] = {}
for _file in ("contact.json", "company.json"):
    with open(CONTENT_DIR / _file, encoding="utf-8") as fh:
        _company.update({k: v for k, v in json.load(fh).items() if not k.startswith("_")})
# Operator settings: their defaults here, their values from the environment.
_company.update(
    {
        "brand": "TQ Télécom",
        "salesEmail": "commercial@example.com",
        "moderationEmail": "avis@example.com",
        "gaMeasurementId": "G-TQ0000TEST",
        "threatMapUrl": "https://threatmap.checkpoint.com/",
        "apiBase": "/api",
    }
)
_COMPANY_ENV = {
    "brand": "COMPANY_BRAND",
    "phone": "COMPANY_PHONE",
    "phoneHref": "COMPANY_PHONE_HREF",
    "email": "COMPANY_EMAIL",
    "salesEmail": "LEADS_NOTIFY_EMAIL",
    "moderationEmail": "REVIEWS_NOTIFY_EMAIL",
    "gaMeasurementId": "GA_MEASUREMENT_ID",
    "threatMapUrl": "THREAT_MAP_URL",
    "apiBase": "API_BASE",
}
for _key, _var in _COMPANY_ENV.items():
    if _var in os.environ:
        _company[_key] = os.environ[_var]
_company["siteUrl"] = SITE_URL
# The lead forms load reCAPTCHA with this key (anti_abuse.py).
if RECAPTCHA_SITE_KEY:
    _company["recaptchaSiteKey"] = RECAPTCHA_SITE_KEY
COMPANY: dict[str, Any] = _company
