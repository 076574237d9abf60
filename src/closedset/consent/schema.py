"""The structured terms of a consent: the only keys and values a consent may hold.

Terms are data, not prose, so that riders, choreography and readiness can
check them and nobody has to interpret a paragraph on the day. Anything not
listed here is refused with a message naming the key, rather than silently
kept or dropped.
"""

from __future__ import annotations

from typing import Any

EXPOSURE_AREAS = {
    "buttocks": "Buttocks",
    "breasts_chest": "Breasts / chest",
    "genitals": "Genitals",
    "pubic_area": "Pubic area",
}
EXPOSURE_LEVELS = {"none": "None", "implied": "Implied", "partial": "Partial", "full": "Full"}
KISSING = {"closed_mouth": "Closed-mouth kissing", "open_mouth": "Open-mouth kissing"}
TOUCH_ZONES = {
    "face": "Face",
    "hair": "Hair",
    "neck": "Neck",
    "shoulders": "Shoulders",
    "arms": "Arms",
    "hands": "Hands",
    "back": "Back",
    "chest": "Chest",
    "breasts": "Breasts",
    "stomach": "Stomach",
    "waist_hips": "Waist and hips",
    "buttocks": "Buttocks",
    "thighs": "Thighs",
    "inner_thighs": "Inner thighs",
    "legs_feet": "Legs and feet",
}
SIMULATED_ACTS = {
    "intercourse": "Simulated intercourse",
    "oral_sex": "Simulated oral sex",
    "masturbation": "Simulated masturbation",
    "grinding": "Grinding / thrusting",
    "orgasm": "Simulated orgasm",
}
BARRIERS = {
    "modesty_garment": "Modesty garment",
    "nipple_covers": "Nipple covers",
    "merkin": "Merkin",
    "prosthetic": "Prosthetic",
    "barrier_cushion": "Barrier cushion between bodies",
}
CONDITION_FLAGS = {
    "closed_set": "Closed set",
    "robe_between_takes": "Robe between takes",
    "monitors_restricted": "Monitors restricted",
}
USE_FLAGS = {
    "this_picture_only": "This picture only",
    "trailers_marketing": "Trailers and marketing",
    "stills": "Stills",
}

TOP_LEVEL = ("exposure", "kissing", "touch", "simulated_acts", "conditions", "use")
CONDITION_KEYS = (*CONDITION_FLAGS, "body_double", "barriers")


class TermsInvalid(ValueError):
    """Terms that break the schema; ``errors`` lists every problem, each naming its key."""

    def __init__(self, errors: list[str]) -> None:
        super().__init__("; ".join(errors))
        self.errors = errors


def _keys(value: Any, where: str, allowed: tuple[str, ...], errors: list[str]) -> bool:
    if not isinstance(value, dict):
        errors.append(f"{where}: expected an object")
        return False
    for key in sorted(set(value) - set(allowed)):
        errors.append(f"{where}.{key}: not a known term")
    for key in allowed:
        if key not in value:
            errors.append(f"{where}.{key}: missing")
    return set(value) == set(allowed)


def _choices(value: Any, where: str, allowed: dict[str, str], errors: list[str]) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        errors.append(f"{where}: expected a list of names")
        return []
    for item in value:
        if item not in allowed:
            errors.append(f"{where}: {item!r} is not one of {', '.join(allowed)}")
    if len(set(value)) != len(value):
        errors.append(f"{where}: lists an item twice")
    return sorted(set(value) & set(allowed))


def _flag(value: Any, where: str, errors: list[str]) -> bool:
    if not isinstance(value, bool):
        errors.append(f"{where}: expected true or false")
        return False
    return value


def _touch(value: Any, errors: list[str]) -> list[dict[str, Any]]:
    if not isinstance(value, list):
        errors.append("touch: expected a list of {partner, zones}")
        return []
    clean: dict[int, list[str]] = {}
    for i, item in enumerate(value):
        where = f"touch[{i}]"
        if not _keys(item, where, ("partner", "zones"), errors):
            continue
        partner = item["partner"]
        if not isinstance(partner, int) or isinstance(partner, bool) or partner <= 0:
            errors.append(f"{where}.partner: expected a performer's membership id")
            continue
        if partner in clean:
            errors.append(f"{where}.partner: listed twice")
        clean[partner] = _choices(item["zones"], f"{where}.zones", TOUCH_ZONES, errors)
    return [{"partner": p, "zones": z} for p, z in sorted(clean.items()) if z]


