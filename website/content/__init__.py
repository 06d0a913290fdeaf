"""Content files of content/data/: one schema per file, the spec's fallbacks.

- schemas.py: the pydantic model of each kind of file (the one definition of
  the content types; frontend/src/content/types.generated.ts is generated
  from them, through website/props.py);
- validate.py: one validator per kind of file (spec §5 rules);
- fallbacks.py: the spec §8 fallback of each kind, and its strings;
- loader.py: `load_content(name)`, what page builders call (cached by mtime);
- views.py: GET /assets/data/<name>.json (spec §7);
- jsonld.py: FAQPage structured data.

The rules: spec §5: testimonials keep only entries whose text is a non-blank
string, pills need a text, a blank title becomes the default title; a
malformed FAQ (valid JSON of the wrong shape) becomes 'Questions fréquentes'
with no items. Spec §8: a file that fails (missing, unreadable, not JSON, or
nothing valid left in it) gives that file's fallback, with a logged warning
(an error for the hero, which then has no slides). A content file never breaks
a page. Entries that break a limit are dropped one by one (with a warning)
rather than failing the whole file.
"""
