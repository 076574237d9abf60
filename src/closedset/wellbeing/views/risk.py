"""Risk assessments per flagged scene: the MHC's mental health ones, the IC's intimacy ones."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_http_methods

from closedset.breakdown.analysis import review_scenes
from closedset.engine.model import INTIMACY_COORDINATOR, MENTAL_HEALTH_COORDINATOR
from closedset.productions.access import get_production_for, get_scene_for

from ..domain import WellbeingRefused, write_risk_assessment
from ..forms import RiskAssessmentForm
from ..models import RiskAssessment
from ..queries import assessment_history, risk_assessment_state, text_sha256
from . import actor

KIND_FOR_NEED = {
    MENTAL_HEALTH_COORDINATOR: RiskAssessment.Kind.MENTAL_HEALTH,
    INTIMACY_COORDINATOR: RiskAssessment.Kind.INTIMACY,
}
WRITE_PERM = {
    RiskAssessment.Kind.MENTAL_HEALTH: "wellbeing.write_mental_health_risk",
    RiskAssessment.Kind.INTIMACY: "wellbeing.write_intimacy_risk",
}


@login_required
@require_GET
def risk_assessments(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "wellbeing.view_risk_assessments")
    reviews = review_scenes(production, production.scenes.filter(is_omitted=False))
    flagged = [r for r in reviews if set(r.needs) & set(KIND_FOR_NEED)]
    states = risk_assessment_state([r.scene.pk for r in flagged])
    rows = [
        (
            r,
            [
                (kind, states.get((r.scene.pk, kind), "missing"))
                for need, kind in KIND_FOR_NEED.items()
                if need in r.needs
            ],
        )
        for r in flagged
    ]
    return render(
        request, "wellbeing/risk_assessments.html", {"production": production, "rows": rows}
    )


@login_required
@require_http_methods(["GET", "POST"])
def risk_assessment(
    request: HttpRequest, production_id: int, scene_id: int, kind: str
) -> HttpResponse:
    if kind not in RiskAssessment.Kind.values:
        raise Http404("No such assessment")
    perm = WRITE_PERM[RiskAssessment.Kind(kind)]
    production = get_production_for(request.user, production_id, perm)
    scene = get_scene_for(request.user, production, scene_id, "productions.view_scene")
    history = assessment_history(scene, kind)
    current = history[0] if history else None
    form = RiskAssessmentForm(
        request.POST or None,
        initial={"hazards": current.hazards, "controls": current.controls} if current else None,
    )
    if request.method == "POST" and form.is_valid():
        try:
            write_risk_assessment(scene, kind, actor=actor(request), **form.cleaned_data)
        except WellbeingRefused as exc:
            messages.error(request, str(exc))
        else:
            messages.success(request, "Assessment saved as a new version.")
            return redirect(
                "risk_assessment", production_id=production.pk, scene_id=scene.pk, kind=kind
            )
    return render(
        request,
        "wellbeing/risk_assessment.html",
        {
            "production": production,
            "scene": scene,
            "kind_label": RiskAssessment.Kind(kind).label,
            "form": form,
            "history": history,
            "stale": current is not None and current.scene_sha256 != text_sha256(scene.text),
        },
    )
