"""Write engine/branch_table.json for the rules as they are now (run after changing a rule).

``python -m closedset.engine.make_branch_table``; tests/engine/test_branch_table.py fails
until the file is current.
"""

from __future__ import annotations

from pathlib import Path

from . import branch_table, lexicon, matcher


def write(path: Path = branch_table.FILE) -> Path:
    inputs = matcher.branch_inputs(lexicon.RULES)
    rows = matcher.all_branches(lexicon.RULES)
    path.write_text(branch_table.dumps(branch_table.key_of(inputs), rows), encoding="utf-8")
    return path


if __name__ == "__main__":
    print(f"wrote {write()}")
