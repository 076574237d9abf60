"""Screenplay PDF import, on PDFs written here byte by byte and on the shared corpus."""

from __future__ import annotations

import contextlib
import hashlib
import re
import struct

import pytest

from closedset.screenplay import ElementKind, ScriptImportError, fdx, pdf
from tests.corpus import CORPUS, corpus_files, requires_corpus

K = ElementKind
PAGE_HEIGHT = 792
MARGIN = 108  # 1.5 inches: the action margin of a US-letter screenplay

# --- a minimal PDF writer: one Courier 12 pt text object per printed line ----------------------


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


def _content(lines: list[tuple[float, float, str]]) -> bytes:
    """``lines`` are (x, y from the top of the page, text)."""
    ops = [
        f"BT /F1 12 Tf 1 0 0 1 {x:.1f} {PAGE_HEIGHT - y:.1f} Tm ({_escape(text)}) Tj ET"
        for x, y, text in lines
    ]
    return "\n".join(ops).encode("latin-1")


def build_pdf(pages: list[list[tuple[float, float, str]]], extra_trailer: str = "") -> bytes:
    """A valid PDF with a correct cross-reference table, so PDFium reads it strictly."""
    objects: list[bytes] = []
    count = len(pages)
    kids = " ".join(f"{4 + 2 * i} 0 R" for i in range(count))
    objects.append(b"<< /Type /Catalog /Pages 2 0 R >>")
    objects.append(f"<< /Type /Pages /Kids [{kids}] /Count {count} >>".encode())
    objects.append(b"<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>")
    for index, lines in enumerate(pages):
        stream = _content(lines)
        objects.append(
            (
                f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 {PAGE_HEIGHT}] "
                f"/Resources << /Font << /F1 3 0 R >> >> /Contents {5 + 2 * index} 0 R >>"
            ).encode()
        )
        objects.append(f"<< /Length {len(stream)} >>\nstream\n".encode() + stream + b"\nendstream")
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    for offset in offsets:
        out += f"{offset:010d} 00000 n \n".encode()
    out += (
        f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R {extra_trailer}>>\n"
        f"startxref\n{xref}\n%%EOF\n"
    ).encode()
    return bytes(out)


def _rc4(key: bytes, data: bytes) -> bytes:
    state = list(range(256))
    j = 0
    for i in range(256):
        j = (j + state[i] + key[i % len(key)]) % 256
        state[i], state[j] = state[j], state[i]
    i = j = 0
    out = bytearray()
    for byte in data:
        i = (i + 1) % 256
        j = (j + state[i]) % 256
        state[i], state[j] = state[j], state[i]
        out.append(byte ^ state[(state[i] + state[j]) % 256])
    return bytes(out)


_PAD = bytes.fromhex("28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A")


def encrypted_pdf(user_password: bytes) -> bytes:
    """A PDF under the standard security handler (RC4, revision 2) with a user password."""
    file_id = b"0123456789abcdef"
    permissions = -4
    owner_key = hashlib.md5((b"owner" + _PAD)[:32]).digest()[:5]
    owner_entry = _rc4(owner_key, (user_password + _PAD)[:32])
    key = hashlib.md5(
        (user_password + _PAD)[:32] + owner_entry + struct.pack("<i", permissions) + file_id
    ).digest()[:5]
    user_entry = _rc4(key, _PAD)
    encrypt = (
        f"/Encrypt << /Filter /Standard /V 1 /R 2 /O <{owner_entry.hex()}> "
        f"/U <{user_entry.hex()}> /P {permissions} >> /ID [<{file_id.hex()}> <{file_id.hex()}>] "
    )
    return build_pdf([[(MARGIN, 80, "INT. VAULT - NIGHT")]], extra_trailer=encrypt)


# --- a two-page script laid out like a printed screenplay ---------------------------------------


def _script_pages() -> list[list[tuple[float, float, str]]]:
    cue, dialogue, paren = MARGIN + 144, MARGIN + 72, MARGIN + 108
    page_one = [
        (72, 80, "12"),
        (MARGIN, 80, "INT. LIGHTHOUSE - NIGHT"),
        (540, 80, "12"),
        (MARGIN, 104, "MARA (30s) climbs the spiral stairs, lantern in hand,"),
        (MARGIN, 116, "and stops at the top."),
        (cue, 140, "MARA (V.O.)"),
        (paren, 152, "(whispering)"),
        (dialogue, 164, "Nobody has lit this lamp in"),
        (dialogue, 176, "twenty years."),
        (cue, 200, "TOBIAS"),
        (dialogue, 212, "Then it is time somebody"),
        (paren, 224, "(MORE)"),
        (300, 760, "Draft 3"),
    ]
    page_two = [
        (520, 40, "2."),
        (MARGIN, 60, "CONTINUED:"),
        (cue, 80, "TOBIAS (CONT'D)"),
        (dialogue, 92, "did."),
        (450, 116, "CUT TO:"),
        (MARGIN, 140, "EXT. HARBOUR - DAWN"),
        (MARGIN, 164, "Gulls wheel over the empty quay."),
        (300, 760, "Draft 3"),
    ]
    page_three = [
        (520, 40, "3."),
        (MARGIN, 80, "INT. KITCHEN - MORNING"),
        (MARGIN, 104, "Coffee boils over."),
        (300, 760, "Draft 3"),
    ]
    return [page_one, page_two, page_three]


