from __future__ import annotations

from datetime import datetime
from typing import Any

from django import forms
from django.contrib.auth.password_validation import validate_password
from django.utils import timezone

from .models import Scene, ShootDay
from .roles import Role


class InvitationForm(forms.Form):
    email = forms.EmailField()
    name = forms.CharField(max_length=200, required=False)
    roles = forms.MultipleChoiceField(choices=Role.choices, widget=forms.CheckboxSelectMultiple)


class AcceptInvitationForm(forms.Form):
    name = forms.CharField(max_length=200, required=False)
    password1 = forms.CharField(label="Password", widget=forms.PasswordInput, required=False)
    password2 = forms.CharField(label="Password again", widget=forms.PasswordInput, required=False)

    def __init__(self, *args: Any, needs_account: bool, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.needs_account = needs_account
        if not needs_account:
            for field in ("name", "password1", "password2"):
                del self.fields[field]

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if self.needs_account:
            if not data.get("name"):
                self.add_error("name", "Tell us your name as the production should show it.")
            password = data.get("password1") or ""
            if password != data.get("password2"):
                self.add_error("password2", "The two passwords differ.")
            else:
                try:
                    validate_password(password)
                except forms.ValidationError as exc:
                    self.add_error("password1", exc)
        return data


class ShootDayForm(forms.ModelForm):
    class Meta:
        model = ShootDay
        fields = ["date", "day_number", "location", "notes"]
        widgets = {"date": forms.DateInput(attrs={"type": "date"})}


class ScheduleSceneForm(forms.Form):
    scene = forms.ModelChoiceField(queryset=Scene.objects.none())
    call_time = forms.TimeField(widget=forms.TimeInput(attrs={"type": "time"}))

    def __init__(self, *args: Any, production: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        field = self.fields["scene"]
        assert isinstance(field, forms.ModelChoiceField)
        field.queryset = production.scenes.filter(is_omitted=False)


class ScheduleCsvForm(forms.Form):
    file = forms.FileField(
        label="Schedule CSV",
        help_text="Columns day, date, call_time, scene (location, notes optional); at most 1 MB.",
    )


class AppointmentForm(forms.Form):
    """A date, a start and an end (local wall-clock times) and a place: fittings, rehearsals."""

    date = forms.DateField(widget=forms.DateInput(attrs={"type": "date"}))
    starts = forms.TimeField(label="From", widget=forms.TimeInput(attrs={"type": "time"}))
    ends = forms.TimeField(label="To", widget=forms.TimeInput(attrs={"type": "time"}))
    location = forms.CharField(max_length=200, required=False)

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if data.get("starts") and data.get("ends") and data["ends"] <= data["starts"]:
            self.add_error("ends", "The end must be after the start.")
        return data

    def span(self) -> tuple[datetime, datetime]:
        """Start and end as aware datetimes in the production's time zone (settings.TIME_ZONE)."""
        on = self.cleaned_data["date"]
        return (
            timezone.make_aware(datetime.combine(on, self.cleaned_data["starts"])),
            timezone.make_aware(datetime.combine(on, self.cleaned_data["ends"])),
        )
