"""Closed Set: the desk of intimacy and mental health coordinators."""

__version__ = "0.1.0"