@pytest.fixture(scope="module")
def script():
    return pdf.parse(build_pdf(_script_pages()))


def test_scene_headings_and_margin_numbers(script):
    assert [s.heading for s in script.scenes] == [
        "INT. LIGHTHOUSE - NIGHT",
        "EXT. HARBOUR - DAWN",
        "INT. KITCHEN - MORNING",
    ]
    assert script.scenes[0].number == "12"
    assert [s.page for s in script.scenes] == [1, 2, 3]
    assert script.page_count == 3


def test_lines_are_classified_by_indent_and_case(script):
    kinds = [(e.kind, e.text) for e in script.scenes[0].elements]
    assert kinds == [
        (K.HEADING, "INT. LIGHTHOUSE - NIGHT"),
        (K.ACTION, "MARA (30s) climbs the spiral stairs, lantern in hand, and stops at the top."),
        (K.CHARACTER, "MARA (V.O.)"),
        (K.PARENTHETICAL, "(whispering)"),
        (K.DIALOGUE, "Nobody has lit this lamp in twenty years."),
        (K.CHARACTER, "TOBIAS"),
        (K.DIALOGUE, "Then it is time somebody did."),
        (K.TRANSITION, "CUT TO:"),
    ]


def test_speaker_is_named_without_extensions(script):
    speech = [e for e in script.scenes[0].elements if e.kind != K.ACTION]
    assert speech[1].character == "MARA"
    assert speech[3].character == "MARA"


def test_furniture_is_dropped(script):
    texts = " ".join(e.text for s in script.scenes for e in s.elements)
    for furniture in ("(MORE)", "CONTINUED", "Draft 3", "2.", "TOBIAS (CONT'D)"):
        assert furniture not in texts


def test_page_and_line_locate_each_element(script):
    dialogue = next(e for e in script.scenes[0].elements if e.kind == K.DIALOGUE)
    assert (dialogue.page, dialogue.line) == (1, 6)
    harbour = script.scenes[1].elements[1]
    assert (harbour.page, harbour.text) == (2, "Gulls wheel over the empty quay.")


def test_title_page_gives_title_and_authors():
    title_page = [
        (250, 300, "THE LAMP"),
        (270, 340, "Written by"),
        (260, 352, "Ada Quill & Ben Rook"),
    ]
    body = [(MARGIN, 80, "EXT. CLIFF - DAY"), (MARGIN, 104, "Wind.")]
    script = pdf.parse(build_pdf([title_page, body]))
    assert script.title == "THE LAMP"
    assert script.authors == ["Ada Quill", "Ben Rook"]
    assert [s.heading for s in script.scenes] == ["EXT. CLIFF - DAY"]
    assert script.page_count == 2


def test_dual_dialogue_columns_are_flagged():
    page = [
        (MARGIN, 80, "INT. STAGE - NIGHT"),
        (190, 110, "ANNA"),
        (MARGIN, 122, "Left side."),
        (420, 110, "BEN"),
        (340, 122, "Right side."),
        (MARGIN, 160, "They bow."),
    ]
    elements = pdf.parse(build_pdf([page])).scenes[0].elements
    dual = [(e.kind, e.text, e.character) for e in elements if e.dual]
    assert dual == [
        (K.CHARACTER, "ANNA", "ANNA"),
        (K.DIALOGUE, "Left side.", "ANNA"),
        (K.CHARACTER, "BEN", "BEN"),
        (K.DIALOGUE, "Right side.", "BEN"),
    ]
    assert elements[-1].kind == K.ACTION
    assert not elements[-1].dual


def test_numbered_headings_are_a_fallback_with_a_warning():
    page = [
        (72, 80, "1 - CHALET, salon - INT/JOUR"),
        (72, 104, "Sandra lit, Daniel joue du piano."),
        (72, 140, "2 - BOIS - EXT/JOUR"),
        (72, 164, "Le chien court."),
        (72, 200, "3 - ROUTE - EXT/NUIT"),
        (72, 224, "Une voiture passe."),
    ]
    script = pdf.parse(build_pdf([page] * 1))
    assert [(s.number, s.heading) for s in script.scenes] == [
        ("1", "CHALET, salon - INT/JOUR"),
        ("2", "BOIS - EXT/JOUR"),
        ("3", "ROUTE - EXT/NUIT"),
    ]
    assert any("numbered headings" in w for w in script.warnings)


