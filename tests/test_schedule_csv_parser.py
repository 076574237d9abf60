"""The schedule CSV parser alone: what a stripboard export looks like and how it goes wrong."""

from __future__ import annotations

from datetime import date, time

import pytest

from closedset.productions.schedule_csv import CsvFileError, parse_schedule_csv

GOOD = (
    "day,date,call_time,scene,location,notes\n"
    "1,2027-03-01,07:00,12,Pool house,Closed set\n"
    "1,2027-03-01,09:30,14A,,\n"
    "2,2027-03-02,6:45,3,Rooftop,\n"
)


def test_a_good_file_gives_one_row_per_scene() -> None:
    parsed = parse_schedule_csv(GOOD.encode())
    assert parsed.errors == []
    assert [(r.line, r.day_number, r.scene) for r in parsed.rows] == [
        (2, 1, "12"),
        (3, 1, "14A"),
        (4, 2, "3"),
    ]
    first = parsed.rows[0]
    assert first.date == date(2027, 3, 1)
    assert first.call_time == time(7, 0)
    assert (first.location, first.notes) == ("Pool house", "Closed set")
    assert parsed.rows[2].call_time == time(6, 45)


def test_a_spreadsheet_export_with_bom_and_semicolons_reads_the_same() -> None:
    exported = "\ufeff" + GOOD.replace(",", ";").replace("\n", "\r\n")
    parsed = parse_schedule_csv(exported.encode("utf-8"))
    assert parsed.errors == []
    assert [r.scene for r in parsed.rows] == ["12", "14A", "3"]


def test_columns_may_come_in_any_order_with_extra_ones_ignored() -> None:
    text = "Scene,Set,Call Time,Date,Day\n12,INT. POOL,07:00,2027-03-01,1\n"
    parsed = parse_schedule_csv(text.encode())
    assert parsed.errors == []
    assert (parsed.rows[0].scene, parsed.rows[0].location) == ("12", "")


def test_every_bad_row_is_reported_with_its_line() -> None:
    text = (
        "day,date,call_time,scene\n"
        "1,2027-03-01,07:00,12\n"
        "one,2027-03-01,07:00,13\n"
        "\n"
        "1,01/03/2027,7am,\n"
        "1,2027-02-30,25:00,14\n"
    )
    parsed = parse_schedule_csv(text.encode())
    messages = [str(e) for e in parsed.errors]
    assert messages == [
        "Line 3: day 'one' is not a day number (1, 2, 3…)",
        "Line 5: date '01/03/2027' is not a date written YYYY-MM-DD",
        "Line 5: call time '7am' is not a time written HH:MM (24-hour)",
        "Line 5: the scene number is missing",
        "Line 6: date '2027-02-30' does not exist",
        "Line 6: call time '25:00' is not a time written HH:MM (24-hour)",
    ]
    assert [r.line for r in parsed.rows] == [2]


def test_days_must_agree_with_themselves() -> None:
    text = (
        "day,date,call_time,scene,location\n"
        "1,2027-03-01,07:00,12,Pool house\n"
        "1,2027-03-02,08:00,13,\n"
        "2,2027-03-01,09:00,14,\n"
        "1,2027-03-01,10:00,15,Rooftop\n"
        "1,2027-03-01,11:00,12,\n"
    )
    messages = [str(e) for e in parse_schedule_csv(text.encode()).errors]
    assert messages == [
        "Line 3: day 1 was already given as 2027-03-01",
        "Line 4: 2027-03-01 was already given as day 1",
        "Line 5: day 1 was already given the location 'Pool house'",
        "Line 6: scene 12 is listed twice on day 1",
    ]


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "The file is empty."),
        (b"day,date,call_time,scene\n", "The file has a header but no rows."),
        (b"name,email\nA,a@example.test\n", "The first line must name the columns"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "not a CSV file"),
        ("day,date,call_time,scene\n1,2027-03-01,07:00,Café\n".encode("cp1252"), "not UTF-8"),
        (b"day,date,call_time,scene\n" + b"1,2027-03-01,07:00,1\n" * 60_000, "larger than 1 MB"),
    ],
)
def test_files_that_are_not_a_schedule_are_refused_whole(data: bytes, message: str) -> None:
    with pytest.raises(CsvFileError, match=message):
        parse_schedule_csv(data)
