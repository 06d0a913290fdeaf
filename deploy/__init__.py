"""nginx and supervisord templates and nginx_conf.py, their renderer: read by
`make prod` (ops/prod.py) and run as a script in the proxy image."""
