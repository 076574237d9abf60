"""Reports: JSON round-trip, Markdown and HTML content, escaping of hostile script text."""

from __future__ import annotations

import json
from datetime import date

from closedset.engine import analyze
from closedset.engine.report import to_html, to_json, to_markdown

from .builders import action, scene, script

HOSTILE = '<script>alert("x")</script> & <b>bold</b>'


def hostile_breakdown():
    return analyze(
        script(
            scene(action("Rain on the window.")),
            scene(
                action(f"Nora stands topless by the window. {HOSTILE}"),
                heading="INT. <script>BAD</script> - NIGHT",
            ),
            scene(action("Dean punches Tommy.")),
            ages={"DEAN": 40, "TOMMY": 30, "NORA": 30},
        )
    )


def test_json_round_trips_to_the_dict():
    breakdown = hostile_breakdown()
    assert json.loads(to_json(breakdown)) == breakdown.to_dict()


def test_html_escapes_script_text_everywhere():
    page = to_html(hostile_breakdown())
    assert "<script>" not in page
    assert "&lt;script&gt;" in page
    assert "<b>bold</b>" not in page


def test_html_is_self_contained_and_printable():
    page = to_html(hostile_breakdown(), generated=date(2025, 1, 2))
    assert page.startswith("<!DOCTYPE html>")
    assert "<style>" in page
    assert "@media print" in page
    assert "<link" not in page
    assert "src=" not in page
    assert "2025-01-02" in page


def test_html_lists_totals_table_and_evidence_with_location():
    page = to_html(hostile_breakdown())
    assert "Scenes needing: Intimacy coordinator" in page
    assert 'href="#scene-2"' in page
    assert 'id="scene-2"' in page
    assert "nudity (moderate)" in page
    assert "p. 2, line" in page
    assert 'id="scene-1"' not in page


def test_schedule_adds_shoot_days_to_totals_and_rows():
    schedule = {2: ["Day 3"], 3: ["Day 5", "Day 6"]}
    page = to_html(hostile_breakdown(), schedule=schedule)
    assert "Shoot days" in page
    assert "Day 3" in page
    assert "Day 6" in page
    markdown = to_markdown(hostile_breakdown(), schedule=schedule)
    assert "Scenes flagged: **2** (shoot days: Day 3, Day 5, Day 6)" in markdown
    assert "Scenes needing: Intimacy coordinator: **1** (shoot days: Day 3)" in markdown


def test_markdown_escapes_table_pipes_and_lists_evidence():
    breakdown = analyze(script(scene(action("Dean punches Tommy | hard."))))
    markdown = to_markdown(breakdown, generated=date(2025, 1, 2))
    assert "# Content breakdown: Test" in markdown
    assert "Dean punches Tommy \\| hard." in markdown
    assert "- **Generated:** 2025-01-02" in markdown


def test_clean_script_says_so():
    breakdown = analyze(script(scene(action("Rain on the window."))))
    assert "No scene depicts" in to_html(breakdown)
    assert "No scene depicts" in to_markdown(breakdown)
