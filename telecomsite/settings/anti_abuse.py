"""Anti-abuse settings (README, "Anti-abuse"): admin login lockouts, the
per-address rate limits and whose forwarded address counts, the request size
limit, and the spam filters of the lead and review forms (fill time, ALTCHA
proof of work, reCAPTCHA, no-JavaScript duplicates)."""

import os

from .env import env_bool, env_list, env_rate

# --- Admin login lockouts (axes; its backend and middleware are in base.py) ---
# Lockouts key on the username and IP together (one visitor's failures never
# lock a staff member out), plus the IP alone once it reaches
# AXES_IP_FAILURE_LIMIT failures whatever the usernames (one address spraying
# many accounts is still stopped).
AXES_FAILURE_LIMIT = int(os.environ.get("AXES_FAILURE_LIMIT", "5"))
AXES_IP_FAILURE_LIMIT = int(os.environ.get("AXES_IP_FAILURE_LIMIT", "20"))
AXES_LOCKOUT_PARAMETERS = "core.adminguard.lockout_parameters"
# The address TrustedProxyMiddleware settled on (REMOTE_ADDR).
AXES_CLIENT_IP_CALLABLE = "core.adminguard.client_ip"
AXES_COOLOFF_TIME = 1  # hours
AXES_RESET_ON_SUCCESS = True
# The lockout page in the back office's layout, saying how long and what next;
# it also drops a pending sign-in (accounts/lockout.py).
AXES_LOCKOUT_CALLABLE = "accounts.lockout.lockout_response"
# purge_personal_data deletes axes records (they hold IP addresses) after this.
AXES_RETENTION_DAYS = 30

# --- The lead and review APIs -------------------------------------------------
API_RATE_LIMITS = {
    "send": env_rate("LEADS_RATE_LIMIT", "10/600"),
    "review": env_rate("REVIEWS_RATE_LIMIT", "5/600"),
    # Staff "mot de passe oublié" requests (accounts/forms.py).
    "staff_reset": env_rate("STAFF_RESET_RATE_LIMIT", "5/900"),
}
# Number of reverse proxies in front of gunicorn whose X-Forwarded-For is
# trusted, and the addresses they connect from (proxy.py). `make prod` and
# compose.yaml set them where they ship nginx; 0 (embedded default) trusts
# no forwarded header at all.
API_TRUSTED_PROXY_COUNT = int(os.environ.get("API_TRUSTED_PROXY_COUNT", "0"))
API_TRUSTED_PROXY_ADDRESSES = env_list("API_TRUSTED_PROXY_ADDRESSES", ["127.0.0.1/32", "::1/128"])
# A lead is at most ~10 KB of UTF-8; anything larger is refused with 413.
API_MAX_BODY_BYTES = int(os.environ.get("API_MAX_BODY_BYTES", "16384"))
# Humans need more than this between the form's display and its submit.
API_MIN_FILL_SECONDS = float(os.environ.get("API_MIN_FILL_SECONDS", "3"))

# reCAPTCHA v3: verified only when a secret is configured. With a site key the
# lead forms load Google's script, after consent only (the key reaches them in
# COMPANY, company.py; security.py lets Google through the CSP).
RECAPTCHA_SECRET = os.environ.get("RECAPTCHA_SECRET", "")
RECAPTCHA_SITE_KEY = os.environ.get("RECAPTCHA_SITE_KEY", "")
RECAPTCHA_MIN_SCORE = float(os.environ.get("RECAPTCHA_MIN_SCORE", "0.5"))
RECAPTCHA_TIMEOUT = 5.0

# ALTCHA proof of work (core/api/altcha.py): our own challenge, no third
# party. The HMAC key signs the challenges; dev and test derive one from the
# secret key (settings/dev.py), production requires ALTCHA_HMAC_KEY.
ALTCHA_HMAC_KEY = os.environ.get("ALTCHA_HMAC_KEY", "")
# Script submissions without a valid answer are stored as spam; "0" turns the check off.
ALTCHA_REQUIRED = env_bool("ALTCHA_REQUIRED", True)
# Work asked of the browser: on average max/2 SHA-256 hashes (~1 s at 50 000).
ALTCHA_MAX_NUMBER = int(os.environ.get("ALTCHA_MAX_NUMBER", "50000"))
# A challenge must be answered and used within this time.
ALTCHA_EXPIRES_SECONDS = int(os.environ.get("ALTCHA_EXPIRES_SECONDS", "1200"))
# No-JavaScript form posts: the same content from the same address within this
# window is one submission (a double click, a reload of the POST).
HTML_FORM_DEDUPE_SECONDS = int(os.environ.get("HTML_FORM_DEDUPE_SECONDS", "600"))
