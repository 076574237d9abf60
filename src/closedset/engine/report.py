"""Breakdown reports an IC can send to a producer the same day: JSON, Markdown, HTML.

Modelled on a low-budget checklist: header (title, pages, date), totals
(scenes flagged, scenes needing an IC, an MHC, minor protections, and their
shoot days when a schedule is given), a summary table, then each flagged scene
with the quotes that prove it. HTML is one self-contained, print-friendly file;
every piece of script text is escaped (a script may contain ``<script>``).
"""

from __future__ import annotations

import json
from datetime import date
from html import escape

from .model import (
    INTIMACY_COORDINATOR,
    MENTAL_HEALTH_COORDINATOR,
    MINOR_PROTECTIONS,
    Breakdown,
    SceneBreakdown,
)

Schedule = dict[int, list[str]]

NEED_LABELS = {
    INTIMACY_COORDINATOR: "Intimacy coordinator",
    MENTAL_HEALTH_COORDINATOR: "Mental health coordinator",
    MINOR_PROTECTIONS: "Minor protections",
}
NEED_SHORT = {
    INTIMACY_COORDINATOR: "IC",
    MENTAL_HEALTH_COORDINATOR: "MHC",
    MINOR_PROTECTIONS: "Minor",
}


def to_json(breakdown: Breakdown, indent: int | None = 2) -> str:
    return json.dumps(breakdown.to_dict(), indent=indent, ensure_ascii=False)


def _categories(scene: SceneBreakdown) -> str:
    return ", ".join(f"{f.category.replace('_', ' ')} ({f.severity})" for f in scene.flags)


def _needs(scene: SceneBreakdown) -> str:
    return ", ".join(NEED_SHORT[n] for n in scene.needs)


def _days(scenes: list[SceneBreakdown], schedule: Schedule | None) -> list[str]:
    if not schedule:
        return []
    days: dict[str, None] = {}
    for scene in scenes:
        days.update(dict.fromkeys(schedule.get(scene.ordinal, [])))
    return list(days)


def _totals(breakdown: Breakdown, schedule: Schedule | None) -> list[tuple[str, int, list[str]]]:
    """(label, scene count, shoot days) rows for the totals block."""
    rows = [("Scenes flagged", breakdown.flagged_scenes)]
    rows += [(f"Scenes needing: {label}", breakdown.scenes_needing(need))
             for need, label in NEED_LABELS.items()]  # fmt: skip
    return [(label, len(scenes), _days(scenes, schedule)) for label, scenes in rows]


def _header_facts(breakdown: Breakdown, generated: date | None) -> list[tuple[str, str]]:
    return [
        ("Script", breakdown.title or "(untitled)"),
        ("Pages", str(breakdown.pages)),
        ("Scenes", str(len(breakdown.scenes))),
        ("Generated", (generated or date.today()).isoformat()),
    ]


def _md_cell(text: str) -> str:
    return " ".join(text.replace("|", "\\|").split())


def to_markdown(
    breakdown: Breakdown, schedule: Schedule | None = None, generated: date | None = None
) -> str:
    lines = [f"# Content breakdown: {_md_cell(breakdown.title or '(untitled)')}", ""]
    lines += [f"- **{k}:** {_md_cell(v)}" for k, v in _header_facts(breakdown, generated)]
    lines += ["", "## Totals", ""]
    for label, count, days in _totals(breakdown, schedule):
        suffix = f" (shoot days: {', '.join(days)})" if days else ""
        lines.append(f"- {label}: **{count}**{suffix}")
    lines += ["", "## Flagged scenes", ""]
    flagged = breakdown.flagged_scenes
    if not flagged:
        lines.append("No scene depicts any of the eight categories.")
    else:
        day_header = " Shoot days |" if schedule else ""
        lines.append(f"| # | Heading | Page | Characters | Categories | Needs |{day_header}")
        lines.append("|---|---|---|---|---|---|" + ("---|" if schedule else ""))
        for scene in flagged:
            row = (
                f"| {scene.ordinal} | {_md_cell(scene.heading)} | {scene.page} | "
                f"{_md_cell(', '.join(scene.characters))} | {_categories(scene)} | "
                f"{_needs(scene)} |"
            )
            if schedule:
                row += f" {_md_cell(', '.join(schedule.get(scene.ordinal, [])))} |"
            lines.append(row)
        for scene in flagged:
            lines += ["", f"### Scene {scene.ordinal}: {_md_cell(scene.heading)} (p. {scene.page})"]
            if scene.minors:
                lines.append(f"Minors present: {_md_cell(', '.join(scene.minors))}")
            if scene.needs:
                lines.append(f"Needs: {', '.join(NEED_LABELS[n] for n in scene.needs)}")
            for flag in scene.flags:
                who = f" ({_md_cell(', '.join(flag.characters))})" if flag.characters else ""
                lines.append(
                    f"- **{flag.category.replace('_', ' ')}**, {flag.severity}, "
                    f"confidence {flag.confidence:.2f}{who}"
                )
                for ev in flag.evidence:
                    lines.append(f"  - p. {ev.page}, line {ev.line}: > {_md_cell(ev.text)}")
            for mention in scene.mentions:
                lines.append(f"- mentioned only: {mention.category.replace('_', ' ')}")
    lines.append("")
    return "\n".join(lines)


