"""How long each text Marketing writes may be, and how many items each list holds.

Sized for the pages, not for the database: every page's first visit must
reach a phone in the first round trip (at most about 14 KB of compressed
HTML: one TCP window), which is what keeps the first paint under 1 s and
/home's HTML under its 14 KB budget (docs/performance.md) whatever Marketing
publishes (issue 31). cms/tests/largest_content.py fills every field to these
bounds, through the editor's own form, and the budgets are checked on that:
cms/tests/test_budgets_at_largest_content.py in `make test` (every route's
HTML), Lighthouse by hand (E2E_CONTENT=largest). Each bound leaves room above
the longest shipped text (in brackets): the spec's wording always fits.

The site itself checks what it serves against wider limits
(website/content/schemas.py): a version published under older, wider bounds
is still served; the editor asks to shorten it at its next edit.

Lists of the spec's sections (the offer pages' sections, /home's showcases)
have no maximum here: the page refuses any section added or removed.
"""

# --- Every page: the header's and footer's words (site_words.py) -------------
LINK_LABEL_MAX = 30  # a menu or footer link [23]
ACCESSIBILITY_LINK_MAX = 48  # « Accessibilité : partiellement conforme » [38]
MENU_BUTTON_MAX = 16  # [4]
NAV_NAME_MAX = 40  # a footer list's name for screen readers [20]
COOKIES_BUTTON_MAX = 30  # [17]
RIGHTS_MAX = 60  # [21]
NOT_FOUND_TITLE_MAX = 60  # [16]
NOT_FOUND_TEXT_MAX = 200  # [78]

# --- The contact facts: /contact, the footer, the legal pages (contact.py) ---
PHONE_MAX = 24  # « +33 (0)1 99 00 12 34 » [14]
STREET_MAX = 80  # [25]
POSTAL_CODE_MAX = 16  # « 78190 CEDEX 3 » [5]
CITY_MAX = 50  # [7]
COUNTRY_MAX = 40  # [6]
SUPPORT_NOTE_MAX = 200  # [90]
CLOSURE_LABEL_MAX = 60  # « Fermeture de fin d'année »

# A line of a list: a hero's highlight, a card's point (blocks.py) [35]
SHORT_LINE_MAX = 40

# --- A page's hero: the offer pages and /contact (hero_copy.py) --------------
EYEBROW_MAX = 30  # [23]
HERO_TITLE_MAX = 80  # the page's h1 [63]
HERO_LEAD_MAX = 200  # [172]
HIGHLIGHTS_MAX = 4  # [3]
BUTTON_MAX = 30  # a button's text [25]

# --- The offer pages' sections of steps or cards (offer_copy.py) -------------
SECTION_TITLE_MAX = 70  # [48]
SECTION_INTRO_MAX = 200  # [162]
CARDS_MAX = 8  # [8]
CARD_TITLE_MAX = 50  # [41]
CARD_TEXT_MAX = 180  # [144]
CARD_BADGE_MAX = 30  # [26]
CARD_POINTS_MAX = 4  # [3]
SECTION_NOTE_MAX = 120  # [93]
THREAT_MAP_TEXT_MAX = 280  # /cybersecurite's threat-map card [225]
CONTACT_TITLE_MAX = 60  # [34]
CONTACT_INTRO_MAX = 200  # [148]
PROMISES_MAX = 4  # beside every lead form [3]
PROMISE_MAX = 70  # [53]

# --- Key figures: /home under its slogan, a contact block (KeyFigureBlock) ----
FIGURES_MAX = 6  # [6]
FIGURE_VALUE_MAX = 16  # « Plus de 250 » [11]
FIGURE_LABEL_MAX = 50  # [38]

# --- FAQ (blocks.py, models.py): five questions are in the page's HTML, and in
# its structured data (content/previews.json); the others in the modal ------
FAQ_TITLE_MAX = 70  # [49]
FAQ_ITEMS_MAX = 30  # [10]
QUESTION_MAX = 120  # [73]
ANSWER_MAX = 600  # [424], about 100 words
FAQ_CALL_MAX = 40  # the call under the FAQ [31]

# --- Testimonials (testimonials.py): the first ones are in the page's HTML ----
TESTIMONIALS_TITLE_MAX = 60  # [46]
TESTIMONIALS_MAX = 12  # [8]
QUOTE_MAX = 400  # [217], about 70 words
QUOTE_LABEL_MAX = 30  # [24]
AUTHOR_MAX = 90  # [75]
TESTIMONIAL_PILLS_MAX = 4  # [4]
TESTIMONIAL_PILL_MAX = 32  # [31]

# --- /home (home_page.py, home_media.py, picture_blocks.py) ------------------
SLOGAN_MAX = 80  # [41]
HOME_HEADING_MAX = 70  # the sections' headings [45]
HOME_INTRO_MAX = 160  # [98]
CLOSING_TEXT_MAX = 240  # [202]
SLIDES_MAX = 4  # [4]
SLIDE_TITLE_MAX = 70  # [61]
SLIDE_LEAD_MAX = 180  # [164]
PICTURE_ALT_MAX = 160  # what a picture shows [140]
PILLS_MAX = 3  # [3]
PILL_MAX = 32  # [31]
CLIENTS_MAX = 14  # [14]
LOGO_NAME_MAX = 40  # [36]
LOGO_LINES_MAX = 2  # [2]
LOGO_LINE_MAX = 45  # [43]
SHOWCASE_EYEBROW_MAX = 30  # [23]
SHOWCASE_TITLE_MAX = 70  # [53]
SHOWCASE_INTRO_MAX = 180  # [145]
SHOWCASE_LINK_MAX = 40  # [35]
SHOWCASE_ITEMS_MAX = 5  # steps or points [4]
SHOWCASE_ITEM_TITLE_MAX = 50  # [49]
SHOWCASE_ITEM_TEXT_MAX = 160  # [138]
CATEGORY_TITLE_MAX = 30  # an offer card's title [23]
CATEGORY_TEXT_MAX = 180  # [156]
CATEGORY_LINK_MAX = 20  # « Découvrir » [9]

# --- /contact's closing call (contact.py) ------------------------------------
CLOSING_TITLE_MAX = 60  # « Planifier un échange » [20]
CLOSING_CALL_TEXT_MAX = 200  # [148]

# --- The site map page (sitemap_page.py) -------------------------------------
SITEMAP_TITLE_MAX = 60  # [12]
SITEMAP_INTRO_MAX = 200  # [48]
SITEMAP_GROUP_MAX = 30  # [17]
SITEMAP_XML_LINK_MAX = 40  # [30]
