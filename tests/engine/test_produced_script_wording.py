"""Story tests for how produced screenplays write these scenes (issue #4, session 3).

The rules were added from real scripts outside the corpus (eval/imsdb.md); every sentence
here is written for the test. Positives are the general shapes; negatives the everyday senses
of the same words, which real scripts are full of.
"""

from __future__ import annotations

import pytest

from .builders import action, category_cases, flags, one_scene, says

POSITIVES = {
    "substance": [
        "Spud and Allison are shooting up on the mattress.",
        "He cooks up a hit in a blackened spoon.",
        "She heats the spoon over a lighter.",
        "He taps up a vein and pushes the needle in.",
        "Mark lies drugged on the floor, barely blinking.",
        "She swallows three Valium with cold coffee.",
        "They are doing coke off the glass table.",
        "Todd sets out some lines on the mirror.",
        "A pile of coke sits between them.",
        "The two women, high from the wine, spin each other round.",
        "Hungover in dark sunglasses, she stumbles down the hall.",
        "He is dopesick and shaking.",
        "Pop, plastered, yells at the boys.",
        "He arrives something less than sober.",
        "He finds three different pills and swallows them.",
        "Renton lies on the floor, alone, motionless and drugged.",
    ],
    "nudity": [
        "Diane and Mark undress.",
        "He pulls out his cock and grins.",
        "She rips off her bikini top.",
        "They tear off each other's clothes.",
        "She clutches the sheet around herself.",
        "Becky shaves her pubic hairs in front of the mirror.",
    ],
    "sex": [
        "They climax together.",
        "Mark lies on his back while Diane rides above him.",
        "The wife is getting fucked by a stranger on the bed.",
        "He is thrusting on top of her.",
        "Brandon is watching pornography on his laptop.",
    ],
    "intimacy": [
        "Jane turns to him and he takes her in his arms.",
        "She jumps into Chet's arms.",
        "They lie curled up together on the bed.",
    ],
    "violence": [
        "Begbie punches and kicks the tourist.",
        "The detective crashes into him with a mighty punch to the stomach.",
        "The Colonel backhands Ricky across the room.",
        "The headmaster strikes Charlie with the paddle.",
        "The tiles are sprayed with blood.",
        "Freeman strikes Solomon hard across the face.",
        "With flailing hands he starts beating on Sam.",
        "The overseer whips the pickers down the row.",
        "They dump Robert's corpse overboard.",
        "Wade grabs Nick by the shirtfront.",
    ],
    "sexual_violence": [
        "He violently kisses her as she struggles.",
        "He pushes her head down to his lap.",
    ],
    "self_harm": [
        "Blood pumps from her wrists onto the tiles.",
        "She savagely brands the palm of her hand with the car lighter.",
        "Her cheeks bulge with a mouthful of pills.",
        "She writes a suicide note, then takes the pills.",
    ],
}

NEGATIVES = {
    "violence": [
        "An irritating ALARM CLOCK RINGS.",
        "Neil snaps his fingers to get his attention.",
        "He carries a beat up light stand into the cave.",
        "She looks back through the bodies of commuters.",
        "He lies asleep beside the remains of a carry out.",
        "David approaches, slapping him on the back.",
        "She starts singing to drown her out.",
        "Her landlord is threatening to kick her out.",
        "He kicks the football against the wall.",
        "He fights back the tears.",
        "The nurse draws blood from Renton's arm.",
    ],
    "sexual_violence": ["Lester gropes blindly to shut it off."],
    "self_harm": [
        "The suicide note is passed around the class.",
        "A poster reads TEENAGE SUICIDE: DON'T DO IT.",
        "She dials the suicide hotline for a school project.",
    ],
    "substance": [
        "He orders a coke and a burger.",
        "She does the dishes.",
        "She reads a sign plastered on the wall.",
        "A crowded, boisterous and smoke-filled joint.",
        "He swigs a Red Bull.",
        "A half-drunken cup of coffee.",
    ],
    "nudity": [
        "She pulls a blanket around her shoulders against the cold.",
        "The naked horror of it is palpable.",
        "A naked blond Barbie doll dangles from her hand.",
    ],
}