def _conditions(value: Any, errors: list[str]) -> dict[str, Any]:
    if not _keys(value, "conditions", CONDITION_KEYS, errors):
        return {}
    clean: dict[str, Any] = {k: _flag(value[k], f"conditions.{k}", errors) for k in CONDITION_FLAGS}
    clean["barriers"] = _choices(value["barriers"], "conditions.barriers", BARRIERS, errors)
    double = value["body_double"]
    if _keys(double, "conditions.body_double", ("allowed", "areas"), errors):
        allowed = _flag(double["allowed"], "conditions.body_double.allowed", errors)
        areas = _choices(double["areas"], "conditions.body_double.areas", EXPOSURE_AREAS, errors)
        if areas and not allowed:
            errors.append("conditions.body_double.areas: a body double is not allowed")
        if allowed and not areas and isinstance(double["areas"], list) and not double["areas"]:
            errors.append("conditions.body_double.areas: name what a double may show")
        clean["body_double"] = {"allowed": allowed, "areas": areas}
    return clean


def validate_terms(terms: Any) -> dict[str, Any]:
    """Return the terms in canonical form (sorted lists), or raise TermsInvalid.

    Every key is required: a consent says "no" explicitly rather than by
    leaving something out.
    """
    errors: list[str] = []
    if not _keys(terms, "terms", TOP_LEVEL, errors):
        raise TermsInvalid(errors)
    clean: dict[str, Any] = {}
    if _keys(terms["exposure"], "exposure", tuple(EXPOSURE_AREAS), errors):
        clean["exposure"] = {}
        for area in EXPOSURE_AREAS:
            level = terms["exposure"][area]
            if not isinstance(level, str) or level not in EXPOSURE_LEVELS:
                errors.append(
                    f"exposure.{area}: {level!r} is not one of {', '.join(EXPOSURE_LEVELS)}"
                )
            clean["exposure"][area] = level
    clean["kissing"] = _choices(terms["kissing"], "kissing", KISSING, errors)
    clean["touch"] = _touch(terms["touch"], errors)
    clean["simulated_acts"] = _choices(
        terms["simulated_acts"], "simulated_acts", SIMULATED_ACTS, errors
    )
    clean["conditions"] = _conditions(terms["conditions"], errors)
    use = terms["use"]
    if _keys(use, "use", tuple(USE_FLAGS), errors):
        clean["use"] = {k: _flag(use[k], f"use.{k}", errors) for k in USE_FLAGS}
    if errors:
        raise TermsInvalid(errors)
    return clean


def nothing_agreed() -> dict[str, Any]:
    """Terms that agree to nothing: the starting point of a first draft."""
    return {
        "exposure": dict.fromkeys(EXPOSURE_AREAS, "none"),
        "kissing": [],
        "touch": [],
        "simulated_acts": [],
        "conditions": {
            "closed_set": True,
            "robe_between_takes": True,
            "monitors_restricted": True,
            "body_double": {"allowed": False, "areas": []},
            "barriers": [],
        },
        "use": {"this_picture_only": True, "trailers_marketing": False, "stills": False},
    }


def describe_terms(terms: dict[str, Any], partner_names: dict[int, str]) -> list[tuple[str, str]]:
    """The terms as (heading, plain sentence) lines for people to read on a phone."""

    def listed(items: list[str], labels: dict[str, str]) -> str:
        return ", ".join(labels[i] for i in items) or "none"

    conditions = terms["conditions"]
    double = conditions["body_double"]
    use = terms["use"]
    touch = "; ".join(
        f"{partner_names.get(t['partner'], 'a performer no longer in the scene')}: "
        f"{listed(t['zones'], TOUCH_ZONES)}"
        for t in terms["touch"]
    )
    return [
        (
            "Exposure",
            "; ".join(
                f"{EXPOSURE_AREAS[a]}: {EXPOSURE_LEVELS[terms['exposure'][a]].lower()}"
                for a in EXPOSURE_AREAS
            ),
        ),
        ("Kissing", listed(terms["kissing"], KISSING)),
        ("Touch", touch or "none"),
        ("Simulated acts", listed(terms["simulated_acts"], SIMULATED_ACTS)),
        (
            "Conditions",
            ", ".join(
                label if conditions[key] else f"no {label.lower()}"
                for key, label in CONDITION_FLAGS.items()
            ),
        ),
        (
            "Body double",
            f"allowed for {listed(double['areas'], EXPOSURE_AREAS).lower()}"
            if double["allowed"]
            else "not allowed",
        ),
        ("Barriers and prosthetics", listed(conditions["barriers"], BARRIERS)),
        (
            "Use of footage",
            ", ".join(
                f"{label}: {'yes' if use[key] else 'no'}" for key, label in USE_FLAGS.items()
            ),
        ),
    ]
