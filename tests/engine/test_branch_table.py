"""The branch table shipped with the package: current, and never trusted when it is not."""

from __future__ import annotations

from closedset.engine import branch_table, lexicon, matcher


def current_key() -> str:
    return branch_table.key_of(matcher.branch_inputs(lexicon.RULES))


def test_the_shipped_table_is_the_one_the_rules_make_now():
    shipped = branch_table.load(current_key())
    assert shipped is not None, (
        "engine/branch_table.json is stale after a rule or matcher change: "
        "run `python -m closedset.engine.make_branch_table` and commit the file"
    )
    assert shipped == matcher.all_branches(lexicon.RULES)


def test_a_table_written_for_other_rules_is_not_used(tmp_path):
    path = tmp_path / "table.json"
    rows = matcher.all_branches(lexicon.RULES[:3])
    path.write_text(branch_table.dumps("an older key", rows), encoding="utf-8")
    assert branch_table.load("an older key", path) == rows
    assert branch_table.load(current_key(), path) is None


def test_a_damaged_or_missing_table_is_not_used(tmp_path):
    path = tmp_path / "table.json"
    assert branch_table.load(current_key(), path) is None
    for text in ("", "{not json", '{"key": "k"}', '{"key": "k", "patterns": [], "rows": [[1]]}'):
        path.write_text(text, encoding="utf-8")
        assert branch_table.load("k", path) is None


def test_the_rules_compile_the_same_without_the_shipped_table(monkeypatch):
    from_shipped = matcher.compile_rules(lexicon.RULES)
    monkeypatch.setattr(branch_table, "load", lambda key: None)
    built = matcher.compile_rules(lexicon.RULES)
    assert built.by_stem == from_shipped.by_stem
    assert built.anywhere == from_shipped.anywhere
    assert built.scanner.pattern == from_shipped.scanner.pattern
