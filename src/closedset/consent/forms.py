"""Forms that build and read the structured terms of consent/schema.py."""

from __future__ import annotations

from typing import Any

from django import forms

from .schema import (
    BARRIERS,
    CONDITION_FLAGS,
    EXPOSURE_AREAS,
    EXPOSURE_LEVELS,
    KISSING,
    SIMULATED_ACTS,
    TOUCH_ZONES,
    USE_FLAGS,
    TermsInvalid,
    validate_terms,
)


def _choices(labels: dict[str, str]) -> list[tuple[str, str]]:
    return list(labels.items())


def _multi(label: str, labels: dict[str, str]) -> forms.MultipleChoiceField:
    return forms.MultipleChoiceField(
        label=label,
        choices=_choices(labels),
        required=False,
        widget=forms.CheckboxSelectMultiple,
    )


class TermsForm(forms.Form):
    """The IC's draft: one field per term, touch fields per partner in the scene."""

    def __init__(self, *args: Any, partners: list[tuple[int, str]], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.partners = partners
        for area, label in EXPOSURE_AREAS.items():
            self.fields[f"exposure_{area}"] = forms.ChoiceField(
                label=f"Exposure: {label}", choices=_choices(EXPOSURE_LEVELS)
            )
        self.fields["kissing"] = _multi("Kissing", KISSING)
        for pk, name in partners:
            self.fields[f"touch_{pk}"] = _multi(f"Touch by {name}", TOUCH_ZONES)
        self.fields["simulated_acts"] = _multi("Simulated acts", SIMULATED_ACTS)
        for key, label in CONDITION_FLAGS.items():
            self.fields[key] = forms.BooleanField(label=label, required=False)
        self.fields["body_double_allowed"] = forms.BooleanField(
            label="Body double allowed", required=False
        )
        self.fields["body_double_areas"] = _multi("A body double may show", EXPOSURE_AREAS)
        self.fields["barriers"] = _multi("Barriers and prosthetics", BARRIERS)
        for key, label in USE_FLAGS.items():
            self.fields[key] = forms.BooleanField(label=label, required=False)
        self.fields["reason"] = forms.CharField(
            label="Why the terms changed (private: the performer and you)",
            widget=forms.Textarea(attrs={"rows": 2}),
            required=False,
            max_length=2000,
        )

    @staticmethod
    def initial_from(terms: dict[str, Any]) -> dict[str, Any]:
        conditions, double = terms["conditions"], terms["conditions"]["body_double"]
        initial: dict[str, Any] = {f"exposure_{a}": v for a, v in terms["exposure"].items()}
        initial |= {f"touch_{t['partner']}": t["zones"] for t in terms["touch"]}
        initial |= {k: conditions[k] for k in CONDITION_FLAGS} | dict(terms["use"])
        return initial | {
            "kissing": terms["kissing"],
            "simulated_acts": terms["simulated_acts"],
            "body_double_allowed": double["allowed"],
            "body_double_areas": double["areas"],
            "barriers": conditions["barriers"],
        }

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if self.errors:
            return data
        try:
            data["terms"] = validate_terms(self._terms(data))
        except TermsInvalid as exc:
            for error in exc.errors:
                self.add_error(None, error)
        return data

    def _terms(self, data: dict[str, Any]) -> dict[str, Any]:
        return {
            "exposure": {a: data[f"exposure_{a}"] for a in EXPOSURE_AREAS},
            "kissing": data["kissing"],
            "touch": [
                {"partner": pk, "zones": data[f"touch_{pk}"]}
                for pk, _ in self.partners
                if data[f"touch_{pk}"]
            ],
            "simulated_acts": data["simulated_acts"],
            "conditions": {
                **{k: data[k] for k in CONDITION_FLAGS},
                "body_double": {
                    "allowed": data["body_double_allowed"],
                    "areas": data["body_double_areas"],
                },
                "barriers": data["barriers"],
            },
            "use": {k: data[k] for k in USE_FLAGS},
        }


class ConfirmForm(forms.Form):
    draft = forms.IntegerField(widget=forms.HiddenInput, min_value=1)
    note = forms.CharField(
        label="A private note for your intimacy coordinator (optional)",
        widget=forms.Textarea(attrs={"rows": 2}),
        required=False,
        max_length=2000,
    )


class WithdrawForm(forms.Form):
    reason = forms.CharField(
        label="Why (optional, only your intimacy coordinator sees it)",
        widget=forms.Textarea(attrs={"rows": 2}),
        required=False,
        max_length=2000,
    )
