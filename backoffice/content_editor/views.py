"""The editor's pages, under the admin's path (its login, CSRF and staff guard)."""

import json
from datetime import datetime
from typing import Any, cast

from django.contrib import admin, messages
from django.contrib.admin.models import ADDITION, CHANGE, LogEntry
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.utils.cache import add_never_cache_headers
from pydantic import ValidationError

from contentstore import store, tasks
from contentstore.documents import DOCUMENTS, DocumentInfo, with_files
from contentstore.models import Image, Revision
from core import formbounds
from website.content import editable
from website.preview import preview_response

from . import bounds, diff, fields, labels
from .access import MovedToWagtail, editor_view


def _info(name: str, request: HttpRequest) -> DocumentInfo:
    if name not in DOCUMENTS:
        raise Http404
    info = DOCUMENTS[name]
    # The legal identity (SIREN, VAT number, publication director): superusers.
    if info.superuser_only and not request.user.is_superuser:
        raise PermissionDenied
    if info.in_wagtail:
        # One place per text: this one is edited with its page, in Wagtail.
        raise MovedToWagtail
    return info


def _current_data(info: DocumentInfo) -> Any:
    """The newest revision (a draft included), else the file."""
    newest = store.latest(info.name)
    if newest is not None:
        return newest.data
    with open(info.path(), encoding="utf-8") as fh:
        return json.load(fh)


def _context(request: HttpRequest, info: DocumentInfo, **extra: Any) -> dict[str, Any]:
    return {**admin.site.each_context(request), "info": info, "title": info.title, **extra}


@editor_view
def index(request: HttpRequest) -> HttpResponse:
    rows = []
    for info in with_files():
        if info.superuser_only and not request.user.is_superuser:
            continue
        newest = store.latest(info.name)
        live = store.published_revision(info.name)
        rows.append({"info": info, "newest": newest, "live": live})
    context = {**admin.site.each_context(request), "title": "Contenu du site", "rows": rows}
    return render(request, "backoffice/content/index.html", context)


def _check(name: str, data: Any) -> tuple[Any, list[tuple[str, str]]]:
    problems = [(e["loc_path"], labels.message(e)) for e in fields.html_errors(data)]
    try:
        checked = editable.check(name, data)
    except ValidationError as exc:
        for error in exc.errors():
            path = ".".join([fields.ROOT, *(str(p) for p in error["loc"])])
            problems.append((path, labels.message(dict(error))))
        checked = None
    return checked, problems


# The newest uploads offered in each image holder's « Choisir une image ».
CHOICES = 60


def _uploads(schema: dict[str, Any]) -> list[Image]:
    """The uploads a form offers, when the document has pictures at all."""
    return list(Image.objects.all()[:CHOICES]) if "Opti" in schema.get("$defs", {}) else []


def _pick(raw: str) -> Image | None:
    pk = bounds.key(raw)
    return Image.objects.filter(pk=pk).first() if pk is not None else None


def _log(request: HttpRequest, revision: Revision, flag: int, text: str) -> None:
    user_id = cast(int, request.user.pk)
    LogEntry.objects.log_actions(user_id, [revision], flag, change_message=text, single_object=True)


@editor_view
def edit(request: HttpRequest, name: str) -> HttpResponse:
    info = _info(name, request)
    schema = editable.ADAPTERS[name].json_schema()
    version = store.version(name)
    problems: list[tuple[str, str]] = []
    status = 200
    if request.method == "POST":
        notes: list[tuple[str, str]] = []
        try:
            base = bounds.version(request.POST.get("version", ""))
            data = fields.parse(schema, schema, request.POST, pick=_pick, notes=notes)
        except bounds.Refused as refused:
            return formbounds.refusal(request, str(refused), back=request.path)
        action = request.POST.get("action", "")
        if request.POST.get("_add"):
            action = ""
        checked, problems = _check(name, data) if action else (None, [])
        problems += notes
        if action and not problems:
            try:
                response = _act(request, info, action, checked, base)
            except bounds.Refused as refused:  # a date: the form keeps what was typed
                messages.error(request, str(refused))
                response, status = None, 400
            if response is not None:
                return response
            version = base  # refused: the form keeps what was typed
        elif problems:
            messages.error(request, "Rien n'a été enregistré : corrigez les champs signalés.")
            version = base
    else:
        data = _current_data(info)
    form = fields.build(schema, schema, data, uploads=_uploads(schema))
    unplaced = fields.attach(form, problems)
    context = _context(request, info, form=form, version=version, unplaced=unplaced)
    response = render(request, "backoffice/content/edit.html", context, status=status)
    add_never_cache_headers(response)
    return response


