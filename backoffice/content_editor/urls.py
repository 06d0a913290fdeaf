"""Mounted under ADMIN_PATH + "contenu/" (telecomsite/urls.py), so every staff
guard of the admin's path covers the editor and its preview."""

from django.urls import path

from . import uploads, views

urlpatterns = [
    path("", views.index, name="content-index"),
    path("images/", uploads.upload, name="content-images"),
    path("<str:name>/", views.edit, name="content-edit"),
    path("<str:name>/apercu/", views.preview, name="content-preview"),
    path("<str:name>/historique/", views.history, name="content-history"),
    path("<str:name>/restaurer/<int:pk>/", views.restore, name="content-restore"),
]
