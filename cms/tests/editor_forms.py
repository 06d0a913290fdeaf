"""What Wagtail's page editor posts for a page, built from the page: every
field as the page holds it (rich text as Draftail's content state, stream
fields as their nested inputs), with the test's changes."""

from typing import Any

from django.contrib.auth.models import User
from wagtail import blocks
from wagtail.admin.rich_text import DraftailRichTextArea
from wagtail.blocks.base import BlockField
from wagtail.models import Page


def block_data(block: blocks.Block, value: Any, prefix: str) -> dict[str, Any]:
    """The inputs of one block, as the editor's form names them."""
    if isinstance(block, blocks.StreamBlock):
        data: dict[str, Any] = {f"{prefix}-count": len(value)}
        for index, child in enumerate(value):
            item = f"{prefix}-{index}"
            data |= {f"{item}-type": child.block_type, f"{item}-deleted": "",
                     f"{item}-order": index, f"{item}-id": child.id or ""}  # fmt: skip
            data |= block_data(child.block, child.value, f"{item}-value")
        return data
    if isinstance(block, blocks.ListBlock):
        children = value.bound_blocks if hasattr(value, "bound_blocks") else value
        data = {f"{prefix}-count": len(children)}
        for index, child in enumerate(children):
            item = f"{prefix}-{index}"
            child_id, child_value = (child.id, child.value) if hasattr(child, "id") else ("", child)
            data |= {f"{item}-deleted": "", f"{item}-order": index, f"{item}-id": child_id or ""}
            data |= block_data(block.child_block, child_value, f"{item}-value")
        return data
    if isinstance(block, blocks.StructBlock):
        data = {}
        for name, child_block in block.child_blocks.items():
            data |= block_data(child_block, value[name], f"{prefix}-{name}")
        return data
    if isinstance(block, blocks.StaticBlock):
        return {}
    if isinstance(block, blocks.BooleanBlock):
        return {prefix: "on"} if value else {}
    form_value = block.value_for_form(value)
    return {prefix: block.field.widget.format_value(form_value)}


def edit_form(page: Page, **changes: Any) -> dict[str, Any]:
    """What the editor posts: every field as the page holds it, with changes."""
    user = User.objects.filter(is_superuser=True).first() or User.objects.create_superuser("x")
    form_class = page.get_edit_handler().get_form_class()
    form = form_class(instance=page, for_user=user)
    data: dict[str, Any] = {}
    for name, field in form.fields.items():
        value = form[name].value()
        if isinstance(field, BlockField):
            data |= block_data(field.block, value, name)
        elif isinstance(field.widget, DraftailRichTextArea):
            data[name] = field.widget.format_value(value)
        else:
            data[name] = "" if value is None else value
    for prefix, formset in form.formsets.items():
        for key, value in formset.management_form.initial.items():
            data[f"{prefix}-{key}"] = value
    return {**data, **changes}