def _act(
    request: HttpRequest, info: DocumentInfo, action: str, data: Any, base: int
) -> HttpResponse | None:
    here = reverse("content-edit", args=[info.name])
    if action == "preview":
        return preview_response(request, info.page, {info.name: data})
    try:
        if action == "draft":
            revision = store.save_draft(info.name, data, request.user, base)
            _log(request, revision, ADDITION, "Brouillon enregistré")
            messages.success(request, "Brouillon enregistré (pas encore visible du public).")
        elif action == "publish":
            revision = store.publish(info.name, data, request.user, base)
            _log(request, revision, CHANGE, "Publié")
            messages.success(request, "Publié : la page publique est à jour.")
        elif action == "schedule":
            start, end = _schedule(request)
            revision = tasks.schedule(info.name, data, request.user, base, start, end)
            _log(request, revision, ADDITION, f"Publication programmée le {start:%d/%m/%Y %H:%M}")
            messages.success(request, f"Publication programmée le {start:%d/%m/%Y à %H:%M}.")
        else:
            return None
    except store.Conflict as conflict:
        messages.error(
            request,
            f"{conflict.other} a enregistré une version plus récente pendant que vous "
            "modifiiez ce document. Rien n'a été enregistré ; votre saisie est ci-dessous. "
            "Ouvrez l'historique pour voir sa version avant de recommencer.",
        )
        return None
    return HttpResponseRedirect(here)


def _schedule(request: HttpRequest) -> tuple[datetime, datetime | None]:
    """The dates typed under « Programmer », in Paris time (bounds.Refused)."""
    start = bounds.moment(request.POST.get("publish_at", ""), "Mise en ligne")
    if start is None:
        raise bounds.Refused("Indiquez la date et l'heure de publication.")
    end = bounds.moment(request.POST.get("revert_at", ""), "Retour à la version précédente")
    if end is not None and end <= start:
        raise bounds.Refused(
            "Retour à la version précédente : choisissez une date après la mise en ligne."
        )
    return start, end


@editor_view
def preview(request: HttpRequest, name: str) -> HttpResponse:
    """The newest saved draft in the real page."""
    info = _info(name, request)
    return preview_response(request, info.page, {name: _current_data(info)})


@editor_view
def history(request: HttpRequest, name: str) -> HttpResponse:
    info = _info(name, request)
    revisions = list(Revision.objects.filter(document_id=name))
    live = store.published_revision(name)
    rows = []
    for i, revision in enumerate(revisions):
        older = revisions[i + 1].data if i + 1 < len(revisions) else None
        changes = diff.describe(older, revision.data) if older is not None else []
        rows.append({"revision": revision, "changes": changes, "live": revision == live})
    context = _context(request, info, rows=rows, title=f"Historique — {info.title}")
    return render(request, "backoffice/content/history.html", context)


@editor_view
def restore(request: HttpRequest, name: str, pk: int) -> HttpResponse:
    if request.method != "POST":
        return HttpResponseRedirect(reverse("content-history", args=[name]))
    _info(name, request)
    revision = get_object_or_404(Revision, pk=pk, document_id=name)
    copy = store.restore(revision, request.user)
    _log(request, copy, CHANGE, f"Version n°{revision.pk} restaurée")
    messages.success(request, f"La version n°{revision.pk} est de nouveau en ligne.")
    return HttpResponseRedirect(reverse("content-history", args=[name]))
