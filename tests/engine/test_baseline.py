"""The keyword baseline flags any keyword anywhere: that is what it is for."""

from __future__ import annotations

from closedset.engine.baseline import analyze_keywords

from .builders import action, says, scene, script


def test_keyword_anywhere_in_the_scene_flags_it():
    breakdown = analyze_keywords(
        script(scene(*says("MAYA", "He is not drunk."), action("She kills the engine.")))
    )
    categories = {f.category for f in breakdown.scenes[0].flags}
    assert categories == {"substance", "violence"}


def test_clean_scene_has_no_flags():
    breakdown = analyze_keywords(script(scene(action("Rain on the window."))))
    assert breakdown.scenes[0].flags == []
