"""Patterns built from stored compiler output behave exactly like re.compile's."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from closedset.engine import branch_table, lexicon, matcher
from closedset.regex_cache import ENV, RegexCache, default_path

SAMPLES = [
    "He punches the guard in the face.",
    "She slips off her robe and steps into the shower, naked.",
    "JOHN shoots Frank twice. Blood pools under him.",
    "They kiss. He pulls her down onto the bed.",
    "İstanbul. The Kelvin sign \u212a and a long \u017f stay odd letters.",
]


def _units() -> list[str]:
    units = {u for rule in lexicon.RULES[:120] for u in matcher.top_alternatives(rule.pattern)}
    return sorted(units)


def _same(cached: re.Pattern[str], plain: re.Pattern[str]) -> None:
    assert cached.pattern == plain.pattern
    assert cached.flags == plain.flags
    assert cached.groups == plain.groups
    assert cached.groupindex == plain.groupindex
    for text in SAMPLES:
        for start in range(len(text)):
            found, expected = cached.match(text, start), plain.match(text, start)
            assert (found and found.span()) == (expected and expected.span())


def test_stored_code_matches_like_re_compile(tmp_path):
    path = tmp_path / "regex.marshal"
    writer = RegexCache(path)
    for unit in _units():
        writer.compile(unit, re.IGNORECASE)
    writer.save()
    reader = RegexCache(path)
    assert len(reader.entries) == len(_units())
    for unit in _units():
        _same(reader.compile(unit, re.IGNORECASE), re.compile(unit, re.IGNORECASE))
    assert not reader.changed


def test_named_groups_survive_the_round_trip(tmp_path):
    path = tmp_path / "regex.marshal"
    RegexCache(path).compile(r"(?P<verb>kick|punch)(es|s)?", 0)
    cache = RegexCache(path)
    cache.compile(r"(?P<verb>kick|punch)(es|s)?", 0)
    cache.save()
    _same(
        RegexCache(path).compile(r"(?P<verb>kick|punch)(es|s)?"),
        re.compile(r"(?P<verb>kick|punch)(es|s)?"),
    )


@pytest.mark.parametrize("content", [b"", b"not marshal", b"\x00\x01garbage"])
def test_a_damaged_file_only_costs_time(tmp_path, content):
    path = tmp_path / "regex.marshal"
    path.write_bytes(content)
    cache = RegexCache(path)
    _same(cache.compile(r"stabs? (?:him|her)", re.IGNORECASE), re.compile(r"stabs? (?:him|her)", 2))


def test_another_interpreter_version_is_ignored(tmp_path):
    import marshal

    path = tmp_path / "regex.marshal"
    path.write_bytes(marshal.dumps((("other", (2, 7, 0)), [(("x", 0), (0, [], 0, {}, ()))])))
    assert RegexCache(path).entries == {}


def test_an_unwritable_folder_is_ignored(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    cache = RegexCache(blocker / "sub" / "regex.marshal")
    cache.compile("kicks", 0)
    cache.save()
    assert cache.changed


def test_the_environment_names_or_disables_the_file(monkeypatch, tmp_path):
    monkeypatch.setenv(ENV, str(tmp_path / "r.marshal"))
    assert default_path() == tmp_path / "r.marshal"
    monkeypatch.setenv(ENV, "")
    assert default_path() is None
    cache = RegexCache(None)
    assert cache.compile("kicks", 0).match("kicks")
    cache.save()


def test_a_second_run_finds_every_pattern_it_needs(tmp_path):
    """Patterns must be the same text in every process (no set order in them), or the cache
    would grow and be rewritten on every run."""
    src = Path(__file__).resolve().parents[2] / "src"
    env = dict(os.environ, PYTHONPATH=str(src), **{ENV: str(tmp_path / "regex.marshal")})
    code = (
        "from closedset.engine import matcher\n"
        "from closedset.engine.matcher import find_hits\n"
        "find_hits('He punches the guard. The old man slaps her. She kisses Frank.')\n"
        "print(len(matcher.regex_cache().entries), matcher.regex_cache().changed)\n"
        "matcher.save_compiled()\n"
    )
    runs = [
        subprocess.run(
            [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
        ).stdout.split()
        for _ in range(3)
    ]
    assert runs[0][1] == "True"
    assert runs[1] == runs[2] == [runs[0][0], "False"]


def test_a_table_is_used_again_only_for_the_same_inputs(tmp_path):
    path = tmp_path / "regex.marshal"
    calls: list[str] = []

    def build(text: str) -> list[tuple[str, int]]:
        calls.append(text)
        return [(word, len(word)) for word in text.split()]

    first = RegexCache(path)
    assert first.table("words", "kick punch", lambda: build("kick punch")) == [
        ("kick", 4),
        ("punch", 5),
    ]
    first.save()
    again = RegexCache(path)
    assert again.table("words", "kick punch", lambda: build("kick punch")) == [
        ("kick", 4),
        ("punch", 5),
    ]
    assert again.table("words", "kick stab", lambda: build("kick stab")) == [
        ("kick", 4),
        ("stab", 4),
    ]
    assert calls == ["kick punch", "kick stab"]


def test_the_branch_table_from_the_cache_is_the_one_built_fresh(tmp_path, monkeypatch):
    monkeypatch.setattr(matcher, "regex_cache", lambda: cache)
    monkeypatch.setattr(branch_table, "load", lambda key: None)  # as if the shipped one were stale
    cache = RegexCache(tmp_path / "regex.marshal")
    fresh = matcher.compile_rules(lexicon.RULES)
    cache.save()
    cache = RegexCache(tmp_path / "regex.marshal")
    stored = matcher.compile_rules(lexicon.RULES)
    assert not cache.changed
    assert stored.by_stem == fresh.by_stem
    assert stored.anywhere == fresh.anywhere
    assert stored.scanner.pattern == fresh.scanner.pattern
