"""Recognise a script's format from its content, the file name only breaking ties.

Users rename files and mail clients strip extensions, so the bytes decide.
Anything that is neither a PDF, a Final Draft file nor text that reads like
a screenplay is refused here, with a message that says what to export instead.
"""

from __future__ import annotations

import codecs
import re

from closedset.regex_cache import compile_cached

from .errors import ScriptImportError

FOUNTAIN, FDX, PDF, TEXT = "fountain", "fdx", "pdf", "text"

_SUPPORTED = "Fountain, Final Draft (.fdx), a PDF with a text layer, or plain text"
_SAMPLE_BYTES = 200_000
_UTF16_BOMS = (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)

_HEADING_LINE = compile_cached(
    r"^[ \t]*(?:\d+[A-Z]?\.?[ \t]+)?(?:\.[^\W_]|(?:INT\.?/EXT|EXT\.?/INT|I/E|INT|EXT|EST)[ \t.])",
    re.MULTILINE | re.IGNORECASE,
)
_INLINE_HEADING = compile_cached(r"\b(?:INT|EXT)\.")
_INDENTED = compile_cached(r"\n {10,}\S")  # no MULTILINE "^": a literal "\n" prefix scans fast
_CONTROL_BYTES = bytes(b for b in range(32) if b < 9 or b > 13)

_CONTAINERS = (
    (b"PK\x03\x04", "a zipped document (Word .docx, Highland, Fade In or Celtx)"),
    (b"{\\rtf", "a Rich Text (.rtf) document"),
    (b"\xd0\xcf\x11\xe0", "an old Word (.doc) document"),
)


def decode_text(data: bytes) -> str:
    """Decode a text script: UTF-16 with a BOM, UTF-8 (with or without BOM), else Windows-1252.

    Windows-1252 is the last resort because scripts saved by older Windows
    tools use it, and it never fails, so an odd byte costs one character, not
    the upload.
    """
    if data.startswith(_UTF16_BOMS):
        return data.decode("utf-16", errors="replace")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def _sample_text(data: bytes) -> str:
    """The start of the text, decoded leniently: a cut may split a multi-byte character."""
    sample = data[:_SAMPLE_BYTES]
    if sample.startswith(_UTF16_BOMS):
        return sample.decode("utf-16", errors="replace")
    return sample.decode("utf-8-sig", errors="replace")


def _looks_binary(head: bytes) -> bool:
    if b"\x00" in head:
        return True
    controls = len(head) - len(head.translate(None, _CONTROL_BYTES))
    return controls > len(head) * 0.05


def _refuse(what: str) -> ScriptImportError:
    return ScriptImportError(
        f"This file is {what}, which Closed Set cannot read. Export the script as {_SUPPORTED}.",
        code="unknown_format",
    )


def _detect_binary(data: bytes) -> str | None:
    """PDF or FDX by their signatures; raise for other binary or markup documents."""
    head = data[:4096]
    if b"%PDF-" in head[:1024]:
        return PDF
    stripped = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    if stripped.startswith((b"<?xml", b"<FinalDraft")):
        if b"<FinalDraft" in data[:65536]:
            return FDX
        raise _refuse("an XML file but not a Final Draft (.fdx) script")
    for signature, what in _CONTAINERS:
        if stripped.startswith(signature):
            raise _refuse(what)
    lowered = stripped[:64].lower()
    if lowered.startswith((b"<!doctype html", b"<html")):
        raise _refuse("a web page (HTML)")
    if head.startswith(_UTF16_BOMS):
        return None
    if _looks_binary(head):
        raise _refuse("not a script but binary data")
    return None


def _detect_text(text: str, filename: str) -> str:
    """Fountain or a plain-text layout; refuse text without any screenplay marks."""
    lines = text.count("\n") + 1
    flattened = len(text) > 2000 and len(text) / lines > 400
    if filename.lower().endswith((".fountain", ".spmd")):
        return FOUNTAIN
    if flattened:
        if _INLINE_HEADING.search(text):
            return TEXT  # newlines were stripped: a flattened dump
    elif _HEADING_LINE.search(text):
        if len(_INDENTED.findall(text)) > max(5, lines // 20):
            return TEXT  # indentation carries the layout, as in a printed script
        return FOUNTAIN
    raise ScriptImportError(
        "This text file does not look like a screenplay: no scene headings "
        "(INT. / EXT.) were found. Check that you chose the script, or export it as "
        f"{_SUPPORTED}.",
        code="unknown_format",
    )


def detect_format(data: bytes, filename: str = "") -> str:
    """``fountain``, ``fdx``, ``pdf`` or ``text``; raise ``unknown_format`` otherwise."""
    fmt = _detect_binary(data)
    if fmt is not None:
        return fmt
    return _detect_text(_sample_text(data), filename)
