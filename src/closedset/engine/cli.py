"""``closedset breakdown FILE``: import a script, break it down, print or save a report.

Kept light on purpose (no Django, report modules imported only as needed): the
whole process for a 120-page script, start-up included, must stay under a
second, because an IC runs it on a laptop between meetings.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .model import Breakdown

FORMATS = ("json", "md", "html")


def render(breakdown: Breakdown, fmt: str) -> str:
    """The report text; report code is imported only when a report is made."""
    from . import report

    if fmt == "json":
        return report.to_json(breakdown) + "\n"
    if fmt == "md":
        return report.to_markdown(breakdown)
    return report.to_html(breakdown)


def run_breakdown(path: str, fmt: str = "json", out: str | None = None) -> int:
    """Break down ``path`` and write the report; return a process exit code.

    Import problems print one actionable line on stderr (no traceback) and return 1;
    an unknown format or an unwritable output returns 2.
    """
    from closedset.screenplay import ScriptImportError, parse_file

    from . import analyze

    if fmt not in FORMATS:
        print(f"error: unknown format {fmt!r}; use one of {', '.join(FORMATS)}", file=sys.stderr)
        return 2
    try:
        script = parse_file(path)
    except ScriptImportError as exc:
        print(f"error: {path}: {exc}", file=sys.stderr)
        return 1
    text = render(analyze(script, two_processes=True), fmt)
    if out is None:
        sys.stdout.write(text)
        return 0
    try:
        Path(out).write_text(text, encoding="utf-8")
    except OSError as exc:
        print(f"error: cannot write {out}: {exc.strerror}", file=sys.stderr)
        return 2
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="closedset breakdown",
        description="Flag scenes with nudity, sex, intimacy, violence, abuse, self-harm or "
        "substance use, and say which need an IC, an MHC or minor protections.",
    )
    parser.add_argument("file", help="a Fountain, Final Draft (.fdx), PDF or plain-text script")
    parser.add_argument("--format", "-f", choices=FORMATS, default="json", dest="fmt")
    parser.add_argument("--out", "-o", help="write the report here instead of standard output")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return run_breakdown(args.file, args.fmt, args.out)


if __name__ == "__main__":
    sys.exit(main())
