"""Per-person iCalendar feeds of shoot days, fittings and rehearsal calls, behind secret URLs."""
