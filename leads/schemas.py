"""The body of POST /api/send, for the OpenAPI docs at /api/docs."""

from typing import Literal

from ninja import Field, Schema


class LeadIn(Schema):
    name: str | None = Field(
        None, description="§7: first and last name joined (rebuilt by the server)"
    )
    email: str = Field(..., max_length=128)
    subject: str | None = Field(
        None, description="§7: 'Lead {context} — {company}' (rebuilt by the server)"
    )
    message: str | None = Field(
        None, description="§7: 'Message: …' then the extras (rebuilt by the server)"
    )
    phone: str | None = Field(None, max_length=32)
    company: str = Field(..., max_length=128)
    locale: str | None = Field(None, examples=["fr-FR"])
    recaptchaToken: str | None = Field(None, description="reCAPTCHA v3 token, when available")
    context: Literal["telephonie", "internet", "infogerance", "cyber", "contact"]
    firstName: str = Field(..., max_length=64)
    lastName: str = Field(..., max_length=64)
    userMessage: str | None = Field(None, max_length=2000, description="the form's message field")
    extras: dict[str, str] | None = Field(None, description="extra fields of the page (spec §3)")
    page: str | None = Field(None, description="path of the page holding the form")
    idempotencyKey: str | None = Field(
        None, description="same key on every retry of one submission"
    )
    website: str | None = Field(None, description="honeypot: must stay empty")
    fillMs: int | None = Field(None, description="milliseconds between form display and submit")
