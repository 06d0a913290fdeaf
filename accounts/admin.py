"""The sign-in record for superusers, and the staff list's actions:
reset a member's factors (logged), invite a member."""

from typing import Any

from django.contrib import admin, messages
from django.contrib.auth import get_user_model
from django.contrib.auth.admin import UserAdmin
from django.db.models import QuerySet
from django.http import HttpRequest

from .factors import reset_factors
from .models import SignInEvent


@admin.register(SignInEvent)
class SignInEventAdmin(admin.ModelAdmin):
    list_display = ("at", "user", "kind", "ip", "user_agent")
    list_filter = ("kind",)
    search_fields = ("user__username", "ip")
    date_hierarchy = "at"

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_view_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return bool(request.user.is_active and request.user.is_superuser)

    def has_module_permission(self, request: HttpRequest) -> bool:
        return self.has_view_permission(request)


User = get_user_model()


class StaffUserAdmin(UserAdmin):
    actions = ["reset_second_factors"]
    change_list_template = "admin/accounts/user_changelist.html"

    @admin.action(description="Réinitialiser les seconds facteurs (journalisé)")
    def reset_second_factors(self, request: HttpRequest, queryset: QuerySet[Any]) -> None:
        if not request.user.is_superuser:
            self.message_user(request, "Réservé aux super-utilisateurs.", messages.ERROR)
            return
        for user in queryset:
            reset_factors(user, f"l'administrateur {request.user.get_username()}", request)
        self.message_user(request, f"Facteurs réinitialisés : {queryset.count()} compte(s).")


if admin.site.is_registered(User):
    admin.site.unregister(User)
admin.site.register(User, StaffUserAdmin)
