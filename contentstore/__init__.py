"""Published revisions of the content documents: what the site serves.

The files in content/ stay the defaults; publishing a page in Wagtail (cms/)
writes each of its documents as a Revision row, and Document.published points
at the live one. This app imports only core, so that website's loader can read
it; cms/projection.py validates with website's schemas before publishing.
"""
