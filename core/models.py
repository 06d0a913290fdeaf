"""Shared plumbing that needs a table: the rate-limit counters.

The API's per-IP rate limits count in Redis when there is one, but the
embedded default has no shared memory between gunicorn workers (each one's
local-memory cache would grant its own budget), and a Redis outage must not
switch the limits off. Both then count here, with one atomic UPDATE per hit,
which every worker, instance and database backend agrees on.
"""

from django.db import models


class RateCounter(models.Model):
    # "<scope>:<hashed address>:<window number>": a new window is a new row.
    key = models.CharField(max_length=96, primary_key=True)
    count = models.PositiveIntegerField(default=0)
    expires_at = models.DateTimeField(db_index=True)

    class Meta:
        # The table kept its name when the model moved from telecomsite to core
        # (migration 0001 adopts it), so that no deployment loses its counters.
        db_table = "telecomsite_ratecounter"
        verbose_name = "compteur de limite de débit"
        verbose_name_plural = "compteurs de limite de débit"

    def __str__(self) -> str:
        return f"{self.key}: {self.count}"
