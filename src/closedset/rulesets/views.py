"""The production's rules page: published rules with sources, local rules, ruleset choice."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_GET, require_POST

from closedset.productions.access import get_production_for
from closedset.productions.models import Production

from .effective import add_local_rule, effective_rules, retire_local_rule, ruleset_of
from .forms import ChooseRulesetForm, LocalRuleForm
from .models import LocalRule


@login_required
@require_GET
def rules_page(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "rulesets.view_rules")
    return _render(request, production, LocalRuleForm())


def _render(request: HttpRequest, production: Production, form: LocalRuleForm) -> HttpResponse:
    ruleset = ruleset_of(production)
    return render(
        request,
        "rulesets/rules.html",
        {
            "production": production,
            "ruleset": ruleset,
            "published": ruleset.rules.all(),
            "effective": effective_rules(production),
            "local_rules": LocalRule.objects.filter(production=production).select_related(
                "added_by", "retired_by"
            ),
            "form": form,
            "choose": ChooseRulesetForm(initial={"ruleset": ruleset.code}),
            "can_add": request.user.has_perm("rulesets.add_local_rule", production),
            "can_choose": request.user.has_perm("rulesets.choose_ruleset", production),
        },
    )


@login_required
@require_POST
def local_rule_add(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "rulesets.add_local_rule")
    form = LocalRuleForm(request.POST)
    if not form.is_valid():
        return _render(request, production, form)
    add_local_rule(
        production,
        form.cleaned_data["check"],
        form.params(),
        title=form.cleaned_data["title"],
        reason=form.cleaned_data["reason"],
        actor=request.user,
    )
    messages.success(request, "Local rule added. Readiness now checks it.")
    return redirect("rules", production_id=production.pk)


@login_required
@require_POST
def local_rule_retire(request: HttpRequest, production_id: int, rule_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "rulesets.add_local_rule")
    rule = get_object_or_404(LocalRule, pk=rule_id, production=production)
    retire_local_rule(rule, actor=request.user)
    messages.success(request, f"“{rule.title}” retired.")
    return redirect("rules", production_id=production.pk)


@login_required
@require_POST
def choose_ruleset(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "rulesets.choose_ruleset")
    form = ChooseRulesetForm(request.POST)
    if not form.is_valid():
        messages.error(request, "Choose one of the published rulesets.")
        return redirect("rules", production_id=production.pk)
    production.ruleset = form.cleaned_data["ruleset"].code
    production.save(update_fields=["ruleset"])
    messages.success(request, f"This production now follows {form.cleaned_data['ruleset']}.")
    return redirect("rules", production_id=production.pk)
