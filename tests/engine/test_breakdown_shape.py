"""The JSON contract of a breakdown (DESIGN section 3) and the derived needs."""

from __future__ import annotations

import json

from closedset.engine import CATEGORIES, NEEDS, SEVERITIES, analyze
from closedset.engine.model import Flag, derive_needs

from .builders import action, says, scene, script


def sample_breakdown():
    return analyze(
        script(
            scene(action("Lily reads on the porch.")),
            scene(action("Dean slaps Maya. Lily watches, frozen."), *says("MAYA", "Go upstairs.")),
            scene(*says("MAYA", "He was drunk again last night.")),
            ages={"LILY": 15, "DEAN": 42, "MAYA": 34},
        )
    )


def test_to_dict_has_exactly_the_documented_keys():
    data = sample_breakdown().to_dict()
    assert set(data) == {"script", "scenes", "summary"}
    assert set(data["script"]) == {"title", "pages", "scene_count"}
    assert data["script"]["scene_count"] == 3
    for sc in data["scenes"]:
        assert set(sc) == {
            "ordinal", "heading", "page", "characters", "minors", "flags", "mentions", "needs",
        }  # fmt: skip
        for flag in sc["flags"]:
            assert set(flag) == {"category", "severity", "confidence", "evidence", "characters"}
            assert flag["category"] in CATEGORIES
            assert flag["severity"] in SEVERITIES
            assert 0 < flag["confidence"] <= 1
            for ev in flag["evidence"]:
                assert set(ev) == {"page", "line", "text"}
        for mention in sc["mentions"]:
            assert set(mention) == {"category", "evidence"}
        assert set(sc["needs"]) <= set(NEEDS)
    json.dumps(data)


def test_flagged_scene_with_minor_and_mention_only_scene():
    data = sample_breakdown().to_dict()
    clean, slap, talk = data["scenes"]
    assert clean["flags"] == []
    assert clean["needs"] == []
    assert clean["minors"] == ["LILY"]
    assert [f["category"] for f in slap["flags"]] == ["violence"]
    assert slap["needs"] == ["mental_health_coordinator", "minor_protections"]
    assert talk["flags"] == []
    assert [m["category"] for m in talk["mentions"]] == ["substance"]


def test_summary_counts_scenes_and_needs():
    summary = sample_breakdown().to_dict()["summary"]
    assert summary["scenes_flagged"] == 1
    assert summary["flagged_ordinals"] == [2]
    assert summary["needs"]["minor_protections"] == [2]
    assert summary["needs"]["intimacy_coordinator"] == []
    assert summary["categories"]["violence"]["max_severity"] == "mild"
    assert summary["minors"] == ["LILY"]


def flag(category: str, severity: str = "moderate") -> Flag:
    return Flag(category, severity, 0.8)


def test_needs_follow_design_section_3():
    assert derive_needs([flag("nudity")], []) == ["intimacy_coordinator"]
    assert derive_needs([flag("sexual_violence")], []) == [
        "intimacy_coordinator",
        "mental_health_coordinator",
    ]
    assert derive_needs([flag("self_harm")], []) == ["mental_health_coordinator"]
    assert derive_needs([flag("abuse", "mild")], []) == ["mental_health_coordinator"]
    assert derive_needs([flag("violence", "moderate")], []) == []
    assert derive_needs([flag("violence", "severe")], []) == ["mental_health_coordinator"]
    assert derive_needs([flag("substance", "severe")], []) == ["mental_health_coordinator"]
    assert derive_needs([flag("intimacy", "mild")], ["LILY"]) == [
        "intimacy_coordinator",
        "mental_health_coordinator",
        "minor_protections",
    ]
    assert derive_needs([], ["LILY"]) == []
