"""Format detection: the bytes decide, the file name only breaks ties."""

from __future__ import annotations

import codecs
import random

import pytest

from closedset.screenplay import ScriptImportError, detect
from tests.corpus import corpus_files, requires_corpus

FOUNTAIN_SNIPPET = b"INT. KITCHEN - DAY\n\nANNA\nMorning.\n\nShe pours coffee.\n"


def refused(data: bytes, filename: str = "") -> ScriptImportError:
    with pytest.raises(ScriptImportError) as info:
        detect.detect_format(data, filename)
    assert info.value.code == "unknown_format"
    return info.value


class TestSignatures:
    def test_pdf(self):
        assert detect.detect_format(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj") == detect.PDF

    def test_pdf_with_junk_before_header(self):
        assert detect.detect_format(b"\r\n garbage\n%PDF-1.4\n") == detect.PDF

    def test_fdx_with_and_without_declaration(self):
        declared = b'<?xml version="1.0"?>\n<FinalDraft DocumentType="Script">'
        assert detect.detect_format(declared) == detect.FDX
        assert detect.detect_format(b'<FinalDraft Version="1">') == detect.FDX

    def test_other_xml_refused(self):
        assert "not a Final Draft" in str(refused(b'<?xml version="1.0"?><svg/>'))

    @pytest.mark.parametrize(
        ("data", "mentions"),
        [
            (b"PK\x03\x04\x14\x00\x06\x00word/document.xml", "Word"),
            (b"{\\rtf1\\ansi INT. HOUSE - DAY", "Rich Text"),
            (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "Word"),
            (b"<!DOCTYPE html><html><body>INT. HOUSE</body></html>", "HTML"),
        ],
    )
    def test_other_documents_refused_with_advice(self, data, mentions):
        message = str(refused(data, "script.fountain"))
        assert mentions in message
        assert "Fountain" in message

    def test_binary_refused(self):
        rng = random.Random(7)
        assert "binary" in str(refused(bytes(rng.randrange(256) for _ in range(4096))))

    def test_png_refused_whatever_its_name(self):
        refused(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "script.fountain")


class TestText:
    def test_fountain_without_extension(self):
        assert detect.detect_format(FOUNTAIN_SNIPPET) == detect.FOUNTAIN
        assert detect.detect_format(FOUNTAIN_SNIPPET, "script.txt") == detect.FOUNTAIN

    def test_lower_case_and_forced_headings_are_fountain(self):
        assert detect.detect_format(b"int. kitchen - day\n\nRain.\n") == detect.FOUNTAIN
        assert detect.detect_format(b"Title: X\n\n.DREAM\n\nFog.\n") == detect.FOUNTAIN

    def test_fountain_extension_wins_for_text(self):
        assert detect.detect_format(b"Just some notes.\n", "draft.fountain") == detect.FOUNTAIN

    def test_text_without_screenplay_marks_refused(self):
        message = str(refused(b"Dear all,\n\nthe call sheet is attached.\n", "letter.txt"))
        assert "INT." in message

    def test_flattened_dump_is_text(self):
        body = " ".join(f"INT. ROOM {i} - DAY Anna walks in and sits down." for i in range(80))
        assert detect.detect_format(body.encode()) == detect.TEXT

    def test_flattened_prose_is_refused(self):
        refused(("word " * 1000).encode())

    def test_indented_printed_layout_is_text(self):
        page = (
            "INT. KITCHEN - DAY\n\nAnna pours coffee.\n\n"
            + "                         ANNA\n"
            + "               I'm late.\n\n" * 20
        )
        assert detect.detect_format(page.encode()) == detect.TEXT

    def test_numbered_headings_count_as_screenplay_marks(self):
        page = "12   INT. KITCHEN - DAY   12\n" + "                    ANNA\n" * 30
        assert detect.detect_format(page.encode()) == detect.TEXT

    @pytest.mark.parametrize("bom", [codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE])
    def test_utf16_with_bom(self, bom):
        encoding = "utf-16-le" if bom == codecs.BOM_UTF16_LE else "utf-16-be"
        data = bom + FOUNTAIN_SNIPPET.decode().encode(encoding)
        assert detect.detect_format(data) == detect.FOUNTAIN
        assert detect.decode_text(data) == FOUNTAIN_SNIPPET.decode()


class TestDecode:
    def test_utf8_bom_removed(self):
        assert detect.decode_text(b"\xef\xbb\xbfINT. A") == "INT. A"

    def test_windows_1252_fallback(self):
        assert detect.decode_text(b"CAF\xc9 \x93quoted\x94") == "CAFÉ “quoted”"

    def test_sample_cut_inside_a_character_still_detects(self):
        data = b"INT. CAF\xc3\xa9 - DAY\n\n" + ("é" * 40 + "\n").encode() * 5_000
        assert detect.detect_format(data) == detect.FOUNTAIN


@requires_corpus
@pytest.mark.parametrize(
    ("folder", "expected"),
    [
        ("fountain", detect.FOUNTAIN),
        ("fdx", detect.FDX),
        ("pdf", detect.PDF),
        ("text", detect.TEXT),
    ],
)
def test_corpus_detected_without_file_names(folder, expected):
    files = corpus_files(folder)
    assert files
    for path in files:
        assert detect.detect_format(path.read_bytes()) == expected, path.name
