"""The fitting form: one performer of the scene, a date, a time span and a place."""

from __future__ import annotations

from typing import Any

from django import forms

from closedset.productions.forms import AppointmentForm


class FittingForm(AppointmentForm):
    performer = forms.TypedChoiceField(coerce=int)

    field_order = ["performer", "date", "starts", "ends", "location"]

    def __init__(self, *args: Any, cast: list[tuple[int, str]], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["performer"].choices = cast  # type: ignore[attr-defined]
