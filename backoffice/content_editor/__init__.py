"""The content editor (issue 22): forms generated from the content schemas,
drafts, preview, publication, scheduling, history and rollback."""
