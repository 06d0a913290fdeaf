"""A real ALTCHA answer, found the way a browser finds it (by brute force)."""

from altcha import PayloadV1, solve_challenge_v1

from core.api.altcha import new_challenge


def solved_altcha() -> str:
    """Ask our server for a challenge, solve it, return the base64 answer."""
    challenge = new_challenge()
    solution = solve_challenge_v1(
        str(challenge["challenge"]),
        str(challenge["salt"]),
        "SHA-256",
        int(str(challenge["maxnumber"])),
    )
    assert solution is not None
    return PayloadV1(
        "SHA-256",
        str(challenge["challenge"]),
        solution.number,
        str(challenge["salt"]),
        str(challenge["signature"]),
    ).to_base64()
