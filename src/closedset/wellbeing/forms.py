"""Forms for the wellbeing pages."""

from __future__ import annotations

from typing import Any

from django import forms

from closedset.productions.models import Membership, Production

from .models import (
    ConcernContact,
    ConcernStatus,
    PulseColour,
    StepAwayDecision,
    SupportResource,
)

TEXT_LIMIT = 4000


class MemberChoiceField(forms.ModelChoiceField):
    def label_from_instance(self, obj: Membership) -> str:
        return obj.person.name


class MembersChoiceField(forms.ModelMultipleChoiceField):
    def label_from_instance(self, obj: Membership) -> str:
        return obj.person.name


def _members(production: Production) -> Any:
    return production.members.select_related("person").order_by("person__name")


class StepAwayForm(forms.Form):
    scheduled = forms.TypedChoiceField(label="Scene", coerce=int)
    note = forms.CharField(
        label="A note for the MHC (optional, private)",
        required=False,
        max_length=TEXT_LIMIT,
        widget=forms.Textarea(attrs={"rows": 3}),
    )

    def __init__(self, *args: Any, choices: list[tuple[int, str]], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["scheduled"].choices = choices  # type: ignore[attr-defined]


class DecisionForm(forms.Form):
    status = forms.ChoiceField(choices=StepAwayDecision.Status.choices)


class CheckInForm(forms.Form):
    membership = MemberChoiceField(label="With", queryset=Membership.objects.none())
    note = forms.CharField(
        label="Private note", required=False, max_length=TEXT_LIMIT, widget=forms.Textarea
    )
    follow_up = forms.BooleanField(label="Follow up", required=False)

    def __init__(self, *args: Any, production: Production, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["membership"].queryset = _members(production)  # type: ignore[attr-defined]


class SupportResourceForm(forms.ModelForm):
    url = forms.URLField(required=False, assume_scheme="https")

    class Meta:
        model = SupportResource
        fields = ["name", "territory", "phone", "url", "hours", "description"]
        widgets = {"description": forms.Textarea(attrs={"rows": 3})}


class RiskAssessmentForm(forms.Form):
    hazards = forms.CharField(max_length=20000, widget=forms.Textarea)
    controls = forms.CharField(label="Controls and method", max_length=20000, widget=forms.Textarea)


class ConcernForm(forms.Form):
    body = forms.CharField(
        label="What happened, or what worries you", max_length=20000, widget=forms.Textarea
    )
    named = MembersChoiceField(
        label="People it is about (optional; they will never see it or be told)",
        queryset=Membership.objects.none(),
        required=False,
        widget=forms.SelectMultiple(attrs={"size": 6}),
    )
    anonymous = forms.BooleanField(
        label="File anonymously (your name is not stored)", required=False
    )

    def __init__(self, *args: Any, production: Production, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["named"].queryset = _members(production)  # type: ignore[attr-defined]


class ConcernUpdateForm(forms.Form):
    status = forms.ChoiceField(choices=ConcernStatus.choices)
    note = forms.CharField(
        label="Note to the reporter (they read it with their receipt code)",
        required=False,
        max_length=TEXT_LIMIT,
        widget=forms.Textarea(attrs={"rows": 3}),
    )


class ReceiptForm(forms.Form):
    code = forms.CharField(label="Receipt code", max_length=40)


class ConcernContactForm(forms.ModelForm):
    class Meta:
        model = ConcernContact
        fields = ["name", "email", "kind"]


class PulseForm(forms.Form):
    colour = forms.ChoiceField(choices=PulseColour.choices)