@pytest.mark.parametrize(
    ("category", "line", "flagged"),
    [(c, line, True) for c, line in category_cases(POSITIVES)]
    + [(c, line, False) for c, line in category_cases(NEGATIVES)],
)
def test_produced_script_wording_and_its_everyday_senses(category, line, flagged):
    assert (category in flags(action(line))) is flagged


def test_a_sex_scene_is_also_flagged_for_covered_nudity():
    found = flags(action("They make love on the sofa, slowly."))
    assert found["sex"]
    assert "nudity" in found


def test_a_porn_film_playing_in_the_scene_is_mild_sex_and_nudity_on_screen():
    found = flags(action("She watches a porn film on her laptop."))
    assert found["sex"] == "mild"
    assert found["nudity"] == "mild"


def test_a_sentence_that_only_names_sex_adds_no_nudity_guess():
    found = flags(action("Carolyn and Buddy are in the middle of sex."))
    assert found["sex"]
    assert "nudity" not in found


def test_sexual_contact_and_a_blow_in_one_scene_are_flagged_as_possible_sexual_violence():
    scene_flags = flags(
        action("He kisses her neck and pulls her dress up."),
        action("She turns away. He slaps her, hard."),
    )
    assert scene_flags["sexual_violence"] == "moderate"
    breakdown = one_scene(
        action("He kisses her neck and pulls her dress up."),
        action("She turns away. He slaps her, hard."),
    )
    flag = next(f for f in breakdown.flags if f.category == "sexual_violence")
    quotes = " ".join(ev.text for ev in flag.evidence)
    assert "kisses her neck" in quotes
    assert "slaps her" in quotes
    assert flag.confidence < 0.6


def test_a_kiss_and_a_fight_in_separate_scenes_are_not_sexual_violence():
    assert "sexual_violence" not in flags(action("They kiss goodbye at the door."))
    assert "sexual_violence" not in flags(action("Outside, two men trade punches."))


@pytest.mark.parametrize(
    ("line", "category"),
    [
        # Self-harm wording; "burns herself" sat after the first group of its rule and was
        # never reached by the scanner.
        ("She burns herself with the iron.", "self_harm"),
        ("He holds a razor blade to his wrist.", "self_harm"),
        ("She carves into her own arm.", "self_harm"),
        ("He tips the pills into his palm.", "self_harm"),
        # A state the scene shows rather than the act.
        ("Price is wired on coke.", "substance"),
        ("Courtney descends back into a drug haze.", "substance"),
        ("Price leans over a balcony, messed-up on drugs.", "substance"),
        ("Veronica drinks cup after cup of vodka.", "substance"),
        ("He sips from the spiked punch.", "substance"),
    ],
)
def test_wording_found_by_every_alternative_of_a_rule(line, category):
    assert category in flags(action(line))


def flags_with_cast(line: str, *cast: str) -> dict[str, str]:
    """Flags for one action line in a scene where the named characters speak."""
    return flags(action(line), *[says(name, "Hm.") for name in cast])


