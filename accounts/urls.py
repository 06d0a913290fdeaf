"""Staff sign-in pages, under ADMIN_PATH + "compte/" (telecomsite/urls.py):
our own pages, then django-allauth's (login, reset, second factors, sessions)."""

from django.urls import include, path

from . import codestep, recoverycodes, views

urlpatterns = [
    path("securite/", views.security, name="staff_security"),
    path("sessions/fermer/", views.end_other_sessions_view, name="staff_end_sessions"),
    path("journal/", views.signin_log, name="staff_signin_log"),
    path("inviter/", views.invite_view, name="staff_invite"),
    path("invitation/<str:uidb64>/<str:token>/", views.accept_invitation, name="staff_invitation"),
    path("session-expiree/", views.session_expired, name="staff_session_expired"),
    path("code-de-secours/", recoverycodes.code_used, name="staff_recovery_code_used"),
    # Before allauth's own: the code step with the lockouts (codestep.py), and
    # the recovery codes shown once but kept a few minutes (recoverycodes.py).
    path("2fa/authenticate/", codestep.authenticate),
    path("2fa/recovery-codes/", recoverycodes.codes_page),
    path("2fa/recovery-codes/download/", recoverycodes.download),
    path(
        "2fa/recovery-codes/imprimer/",
        recoverycodes.printable,
        name="staff_print_recovery_codes",
    ),
    path("", include("allauth.urls")),
]
