"""Wagtail widgets that start without an inline script, which the back
office's Content-Security-Policy refuses (cms/static/cms/chooser-init.js),
and a rich-text editor with an accessible name."""

import json
from typing import Any

from django import forms
from django.templatetags.static import static
from django.utils.functional import cached_property
from django.utils.html import format_html
from django.utils.safestring import SafeString
from wagtail import blocks
from wagtail.fields import RichTextField
from wagtail.images.widgets import AdminImageChooser


# Draftail names its editable area only when given the name: otherwise screen
# readers announce a nameless text box (axe: aria-input-field-name), since the
# field's label points at the hidden input behind it. The widget's options
# reach the editor as they are (Draftail's ariaLabel). Set on the widget Wagtail
# makes, at form time: importing Draftail's widget loads models.
def _named(field: forms.Field, name: str) -> forms.Field:
    field.widget.options["ariaLabel"] = name
    return field


class NamedRichTextField(RichTextField):
    """A rich-text field whose editor is named after the field."""

    def formfield(self, **kwargs: Any) -> Any:
        return _named(super().formfield(**kwargs), str(self.verbose_name))


class NamedRichTextBlock(blocks.RichTextBlock):
    """A rich-text block whose editor is named after the block's label."""

    @cached_property
    def field(self) -> forms.Field:
        return _named(super().field, str(self.label))


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
