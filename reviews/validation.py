"""Turning a review body into a clean review: the schema decides, this explains and trims."""

from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ValidationError

from core.api.contract import french_errors
from core.api.rules import FieldErrors, trim

from .rules import review_rules
from .schemas import ReviewIn


@dataclass
class CleanReview:
    name: str
    company: str
    message: str
    idempotency_key: str
    honeypot: str
    fill_ms: int | None
    altcha: str = ""


def review_errors(error: ValidationError | list[Any], skip: int = 0) -> FieldErrors:
    errors = error.errors() if isinstance(error, ValidationError) else error
    return french_errors(errors, review_rules(), skip=skip)


def validate_review(data: dict[str, Any]) -> tuple[CleanReview | None, FieldErrors]:
    try:
        body = ReviewIn.model_validate(data)
    except ValidationError as exc:
        return None, review_errors(exc)
    return clean_review(body), {}


def clean_review(body: BaseModel) -> CleanReview:
    value: dict[str, Any] = body.model_dump()
    return CleanReview(
        name=trim(value["name"] or ""),
        company=trim(value["company"] or ""),
        message=trim(value["message"]),
        idempotency_key=value["idempotencyKey"] or "",
        honeypot=value["website"] or "",
        fill_ms=value["fillMs"],
        altcha=value["altcha"] or "",
    )
