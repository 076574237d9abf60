"""Mental health coordination and confidential concerns (DESIGN sections 1, 2; issue #6)."""
