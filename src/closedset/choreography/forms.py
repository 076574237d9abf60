"""Forms for a beat and a rehearsal entry; choices come from the scene's cast."""

from __future__ import annotations

from typing import Any

from django import forms

from closedset.productions.forms import AppointmentForm

from .models import ZONES, Barrier


class BeatForm(forms.Form):
    order = forms.IntegerField(min_value=1)
    toucher = forms.TypedChoiceField(label="Who touches", coerce=int)
    touched = forms.TypedChoiceField(label="Whom", coerce=int)
    zone = forms.ChoiceField(label="Where", choices=list(ZONES.items()))
    how = forms.CharField(label="How", widget=forms.Textarea(attrs={"rows": 2}), required=False)
    barrier = forms.ChoiceField(label="Barrier or garment", choices=Barrier.choices)

    def __init__(self, *args: Any, cast: list[tuple[int, str]], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["toucher"].choices = cast  # type: ignore[attr-defined]
        self.fields["touched"].choices = cast  # type: ignore[attr-defined]


class RehearsalForm(forms.Form):
    date = forms.DateField(widget=forms.DateInput(attrs={"type": "date"}))
    notes = forms.CharField(widget=forms.Textarea(attrs={"rows": 3}), max_length=4000)


class RehearsalCallForm(AppointmentForm):
    performers = forms.TypedMultipleChoiceField(
        label="Performers called", coerce=int, widget=forms.CheckboxSelectMultiple
    )

    field_order = ["date", "starts", "ends", "location", "performers"]

    def __init__(self, *args: Any, cast: list[tuple[int, str]], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["performers"].choices = cast  # type: ignore[attr-defined]
