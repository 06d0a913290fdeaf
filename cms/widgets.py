"""Wagtail widgets that start without an inline script, which the back
office's Content-Security-Policy refuses (cms/static/cms/chooser-init.js)."""

import json
from typing import Any

from django.templatetags.static import static
from django.utils.html import format_html
from django.utils.safestring import SafeString
from wagtail.images.widgets import AdminImageChooser


class ImageChooser(AdminImageChooser):
    def render(
        self, name: str, value: Any, attrs: dict[str, Any] | None = None, renderer: Any = None
    ) -> SafeString:
        id_ = (attrs or {})["id"]
        value_data = self.get_value_data(value)
        options = self.get_js_init_options(id_, name, value_data)
        return format_html(
            '{}<script src="{}" data-constructor="{}" data-target="{}" data-options="{}"></script>',
            self.render_html(name, value_data, attrs),
            static("cms/chooser-init.js"),
            self.js_constructor,
            id_,
            json.dumps(options),
        )
