"""The engine on real text: the demo screenplay and the shared corpus (read, never copied)."""

from __future__ import annotations

from pathlib import Path

import pytest

from closedset.engine import analyze
from closedset.screenplay import parse_file

from ..corpus import CORPUS, requires_corpus

DEMO_DIR = Path(__file__).resolve().parents[2] / "src" / "closedset" / "demo"
DEMOS = sorted(DEMO_DIR.glob("*.fountain"))


@pytest.mark.skipif(not DEMOS, reason="no demo screenplay yet")
def test_demo_flags_the_categories_it_was_written_for():
    breakdown = analyze(parse_file(DEMOS[0]))
    found = {f.category for s in breakdown.scenes for f in s.flags}
    assert {"nudity", "sex", "intimacy", "sexual_violence", "violence", "self_harm",
            "substance"} <= found  # fmt: skip
    needs = {n for s in breakdown.scenes for n in s.needs}
    assert needs == {"intimacy_coordinator", "mental_health_coordinator", "minor_protections"}
    clean = [s for s in breakdown.scenes if not s.flags]
    assert clean, "a demo with every scene flagged would mean the engine flags everything"


@pytest.mark.skipif(not DEMOS, reason="no demo screenplay yet")
def test_demo_minor_never_in_an_intimate_scene():
    breakdown = analyze(parse_file(DEMOS[0]))
    for sc in breakdown.scenes:
        if sc.minors:
            assert "intimacy_coordinator" not in sc.needs


@requires_corpus
@pytest.mark.parametrize("name", ["Big-Fish.fountain", "Mr-and-Mr-Charles.fountain"])
def test_feature_script_flags_a_minority_of_scenes(name):
    """Speed is measured by bench/breakdown, not here."""
    script = parse_file(CORPUS / "fountain" / name)
    breakdown = analyze(script)
    assert len(breakdown.scenes) == len(script.scenes)
    assert breakdown.flagged_scenes
    assert len(breakdown.flagged_scenes) < len(breakdown.scenes) / 2
