"""Append-only, hash-chained history and sealed free text (DESIGN section 5)."""
