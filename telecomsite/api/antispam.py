"""Signs that a submission was made by a bot, shared by every public form."""

from django.conf import settings


def bot_signals(honeypot: str, fill_ms: int | None) -> str:
    """Why a submission looks automated, or "" (honeypot, then fill time)."""
    if honeypot.strip():
        return "champ piège rempli"
    # Our own forms send the fill time; a client written from spec §7 does not,
    # and its absence alone is no sign of a bot.
    minimum = settings.API_MIN_FILL_SECONDS * 1000
    if minimum > 0 and fill_ms is not None and fill_ms < minimum:
        return "formulaire rempli trop vite"
    return ""
