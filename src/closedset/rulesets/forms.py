from __future__ import annotations

from typing import Any

from django import forms

from closedset.engine.model import CATEGORIES

from .loading import NEEDS
from .models import RuleCheck, Ruleset


class LocalRuleForm(forms.Form):
    check = forms.ChoiceField(choices=RuleCheck.choices)
    title = forms.CharField(max_length=200)
    reason = forms.CharField(max_length=400, help_text="Why this production needs it.")
    categories = forms.MultipleChoiceField(
        choices=[(c, c.replace("_", " ")) for c in CATEGORIES],
        required=False,
        widget=forms.CheckboxSelectMultiple,
        help_text="Scenes flagged with any of these.",
    )
    needs = forms.MultipleChoiceField(
        choices=[(n, n.replace("_", " ")) for n in sorted(NEEDS)],
        required=False,
        widget=forms.CheckboxSelectMultiple,
        help_text="Scenes with any of these needs.",
    )
    hours = forms.IntegerField(
        min_value=0, max_value=720, required=False, help_text="Notice, for notice rules."
    )

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if not data.get("categories") and not data.get("needs") and not data.get("hours"):
            raise forms.ValidationError(
                "Say which scenes the rule covers (categories or needs) or the notice in hours."
            )
        return data

    def params(self) -> dict[str, Any]:
        data = self.cleaned_data
        params: dict[str, Any] = {}
        for key in ("categories", "needs"):
            if data.get(key):
                params[key] = sorted(data[key])
        if data.get("hours"):
            params["hours"] = data["hours"]
        return params


class ChooseRulesetForm(forms.Form):
    ruleset = forms.ModelChoiceField(Ruleset.objects.all(), to_field_name="code")