@pytest.mark.parametrize(
    ("line", "cast", "flagged"),
    [
        ("Veronica slaps Heather with all her might.", ("VERONICA", "HEATHER"), True),
        ("Solomon shakes Eliza violently.", ("SOLOMON", "ELIZA"), True),
        ("Robert fights viciously with his captors.", ("ROBERT",), True),
        ("A pocket knife is pushed up against Solomon's stomach.", ("SOLOMON",), True),
        ("Solomon is left hanging by the neck, on tiptoe.", ("SOLOMON",), True),
        ("Epps delivers a whipping to all he can lay his hands on.", ("EPPS",), True),
        ("The uncovered body of Abram is buried.", ("ABRAM",), True),
        ("The mortician prepares Heather's body.", ("HEATHER",), True),
        ("Heather serenely lies in a coffin.", ("HEATHER",), True),
        ("Don collapses face-first, dead.", ("DON",), True),
        ("Brandon has a nasty cut on his cheek.", ("BRANDON",), True),
        # Everyday senses.
        ("She shakes his hand warmly.", (), False),
        ("He carries the body of the car to the shop.", (), False),
        ("The coat hangs by the neck of the door.", (), False),
        ("He falls dead asleep on the couch.", (), False),
        ("It might rain later, she thinks.", (), False),
    ],
)
def test_blows_and_bodies_as_the_tuning_scripts_put_them(line, cast, flagged):
    assert ("violence" in flags_with_cast(line, *cast)) is flagged


@pytest.mark.parametrize(
    ("line", "category", "flagged"),
    [
        ("Solomon, Phebe, and Wiley are stripped, placed in a stockade.", "nudity", True),
        ("A slave is taken to the side, stripped and inspected.", "nudity", True),
        ("Lowering his trousers, he squats in the tall grass.", "nudity", True),
        ("They stand with their pants down around their ankles.", "nudity", True),
        ("A young girl in nothing sits on the couch.", "nudity", True),
        ("They watch Tommy and Lizzy's home-made soft-porn video.", "sex", True),
        ("Jack directs a porn scene between two actresses.", "sex", True),
        ("He was stripped of his rank.", "nudity", False),
        ("The car is stripped down to the frame.", "nudity", False),
        ("She is interested in nothing.", "nudity", False),
    ],
)
def test_undressing_and_porn_as_the_tuning_scripts_put_them(line, category, flagged):
    assert (category in flags(action(line))) is flagged


@pytest.mark.parametrize(
    ("line", "cast"),
    [
        ("Penny shoots William a look.", ("PENNY", "WILLIAM")),
        ("A sailor takes off the muzzle, shooting him a forbidding look.", ()),
        ("She confidently stabs her hand into the air to answer a question.", ()),
        ("The phone rings; the camera whips over to it.", ()),
        ("All we hear is the beating of his heart.", ()),
        ("He playfully whacks Todd across the back with the papers.", ("TODD",)),
        ("Perry slaps his son on the shoulder and leaves.", ("PERRY",)),
        ("And he slaps Ricky playfully on the chest.", ("RICKY",)),
        ("Alma punches her computer.", ("ALMA",)),
        ("She hits the table of kids with a salvo of false compliments.", ()),
        ("We were brought here on the pretense of our papers being executed.", ()),
        ("She had a big fight with Ozzy.", ("OZZY",)),
        ("He looks at them like a dog who's been hit by a car.", ()),
        ("It seems to hit him like a tsunami.", ()),
        ("At that moment the phone rings, the camera whips over to the phone.", ()),
        ("(slapping her knee)", ()),
        ("He removes what remains of his old shirt.", ()),
        ("The streets hold the remains of the previous day's procession.", ()),
        ("The door of an ordinary flat is kicked open.", ()),
        ("He does a final karate kick and walks out of the room.", ()),
    ],
)
def test_everyday_senses_of_violent_words_are_not_violence(line, cast):
    assert "violence" not in flags_with_cast(line, *cast)


def test_a_real_blow_next_to_an_everyday_sense_is_still_violence():
    assert "violence" in flags_with_cast("Penny shoots William a look, then punches him.", "PENNY")


