"""The breakdown engine: which scenes need an IC, an MHC or minor protections, and why.

Plain Python with no Django import and no heavy module-level work, so that
``closedset breakdown FILE`` (start-up, import, parse, analyse) stays under a
second for a feature script.
"""

from __future__ import annotations

from .analyzer import analyze
from .model import CATEGORIES, NEEDS, SEVERITIES, Breakdown, Evidence, Flag, Mention, SceneBreakdown

__all__ = [
    "CATEGORIES",
    "NEEDS",
    "SEVERITIES",
    "Breakdown",
    "Evidence",
    "Flag",
    "Mention",
    "SceneBreakdown",
    "analyze",
]
