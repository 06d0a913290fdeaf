"""The API fixtures are shared with the leads tests."""

from leads.tests.conftest import _fresh_cache, post_json

__all__ = ["_fresh_cache", "post_json"]
