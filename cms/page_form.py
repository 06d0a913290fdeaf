"""The form of every page of the route table.

Its « Promotion » tab's title and description are bounded as the site checks
them (website/content/editable.py: PageMetaDocument), so the editor counts
the characters left as Marketing types: Wagtail's own fields allow 255
characters and no limit, and a longer text was only refused on saving.
"""

from typing import Any

from django.core.validators import MaxLengthValidator
from wagtail.admin.forms import WagtailAdminPageForm

from website.content.editable import PAGE_DESCRIPTION_MAX, PAGE_TITLE_MAX

PROMOTION_BOUNDS = {"seo_title": PAGE_TITLE_MAX, "search_description": PAGE_DESCRIPTION_MAX}


class FixedPageForm(WagtailAdminPageForm):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        for name, bound in PROMOTION_BOUNDS.items():
            field = self.fields.get(name)
            if field is None:
                continue
            field.max_length = bound
            field.widget.attrs["maxlength"] = str(bound)
            field.validators.append(MaxLengthValidator(bound))
