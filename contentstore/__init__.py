"""Published revisions of the editable content documents (issue 22).

The files in content/ stay the defaults; a document published from the back
office is a Revision row, and Document.published points at the live one.
This app imports only core, so that website's loader can read it; the editor
(backoffice/content_editor/) validates with website's schemas before saving.
"""
