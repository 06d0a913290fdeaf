"""Staff sign-in pages, under ADMIN_PATH + "compte/" (telecomsite/urls.py):
our own pages, then django-allauth's (login, reset, second factors, sessions)."""

from django.urls import include, path

from . import codestep, views

urlpatterns = [
    path("securite/", views.security, name="staff_security"),
    path("sessions/fermer/", views.end_other_sessions_view, name="staff_end_sessions"),
    path("journal/", views.signin_log, name="staff_signin_log"),
    path("inviter/", views.invite_view, name="staff_invite"),
    path("invitation/<str:uidb64>/<str:token>/", views.accept_invitation, name="staff_invitation"),
    path("session-expiree/", views.session_expired, name="staff_session_expired"),
    # Before allauth's own: the code step with the lockouts (codestep.py).
    path("2fa/authenticate/", codestep.authenticate),
    path("", include("allauth.urls")),
]
