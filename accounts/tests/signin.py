"""The staff sign-in as a browser goes through it, for the tests: the password
step, then codes at the second-factor step, from a chosen address."""

from typing import Any

from allauth.mfa.totp.internal.auth import TOTP, generate_totp_secret, hotp_value
from django.conf import settings
from django.test import Client
from django.utils import timezone

PASSWORD = "un-mot-de-passe-solide-42"
WRONG = "000000"


def add_totp(user: Any) -> str:
    secret = generate_totp_secret()
    TOTP.activate(user, secret)
    return secret


def right_code(secret: str) -> str:
    """The code the person's phone shows now (the fake clock's now in tests)."""
    counter = int(timezone.now().timestamp()) // 30
    code = f"{hotp_value(secret, counter):06d}"
    # A wrong code must never be the right one by chance.
    assert code != WRONG
    return code


def login_url() -> str:
    return f"/{settings.ADMIN_PATH}compte/login/"


def code_url() -> str:
    return f"/{settings.ADMIN_PATH}compte/2fa/authenticate/"


def dashboard() -> str:
    return f"/{settings.ADMIN_PATH}"


def browser(ip: str = "127.0.0.1") -> Client:
    return Client(REMOTE_ADDR=ip)


def password_step(client: Client, username: str, password: str = PASSWORD) -> Any:
    """The password step, which must open the second-factor step."""
    response = client.post(login_url(), {"login": username, "password": password})
    assert response.status_code == 302, response.content.decode()[:500]
    assert response["Location"] == code_url()
    return response


def send_code(client: Client, code: str) -> Any:
    return client.post(code_url(), {"code": code})


def signed_in(client: Client) -> bool:
    """Whether the dashboard opens for this browser (else: sent to the login)."""
    return client.get(dashboard()).status_code == 200


def text(response: Any) -> str:
    """The page's text with its line breaks as spaces, as a reader sees it."""
    return " ".join(response.content.decode().split())
