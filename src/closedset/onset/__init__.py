"""The closed set and the shoot day: essential-personnel lists, check-ins, pauses, debriefs."""
