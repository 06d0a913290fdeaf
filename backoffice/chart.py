"""Leads per day as an SVG bar chart, drawn on the server (no script).

The SVG is an image with a title and a description that states the total
and the busiest day; the template puts the same figures in a table for
screen-reader users and for anyone who wants the exact numbers.
"""

from django.utils.formats import date_format
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString

from .figures import DayCount

WIDTH, HEIGHT = 600, 160
TOP, BOTTOM, LEFT = 12, 24, 28


def _scale_max(counts: list[int]) -> int:
    peak = max(counts, default=0)
    for step in (2, 5, 10, 20, 50, 100, 200, 500, 1000):
        if peak <= step:
            return step
    return peak


def summary(days: list[DayCount]) -> str:
    total = sum(d.count for d in days)
    if not total:
        return f"Aucune demande sur les {len(days)} derniers jours."
    busiest = max(days, key=lambda d: d.count)
    return (
        f"{total} demande{'s' if total > 1 else ''} sur les {len(days)} derniers jours ; "
        f"maximum {busiest.count} le {date_format(busiest.day, 'j F')}."
    )


def leads_chart(days: list[DayCount]) -> SafeString:
    top = _scale_max([d.count for d in days])
    plot_w, plot_h = WIDTH - LEFT - 4, HEIGHT - TOP - BOTTOM
    slot = plot_w / max(1, len(days))
    bar_w = max(2.0, slot * 0.7)

    def y(value: float) -> float:
        return TOP + plot_h - plot_h * value / top

    def n(value: float) -> str:
        # Coordinates as text: format_html escapes its arguments to strings.
        return f"{value:.1f}"

    bars = format_html_join(
        "",
        '<rect x="{}" y="{}" width="{}" height="{}" class="bar"><title>{} : {}</title></rect>',
        (
            (
                n(LEFT + i * slot + (slot - bar_w) / 2),
                n(y(d.count)),
                n(bar_w),
                n(TOP + plot_h - y(d.count)),
                date_format(d.day, "l j F"),
                d.count,
            )
            for i, d in enumerate(days)
        ),
    )
    grid = format_html_join(
        "",
        '<line x1="{}" x2="{}" y1="{}" y2="{}" class="grid"/>'
        '<text x="{}" y="{}" class="axis" text-anchor="end">{}</text>',
        ((LEFT, WIDTH - 4, n(y(v)), n(y(v)), LEFT - 4, n(y(v) + 4), v) for v in (0, top // 2, top)),
    )
    # A date under every seventh bar, ending on today.
    ticks = format_html_join(
        "",
        '<text x="{}" y="{}" class="axis" text-anchor="middle">{}</text>',
        (
            (n(LEFT + i * slot + slot / 2), HEIGHT - 6, date_format(d.day, "d/m"))
            for i, d in enumerate(days)
            if (len(days) - 1 - i) % 7 == 0
        ),
    )
    return format_html(
        '<svg class="leads-chart" viewBox="0 0 {} {}" role="img" '
        'aria-labelledby="leads-chart-title leads-chart-desc">'
        '<title id="leads-chart-title">Demandes reçues par jour, {} derniers jours</title>'
        '<desc id="leads-chart-desc">{}</desc>{}{}{}</svg>',
        WIDTH,
        HEIGHT,
        len(days),
        summary(days),
        grid,
        bars,
        ticks,
    )
