"""Story tests for the wider vocabulary: general screenplay wording and its innocent twins."""

from __future__ import annotations

import pytest

from .builders import action, flags, one_scene, says


@pytest.mark.parametrize(
    ("line", "category"),
    [
        ("Gunfire erupts across the car park.", "violence"),
        ("Derek opens fire on the crowd.", "violence"),
        ("He pulls the trigger.", "violence"),
        ("The guard collapses, dead.", "violence"),
        ("Her lifeless eyes stare at the ceiling.", "violence"),
        ("He lies on the tiles, bleeding out.", "violence"),
        ("She holds his head under the water until he stops moving.", "violence"),
        ("The skinheads kick the man on the ground, again and again.", "violence"),
        ("He plunges the knife into the stranger's chest.", "violence"),
        ("The creature lunges at Officer Two.", "violence"),
        ("The mangled bodies of the two officers lie beside the van.", "violence"),
        ("He snorts a line of coke off the table.", "substance"),
        ("She shoots up in the bathroom stall.", "substance"),
        ("He washes the pills down with vodka.", "substance"),
        ("They are totally stoned, giggling on the sofa.", "substance"),
        ("He is so high he can barely stand.", "substance"),
        ("Jack passes out on the couch, an empty bottle of vodka in his hand.", "substance"),
        ("She is going into withdrawal, sweating and shaking.", "substance"),
        ("He beats his wife with a belt.", "abuse"),
        ("The father backhands his son across the kitchen.", "abuse"),
        ("He snatches her phone and reads her messages.", "abuse"),
        ("She ties a noose from the bedsheet.", "self_harm"),
        ("He puts the barrel of the gun to his own head.", "self_harm"),
        ("She drags the razor across her own forearm.", "self_harm"),
        ("She undresses and steps into the shower.", "nudity"),
        ("Her bare breasts are visible in the mirror.", "nudity"),
        ("She pulls her top off over her head.", "nudity"),
        ("Naked, they skinny-dip in the lake.", "nudity"),
        ("She climbs on top of him, rocking slowly.", "sex"),
        ("He comes out of the closet tucking in his shirt, zipping up his pants.", "sex"),
        ("He pins her down and tears at her underwear.", "sexual_violence"),
        ("He spikes her drink when she turns away.", "sexual_violence"),
    ],
)
def test_general_screenplay_wording_is_flagged(line, category):
    assert category in flags(action(line))


@pytest.mark.parametrize(
    ("line", "category"),
    [
        ("CLOSE SHOT of the camera lens. A shot glass on the bar.", "violence"),
        ("She kills the lights and leaves.", "violence"),
        ("He kills the image and snaps the camera shut.", "violence"),
        ("Maya is drunk with joy.", "substance"),
        ("She walks past the high school.", "substance"),
        ("The kite flies high above the park.", "substance"),
        ("Dean raises a glass of champagne and they toast the bride.", "substance"),
        ("He takes a sip of wine with dinner.", "substance"),
        ("She checks her phone, then puts it away.", "abuse"),
        ("The crowd showers them with confetti.", "nudity"),
        ("He strips off his jacket and rolls up his sleeves.", "nudity"),
        ("She thrusts the envelope at him.", "sex"),
        ("The forest is dead quiet.", "violence"),
        ("He kick-starts the dirt bike.", "violence"),
        ("She throws herself onto the sofa, exhausted.", "violence"),
        ("The engine dies.", "violence"),
        ("Blood tests are on the clipboard.", "violence"),
        ("The colours bleed together on the canvas.", "violence"),
        ("He takes a swig of water from his canteen.", "substance"),
        ("It is hard to make out what is moving in the dark.", "intimacy"),
        ("She elbows Will, who turns to look.", "violence"),
    ],
)
def test_innocent_look_alikes_are_not_flagged(line, category):
    assert category not in flags(action(line))


def test_controlling_words_spoken_to_a_partner_are_abuse():
    sc = one_scene(action("Tom blocks the doorway."), *says("TOM", "Look what you made me do."))
    assert sc.flag("abuse") is not None


def test_an_insult_between_friends_is_not_abuse():
    sc = one_scene(*says("PEST", "You're a proper idiot, you know that?"))
    assert sc.flag("abuse") is None


def test_talk_of_a_past_overdose_stays_a_mention():
    sc = one_scene(*says("NORA", "My brother overdosed last year."))
    assert not sc.flags
    assert "substance" in [m.category for m in sc.mentions]


def test_violence_with_clothes_torn_off_is_sexual_violence():
    assert flags(action("He slams her against the wall and yanks down her jeans."))[
        "sexual_violence"
    ] == ("severe")


def test_wider_rules_keep_negation():
    assert not one_scene(action("He does not pull the trigger.")).flags
