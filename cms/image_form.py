"""The image library's form (settings WAGTAILIMAGES_IMAGE_FORM_BASE): without
tags. Nothing on the site reads them, and their widget (jQuery UI's
autocomplete) is a text box without a label (axe: « Form elements must have
labels »), in the upload form of the chooser Marketing uses."""

from typing import Any

from wagtail.images.forms import BaseImageForm


class ImageForm(BaseImageForm):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields.pop("tags", None)
