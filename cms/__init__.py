"""The site's pages in Wagtail: what Marketing edits, with its history.

One page per route of the route table, at the route's fixed path
(models.py, seeded by seed.py); what a page publishes reaches visitors
through contentstore's published revisions (projection.py).
"""
