"""Where the shared, copyrighted screenplay corpus lives; never copied here."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
CORPUS = Path(os.environ.get("CLOSEDSET_CORPUS", REPO.parent / "shared" / "corpus"))

requires_corpus = pytest.mark.skipif(
    not CORPUS.is_dir(),
    reason=f"the shared screenplay corpus is not at {CORPUS} (set CLOSEDSET_CORPUS)",
)


def corpus_files(folder: str = "") -> list[Path]:
    base = CORPUS / folder if folder else CORPUS
    if not base.is_dir():
        return []
    return sorted(p for p in base.rglob("*") if p.is_file() and p.suffix != ".md")
