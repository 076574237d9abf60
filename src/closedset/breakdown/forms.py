from django import forms

from .models import Category, FlagReview, Severity


class DecisionForm(forms.Form):
    category = forms.ChoiceField(choices=Category.choices)
    decision = forms.ChoiceField(choices=FlagReview.Decision.choices)
    severity = forms.ChoiceField(choices=[("", "—"), *Severity.choices], required=False)
    note = forms.CharField(widget=forms.Textarea(attrs={"rows": 2}), required=False)
