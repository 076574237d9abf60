"""Pages of the shoot day, one module per audience."""
