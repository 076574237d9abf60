"""Screenplay import: any supported file into one neutral :class:`Script`.

Plain Python with no Django import, shared by the CLI, the web app and
background tasks.
"""

from __future__ import annotations

import logging
from pathlib import Path

from . import detect
from .errors import ScriptImportError
from .model import CharacterInfo, Element, ElementKind, Scene, Script

MAX_BYTES = 20 * 1024 * 1024

logger = logging.getLogger(__name__)

__all__ = [
    "MAX_BYTES",
    "CharacterInfo",
    "Element",
    "ElementKind",
    "Scene",
    "Script",
    "ScriptImportError",
    "parse_bytes",
    "parse_file",
]


def parse_bytes(data: bytes, filename: str = "") -> Script:
    """Parse a script in any supported format; raise only ScriptImportError."""
    if len(data) > MAX_BYTES:
        raise ScriptImportError(
            f"The file is {len(data) // (1024 * 1024)} MB; the limit is "
            f"{MAX_BYTES // (1024 * 1024)} MB.",
            code="too_large",
        )
    if not data.strip():
        raise ScriptImportError("The file is empty.", code="empty")
    fmt = detect.detect_format(data, filename)
    script = _parse_as(fmt, data)
    script.source_format = fmt
    if not script.scenes:
        raise ScriptImportError(
            "No scenes were found: the file has no scene headings (INT. / EXT.).",
            code="no_scenes",
        )
    from .characters import resolve_characters
    from .opening import add_opening_scene

    add_opening_scene(script)
    resolve_characters(script)
    return script


def _parse_as(fmt: str, data: bytes) -> Script:
    """Run the format's parser; any failure other than ScriptImportError becomes one.

    Uploads are untrusted and third-party readers (pdfminer, XML) raise their
    own exception types, so an unexpected error is logged with its traceback
    for us and reported to the user as ``internal_error``, never a crash.
    """
    try:
        if fmt == detect.PDF:
            from . import pdf

            return pdf.parse(data)
        if fmt == detect.FDX:
            from . import fdx

            return fdx.parse(data)
        text = detect.decode_text(data)
        if fmt == detect.TEXT:
            from . import plaintext

            return plaintext.parse(text)
        from . import fountain

        return fountain.parse(text)
    except ScriptImportError:
        raise
    except (RecursionError, MemoryError) as exc:
        raise ScriptImportError("The file is too complex to read.", code="malformed") from exc
    except Exception as exc:
        logger.exception("The %s parser failed", fmt)
        raise ScriptImportError(
            "Closed Set could not read this file because of an error on our side; it has been "
            "logged. Exporting the script in another format (Fountain, FDX or PDF) may work.",
            code="internal_error",
        ) from exc


def parse_file(path: str | Path) -> Script:
    """Parse a script file; the size is checked before the file is read into memory."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise ScriptImportError(
                f"The file is {size // (1024 * 1024)} MB; the limit is "
                f"{MAX_BYTES // (1024 * 1024)} MB.",
                code="too_large",
            )
        data = path.read_bytes()
    except OSError as exc:
        raise ScriptImportError(f"Cannot read {path}: {exc.strerror}.", code="unreadable") from exc
    return parse_bytes(data, path.name)
