"""Props of the home page (registered under the route key "home").

The home page shows the hero slides, the client logos and the testimonials;
the copy of its other sections lives with its components. Published reviews
(moderated in the admin) follow the testimonials of avis.json in the marquee.
"""

from typing import Any

from django.http import HttpRequest

from reviews.testimonials import published_testimonial_items
from telecomsite.content import load_content, validate_testimonial_items
from telecomsite.pages import register


@register("home")
def home(request: HttpRequest) -> dict[str, Any]:
    testimonials = load_content("avis")
    # Reviews go through the same rules as the file (non-blank text, limits).
    published = validate_testimonial_items(published_testimonial_items(), "published reviews")
    testimonials["items"].extend(published)
    return {
        "slides": load_content("home-coursel"),
        "clients": load_content("clients"),
        "testimonials": testimonials,
    }
