"""Flattened web dumps glue action to speeches: what a glued sentence shows is depicted."""

from __future__ import annotations

from closedset.engine import analyze
from closedset.screenplay import plaintext

from .builders import says, scene, script


def categories(breakdown_scene) -> tuple[set[str], set[str]]:
    flagged = {f.category for f in breakdown_scene.flags}
    return flagged, {m.category for m in breakdown_scene.mentions}


def analysed(*, flattened: bool, speech: str):
    built = script(scene(says("NOLAN", speech)))
    built.flattened = flattened
    return analyze(built).scenes[0]


def test_a_narrating_sentence_glued_to_a_speech_is_flagged_in_a_flattened_script():
    found = analysed(
        flattened=True, speech="Sit down. Nolan begins to strike Charlie with the paddle."
    )
    assert "violence" in categories(found)[0]


def test_the_same_speech_in_a_script_with_its_layout_is_only_talk():
    found = analysed(
        flattened=False, speech="Sit down. Nolan begins to strike Charlie with the paddle."
    )
    flagged, mentioned = categories(found)
    assert "violence" not in flagged
    assert "violence" in mentioned


def test_a_threat_or_a_question_stays_talk_in_a_flattened_script():
    for speech in ("I'll fucking shoot you dead!", "Did he hit her with the bat?"):
        flagged, _ = categories(analysed(flattened=True, speech=speech))
        assert "violence" not in flagged, speech


def test_the_flattened_importer_marks_its_scripts():
    text = "INT. ROOM - DAY ANNA Hi. BEN Hey. " * 4
    flat = plaintext.parse(text)
    assert flat.flattened
    assert plaintext.FLATTENED_WARNING in flat.warnings
    indented = plaintext.parse("INT. ROOM - DAY\n\nAnna waits.\n\n          ANNA\n     Hi.\n")
    assert not indented.flattened
    assert plaintext.FLATTENED_WARNING not in indented.warnings
