"""Story tests for the breakdown rules: depicted, mentioned, negated, severity, who, needs."""

from __future__ import annotations

import pytest

from closedset.engine import analyze
from closedset.screenplay.model import CharacterInfo

from .builders import action, flags, one_scene, paren, says, scene, script

ADULTS = {"MAYA": 34, "DEAN": 42, "TOMMY": 28, "NORA": 30}


class TestDepictedMentionedNegated:
    def test_undressing_in_action_is_nudity(self):
        assert "nudity" in flags(action("Nora steps out of the shower, naked."))

    def test_talk_about_being_naked_is_a_mention_not_a_flag(self):
        sc = one_scene(*says("NORA", "Last summer I swam naked in the lake."))
        assert not sc.flags
        assert [m.category for m in sc.mentions] == ["nudity"]

    @pytest.mark.parametrize(
        "line",
        [
            "She does not undress. She sits on the bed, fully clothed.",
            "He leaves without kissing her.",
            "No one is shot.",
            "She refuses to kiss him.",
            "They almost kiss -- then the phone rings.",
        ],
    )
    def test_negation_is_neither_flag_nor_mention(self, line):
        sc = one_scene(action(line))
        assert not sc.flags
        assert not sc.mentions

    def test_negation_scope_ends_at_the_clause(self):
        assert "intimacy" in flags(action("No one notices as he kisses her."))

    def test_remembered_violence_in_action_is_a_mention(self):
        sc = one_scene(
            action("Maya remembers the night Dean punched her in the face."), ages=ADULTS
        )
        assert not sc.flags
        assert "violence" in [m.category for m in sc.mentions]

    def test_quoted_words_in_action_are_not_events(self):
        sc = one_scene(action('The Emcee mimes "shoot him in the neck" to the guards.'))
        assert "violence" not in {f.category for f in sc.flags}

    def test_parenthetical_is_a_stage_direction(self):
        assert flags(*says("DEAN", "Another one."), paren("DEAN", "drunk, slurring")) == {
            "substance": "moderate"
        }

    def test_flashback_scene_is_still_depicted(self):
        sc = analyze(
            script(
                scene(action("Dean stabs the stranger."), heading="EXT. ALLEY - NIGHT (FLASHBACK)")
            )
        ).scenes[0]
        assert sc.flag("violence") is not None


class TestInnocentSenses:
    @pytest.mark.parametrize(
        "line",
        [
            "WIDE SHOT of the valley. A shot glass on the bar.",
            "She kills the engine and sits in the dark.",
            "He blows out the candles.",
            "She walks past the high school and the strip mall.",
            "Maya is drunk with joy.",
            "Invisible to the naked eye, a moth lands on the lamp.",
            "He sits on the bed and ties his shoes.",
            "Tommy kisses his mother on the cheek.",
            "She kisses the top of Lily's head.",
            "A bottle of pills on the nightstand.",
            "Dean has a beer with dinner.",
        ],
    )
    def test_innocent_sense_is_not_flagged(self, line):
        assert flags(action(line), ages=ADULTS) == {}


