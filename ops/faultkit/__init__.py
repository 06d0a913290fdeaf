"""The pieces `make faults` assembles (ops/faults/): a `make prod` stack
on private ports (stack.py), a private redis-server, a fresh PostgreSQL
database and an SMTP sink (services.py), a small HTTP client (http_client.py)
and the figures it reports (report.py); `make bench` starts its servers and
times them with load.py. Nothing here touches the shared Redis
on 6379.

Ports, from FAULTS_PORT (P, default 8300, config.py): nginx P, gunicorn P+1…,
renderers P+11…, SMTP sink P+30, redis-server P+40, TLS listener P+43.
"""
