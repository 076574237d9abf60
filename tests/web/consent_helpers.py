"""Small helpers shared by the consent stories: terms, form data, page text."""

from __future__ import annotations

import copy
from typing import Any

import pypdfium2 as pdfium
from django.urls import reverse

from closedset.consent.schema import nothing_agreed


def some_terms(**changes: Any) -> dict[str, Any]:
    """Partial nudity, closed-mouth kissing, stills refused: a believable first draft."""
    terms = copy.deepcopy(nothing_agreed())
    terms["exposure"]["breasts_chest"] = "partial"
    terms["exposure"]["buttocks"] = "implied"
    terms["kissing"] = ["closed_mouth"]
    terms["simulated_acts"] = ["grinding"]
    terms["conditions"]["barriers"] = ["modesty_garment"]
    terms.update(changes)
    return terms


def draft_form(**changes: Any) -> dict[str, Any]:
    """What the IC's form posts for some_terms(), with changes on top."""
    data: dict[str, Any] = {
        "exposure_buttocks": "implied",
        "exposure_breasts_chest": "partial",
        "exposure_genitals": "none",
        "exposure_pubic_area": "none",
        "kissing": ["closed_mouth"],
        "simulated_acts": ["grinding"],
        "closed_set": "on",
        "robe_between_takes": "on",
        "monitors_restricted": "on",
        "barriers": ["modesty_garment"],
        "this_picture_only": "on",
        "reason": "",
    }
    data.update(changes)
    return data


def page(client: Any, url: str) -> str:
    """The text a person reads at the URL."""
    return readable(client.get(url))


def readable(response: Any) -> str:
    """A response as text; a PDF's text is extracted, since its bytes are not readable."""
    if response.get("Content-Type") == "application/pdf":
        document = pdfium.PdfDocument(response.content)
        return "\n".join(p.get_textpage().get_text_range() for p in document)
    return response.content.decode()


def my_consent_url(world: Any, scene: str = "anna_scene") -> str:
    return reverse("my_consent", args=[world.production.pk, world.objects[scene].pk])


def draft_url(world: Any) -> str:
    return reverse(
        "consent_draft",
        args=[world.production.pk, world.objects["anna_scene"].pk, world.members["performer"].pk],
    )
