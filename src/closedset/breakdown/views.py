"""The IC's review of the breakdown, and the report sent to the production."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db.models import QuerySet
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_http_methods

from closedset.engine import report as engine_report
from closedset.productions.access import get_production_for
from closedset.productions.models import Production, Scene

from .analysis import review_scenes
from .forms import DecisionForm
from .models import Category, Severity
from .reports import reviewed_breakdown, schedule_by_ordinal
from .reviewing import ReviewRefused, record_decision


def _scenes(production: Production) -> QuerySet[Scene]:
    return production.scenes.filter(is_omitted=False).prefetch_related("characters")


@login_required
def breakdown_list(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "breakdown.view_breakdown")
    reviews = review_scenes(production, _scenes(production))
    show_all = request.GET.get("all") == "1"
    rows = reviews if show_all else [r for r in reviews if r.flags]
    return render(
        request,
        "breakdown/breakdown_list.html",
        {
            "production": production,
            "rows": rows,
            "show_all": show_all,
            "flagged": sum(1 for r in reviews if r.active),
            "pending": sum(r.pending for r in reviews),
        },
    )


@login_required
@require_http_methods(["GET", "POST"])
def scene_review(request: HttpRequest, production_id: int, scene_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "breakdown.view_breakdown")
    scene = get_object_or_404(_scenes(production), pk=scene_id)
    can_review = request.user.has_perm("breakdown.review_breakdown", production)
    if request.method == "POST":
        if not can_review:
            raise Http404("No such scene")
        form = DecisionForm(request.POST)
        if form.is_valid():
            try:
                record_decision(scene, actor=request.user, **form.cleaned_data)  # type: ignore[arg-type]
            except ReviewRefused as exc:
                messages.error(request, str(exc))
            else:
                messages.success(request, "Decision recorded.")
            return redirect("scene_review", production_id=production.pk, scene_id=scene.pk)
        messages.error(request, "That decision was incomplete; nothing was recorded.")
    (review,) = review_scenes(production, [scene])
    history = scene.flag_reviews.select_related("reviewer").order_by("-created_at")
    return render(
        request,
        "breakdown/scene_review.html",
        {
            "production": production,
            "scene": scene,
            "review": review,
            "history": history,
            "can_review": can_review,
            "categories": Category.choices,
            "severities": Severity.choices,
            "unflagged": [c for c in Category.choices if c[0] not in review.flags],
        },
    )


@login_required
def breakdown_report(request: HttpRequest, production_id: int, fmt: str) -> HttpResponse:
    production = get_production_for(request.user, production_id, "breakdown.view_breakdown")
    breakdown = reviewed_breakdown(production, review_scenes(production, _scenes(production)))
    schedule = schedule_by_ordinal(production)
    if fmt == "md":
        body = engine_report.to_markdown(breakdown, schedule)
        response = HttpResponse(body, content_type="text/markdown; charset=utf-8")
        response["Content-Disposition"] = 'attachment; filename="breakdown.md"'
        return response
    return HttpResponse(engine_report.to_html(breakdown, schedule))
