"""What the API answers: {ok, error, details} with an honest status code (spec §7).

Shared by every router of the site API (leads, reviews), so that a client
sees one contract whichever endpoint it calls.
"""

from django.http import HttpRequest, JsonResponse
from ninja import Field, Schema


class ApiAnswer(Schema):
    ok: bool = Field(description="true when the submission was accepted")
    error: str | None = Field(
        None,
        description="validation_error, invalid_json, empty_body, invalid_body, "
        "payload_too_large, unsupported_media_type, rate_limited, unavailable (503: "
        "neither the database nor the spool could keep it; retry later) or server_error",
    )
    details: dict[str, str] | None = Field(
        None, description="French message per field (extras as extras.<key>), or body"
    )


ANSWERS = {
    200: ApiAnswer,
    400: ApiAnswer,
    413: ApiAnswer,
    415: ApiAnswer,
    429: ApiAnswer,
    503: ApiAnswer,
}


def api_response(
    request: HttpRequest,
    status: int,
    error: str | None = None,
    details: dict[str, str] | None = None,
    headers: dict[str, str] | None = None,
) -> JsonResponse:
    response = JsonResponse(
        {"ok": status < 400, "error": error, "details": details},
        status=status,
        json_dumps_params={"ensure_ascii": False},
    )
    for name, value in (headers or {}).items():
        response[name] = value
    response["Cache-Control"] = "no-store"
    return response
