"""A software passkey for the tests: the registration allauth stores and the
signed answers a browser would post, made with fido2's own types (the
browser tests use Chromium's virtual authenticator instead)."""

import os
from dataclasses import dataclass
from typing import Any

from allauth.mfa.webauthn.internal.auth import WebAuthn
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec
from fido2.cose import ES256
from fido2.utils import sha256, websafe_decode, websafe_encode
from fido2.webauthn import (
    Aaguid,
    AttestationObject,
    AttestedCredentialData,
    AuthenticatorData,
    CollectedClientData,
)

RP_ID = "testserver"  # the test client's host: the relying party (accounts/adapter.py)
ORIGIN = "http://testserver"
FLAGS = AuthenticatorData.FLAG.UP | AuthenticatorData.FLAG.UV


@dataclass
class Passkey:
    key: ec.EllipticCurvePrivateKey
    credential_id: bytes


def add_passkey(user: Any) -> Passkey:
    """A passkey registered for `user`, as allauth's add page stores it."""
    key = ec.generate_private_key(ec.SECP256R1())
    credential_id = os.urandom(16)
    public = ES256.from_cryptography_key(key.public_key())
    attested = AttestedCredentialData.create(Aaguid.NONE, credential_id, public)
    flags = FLAGS | AuthenticatorData.FLAG.AT
    data = AuthenticatorData.create(sha256(RP_ID.encode()), flags, 0, attested)
    client_data = CollectedClientData.create("webauthn.create", os.urandom(16), ORIGIN)
    attestation = AttestationObject.create("none", data, {})
    WebAuthn.add(
        user,
        "Ordinateur du bureau",
        {
            "id": websafe_encode(credential_id),
            "rawId": websafe_encode(credential_id),
            "type": "public-key",
            "response": {
                "clientDataJSON": websafe_encode(client_data),
                "attestationObject": websafe_encode(bytes(attestation)),
            },
            "clientExtensionResults": {"credProps": {"rk": False}},
        },
    )
    return Passkey(key, credential_id)


def answer(passkey: Passkey, challenge: str, *, key: Any = None) -> dict[str, Any]:
    """The browser's answer to the page's challenge (request_options), signed
    with the passkey's key, or with `key` to fail the signature."""
    client_data = CollectedClientData.create("webauthn.get", websafe_decode(challenge), ORIGIN)
    data = bytes(AuthenticatorData.create(sha256(RP_ID.encode()), FLAGS, 1))
    signer = key or passkey.key
    signature = signer.sign(data + client_data.hash, ec.ECDSA(hashes.SHA256()))
    return {
        "id": websafe_encode(passkey.credential_id),
        "rawId": websafe_encode(passkey.credential_id),
        "type": "public-key",
        "response": {
            "clientDataJSON": websafe_encode(client_data),
            "authenticatorData": websafe_encode(data),
            "signature": websafe_encode(signature),
            "userHandle": None,
        },
        "clientExtensionResults": {},
    }
