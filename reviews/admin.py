"""Review moderation, in French: en attente → publié / refusé."""

from typing import Any

from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils import timezone

from core.admin_french import FrenchAdminMessages
from core.mail.admin import MAIL_FIELDS, MailStatusColumn, mail_fieldset

from . import services
from .models import Review, ReviewStatus


@admin.register(Review)
class ReviewAdmin(MailStatusColumn, FrenchAdminMessages, admin.ModelAdmin[Review]):
    object_article_name = "L’avis client"
    list_display = ("created_at", "name", "company", "excerpt", "status", "notification")
    list_display_links = ("created_at", "excerpt")
    list_filter = ("status", ("created_at", admin.DateFieldListFilter), "is_spam")
    search_fields = ("name", "company", "message")
    date_hierarchy = "created_at"
    ordering = ("-created_at",)
    actions = ("publish", "refuse", "back_to_pending")
    readonly_fields = (
        "created_at",
        "moderated_at",
        "is_spam",
        "spam_reason",
        *MAIL_FIELDS,
    )
    fieldsets = (
        ("Avis", {"fields": ("created_at", "name", "company", "message")}),
        ("Modération", {"fields": ("status", "moderated_at", "is_spam", "spam_reason")}),
        mail_fieldset("Notification aux modérateurs"),
    )

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    # Django's generic titles ("Modification de avis client") lack the article.
    def changelist_view(self, request: HttpRequest, extra_context: Any = None) -> Any:
        return super().changelist_view(request, {"title": "Avis clients", **(extra_context or {})})

    def changeform_view(
        self,
        request: HttpRequest,
        object_id: Any = None,
        form_url: str = "",
        extra_context: Any = None,
    ) -> Any:
        editable = self.has_change_permission(request)
        title = "Modification de l'avis client" if editable else "Consultation de l'avis client"
        context = {"title": title, **(extra_context or {})}
        return super().changeform_view(request, object_id, form_url, context)

    @admin.display(description="Avis")
    def excerpt(self, obj: Review) -> str:
        text = obj.message.strip()
        return text if len(text) <= 80 else text[:79] + "…"

    def save_model(self, request: HttpRequest, obj: Review, form: Any, change: bool) -> None:
        if change and "status" in form.changed_data:
            obj.moderated_at = timezone.now()
        super().save_model(request, obj, form, change)

    def _moderate(self, request: HttpRequest, queryset: QuerySet[Review], status: str) -> None:
        count = services.moderate(queryset, status)
        label = ReviewStatus(status).label
        self.message_user(request, f"{count} avis passé(s) au statut « {label} ».")

    @admin.action(description="Publier (page d'accueil)")
    def publish(self, request: HttpRequest, queryset: QuerySet[Review]) -> None:
        self._moderate(request, queryset, ReviewStatus.PUBLISHED)

    @admin.action(description="Refuser")
    def refuse(self, request: HttpRequest, queryset: QuerySet[Review]) -> None:
        self._moderate(request, queryset, ReviewStatus.REFUSED)

    @admin.action(description="Remettre en attente")
    def back_to_pending(self, request: HttpRequest, queryset: QuerySet[Review]) -> None:
        self._moderate(request, queryset, ReviewStatus.PENDING)
