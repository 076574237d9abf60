"""The CLI's two-process breakdown gives exactly the serial result, and never loses scenes."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from closedset.engine import analyze, parallel, report
from closedset.screenplay import parse_file

SYNTHETIC = Path(__file__).resolve().parents[2] / "eval" / "synthetic" / "unit-nine.txt"

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")


@pytest.fixture
def always_split(monkeypatch):
    monkeypatch.setattr(parallel, "MIN_CHARACTERS", 0)
    monkeypatch.setattr(parallel, "cores", lambda: 2)


def test_two_processes_give_the_serial_report_byte_for_byte(always_split):
    script = parse_file(SYNTHETIC)
    serial = report.to_json(analyze(script))
    assert report.to_json(analyze(script, two_processes=True)) == serial


def test_a_child_that_fails_costs_time_not_scenes(always_split):
    parent = os.getpid()

    def work(items):
        if os.getpid() != parent:
            raise RuntimeError("the child breaks")
        return [item * 2 for item in items]

    assert parallel.map_in_two([1, 2, 3, 4], work, weight=lambda item: 1) == [2, 4, 6, 8]


def test_a_small_script_stays_in_one_process(monkeypatch):
    monkeypatch.setattr(parallel, "_in_child", lambda items, work: pytest.fail("forked"))
    assert parallel.map_in_two([1, 2], lambda items: list(items), weight=lambda item: 10) == [1, 2]
