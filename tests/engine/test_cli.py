"""``closedset breakdown``: output formats, files, one-line errors, a light import."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from closedset.engine.cli import main, run_breakdown

REPO = Path(__file__).resolve().parents[2]
FOUNTAIN = """Title: Two Rooms

INT. KITCHEN - NIGHT

Dean points the gun at Tommy.

TOMMY
Put it down.

EXT. PORCH - DAY

Rain.
"""


@pytest.fixture
def script_file(tmp_path: Path) -> Path:
    path = tmp_path / "two_rooms.fountain"
    path.write_text(FOUNTAIN, encoding="utf-8")
    return path


def test_json_to_stdout(script_file, capsys):
    assert run_breakdown(str(script_file)) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["script"]["scene_count"] == 2
    assert data["scenes"][0]["flags"][0]["category"] == "violence"


@pytest.mark.parametrize(
    ("fmt", "marker"), [("md", "# Content breakdown"), ("html", "<!DOCTYPE html>")]
)
def test_formats_to_a_file(script_file, tmp_path, fmt, marker):
    out = tmp_path / f"report.{fmt}"
    assert main([str(script_file), "--format", fmt, "--out", str(out)]) == 0
    assert out.read_text(encoding="utf-8").startswith(marker)


def test_import_error_is_one_line_without_traceback(tmp_path, capsys):
    empty = tmp_path / "empty.fountain"
    empty.write_text("", encoding="utf-8")
    assert run_breakdown(str(empty)) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: ")
    assert err.count("\n") == 1
    assert "Traceback" not in err


def test_missing_file_is_an_import_error(tmp_path, capsys):
    assert run_breakdown(str(tmp_path / "nope.fountain")) == 1
    assert "nope.fountain" in capsys.readouterr().err


def test_unknown_format_is_refused(script_file, capsys):
    assert run_breakdown(str(script_file), fmt="pdf") == 2
    assert "unknown format" in capsys.readouterr().err


def test_unwritable_output_is_reported(script_file, tmp_path, capsys):
    assert run_breakdown(str(script_file), out=str(tmp_path / "no" / "such" / "dir.json")) == 2
    assert "cannot write" in capsys.readouterr().err


def test_module_runs_and_imports_no_django(script_file):
    code = (
        "import runpy, sys; sys.argv = ['cli', sys.argv[1]]; "
        "import closedset.engine.cli as c; rc = c.main(); "
        "assert 'django' not in sys.modules, 'django imported'; sys.exit(rc)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(script_file)],
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(REPO / "src")},
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["script"]["title"] == "Two Rooms"
