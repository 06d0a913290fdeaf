"""Staff accounts (docs/staff-accounts.md): second factors, invitations,
password reset, session lengths and the sign-in record. django-allauth runs
the sign-in, its MFA app the factors; accounts/ adds the rules below."""

import ipaddress
import os
from urllib.parse import urlsplit

from .company import COMPANY, SITE_URL
from .env import env_bool
from .notifications import STAFF_URL
from .security import ADMIN_PATH

# Every staff account needs a second factor (passkey or TOTP). On everywhere,
# `make run` included; only tests that are not about sign-in turn it off.
STAFF_MFA_REQUIRED = env_bool("STAFF_MFA_REQUIRED", True)


def _rp_id(url: str) -> str:
    """WebAuthn refuses an IP address as relying party: "" then means "the
    host the page was opened on" (accounts/adapter.py)."""
    host = urlsplit(url).hostname or ""
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return host
    return ""


# The passkeys' relying-party ID: a domain the staff pages are served on.
STAFF_WEBAUTHN_RP_ID = os.environ.get("STAFF_WEBAUTHN_RP_ID") or _rp_id(STAFF_URL or SITE_URL)
# A staff session ends after this long without a request, and after this long in all.
STAFF_SESSION_IDLE_MINUTES = int(os.environ.get("STAFF_SESSION_IDLE_MINUTES", "60"))
STAFF_SESSION_MAX_HOURS = int(os.environ.get("STAFF_SESSION_MAX_HOURS", "10"))
# An invitation link works once, for this long.
STAFF_INVITATION_HOURS = int(os.environ.get("STAFF_INVITATION_HOURS", "72"))
# A password reset link works once, for this long (Django's setting, in seconds).
PASSWORD_RESET_TIMEOUT = int(os.environ.get("STAFF_PASSWORD_RESET_MINUTES", "60")) * 60
# The sign-in record (accounts.SignInEvent) is kept this long (purge_personal_data).
STAFF_SIGNIN_RETENTION_DAYS = 365
# Wrong second-factor codes: this many in one pending login send the person
# back to the password; this many for one account, whatever the addresses,
# lock its sign-in for AXES_COOLOFF_TIME (accounts/lockout.py).
STAFF_MFA_FAILURES_PER_LOGIN = 5
STAFF_MFA_FAILURES_PER_HOUR = 10
# Password reset requests per address: API_RATE_LIMITS["staff_reset"] (anti_abuse.py).
# Whom a member writes to when nothing else works (forgotten password with no
# mail, lost phone and no recovery code): named on « Mot de passe oublié ? » and
# after a sign-in with a recovery code. Default: the company's contact address
# (content/contact.json or COMPANY_EMAIL), a mailbox that exists wherever the
# site runs; production should name the team's administrator.
STAFF_SUPPORT_EMAIL = os.environ.get("STAFF_SUPPORT_EMAIL") or COMPANY["email"]

LOGIN_URL = f"/{ADMIN_PATH}compte/login/"
LOGIN_REDIRECT_URL = f"/{ADMIN_PATH}"
ACCOUNT_LOGOUT_REDIRECT_URL = LOGIN_URL

# django-allauth: staff sign in with their username; nobody signs up.
ACCOUNT_ADAPTER = "accounts.adapter.StaffAccountAdapter"
ACCOUNT_LOGIN_METHODS = {"username"}
# Failed sign-ins are counted by axes, per client address and username
# (core/adminguard.py): allauth's own per-username limit would let anyone lock a
# staff member out from elsewhere. Its other limits (reset mails…) stay.
ACCOUNT_RATE_LIMITS = {"login_failed": False}
ACCOUNT_SIGNUP_FIELDS = ["username*", "email", "password1*", "password2*"]
ACCOUNT_EMAIL_VERIFICATION = "none"
# A reset request answers the same whether or not the address exists.
ACCOUNT_PREVENT_ENUMERATION = True
ACCOUNT_EMAIL_UNKNOWN_ACCOUNTS = False
ACCOUNT_EMAIL_NOTIFICATIONS = True
ACCOUNT_EMAIL_SUBJECT_PREFIX = ""
ACCOUNT_LOGOUT_ON_GET = False
ACCOUNT_SESSION_REMEMBER = False
# allauth asks for the password again (« Confirmer l'accès ») before a factor is
# added or changed, unless the session proved it within this many seconds. A
# member who has just chosen a password, or signed in without any factor yet,
# counts as having proved it (accounts/signals.py); 10 minutes leave the time
# to install an authenticator app during enrolment.
ACCOUNT_REAUTHENTICATION_TIMEOUT = 10 * 60
ACCOUNT_FORMS = {"reset_password": "accounts.forms.StaffResetPasswordForm"}
MFA_ADAPTER = "accounts.adapter.StaffMFAAdapter"
MFA_FORMS = {
    "add_webauthn": "accounts.forms.AddPasskeyForm",
    # The code field says what it takes: the app's code or a recovery code.
    "authenticate": "accounts.forms.CodeForm",
    "reauthenticate": "accounts.forms.ReauthenticateCodeForm",
}
MFA_SUPPORTED_TYPES = ["webauthn", "totp", "recovery_codes"]
MFA_PASSKEY_LOGIN_ENABLED = True
MFA_RECOVERY_CODE_COUNT = 10
MFA_RECOVERY_CODES_SHOW_ONCE = True
MFA_TOTP_ISSUER = "TQ Télécom"
# Staff have no verified-address records: their address is set by a superuser.
MFA_ALLOW_UNVERIFIED_EMAIL = True
# Plain-HTTP origins (make run, e2e on http://localhost) for passkeys; never in production.
MFA_WEBAUTHN_ALLOW_INSECURE_ORIGIN = env_bool("STAFF_WEBAUTHN_INSECURE_ORIGIN", False)
USERSESSIONS_TRACK_ACTIVITY = True
