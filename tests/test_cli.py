"""The console command: import and breakdown run without Django and fail cleanly."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from closedset.cli import main

DEMO = Path(__file__).resolve().parent.parent / "src" / "closedset" / "demo"
SCRIPT = DEMO / "the_quiet_hours.fountain"


def test_import_prints_the_neutral_model_as_json(capsys: Any) -> None:
    assert main(["import", str(SCRIPT), "--json"]) == 0
    model = json.loads(capsys.readouterr().out)
    assert model["source_format"] == "fountain"
    assert len(model["scenes"]) == 16
    assert any(c["is_minor"] for c in model["characters"])


def test_import_of_an_empty_file_says_so_without_a_traceback(tmp_path: Path, capsys: Any) -> None:
    empty = tmp_path / "empty.fountain"
    empty.write_bytes(b"")
    assert main(["import", str(empty)]) == 2
    err = capsys.readouterr().err
    assert "empty" in err
    assert "Traceback" not in err


def test_breakdown_writes_a_report_file(tmp_path: Path) -> None:
    out = tmp_path / "report.html"
    assert main(["breakdown", str(SCRIPT), "--format", "html", "--out", str(out)]) == 0
    assert "<table" in out.read_text()


def test_breakdown_does_not_load_django() -> None:
    code = (
        "import sys; from closedset.cli import main; "
        f"main(['breakdown', {str(SCRIPT)!r}, '--out', '/dev/null']); "
        "print('django' in sys.modules)"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip().endswith("False")
