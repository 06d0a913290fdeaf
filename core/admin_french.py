"""Django's generic admin messages, in French that agrees with the object.

Django's French catalogue says "L’objet demande de rappel « … » a été modifié
avec succès": no article, masculine whatever the noun. Admins that mix this
in give the object's own article and agreement instead.
"""

from typing import Any

from django.contrib import messages
from django.http import HttpRequest
from django.utils.safestring import SafeString, mark_safe


class FrenchAdminMessages:
    # e.g. ("La demande", "e") or ("L’avis client", "")
    object_article_name: str = ""
    agreement: str = ""

    def message_user(
        self,
        request: HttpRequest,
        message: Any,
        level: int | str = messages.INFO,
        extra_tags: str = "",
        fail_silently: bool = False,
    ) -> None:
        name = self.model._meta.verbose_name  # type: ignore[attr-defined]
        text = str(message)
        for generic in (f"L’objet {name} ", f"L'objet {name} "):
            if self.object_article_name and text.startswith(generic):
                text = self.object_article_name + " " + text[len(generic) :]
                text = text.replace(" a été modifié ", f" a été modifié{self.agreement} ")
                text = text.replace(
                    "Vous pouvez l’éditer",
                    "Vous pouvez la modifier" if self.agreement else "Vous pouvez le modifier",
                )
                # Only constant words changed in a message Django had made safe.
                message = mark_safe(text) if isinstance(message, SafeString) else text  # noqa: S308
                break
        super().message_user(  # type: ignore[misc]
            request, message, level, extra_tags=extra_tags, fail_silently=fail_silently
        )
