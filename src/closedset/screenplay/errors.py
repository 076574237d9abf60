"""The one error type importers raise: a message a user can act on."""


class ScriptImportError(Exception):
    """Raised for any file that cannot be imported; ``str()`` is user-facing.

    ``code`` is a stable machine name (``empty``, ``unknown_format``,
    ``too_large``, ``encrypted_pdf``, ``no_text_layer``, ``hostile_xml``,
    ``malformed``) for the API and tests.
    """

    def __init__(self, message: str, *, code: str) -> None:
        super().__init__(message)
        self.code = code
