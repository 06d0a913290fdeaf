"""The body of POST /api/review, for the OpenAPI docs at /api/docs."""

from ninja import Field, Schema


class ReviewIn(Schema):
    name: str | None = Field(None, max_length=128)
    company: str | None = Field(None, max_length=128)
    message: str = Field(..., max_length=2000)
    idempotencyKey: str | None = None
    website: str | None = Field(None, description="honeypot: must stay empty")
    fillMs: int | None = None