@pytest.mark.parametrize(
    ("line", "flagged"),
    [
        ("She unzips his pants slowly.", True),
        ("He unbuttons her blouse.", True),
        ("They tear at each other's clothes.", True),
        ("Precious lies on a bed breast feeding the baby.", True),
        ("Jack and Hettie neck inside the cab.", True),
        ("In the back row, couples are necking.", True),
        # One's own clothes, a drink, a tattoo.
        ("Dirk unzips his pants.", False),
        ("He rips off his jacket and tie and unbuttons his shirt.", False),
        ("They neck their pints and leave.", False),
        ("A receptionist (dreads, nose-ring and tattooed neck) sits.", False),
    ],
)
def test_undressing_a_partner_breastfeeding_and_necking_are_intimacy(line, flagged):
    assert ("intimacy" in flags(action(line))) is flagged


@pytest.mark.parametrize(
    ("line", "flagged"),
    [
        ("He's on acid.", True),
        ("Russell is obviously on something.", True),
        ("He was on drugs charges for years.", False),
        ("She is on speed dial.", False),
    ],
)
def test_a_drugged_state_said_of_someone(line, flagged):
    assert ("substance" in flags(action(line))) is flagged


def test_a_drugged_state_said_to_someone_present_is_depicted():
    found = flags(*says("WILLIAM", "He's on acid!"))
    assert found["substance"] == "moderate"


@pytest.mark.parametrize(
    ("line", "flagged"),
    [
        ("He slowly slips his hand into the water between her legs.", True),
        ("The rhythmic motion of bodies on the mattress above him.", True),
        ("He lies on top of Courtney, panting.", True),
        ("The cat sits on top of Fred's car.", False),
        ("He stands on top of the Empire State Building.", False),
        ("The boxer gets on top of him and pounds his face.", False),
    ],
)
def test_sex_written_without_naming_it(line, flagged):
    assert ("sex" in flags_with_cast(line, "COURTNEY", "FRED")) is flagged


def test_a_bloody_bath_is_self_harm_not_an_assault():
    found = flags(action("She lies in the bath, the water red with blood, a razor on the floor."))
    assert found["self_harm"] == "severe"
    assert "sexual_violence" not in found


@pytest.mark.parametrize(
    ("line", "flagged"),
    [
        ("He shoots up in the stairwell.", True),
        ("They shoot up together.", True),
        ("They take turns on the beer bong.", True),
        ("His hand shoots up.", False),
        ("Her eyebrows shoot up.", False),
        ("She shoots up from her chair.", False),
    ],
)
def test_shooting_up_drugs_not_a_hand(line, flagged):
    assert ("substance" in flags(action(line))) is flagged


@pytest.mark.parametrize(
    ("line", "category"),
    [
        ("The squealing girl runs into the shower fully clothed.", "nudity"),
        ("Veronica moves into the shower area.", "nudity"),
        ("Bateman walks to his bathroom, taking a large ax out of the shower.", "nudity"),
        ("He pours lime over the body, which is lying in a bathtub.", "nudity"),
        ("William sits in the tub, without water.", "nudity"),
        ("Lester leans against the wall and takes a swig of his beer.", "substance"),
        ("Renton sits on a stool, drinking from a bottle of beer.", "substance"),
        ("Russell takes a last swig of beer.", "substance"),
    ],
)
def test_a_bath_with_no_bare_body_and_a_social_beer(line, category):
    assert category not in flags(action(line))


def test_a_bath_and_a_bottle_of_whiskey_still_count():
    assert "nudity" in flags(action("She steps out of the shower."))
    assert "substance" in flags(action("He takes a swig from a bottle of whiskey."))


def minors_in(*lines: str) -> list[str]:
    return one_scene(*[action(line) for line in lines]).minors


def test_an_unnamed_child_in_the_action_is_stated_as_a_minor():
    assert minors_in("He slaps her. In the corner, a BABY cries.") == ["BABY"]
    assert minors_in("Two little girls watch the fight from the stairs.") == ["LITTLE GIRLS"]
    assert minors_in("A 12-year-old boy hands him the gun.") == ["12-YEAR-OLD BOY"]


def test_things_for_children_are_not_children():
    assert minors_in("He kicks the baby seat across the room.") == []
    assert minors_in("She picks up the child care leaflet and throws it.") == []
