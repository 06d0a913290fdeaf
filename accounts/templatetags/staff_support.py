"""{% staff_support_email %}: whom a staff member writes to when nothing else
works (STAFF_SUPPORT_EMAIL), in allauth's pages as in ours."""

from django import template
from django.conf import settings

register = template.Library()


@register.simple_tag
def staff_support_email() -> str:
    return str(settings.STAFF_SUPPORT_EMAIL)
