"""The rider as a printable HTML page, built from confirmed terms, in the ruleset's wording.

Each ruleset (Production.Ruleset) has its own template under
``riders/rulesets/<code>.html``: its name for the document, the guidance it
follows, the notice it states and its paper size. Every value from people
(names, headings, script text) is escaped by the template engine; the page has
no scripts and no external resources, so the stored bytes are the whole
document the performer signs, script pages included.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.template.loader import render_to_string

from closedset.consent.schema import (
    BARRIERS,
    CONDITION_FLAGS,
    EXPOSURE_AREAS,
    EXPOSURE_LEVELS,
    KISSING,
    SIMULATED_ACTS,
    TOUCH_ZONES,
)
from closedset.productions.models import Membership, Production, Scene

PAPER = {
    Production.Ruleset.SAG_AFTRA: "Letter",
    Production.Ruleset.ACTRA: "Letter",
    Production.Ruleset.EQUITY_UK: "A4",
}


@dataclass(frozen=True)
class RiderScene:
    """One scene of the rider, with the performer's confirmed terms in words."""

    scene: Scene
    script_text: str
    exposure: list[tuple[str, str]]
    kissing: list[str]
    touch: list[tuple[str, str]]
    acts: list[str]
    shown: list[str]
    footage: list[str]
    conditions: list[str]


def ruleset_of(production: Production) -> Production.Ruleset:
    """The production's ruleset; an unknown code reads as SAG-AFTRA, the model's default."""
    try:
        return Production.Ruleset(production.ruleset)
    except ValueError:
        return Production.Ruleset.SAG_AFTRA


def paper_size(production: Production) -> str:
    """US Letter in the US and Canada, A4 in the UK."""
    return PAPER[ruleset_of(production)]


def how_shown(terms: dict[str, Any]) -> list[str]:
    """How the nudity may appear on screen: exposure levels, body double, barriers."""
    shown = [
        f"{EXPOSURE_AREAS[a]}: {EXPOSURE_LEVELS[level].lower()}"
        for a, level in terms["exposure"].items()
        if level != "none"
    ] or ["No nudity may be shown."]
    double = terms["conditions"]["body_double"]
    if double["allowed"]:
        areas = ", ".join(EXPOSURE_AREAS[a] for a in double["areas"])
        shown.append(f"A body double may be used for: {areas}")
    else:
        shown.append("No body double.")
    return shown


def footage_limits(terms: dict[str, Any]) -> list[str]:
    """Limits on footage and stills, as the editor and legal must read them."""
    use = terms["use"]
    return [
        "Footage for this picture only." if use["this_picture_only"] else "Footage may be reused.",
        "May be used in trailers and marketing."
        if use["trailers_marketing"]
        else "Not to be used in trailers or marketing.",
        "Stills allowed." if use["stills"] else "No stills.",
    ]


def rider_scene(scene: Scene, terms: dict[str, Any], names: dict[int, str]) -> RiderScene:
    conditions = terms["conditions"]
    return RiderScene(
        scene=scene,
        script_text=scene.text.strip(),
        exposure=[(EXPOSURE_AREAS[a], EXPOSURE_LEVELS[v]) for a, v in terms["exposure"].items()],
        kissing=[KISSING[k] for k in terms["kissing"]],
        touch=[
            (
                names.get(t["partner"], "a performer no longer in the scene"),
                ", ".join(TOUCH_ZONES[z] for z in t["zones"]),
            )
            for t in terms["touch"]
        ],
        acts=[SIMULATED_ACTS[a] for a in terms["simulated_acts"]],
        shown=how_shown(terms),
        footage=footage_limits(terms),
        conditions=[label for key, label in CONDITION_FLAGS.items() if conditions[key]]
        + [BARRIERS[b] for b in conditions["barriers"]],
    )


def render_rider(
    production: Production, performer: Membership, number: int, scenes: list[RiderScene]
) -> str:
    """The document in the wording of the production's ruleset, on its paper size."""
    return render_to_string(
        f"riders/rulesets/{ruleset_of(production).value}.html",
        {
            "production": production,
            "performer": performer,
            "number": number,
            "scenes": scenes,
            "paper": paper_size(production),
        },
    )
