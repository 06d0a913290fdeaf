"""Run by ops/restore_drill.py inside `manage.py shell`: writes what the
site's database holds in service, through the site's own paths where there
is one (the public API for leads and reviews, the admin login for sessions
and sign-in records), the ORM otherwise."""

import json
import uuid

from django.apps import apps
from django.contrib.auth import get_user_model
from django.test import Client
from django.utils import timezone

User = get_user_model()
boss = User.objects.create_superuser("drill-admin", "drill-admin@example.com", "drill-Passw0rd!")
for n in range(3):
    User.objects.create_user(
        f"drill-sales-{n}", f"sales{n}@example.com", "drill-Passw0rd!", is_staff=True
    )

client = Client(REMOTE_ADDR="203.0.113.7")
for n in range(12):
    client.post(
        "/api/send",
        {
            "email": f"drill{n}@example.com", "phone": "01 23 45 67 89", "company": f"Drill {n}",
            "locale": "fr-FR", "context": "internet", "firstName": "Marie", "lastName": "Durand",
            "userMessage": f"Demande d'essai {n}", "extras": {"sitesCount": "2", "bandwidth": ""},
            "page": "/connexion", "idempotencyKey": uuid.uuid4().hex, "website": "", "fillMs": 8000,
        },
        content_type="application/json",
        REMOTE_ADDR=f"203.0.113.{n + 10}",
    )  # fmt: skip
    client.post(
        "/api/review",
        {"name": "Sandrine M.", "company": f"Drill {n}", "message": "Service très réactif, merci !",
         "idempotencyKey": uuid.uuid4().hex, "website": "", "fillMs": 8000},
        content_type="application/json",
        REMOTE_ADDR=f"203.0.113.{n + 40}",
    )  # fmt: skip

Lead = apps.get_model("leads", "Lead")
Change = apps.get_model("leads", "LeadStatusChange")
for lead in Lead.objects.all()[:6]:
    target = next(iter(lead.allowed_statuses()), None)
    if target:
        Change.objects.create(
            lead=lead, changed_by=boss, changed_by_name=boss.username,
            from_status=lead.status, to_status=target, note="appel de découverte",
        )  # fmt: skip
        Lead.objects.filter(pk=lead.pk).update(status=target, last_contact_at=timezone.now())

staff = Client(REMOTE_ADDR="198.51.100.5")
staff.force_login(boss)  # a session row
staff.post("/gestion/login/", {"username": "drill-sales-0", "password": "wrong"})  # axes

if apps.is_installed("contentstore"):
    Document = apps.get_model("contentstore", "Document")
    Revision = apps.get_model("contentstore", "Revision")
    doc, _ = Document.objects.get_or_create(name="drill")
    rev = Revision.objects.create(
        document=doc, text=json.dumps({"title": "Essai"}), author=boss, author_name="drill"
    )
    Document.objects.filter(pk=doc.pk).update(published=rev, publications=1)
if apps.is_installed("allauth.mfa"):
    Authenticator = apps.get_model("mfa", "Authenticator")
    Authenticator.objects.create(
        user=boss, type="recovery_codes", data={"seed": uuid.uuid4().hex, "used_mask": 0}
    )
if apps.is_installed("accounts"):
    SignInEvent = apps.get_model("accounts", "SignInEvent")
    SignInEvent.objects.create(
        user=boss, kind=SignInEvent.Kind.values[0], ip="198.51.100.5", user_agent="drill"
    )


# What the site writes elsewhere in service, by the ORM: a group membership,
# an admin history line, a failed sign-in record (django-axes).
Group = apps.get_model("auth", "Group")
group = Group.objects.order_by("pk").first()
if group:
    User.objects.get(username="drill-sales-1").groups.add(group)
LogEntry = apps.get_model("admin", "LogEntry")
LogEntry.objects.create(
    user=boss, object_id="1", object_repr="drill", action_flag=2, change_message="[]"
)
if apps.is_installed("axes"):
    apps.get_model("axes", "AccessFailureLog").objects.create(
        username="drill-sales-0", ip_address="198.51.100.5", user_agent="drill",
        http_accept="text/html", path_info="/gestion/login/", locked_out=False,
    )  # fmt: skip
print("seeded (extra)")
