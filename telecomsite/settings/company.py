"""The public site's origin and the company facts: one place
(content/company.json), overridable per deployment by environment variables."""

import json
import os
from typing import Any

from .anti_abuse import RECAPTCHA_SITE_KEY
from .paths import CONTENT_DIR

# Absolute origin of the public site: canonical URLs, Open Graph and sitemap.xml.
SITE_URL = os.environ.get("SITE_URL", "http://127.0.0.1:8000").rstrip("/")

with open(CONTENT_DIR / "company.json", encoding="utf-8") as fh:
    _company = {k: v for k, v in json.load(fh).items() if not k.startswith("_")}
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