def test_story_text_before_the_first_heading_is_kept_as_preamble():
    page = [(MARGIN, 80, "A storm at sea."), (MARGIN, 116, "INT. CABIN - NIGHT")]
    script = pdf.parse(build_pdf([page]))
    assert len(script.scenes) == 1
    assert [(e.kind, e.text, e.page) for e in script.preamble] == [(K.ACTION, "A storm at sea.", 1)]


def test_encrypted_pdf_is_refused_with_advice():
    with pytest.raises(ScriptImportError) as raised:
        pdf.parse(encrypted_pdf(b"secret"))
    assert raised.value.code == "encrypted_pdf"
    assert "remove the password" in str(raised.value)


def test_pdf_without_text_layer_needs_ocr():
    scanned = build_pdf([[]])
    with pytest.raises(ScriptImportError) as raised:
        pdf.parse(scanned)
    assert raised.value.code == "no_text_layer"
    assert "OCR" in str(raised.value)


@pytest.mark.parametrize(
    "data",
    [b"%PDF-1.4\n garbage", b"%PDF-1.7\n1 0 obj << /Type /Catalog", b"", b"\x00" * 64],
)
def test_corrupt_pdf_is_malformed(data):
    with pytest.raises(ScriptImportError) as raised:
        pdf.parse(data)
    assert raised.value.code == "malformed"


def test_truncated_pdf_never_raises_anything_else():
    whole = build_pdf(_script_pages())
    for cut in range(0, len(whole), max(1, len(whole) // 40)):
        with contextlib.suppress(ScriptImportError):
            pdf.parse(whole[:cut])


# --- the shared corpus --------------------------------------------------------------------------


def _normalised(heading: str) -> str:
    heading = re.sub(r"\s+", " ", heading.upper()).strip()
    return re.sub(r"\s+#?\d+[A-Z]?#?$", "", heading)


@requires_corpus
@pytest.mark.parametrize("path", corpus_files("pdf"), ids=lambda p: p.name)
def test_every_corpus_pdf_imports(path):
    script = pdf.parse(path.read_bytes())
    assert script.scenes
    assert script.page_count >= 10
    assert all(1 <= s.page <= script.page_count for s in script.scenes)
    assert all(e.line >= 1 for s in script.scenes for e in s.elements)


@requires_corpus
@pytest.mark.parametrize(
    ("fdx_name", "pdf_name"),
    [
        ("Big-Fish.fdx", "Big-Fish.screenplain-render.pdf"),
        ("Little-Women-excerpt.fdx", "Little-Women-excerpt.pdf"),
    ],
)
def test_pdf_and_fdx_agree_on_scene_headings(fdx_name, pdf_name):
    from_fdx = fdx.parse((CORPUS / "fdx" / fdx_name).read_bytes())
    from_pdf = pdf.parse((CORPUS / "pdf" / pdf_name).read_bytes())
    assert [_normalised(s.heading) for s in from_pdf.scenes] == [
        _normalised(s.heading) for s in from_fdx.scenes
    ]


@requires_corpus
def test_pdf_agrees_with_fountain_on_scene_headings():
    from closedset.screenplay import fountain

    text = (CORPUS / "fountain" / "Big-Fish.fountain").read_text(encoding="utf-8")
    from_fountain = fountain.parse(text)
    from_pdf = pdf.parse((CORPUS / "pdf" / "Big-Fish.screenplain-render.pdf").read_bytes())
    assert [_normalised(s.heading) for s in from_pdf.scenes] == [
        _normalised(s.heading) for s in from_fountain.scenes
    ]


@requires_corpus
def test_scene_numbers_come_from_the_margins():
    script = pdf.parse((CORPUS / "pdf" / "ATTACK-THE-BLOCK.pdf").read_bytes())
    assert script.scenes[0].number == "1"
    assert not re.search(r"\d$", script.scenes[0].heading)
    assert "6A" in [s.number for s in script.scenes]


@requires_corpus
def test_bilingual_script_without_standard_headings_still_splits():
    path = CORPUS / "pdf" / "Anatomy-Of-A-Fall-Read-The-Screenplay.pdf"
    script = pdf.parse(path.read_bytes())
    assert len(script.scenes) >= 40
    assert script.scenes[0].number == "1"
    assert any("numbered headings" in w for w in script.warnings)


@requires_corpus
def test_a_120_page_pdf_keeps_every_page():
    """Its speed is measured by bench/parse, not here."""
    script = pdf.parse((CORPUS / "pdf" / "Big-Fish.screenplain-render.pdf").read_bytes())
    assert script.page_count == 122
