"""The dispatcher: one entry point, one error type, the right parser for the bytes."""

from __future__ import annotations

import logging

import pytest

from closedset import screenplay
from closedset.screenplay import MAX_BYTES, ScriptImportError, fountain, parse_bytes, parse_file
from tests.corpus import corpus_files, requires_corpus

SCRIPT = b"""Title: Test
Author: Ann Writer

INT. KITCHEN - DAY

ANNA (16) pours coffee.

ANNA
Morning.

EXT. GARDEN - DAY

Rain.
"""


def code_of(data: bytes, filename: str = "") -> str:
    with pytest.raises(ScriptImportError) as info:
        parse_bytes(data, filename)
    assert str(info.value)
    return info.value.code


def test_fountain_bytes_become_a_script():
    script = parse_bytes(SCRIPT)
    assert script.source_format == "fountain"
    assert script.title == "Test"
    assert [s.heading for s in script.scenes] == ["INT. KITCHEN - DAY", "EXT. GARDEN - DAY"]


def test_characters_are_resolved_after_parsing():
    script = parse_bytes(SCRIPT)
    assert "ANNA" in script.characters
    assert "ANNA" in script.scenes[0].characters


@pytest.mark.parametrize(
    ("data", "code"),
    [
        (b"", "empty"),
        (b" \n\t\r\n", "empty"),
        (b"\x00\x01\x02\x03" * 100, "unknown_format"),
        (b"Shopping list:\n\nmilk\n", "unknown_format"),
        (b"He said\nINT. HOUSE was the sign.\n", "no_scenes"),
    ],
)
def test_refusals(data, code):
    assert code_of(data) == code


def test_too_large():
    assert code_of(b"x" * (MAX_BYTES + 1)) == "too_large"


def test_parser_bug_is_reported_not_raised(monkeypatch, caplog):
    def broken(text: str):
        raise ValueError("bug")

    monkeypatch.setattr(fountain, "parse", broken)
    with (
        caplog.at_level(logging.ERROR, logger=screenplay.__name__),
        pytest.raises(ScriptImportError) as info,
    ):
        parse_bytes(SCRIPT)
    assert info.value.code == "internal_error"
    assert isinstance(info.value.__cause__, ValueError)
    assert "fountain parser failed" in caplog.text


class TestParseFile:
    def test_reads_and_uses_the_name(self, tmp_path):
        path = tmp_path / "notes"
        path.write_bytes(b"Just words.\n")
        with pytest.raises(ScriptImportError):
            parse_file(path)
        named = tmp_path / "draft.fountain"
        named.write_bytes(SCRIPT)
        assert parse_file(str(named)).source_format == "fountain"

    def test_missing_file(self, tmp_path):
        with pytest.raises(ScriptImportError) as info:
            parse_file(tmp_path / "nope.fountain")
        assert info.value.code == "unreadable"

    def test_directory(self, tmp_path):
        with pytest.raises(ScriptImportError) as info:
            parse_file(tmp_path)
        assert info.value.code == "unreadable"


@requires_corpus
@pytest.mark.parametrize("path", corpus_files("fountain"), ids=lambda p: p.name)
def test_corpus_fountain_files_through_the_dispatcher(path):
    renamed = path.read_bytes()
    script = parse_bytes(renamed)  # no file name: the content decides
    assert script.source_format == "fountain"
    assert len(script.scenes) > 5
    assert script.page_count >= 1
    assert script.characters
