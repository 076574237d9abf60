"""Read a schedule exported from a scheduling tool as CSV (format: docs/schedule-csv.md).

Plain Python, no Django: it turns bytes into checked rows and a list of
problems, each with the line it was found on, so that the 1st AD can fix the
whole file at once. Whether a scene number exists is for the importer to say,
because only the database knows the script.
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass, field
from datetime import date, time

MAX_CSV_BYTES = 1024 * 1024
"""A stripboard of a feature film is a few hundred rows; a megabyte is far beyond that."""

REQUIRED_COLUMNS = ("day", "date", "call_time", "scene")
OPTIONAL_COLUMNS = ("location", "notes")
DELIMITERS = (",", ";", "\t")
_TIME = re.compile(r"^(\d{1,2}):(\d{2})(?::(\d{2}))?$")


class CsvFileError(Exception):
    """The file as a whole cannot be read as a schedule; str() says why, for the uploader."""


@dataclass(frozen=True)
class RowError:
    line: int
    message: str

    def __str__(self) -> str:
        return f"Line {self.line}: {self.message}"


@dataclass(frozen=True)
class ScheduleRow:
    """One scene on one shoot day, as the file states it."""

    line: int
    day_number: int
    date: date
    call_time: time
    scene: str
    location: str
    notes: str


@dataclass
class ParsedSchedule:
    rows: list[ScheduleRow] = field(default_factory=list)
    errors: list[RowError] = field(default_factory=list)


def parse_schedule_csv(data: bytes) -> ParsedSchedule:
    """Check every row of the file; raise CsvFileError when it is not a readable schedule."""
    text = _decode(data)
    lines = text.splitlines()
    header_line = next((i for i, line in enumerate(lines) if line.strip()), None)
    if header_line is None:
        raise CsvFileError("The file is empty.")
    delimiter = _delimiter(lines[header_line])
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    parsed = ParsedSchedule()
    columns: dict[str, int] | None = None
    for record in reader:
        if not any(cell.strip() for cell in record):
            continue
        line = reader.line_num
        if columns is None:
            columns = _columns(line, record)
            continue
        row = _row(line, record, columns, parsed.errors)
        if row is not None:
            parsed.rows.append(row)
    if not parsed.rows and not parsed.errors:
        raise CsvFileError("The file has a header but no rows.")
    _check_days_agree(parsed)
    parsed.errors.sort(key=lambda e: e.line)
    return parsed


def refuse_if_too_large(size: int) -> None:
    if size > MAX_CSV_BYTES:
        raise CsvFileError(
            f"The file is larger than {MAX_CSV_BYTES // (1024 * 1024)} MB; "
            "a schedule export is much smaller. Is it the right file?"
        )


def _decode(data: bytes) -> str:
    refuse_if_too_large(len(data))
    if b"\x00" in data:
        raise CsvFileError("This is not a CSV file (it contains binary data).")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise CsvFileError(
            "The file is not UTF-8 text (byte "
            f"{exc.start + 1} is not valid). Export it as 'CSV UTF-8' and upload it again."
        ) from None


def _delimiter(header: str) -> str:
    """The separator that splits the header into the columns we need (spreadsheets use ';')."""
    for delimiter in DELIMITERS:
        names = {_column_name(c) for c in header.split(delimiter)}
        if set(REQUIRED_COLUMNS) <= names:
            return delimiter
    raise CsvFileError(
        "The first line must name the columns "
        + ", ".join(REQUIRED_COLUMNS)
        + " (and optionally "
        + ", ".join(OPTIONAL_COLUMNS)
        + "), separated by commas or semicolons. See the format description."
    )


def _column_name(cell: str) -> str:
    return cell.strip().strip('"').strip().lower().replace(" ", "_")


def _columns(line: int, header: list[str]) -> dict[str, int]:
    positions: dict[str, int] = {}
    for index, cell in enumerate(header):
        name = _column_name(cell)
        if name in REQUIRED_COLUMNS + OPTIONAL_COLUMNS:
            if name in positions:
                raise CsvFileError(f"Line {line}: the column '{name}' appears twice.")
            positions[name] = index
    return positions


def _row(
    line: int, record: list[str], columns: dict[str, int], errors: list[RowError]
) -> ScheduleRow | None:
    def cell(name: str) -> str:
        index = columns.get(name)
        return record[index].strip() if index is not None and index < len(record) else ""

    problems: list[str] = []
    day_number = _day_number(cell("day"), problems)
    on = _date(cell("date"), problems)
    call = _time(cell("call_time"), problems)
    scene = cell("scene")
    if not scene:
        problems.append("the scene number is missing")
    elif len(scene) > 20:
        problems.append(f"'{scene[:20]}…' is not a scene number")
    location, notes = cell("location"), cell("notes")
    if len(location) > 200:
        problems.append("the location is longer than 200 characters")
    errors.extend(RowError(line, p) for p in problems)
    if problems or day_number is None or on is None or call is None:
        return None
    return ScheduleRow(line, day_number, on, call, scene, location, notes)


def _day_number(raw: str, problems: list[str]) -> int | None:
    if raw.isdigit() and int(raw) > 0:
        return int(raw)
    problems.append(f"day '{raw}' is not a day number (1, 2, 3…)" if raw else "day is missing")
    return None


def _date(raw: str, problems: list[str]) -> date | None:
    if not raw:
        problems.append("date is missing")
        return None
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", raw):
        problems.append(f"date '{raw}' is not a date written YYYY-MM-DD")
        return None
    try:
        return date.fromisoformat(raw)
    except ValueError:
        problems.append(f"date '{raw}' does not exist")
        return None


def _time(raw: str, problems: list[str]) -> time | None:
    match = _TIME.match(raw)
    if match:
        hour, minute, second = (int(g or 0) for g in match.groups())
        if hour < 24 and minute < 60 and second < 60:
            return time(hour, minute, second)
    problems.append(
        f"call time '{raw}' is not a time written HH:MM (24-hour)"
        if raw
        else "call time is missing"
    )
    return None


def _check_days_agree(parsed: ParsedSchedule) -> None:
    """One date per day number, one day number per date, one location per day, no repeats."""
    date_of: dict[int, date] = {}
    number_of: dict[date, int] = {}
    location_of: dict[int, str] = {}
    seen: set[tuple[int, str]] = set()
    for row in parsed.rows:
        known_date = date_of.setdefault(row.day_number, row.date)
        known_number = number_of.setdefault(row.date, row.day_number)
        if known_date != row.date:
            parsed.errors.append(
                RowError(row.line, f"day {row.day_number} was already given as {known_date}")
            )
        if known_number != row.day_number:
            parsed.errors.append(
                RowError(row.line, f"{row.date} was already given as day {known_number}")
            )
        if row.location:
            known_location = location_of.setdefault(row.day_number, row.location)
            if known_location != row.location:
                parsed.errors.append(
                    RowError(
                        row.line,
                        f"day {row.day_number} was already given the location '{known_location}'",
                    )
                )
        key = (row.day_number, row.scene.lower())
        if key in seen:
            parsed.errors.append(
                RowError(row.line, f"scene {row.scene} is listed twice on day {row.day_number}")
            )
        seen.add(key)