_CSS = """
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:2rem auto;
max-width:60rem;padding:0 1rem;color:#111;line-height:1.4}
h1{font-size:1.5rem;margin-bottom:.25rem}h2{font-size:1.2rem;border-bottom:2px solid #333;
padding-bottom:.2rem;margin-top:2rem}h3{font-size:1rem;margin:1.5rem 0 .3rem}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.1rem 1rem;margin:0}
dl.facts dt{font-weight:600}table{border-collapse:collapse;width:100%;font-size:.9rem}
th,td{border:1px solid #999;padding:.3rem .4rem;text-align:left;vertical-align:top}
th{background:#eee}.sev-severe{color:#a00;font-weight:700}.sev-moderate{color:#a50}
.sev-mild{color:#333}blockquote{margin:.2rem 0 .4rem 1rem;padding-left:.6rem;
border-left:3px solid #bbb;font-family:Courier,monospace;font-size:.85rem}
.loc{color:#555;font-size:.8rem}.scene{break-inside:avoid;page-break-inside:avoid}
.needs{font-weight:600}.muted{color:#666}
@media print{body{margin:0;max-width:none}a{color:inherit}h2{break-after:avoid}}
"""


def _e(text: object) -> str:
    return escape(str(text), quote=True)


def _html_totals(breakdown: Breakdown, schedule: Schedule | None) -> str:
    rows = []
    for label, count, days in _totals(breakdown, schedule):
        day_cell = f"<td>{_e(', '.join(days)) or '&mdash;'}</td>" if schedule else ""
        rows.append(f"<tr><th scope=row>{_e(label)}</th><td>{count}</td>{day_cell}</tr>")
    day_head = "<th>Shoot days</th>" if schedule else ""
    return f"<table><tr><th></th><th>Scenes</th>{day_head}</tr>{''.join(rows)}</table>"


def _html_categories(scene: SceneBreakdown) -> str:
    return "<br>".join(
        f'<span class="sev-{_e(f.severity)}">{_e(f.category.replace("_", " "))} '
        f"({_e(f.severity)})</span>"
        for f in scene.flags
    )


def _html_table(breakdown: Breakdown, schedule: Schedule | None) -> str:
    flagged = breakdown.flagged_scenes
    if not flagged:
        return "<p>No scene depicts any of the eight categories.</p>"
    head = "<th>#</th><th>Heading</th><th>Page</th><th>Characters</th><th>Categories</th>"
    head += "<th>Needs</th>" + ("<th>Shoot days</th>" if schedule else "")
    rows = []
    for s in flagged:
        days = f"<td>{_e(', '.join(schedule.get(s.ordinal, [])))}</td>" if schedule else ""
        rows.append(
            f'<tr><td><a href="#scene-{s.ordinal}">{s.ordinal}</a></td><td>{_e(s.heading)}</td>'
            f"<td>{s.page}</td><td>{_e(', '.join(s.characters))}</td>"
            f"<td>{_html_categories(s)}</td><td>{_e(_needs(s))}</td>{days}</tr>"
        )
    return f"<table><tr>{head}</tr>{''.join(rows)}</table>"


def _html_scene(scene: SceneBreakdown, schedule: Schedule | None) -> str:
    parts = [f'<section class="scene" id="scene-{scene.ordinal}">']
    parts.append(f"<h3>Scene {scene.ordinal}: {_e(scene.heading)} (p. {scene.page})</h3>")
    if scene.needs:
        needs = ", ".join(NEED_LABELS[n] for n in scene.needs)
        parts.append(f'<p class="needs">Needs: {_e(needs)}</p>')
    if scene.minors:
        parts.append(f"<p>Minors present: {_e(', '.join(scene.minors))}</p>")
    if schedule and schedule.get(scene.ordinal):
        parts.append(f"<p>Shoot days: {_e(', '.join(schedule[scene.ordinal]))}</p>")
    for flag in scene.flags:
        who = f" &middot; {_e(', '.join(flag.characters))}" if flag.characters else ""
        parts.append(
            f'<p><span class="sev-{_e(flag.severity)}">{_e(flag.category.replace("_", " "))}, '
            f"{_e(flag.severity)}</span> "
            f'<span class="muted">confidence {flag.confidence:.2f}{who}</span></p>'
        )
        for ev in flag.evidence:
            parts.append(
                f'<blockquote>{_e(ev.text)}<br><span class="loc">p. {ev.page}, '
                f"line {ev.line}</span></blockquote>"
            )
    if scene.mentions:
        mentioned = ", ".join(m.category.replace("_", " ") for m in scene.mentions)
        parts.append(f'<p class="muted">Mentioned only (not depicted): {_e(mentioned)}</p>')
    parts.append("</section>")
    return "\n".join(parts)


def to_html(
    breakdown: Breakdown, schedule: Schedule | None = None, generated: date | None = None
) -> str:
    """One self-contained page: inline CSS, no scripts, every script quote escaped."""
    title = breakdown.title or "(untitled)"
    facts = "".join(
        f"<dt>{_e(k)}</dt><dd>{_e(v)}</dd>" for k, v in _header_facts(breakdown, generated)
    )
    scenes = "\n".join(_html_scene(s, schedule) for s in breakdown.flagged_scenes)
    return (
        "<!DOCTYPE html>\n<html lang=en><head><meta charset=utf-8>"
        '<meta name=viewport content="width=device-width, initial-scale=1">'
        f"<title>Content breakdown: {_e(title)}</title><style>{_CSS}</style></head><body>\n"
        f"<h1>Content breakdown: {_e(title)}</h1><dl class=facts>{facts}</dl>\n"
        f"<h2>Totals</h2>{_html_totals(breakdown, schedule)}\n"
        f"<h2>Flagged scenes</h2>{_html_table(breakdown, schedule)}\n"
        f"<h2>Evidence</h2>\n{scenes}\n"
        '<p class="muted">Generated by Closed Set. Flags are a first reading for the IC and '
        "MHC to confirm, not a substitute for reading the script.</p>\n</body></html>\n"
    )
