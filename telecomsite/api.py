"""The one NinjaAPI of the site; each app contributes a Router (spec §7)."""

from ninja import NinjaAPI

api = NinjaAPI(
    title="TQ Télécom — API du site",
    version="1.0.0",
    description="Demandes de rappel (leads) et avis clients.",
    urls_namespace="api",
)
