"""Logs that tie a request together and hold no personal data.

- The request id: nginx makes one ($request_id) and sends it as X-Request-ID;
  RequestIdMiddleware keeps it (or makes one when Django is reached
  directly), puts it in every log line of the request (structlog's context
  variables), forwards it to the renderer (website/ssr.py) and returns it on
  the response. It stays bound until Django's request_finished signal, not
  only until the middleware returns: Django writes its own "Not Found" and
  "Bad Request" lines (django.request) after the whole middleware chain.
- JSON lines (LOG_FORMAT=json, the production default): every stdlib logger
  goes through structlog's formatter, one JSON object per line.
- Sentry (sentry-sdk), only when SENTRY_DSN is set: no default PII, and
  before_send strips request bodies, cookies, headers and anything shaped
  like an e-mail address or a phone number.
"""

import logging
import re
import uuid
from collections.abc import Callable
from typing import Any

import structlog
from django.core.signals import request_finished
from django.http import HttpRequest, HttpResponse

_VALID_ID = re.compile(r"^[A-Za-z0-9._-]{1,64}$")
EMAIL = re.compile(r"[^\s@<>\"']+@[^\s@<>\"']+\.[A-Za-z]{2,}")
# French and international numbers, with or without separators.
PHONE = re.compile(r"(?<!\d)(?:\+|00)?\d(?:[\s.\-]?\d){8,13}(?!\d)")


def current_request_id() -> str:
    return str(structlog.contextvars.get_contextvars().get("request_id", ""))


class RequestIdMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        given = request.headers.get("X-Request-ID", "")
        request_id = given if _VALID_ID.match(given) else uuid.uuid4().hex
        structlog.contextvars.clear_contextvars()
        structlog.contextvars.bind_contextvars(request_id=request_id)
        response = self.get_response(request)
        response["X-Request-ID"] = request_id
        return response


def _forget_request_id(**_kwargs: Any) -> None:
    """The request is over (its response sent and closed): lines written
    after it, by the same thread, belong to no request."""
    structlog.contextvars.clear_contextvars()


request_finished.connect(_forget_request_id, dispatch_uid="core.logs.forget_request_id")


class RequestIdFilter(logging.Filter):
    """Gives the plain text format its %(request_id)s ("-" outside a request);
    the JSON format takes it from the context variables itself."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.request_id = current_request_id() or "-"
        return True


class WagtailJobsQuiet(logging.Filter):
    """Drops django-tasks' « Task … state=RUNNING / SUCCESSFUL » lines for
    Wagtail's own jobs (reference and search indexes), which run at once in
    the request that asks for them (the immediate `default` backend): two
    lines per page saved, none of them news. The worker's jobs (mails,
    scheduled content) keep theirs, and a failure is always logged."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.name != "django_tasks" or record.levelno > logging.INFO:
            return True
        path = record.args[1] if isinstance(record.args, tuple) and len(record.args) > 1 else ""
        return not str(path).startswith(self.WAGTAIL_JOBS)

    # Wagtail's packages whose jobs it enqueues (its search index is
    # django-modelsearch's).
    WAGTAIL_JOBS = ("wagtail.", "modelsearch.")


def json_formatter() -> dict[str, Any]:
    """The LOGGING formatter that writes JSON lines (settings/base.py)."""
    return {
        "()": structlog.stdlib.ProcessorFormatter,
        "processors": [
            structlog.stdlib.ProcessorFormatter.remove_processors_meta,
            structlog.processors.JSONRenderer(ensure_ascii=False),
        ],
        "foreign_pre_chain": [
            structlog.contextvars.merge_contextvars,
            structlog.stdlib.add_log_level,
            structlog.stdlib.add_logger_name,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            structlog.processors.format_exc_info,
        ],
    }


def scrub(value: Any) -> Any:
    """Personal data out of a Sentry event, at any depth."""
    if isinstance(value, str):
        return PHONE.sub("[téléphone]", EMAIL.sub("[e-mail]", value))
    if isinstance(value, dict):
        return {k: scrub(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [scrub(v) for v in value]
    return value


def before_send(event: dict[str, Any], _hint: dict[str, Any]) -> dict[str, Any]:
    request = event.get("request")
    if isinstance(request, dict):
        # What a visitor typed, their cookies and headers never leave.
        for key in ("data", "cookies", "headers", "query_string", "env"):
            request.pop(key, None)
    event.pop("user", None)
    # Local variables of the frames may hold a lead's fields.
    for exception in (event.get("exception") or {}).get("values", []):
        for frame in (exception.get("stacktrace") or {}).get("frames", []):
            frame.pop("vars", None)
    event.pop("breadcrumbs", None)
    scrubbed: dict[str, Any] = scrub(event)
    return scrubbed


def init_sentry(dsn: str, environment: str, release: str = "") -> None:
    import sentry_sdk
    from sentry_sdk.integrations.django import DjangoIntegration

    sentry_sdk.init(
        dsn=dsn,
        environment=environment,
        release=release or None,
        integrations=[DjangoIntegration()],
        send_default_pii=False,
        include_local_variables=False,
        max_request_body_size="never",
        before_send=before_send,  # type: ignore[arg-type]
        traces_sample_rate=0,
    )
