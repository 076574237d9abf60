"""A small JSON API over consents and riders, with session auth and the pages' access rules."""
