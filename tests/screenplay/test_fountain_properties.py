"""Property tests: any text, and any mangling of a real-shaped script, parses without crashing."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from closedset.screenplay import ScriptImportError, fountain, parse_bytes
from closedset.screenplay.model import ElementKind, Script

SYNTHETIC_SCRIPT = """\
Title: _**THE NIGHT SHIFT**_
Credit: Written by
Author: Ann Writer
Contact:
    Agency
    1 Road

# ACT ONE

= The ward at night.

INT. HOSPITAL WARD - NIGHT #1#

Rows of beds. MARA (17) sits up. [[is she 17 or 18?]]

MARA (V.O.)
(whispering)
Nobody sleeps here.
<two spaces>
Nobody.

NURSE KAY ^
Lights out.

/* cut:
EXT. ROOF - NIGHT
*/

.FLASHBACK - THE LAKE

> THE LAKE <

~Row, row, row

!SILENCE FALLS.
It lasts.

===

## MIDPOINT

= Mara decides.

@McKENNA
(into phone,
barely audible)
I know.

CUT TO:

EXT. PARKING LOT - DAWN

*Rain* on **asphalt**.

> FADE OUT.
""".replace("<two spaces>", "  ")

LINES = SYNTHETIC_SCRIPT.split("\n")
FOUNTAIN_BITS = [
    "",
    "  ",
    " ",
    "INT. ",
    ".",
    "..",
    "#",
    "=",
    "===",
    "@",
    "^",
    "~",
    ">",
    "<",
    "!",
    "(",
    ")",
    "[[",
    "]]",
    "/*",
    "*/",
    "{{",
    "}}",
    "*",
    "_",
    "\\",
    "#1#",
    "TO:",
    "Title:",
    "\t",
    "\r",
    "\ufeff",
    "\ue000",
]

line_pool = st.one_of(
    st.sampled_from(LINES),
    st.lists(st.sampled_from([*FOUNTAIN_BITS, "ANNA", "text", "INT. A - DAY"]), max_size=6).map(
        "".join
    ),
    st.text(max_size=40),
)


@st.composite
def mutated_scripts(draw: st.DrawFn) -> str:
    """The synthetic script after random deletions, insertions and duplications of lines."""
    lines = list(LINES)
    for _ in range(draw(st.integers(0, 12))):
        op = draw(st.sampled_from(["delete", "insert", "duplicate"]))
        at = draw(st.integers(0, len(lines)))
        if op == "insert" or not lines:
            lines.insert(at, draw(line_pool))
        elif op == "delete":
            del lines[min(at, len(lines) - 1)]
        else:
            start = min(at, len(lines) - 1)
            end = draw(st.integers(start, min(len(lines), start + 5)))
            lines[start:start] = lines[start:end]
    return draw(st.sampled_from(["\n", "\r\n", "\r"])).join(lines)


FAST = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def assert_well_formed(script: Script, source: str) -> None:
    """Ordinals are 1..n, lines point into the source, pages never go backwards."""
    assert [s.ordinal for s in script.scenes] == list(range(1, len(script.scenes) + 1))
    total_lines = len(source.replace("\r\n", "\n").replace("\r", "\n").split("\n"))
    page = 1
    for scene in script.scenes:
        assert scene.elements
        assert scene.page >= 1
        for element in scene.elements:
            assert 1 <= element.line <= total_lines
            assert element.page >= page
            page = element.page
    assert script.page_count >= page


@FAST
@given(st.text())
def test_arbitrary_text_parses(source):
    assert_well_formed(fountain.parse(source), source)


@FAST
@given(mutated_scripts())
def test_mutated_script_parses(source):
    assert_well_formed(fountain.parse(source), source)


def test_unmutated_synthetic_script_has_every_feature():
    """Guard the property tests' seed: if it stopped parsing richly, mutations would test less."""
    script = fountain.parse(SYNTHETIC_SCRIPT)
    kinds = {el.kind for s in script.scenes for el in s.elements}
    assert len(script.scenes) == 3
    assert script.title == "THE NIGHT SHIFT"
    assert kinds == set(ElementKind) - {ElementKind.SHOT}  # Fountain has no shot syntax


def _parse_bytes_or_refuse(data: bytes, filename: str) -> None:
    """Either a script with scenes numbered 1..n, or a refusal that is not our own bug."""
    try:
        script = parse_bytes(data, filename)
    except ScriptImportError as exc:
        refusal = exc
    else:
        assert script.scenes
        assert [s.ordinal for s in script.scenes] == list(range(1, len(script.scenes) + 1))
        return
    assert refusal.code != "internal_error", refusal.__cause__
    assert str(refusal)


@FAST
@given(mutated_scripts(), st.sampled_from(["", "x.fountain", "x.txt", "x.pdf"]))
def test_parse_bytes_mutated_script(source, filename):
    _parse_bytes_or_refuse(source.encode("utf-8"), filename)


@FAST
@given(st.binary(max_size=2000), st.sampled_from(["", "x.fountain", "x.fdx"]))
def test_parse_bytes_arbitrary_bytes(data, filename):
    _parse_bytes_or_refuse(data, filename)
