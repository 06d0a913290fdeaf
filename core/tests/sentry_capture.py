"""Reports one error to the Sentry server named on the command line, through
core.logs.init_sentry, as production does:

    python -m core.tests.sentry_capture http://public@127.0.0.1:PORT/1

Run in a process of its own by test_observability: Sentry's Django
integration, once set up, patches Django for the rest of the process (every
signal, query and template then opens a span), and a pytest run carried that
cost into every later test.
"""

import sys

import sentry_sdk

from core.logs import init_sentry

# Built at run time: the frames' source lines (kept, they are code) must not
# hold the values themselves. test_observability builds the same ones.
EMAIL, PHONE = "marie.durand" + "@acme.fr", " ".join(["01", "23", "45", "67", "89"])
TEXT = "Bonjour, " + "rappelez-moi"

if __name__ == "__main__":
    init_sentry(sys.argv[1], "test")
    try:
        lead = {"email": EMAIL, "phone": PHONE, "userMessage": TEXT}
        raise ValueError(f"could not store lead from {lead['email']} ({lead['phone']})")
    except ValueError as exc:
        sentry_sdk.capture_exception(exc)
    sentry_sdk.flush(timeout=5)
