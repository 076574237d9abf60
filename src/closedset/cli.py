"""The ``closedset`` console command.

``breakdown`` and ``import`` are plain Python and never load Django, so a
breakdown of a feature script runs in well under a second; everything else
is a Django management command (``serve``, ``worker``, ``migrate``...).
"""

from __future__ import annotations

import argparse
import json
import os
import sys


def _import_command(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="closedset import", description="Parse a script.")
    parser.add_argument("file")
    parser.add_argument("--json", action="store_true", help="print the neutral model as JSON")
    args = parser.parse_args(argv)
    from closedset.screenplay import ScriptImportError, parse_file

    try:
        script = parse_file(args.file)
    except ScriptImportError as exc:
        print(f"closedset import: {exc}", file=sys.stderr)
        return 2
    if args.json:
        json.dump(script.to_dict(), sys.stdout, indent=1, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        print(
            f"{script.title or args.file}: {script.source_format}, {script.page_count} pages, "
            f"{len(script.scenes)} scenes, {len(script.characters)} characters"
        )
        for warning in script.warnings:
            print(f"warning: {warning}")
    return 0


def _breakdown_command(argv: list[str]) -> int:
    from closedset.engine.cli import main as breakdown_main

    return breakdown_main(argv)


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "import":
        return _import_command(argv[1:])
    if argv and argv[0] == "breakdown":
        return _breakdown_command(argv[1:])
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "closedset.settings")
    from django.core.management import execute_from_command_line

    execute_from_command_line(["closedset", *argv] if argv else ["closedset", "help"])
    return 0


def run() -> int:
    """Entry point: a reader that closes the pipe early (``| head``) is not an error."""
    try:
        return main()
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    sys.exit(run())
