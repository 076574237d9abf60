"""Lexicon invariants and the scanner's pattern splitting."""

from __future__ import annotations

import pytest

from closedset.engine import lexicon, matcher
from closedset.engine.lexicon import Rule


def test_every_rule_compiles_without_capturing_groups():
    matcher.validate_rules(lexicon.RULES)


def test_a_capturing_group_is_refused():
    with pytest.raises(ValueError, match="capturing group"):
        matcher.validate_rules([Rule(r"(kiss)", {"intimacy": "mild"})])


def test_every_rule_signals_known_categories_and_severities():
    from closedset.engine import CATEGORIES, SEVERITIES

    for rule in lexicon.RULES:
        assert rule.signals or rule in lexicon.GUARDS
        assert set(rule.signals) <= set(CATEGORIES)
        assert set(rule.signals.values()) <= set(SEVERITIES)


def test_branches_distribute_the_suffix():
    assert matcher.branches(r"(?:stabs|stab)(?! at)") == ["stabs(?! at)", "stab(?! at)"]


def test_head_is_the_first_word():
    assert matcher.head("kisses (?:him|her)") == ("k", r"isses\b")
    assert matcher.head("kiss(?:es)?") == ("k", "iss")
    assert matcher.head("(?:a|the) slap") == ("", "(?:a|the) slap")


def test_scanner_finds_a_rule_only_where_it_matches_in_full():
    hits = matcher.find_hits("The shot glass is full. Then Dean shoots him.")
    assert [h.rule.signals for h in hits] == [{"violence": "moderate"}]


def test_name_patterns_need_a_capital():
    assert matcher.find_hits("He kicks Tommy.")
    assert not matcher.find_hits("He kicks off his shoes.")


def test_longest_match_wins_at_a_position():
    hits = matcher.find_hits("Tommy stabs himself.")
    assert [h.rule.signals for h in hits] == [{"self_harm": "severe"}]


def test_wrapped_lines_and_double_spaces_do_not_hide_a_hit():
    text = "Dead quiet.  Then he   shoots\n   him."
    hits = matcher.find_hits(text)
    assert [text[h.start : h.end] for h in hits] == ["shoots\n   him"]


def test_punctuation_ending_patterns_match_before_a_space():
    hits = matcher.find_hits("BANG! He drops.")
    assert [h.rule.signals for h in hits] == [{"violence": "moderate"}]


def test_a_guard_silences_the_hits_inside_its_innocent_phrase():
    hits = matcher.find_hits("She reads the comic strip.")
    assert [h.rule.signals for h in hits] == [{}]


def test_a_guard_wins_over_a_shorter_rule_at_the_same_word():
    assert not [h for h in matcher.find_hits("She cuts herself a slice of cake.") if h.rule.signals]


def test_alternatives_outside_one_group_are_refused():
    """'a ...|b ...' would be tried only where 'a' can start: 'b' alone would never be found."""
    with pytest.raises(ValueError, match="wrap it in"):
        matcher.validate_rules([Rule(r"(?:cuts?) herself|burns herself", {"self_harm": "mild"})])