class TestCategories:
    def test_full_frontal_is_severe_nudity(self):
        assert flags(action("Tommy turns, naked, full frontal, to face her."))["nudity"] == "severe"

    def test_topless_is_moderate_nudity(self):
        assert flags(action("Nora stands topless by the window."))["nudity"] == "moderate"

    def test_covered_nudity_is_mild(self):
        got = flags(action("They lie naked under the sheet, the sheet pulled to her shoulders."))
        assert got["nudity"] == "mild"

    def test_underwear_alone_is_not_nudity(self):
        assert "nudity" not in flags(action("She changes into a T-shirt, in her underwear."))

    def test_bed_then_later_naked_is_implied_sex(self):
        got = flags(
            action("Tommy and Nora fall onto the bed, kissing."),
            action("LATER. They lie naked under the sheet, catching their breath."),
        )
        assert got["sex"] == "mild"
        assert got["nudity"] == "mild"
        assert "intimacy" in got

    def test_explicit_sex(self):
        assert flags(action("They make love."))["sex"] == "moderate"

    def test_kiss_on_the_mouth_is_mild_intimacy(self):
        assert flags(action("She kisses him on the mouth."))["intimacy"] == "mild"

    def test_groping_is_sexual_violence_needing_ic_and_mhc(self):
        sc = one_scene(action("He pins her to the car and gropes her."), ages=ADULTS)
        assert sc.flag("sexual_violence").severity == "severe"
        assert {"intimacy_coordinator", "mental_health_coordinator"} <= set(sc.needs)

    def test_unwanted_kiss_is_sexual_violence(self):
        got = flags(action("He grabs her and kisses her against her will. She struggles."))
        assert "sexual_violence" in got

    def test_killing_is_severe_violence_needing_an_mhc(self):
        sc = one_scene(action("Dean shoots the guard dead."), ages=ADULTS)
        assert sc.flag("violence").severity == "severe"
        assert "mental_health_coordinator" in sc.needs

    def test_slap_is_mild_violence_without_mhc(self):
        sc = one_scene(action("Nora slaps him."))
        assert sc.flag("violence").severity == "mild"
        assert sc.needs == []

    def test_threat_with_a_weapon_is_mild(self):
        assert flags(action("Dean points the gun at Tommy's head."), ages=ADULTS) == {
            "violence": "mild"
        }

    def test_violence_in_the_family_is_abuse(self):
        got = flags(action("Dean slaps his wife across the face."), ages=ADULTS)
        assert "abuse" in got
        assert "violence" in got

    def test_gun_to_own_head_is_self_harm(self):
        got = flags(action("He puts the gun to his head and closes his eyes."))
        assert got == {"self_harm": "severe"}

    def test_gun_to_another_head_is_a_threat(self):
        assert flags(action("He puts the gun to her head.")) == {"violence": "mild"}

    def test_stabbing_oneself_is_self_harm_not_violence(self):
        assert flags(action("Tommy stabs himself in the leg."), ages=ADULTS) == {
            "self_harm": "severe"
        }

    def test_overdose_is_severe_substance(self):
        assert (
            flags(
                action("Tommy slumps on the floor, lips blue. Maya sprays the naloxone."),
                ages=ADULTS,
            )["substance"]
            == "severe"
        )

    def test_tipsy_is_mild_substance(self):
        assert flags(action("Both women are a little drunk."))["substance"] == "mild"

    def test_pills_need_an_abuse_context(self):
        assert flags(action("She swallows a handful of sleeping pills.")) == {
            "self_harm": "severe",
            "substance": "severe",
        }

    @pytest.mark.parametrize(
        ("line", "expected"),
        [
            ("BANG! Dean drops to the floor.", {"violence": "moderate"}),
            ("Tommy knocks him out cold.", {"violence": "moderate"}),
            ("Maya kicks the stool away, the rope around her neck.", {"self_harm": "severe"}),
            ("Tommy takes a long swig from the flask.", {"substance": "mild"}),
            ("Dean berates her in front of the guests.", {"abuse": "mild"}),
            ("He grabs her breast. She shoves him away.", None),
        ],
    )
    def test_screenplay_vocabulary(self, line, expected):
        got = flags(action(line), ages=ADULTS)
        if expected is None:
            assert got["sexual_violence"] in ("moderate", "severe")
        else:
            assert got == expected

    def test_kissing_an_object_is_not_intimacy(self):
        assert flags(action("He kisses the gun and tucks it in his belt.")) == {}

    def test_caressing_an_object_is_not_intimacy(self):
        assert flags(action("She caresses the steering wheel of the old car.")) == {}


class TestAttributionAndMinors:
    def test_names_in_the_sentence_are_the_flag_characters(self):
        sc = one_scene(action("Dean shoves Maya against the wall."), ages=ADULTS)
        assert sc.flag("violence").characters == ["DEAN", "MAYA"]

    def test_subject_is_carried_from_the_previous_sentence(self):
        sc = one_scene(action("Tommy staggers in. He is drunk."), ages=ADULTS)
        assert sc.flag("substance").characters == ["TOMMY"]

    def test_minor_in_flagged_scene_needs_mhc_and_minor_protections(self):
        sc = one_scene(
            action("Lily watches from the stairs as Dean slaps Maya."),
            ages={**ADULTS, "LILY": 15},
        )
        assert sc.minors == ["LILY"]
        assert sc.needs == ["mental_health_coordinator", "minor_protections"]

    def test_minor_in_clean_scene_needs_nothing(self):
        sc = one_scene(action("Lily does her homework."), ages={"LILY": 15})
        assert sc.minors == ["LILY"]
        assert sc.needs == []

    def test_a_character_described_as_a_teenager_is_stated_as_a_likely_minor(self):
        """No exact age, but 'a teenager': the IC is told, to check and protect."""
        teen = script(scene(action("Moses punches the man.")), ages=ADULTS)
        teen.characters["MOSES"] = CharacterInfo("MOSES", None, "a teenager", 1, True)
        teen.scenes[0].characters = ["MOSES"]
        sc = analyze(teen).scenes[0]
        assert sc.minors == ["MOSES"]
        assert "minor_protections" in sc.needs

    def test_unnamed_child_character_is_a_minor(self):
        sc = one_scene(*says("LITTLE GIRL", "Hello."), action("Dean punches the man."))
        assert "LITTLE GIRL" in sc.minors
        assert "minor_protections" in sc.needs


class TestConfidenceAndEvidence:
    def test_evidence_quotes_page_and_line(self):
        sc = one_scene(action("A quiet room."), action("Nora stands topless by the window."))
        evidence = sc.flag("nudity").evidence
        assert [(e.page, e.line, e.text) for e in evidence] == [
            (1, 3, "Nora stands topless by the window.")
        ]

    def test_more_hits_raise_confidence(self):
        one = one_scene(action("He punches him."))
        two = one_scene(action("He punches him."), action("The brawl spills outside."))
        assert two.flag("violence").confidence > one.flag("violence").confidence

    def test_parenthetical_evidence_is_less_certain_than_action(self):
        from_action = one_scene(action("Dean is drunk."), ages=ADULTS)
        from_paren = one_scene(*says("DEAN", "Hi."), paren("DEAN", "drunk"), ages=ADULTS)
        assert from_paren.flag("substance").confidence < from_action.flag("substance").confidence
