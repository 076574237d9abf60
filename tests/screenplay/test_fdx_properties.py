"""Whatever bytes arrive as an .fdx upload, the answer is a Script or a ScriptImportError."""

from __future__ import annotations

from xml.sax.saxutils import escape

from hypothesis import given, settings
from hypothesis import strategies as st

from closedset.screenplay import Script, ScriptImportError, fdx

PARAGRAPH_TYPES = [
    "Scene Heading",
    "Action",
    "Character",
    "Parenthetical",
    "Dialogue",
    "Transition",
    "Shot",
    "General",
    "Cast List",
    "New Act",
    "Unknown Type",
]

# XML 1.0 allows every character but controls, surrogates and U+FFFE/U+FFFF.
xml_char = st.characters(
    codec="utf-8", exclude_categories=("Cs", "Cc"), exclude_characters="\ufffe\uffff"
)
xml_text = st.text(xml_char, max_size=30)
paragraph = st.tuples(
    st.sampled_from(PARAGRAPH_TYPES),
    st.lists(xml_text, min_size=0, max_size=3),
    st.booleans(),
)


def render(paragraphs: list[tuple[str, list[str], bool]]) -> bytes:
    parts = []
    for kind, runs, dual in paragraphs:
        texts = "".join(f"<Text>{escape(run)}</Text>" for run in runs)
        element = f'<Paragraph Type="{kind}" Number="1">{texts}</Paragraph>'
        if dual:
            element = f"<Paragraph><DualDialogue>{element}</DualDialogue></Paragraph>"
        parts.append(element)
    return (
        '<?xml version="1.0" encoding="UTF-8"?><FinalDraft DocumentType="Script">'
        f"<Content>{''.join(parts)}</Content></FinalDraft>"
    ).encode()


def parse_or_refuse(data: bytes) -> None:
    """Any other exception escapes and fails the test; a refusal must say why."""
    refusal = None
    try:
        result = fdx.parse(data)
    except ScriptImportError as error:
        refusal = error
    if refusal is None:
        assert isinstance(result, Script)
    else:
        assert refusal.code in {"hostile_xml", "malformed", "unknown_format"}
        assert str(refusal)


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=2000))
def test_arbitrary_bytes(data):
    parse_or_refuse(data)


@settings(max_examples=200, deadline=None)
@given(st.lists(paragraph, max_size=12))
def test_valid_documents_parse(paragraphs):
    script = fdx.parse(render(paragraphs))
    headings = sum(
        1 for kind, runs, _ in paragraphs if kind == "Scene Heading" and "".join(runs).strip()
    )
    assert len(script.scenes) >= headings


@settings(max_examples=200, deadline=None)
@given(st.lists(paragraph, min_size=1, max_size=12), st.data())
def test_documents_with_bytes_deleted(paragraphs, data):
    document = bytearray(render(paragraphs))
    deletions = data.draw(st.integers(min_value=1, max_value=8))
    for _ in range(deletions):
        if not document:
            break
        start = data.draw(st.integers(min_value=0, max_value=len(document) - 1))
        length = data.draw(st.integers(min_value=1, max_value=12))
        del document[start : start + length]
    parse_or_refuse(bytes(document))
