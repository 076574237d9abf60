"""Compiled patterns kept on disk between runs, as Python keeps byte code in .pyc files.

Compiling the lexicon's patterns is most of what a breakdown costs: the ``re`` parser and
compiler are pure Python, and a feature script needs several hundred long patterns, so a
fresh process spent about half a second on them. The compiler's output (a list of integer
op codes) depends only on the pattern, its flags and the interpreter, so it is stored in a
cache file and handed straight to the regex engine next time, which takes microseconds.

The stored code is exactly what ``re.compile`` would build (the same three steps it takes:
parse, generate code, build the pattern object), so matching is unchanged. The file is keyed
by Python version and regex engine version; a missing, stale, unreadable or unwritable cache
only costs time: every problem falls back to ``re.compile``. ``CLOSEDSET_REGEX_CACHE`` names
the file (an empty value turns the cache off); by default it lives in the user cache folder.
The breakdown rules and the importers' fixed patterns both compile through it, which is why it
sits beside the two packages rather than inside the engine.
"""

from __future__ import annotations

import marshal
import os
import re
import sys
from array import array
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

try:
    import _sre
    from re import _compiler, _parser  # type: ignore[attr-defined]

    AVAILABLE = True
except ImportError:  # pragma: no cover - another interpreter: plain re.compile
    AVAILABLE = False

ENV = "CLOSEDSET_REGEX_CACHE"
# Entries beyond this are dropped when the cache is saved, keeping those this run used.
MAX_ENTRIES = 6000

# flags, op codes (as the bytes of an array of CODE_TYPE, which loads in one copy), groups,
# group index, index group: the arguments _sre.compile takes after the pattern.
Entry = tuple[int, bytes, int, dict[str, int], tuple[str | None, ...]]
CODE_TYPE = "I"
T = TypeVar("T")


def _version() -> tuple[object, ...]:
    """What the stored code depends on besides the pattern: interpreter and engine."""
    if not AVAILABLE:
        return ()
    itemsize = array(CODE_TYPE).itemsize
    return (sys.implementation.name, sys.version_info[:3], _sre.MAGIC, _sre.CODESIZE, itemsize)


def default_path() -> Path | None:
    """The cache file: ``$CLOSEDSET_REGEX_CACHE``, else the user cache folder; None: off."""
    configured = os.environ.get(ENV)
    if configured is not None:
        return Path(configured) if configured else None
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    tag = "-".join(str(part) for part in sys.version_info[:2])
    return Path(base) / "closedset" / f"regex-{sys.implementation.name}-{tag}.marshal"


class RegexCache:
    """Compile patterns through the stored code; remember new code to save later."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.entries: dict[tuple[str, int], Entry] = {}
        self.tables: dict[str, Any] = {}
        self.used: set[tuple[str, int]] = set()
        self.fresh: dict[tuple[str, int], Entry] = {}
        self.changed = False
        self._load()

    def compile(self, pattern: str, flags: int = 0) -> re.Pattern[str]:
        """``re.compile(pattern, flags)``, from stored code when there is some."""
        if not AVAILABLE or self.path is None:
            return re.compile(pattern, flags)
        key = (pattern, int(flags))
        entry = self.entries.get(key)
        if entry is None:
            entry = _compiled_code(pattern, int(flags))
            if entry is None:
                return re.compile(pattern, flags)
            self.entries[key] = self.fresh[key] = entry
            self.changed = True
        self.used.add(key)
        flags_, code, groups, groupindex, indexgroup = entry
        try:
            ops = array(CODE_TYPE, code).tolist()
            return _sre.compile(pattern, flags_, ops, groups, groupindex, indexgroup)
        except Exception:  # a damaged entry: never worse than compiling
            return re.compile(pattern, flags)

    def table(self, name: str, inputs: str, build: Callable[[], T]) -> T:
        """Plain data (lists, tuples, strings, numbers) that ``build`` derives from ``inputs``.

        Kept under ``name`` with the whole ``inputs`` text, and used again only while that
        text is exactly the same, so a table is never stale.
        """
        stored = self.tables.get(name)
        if stored is not None and stored[0] == inputs:
            return stored[1]
        value = build()
        if self.path is not None:
            self.tables[name] = (inputs, value)
            self.changed = True
        return value

    def adopt(self, entries: dict[tuple[str, int], Entry]) -> None:
        """Keep code another process compiled for this run (see engine.parallel)."""
        if entries and self.path is not None:
            self.entries.update(entries)
            self.used.update(entries)
            self.changed = True

    def save(self) -> None:
        """Write the cache if this run compiled something new; failures are ignored."""
        if not self.changed or self.path is None:
            return
        entries = self.entries
        if len(entries) > MAX_ENTRIES:
            entries = {key: entries[key] for key in self.used}
        payload: Any = (_version(), list(entries.items()), self.tables)
        data = marshal.dumps(payload)
        import tempfile  # only when saving: a warm run never needs it

        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with tempfile.NamedTemporaryFile(dir=self.path.parent, delete=False) as out:
                out.write(data)
            os.replace(out.name, self.path)
        except OSError:
            return
        self.changed = False

    def _load(self) -> None:
        if self.path is None or not AVAILABLE:
            return
        try:
            version, items, tables = marshal.loads(self.path.read_bytes())
            if version != _version():
                return
            entries, tables = dict(items), dict(tables)
        except (OSError, ValueError, EOFError, TypeError):
            return
        self.entries, self.tables = entries, tables


@cache
def shared() -> RegexCache:
    """The process's cache, at the default path: the rules and their cues compile through it."""
    return RegexCache(default_path())


def compile_cached(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile`` through the shared cache, for patterns built once per process."""
    return shared().compile(pattern, flags)


def _compiled_code(pattern: str, flags: int) -> Entry | None:
    """What ``re._compiler.compile`` hands to the engine, as plain data (None on any doubt)."""
    try:
        parsed = _parser.parse(pattern, flags)
        code = array(CODE_TYPE, [int(op) for op in _compiler._code(parsed, flags)]).tobytes()
        state = parsed.state
        indexgroup: list[str | None] = [None] * state.groups
        for name, index in state.groupdict.items():
            indexgroup[index] = name
        return (
            int(flags | state.flags),
            code,
            state.groups - 1,
            dict(state.groupdict),
            tuple(indexgroup),
        )
    except Exception:
        return None
