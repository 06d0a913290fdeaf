"""How many test submissions each anti-spam rule files as spam (docs/anti-spam.md).

Replays a set of human-like and bot-like submissions (fill time, honeypot,
ALTCHA answer) through the current rule (core/api/antispam.py: only a strong
sign is spam) and through the rule of an earlier commit (any sign was spam),
and prints the share filed as spam by each. The ALTCHA answers are real:
solved by brute force as a browser does, forged, replayed or expired.

    DJANGO_SETTINGS_MODULE=telecomsite.settings.test \\
        .venv/bin/python -m ops.bench.spam_rule [BEFORE_COMMIT]
"""

import base64
import json
import os
import subprocess
import sys
import types
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "telecomsite.settings.test")
os.environ.setdefault("DATABASE_URL", "sqlite:///:memory:")

import django  # noqa: E402

django.setup()

from django.test import override_settings  # noqa: E402

from core.api import altcha, antispam  # noqa: E402
from core.tests.altcha_answer import solved_altcha  # noqa: E402

# The last commit before strong and weak signs were told apart.
BEFORE = sys.argv[1] if len(sys.argv) > 1 else "48bef4f"


@dataclass
class Case:
    who: str
    kind: str  # "human" or "bot"
    fill_s: float
    proof: str = "valid"  # valid, missing, expired, forged, replayed
    honeypot: str = ""


CASES = [
    # People: browser autofill or a password manager, then one click.
    Case("autofill, clic immédiat", "human", 0.5),
    Case("autofill, clic rapide", "human", 0.75),
    Case("gestionnaire de mots de passe", "human", 1.0),
    Case("autofill + relecture", "human", 1.4),
    Case("autofill + choix d'un champ", "human", 2.5),
    # Keyboard users: Tab through the fields, type short answers.
    Case("clavier, champs courts", "human", 6),
    Case("clavier, avec message", "human", 20),
    Case("clavier, lecteur d'écran", "human", 45),
    # Slow typists, and a tab left open (its proof of work has expired).
    Case("saisie lente", "human", 90),
    Case("saisie très lente", "human", 300),
    Case("onglet laissé ouvert 25 min", "human", 1500, proof="expired"),
    Case("défi ALTCHA non chargé (réseau)", "human", 12, proof="missing"),
    # Bots.
    Case("robot remplit tout (champ piège)", "bot", 0.2, honeypot="https://spam.example"),
    Case("robot, réponse ALTCHA inventée", "bot", 0.1, proof="forged"),
    Case("robot, réponse ALTCHA rejouée", "bot", 0.3, proof="replayed"),
    Case("robot, POST direct sans preuve", "bot", 0.0, proof="missing"),
    Case("navigateur sans tête, envoi immédiat", "bot", 0.4),
    Case("navigateur sans tête, temporisé 5 s", "bot", 5),
]


def answer(proof: str, used: list[str]) -> str:
    if proof == "missing":
        return ""
    if proof == "forged":
        return base64.b64encode(json.dumps({"algorithm": "SHA-256", "number": 7}).encode()).decode()
    if proof == "replayed":
        return used[0]
    if proof == "expired":
        now = altcha.clock
        altcha.clock = lambda: now() - 25 * 60
        try:
            return solved_altcha()
        finally:
            altcha.clock = now
    return solved_altcha()


def old_rule() -> Callable[..., str]:
    """bot_signals as it was at BEFORE (any sign was spam)."""
    source = subprocess.run(
        ["git", "show", f"{BEFORE}:core/api/antispam.py"],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    module = types.ModuleType("antispam_before")
    module.__package__ = "core.api"
    exec(compile(source, "antispam_before.py", "exec"), module.__dict__)  # noqa: S102
    return module.bot_signals


def main() -> None:
    before = old_rule()

    def after(case: Case, proof: str) -> str:
        signals = antispam.bot_signals(case.honeypot, int(case.fill_s * 1000), proof)
        return "spam" if signals.strong else "à vérifier" if signals.weak else "équipe"

    rules: dict[str, Callable[[Case, str], str]] = {
        "avant": lambda c, a: "spam" if before(c.honeypot, int(c.fill_s * 1000), a) else "équipe",
        "après": after,
    }
    cache = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
    spam: dict[tuple[str, str], int] = {}
    rows = []
    with override_settings(CACHES=cache, API_MIN_FILL_SECONDS=3, ALTCHA_REQUIRED=True):
        for case in CASES:
            verdicts = []
            for rule_name, rule in rules.items():
                # Each rule gets its own answers: checking one uses it up.
                used = [solved_altcha()]
                rule(Case("first use", "human", 10), used[0])
                verdict = rule(case, answer(case.proof, used))
                filed = verdict == "spam"
                spam[(case.kind, rule_name)] = spam.get((case.kind, rule_name), 0) + filed
                verdicts.append(verdict)
            rows.append((case, verdicts))
    print(f"{'cas':40} {'type':6} {'délai':>7} {'preuve':9} avant   après")
    for case, (old, new) in rows:
        print(f"{case.who:40} {case.kind:6} {case.fill_s:>6g}s {case.proof:9} {old:7} {new}")
    print("(équipe: reaches the sales team; à vérifier: reaches it, flagged with the reason)")
    for kind in ("human", "bot"):
        total = sum(1 for c in CASES if c.kind == kind)
        shares = [
            f"{r} {spam[(kind, r)]}/{total} ({100 * spam[(kind, r)] / total:.0f} %)" for r in rules
        ]
        print(f"{kind}: filed as spam — " + ", ".join(shares))


if __name__ == "__main__":
    main()
