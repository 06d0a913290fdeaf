"""« Images » page of the content editor: upload, then copy the addresses."""

import time

from django.contrib import admin, messages
from django.core.cache import cache
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from contentstore.models import Image

from . import images
from .access import editor_view

UPLOADS_PER_HOUR = 30


def _over_rate(user_id: int) -> bool:
    key = f"content-uploads:{user_id}:{int(time.time() // 3600)}"
    try:
        cache.add(key, 0, 3600)
        return cache.incr(key) > UPLOADS_PER_HOUR
    except Exception:  # no cache: the size limits still hold
        return False


@editor_view
def upload(request: HttpRequest) -> HttpResponse:
    result = None
    error = ""
    if request.method == "POST":
        sent = request.FILES.get("image")
        if sent is None:
            error = "Choisissez un fichier."
        elif _over_rate(int(request.user.pk or 0)):
            error = f"{UPLOADS_PER_HOUR} envois par heure au plus : réessayez plus tard."
        elif sent.size and sent.size > images.MAX_BYTES:
            error = "Fichier trop lourd : 8 Mo au plus."
        else:
            try:
                result = images.process(
                    sent.read(),
                    sent.name or "image",
                    request.POST.get("alt", ""),
                    bool(request.POST.get("decorative")),
                )
                # What the documents' forms offer to pick (fields.py, « Choisir une image »).
                Image.objects.create(
                    base=result.base,
                    prefix=result.prefix,
                    width=result.width,
                    height=result.height,
                    widths=result.widths,
                    alt=result.alt,
                    decorative=not result.alt,
                    uploaded_by_id=request.user.pk,
                )
                messages.success(request, "Image enregistrée, sans ses métadonnées (EXIF, GPS).")
            except images.ImageRefused as refused:
                error = str(refused)
    context = {
        **admin.site.each_context(request),
        "title": "Images",
        "result": result,
        "error": error,
        "max_mb": images.MAX_BYTES // (1024 * 1024),
    }
    return render(request, "backoffice/content/images.html", context, status=400 if error else 200)
