"""Sensitive free text is stored encrypted (Fernet), never as plain text.

``settings.ENCRYPTION_KEYS`` lists Fernet keys, newest first: the first one
seals, all of them open. A rotation adds a new key in front and keeps the old
ones, because history is append-only and old ciphertext is never rewritten
(the hash chain covers it).
"""

from __future__ import annotations

from functools import lru_cache

from cryptography.fernet import Fernet, InvalidToken, MultiFernet
from django.conf import settings

UNREADABLE = "(sealed with a key this server does not hold)"


@lru_cache(maxsize=4)
def _fernet(keys: tuple[str, ...]) -> MultiFernet:
    if not keys:
        raise RuntimeError("settings.ENCRYPTION_KEYS is empty: sensitive text cannot be sealed.")
    return MultiFernet([Fernet(key.encode("ascii")) for key in keys])


def seal(text: str) -> str:
    """Encrypt text for storage; empty text stays empty, there is nothing to hide."""
    if not text:
        return ""
    return _fernet(tuple(settings.ENCRYPTION_KEYS)).encrypt(text.encode("utf-8")).decode("ascii")


def unseal(token: str) -> str:
    """Decrypt stored text; a token no key opens reads as a notice, not as an error page."""
    if not token:
        return ""
    try:
        return _fernet(tuple(settings.ENCRYPTION_KEYS)).decrypt(token.encode("ascii")).decode()
    except InvalidToken:
        return UNREADABLE
