"""Uploading drafts and following their import."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db.models import Count
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_http_methods

from closedset.productions.access import get_production_for
from closedset.productions.requests import actor

from .forms import UploadForm
from .importing import UploadRefused, refuse_if_too_large, upload_draft


@login_required
@require_http_methods(["GET", "POST"])
def script_home(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "scripts.view_script")
    can_upload = request.user.has_perm("scripts.upload_script", production)
    form = UploadForm()
    if request.method == "POST":
        production = get_production_for(request.user, production_id, "scripts.upload_script")
        form = UploadForm(request.POST, request.FILES)
        if form.is_valid():
            upload = form.cleaned_data["file"]
            try:
                refuse_if_too_large(upload.size)
                draft = upload_draft(
                    production,
                    filename=upload.name,
                    content=upload.read(),
                    actor=actor(request),  # login_required
                )
            except UploadRefused as exc:
                form.add_error("file", str(exc))
            else:
                messages.success(request, f"Draft {draft.version} uploaded; reading it now.")
                return redirect("draft_detail", production_id=production.pk, draft_id=draft.pk)
    drafts = production.drafts.defer("content").select_related("uploaded_by")
    return render(
        request,
        "scripts/script_home.html",
        {
            "production": production,
            "drafts": drafts,
            "form": form if can_upload else None,
        },
    )


@login_required
def draft_detail(request: HttpRequest, production_id: int, draft_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "scripts.view_script")
    draft = get_object_or_404(production.drafts.defer("content"), pk=draft_id)
    changes = draft.changes.exclude(kind="unchanged").select_related("scene")
    show_consents = request.user.has_perm("consent.manage_consents", production)
    if show_consents:
        # A changed or cut scene with consents on file: the IC revisits those consents and riders.
        changes = changes.annotate(
            consent_count=Count("scene__consent_versions__performer", distinct=True)
        )
    template = "scripts/_draft_status.html" if request.headers.get("HX-Request") else None
    return render(
        request,
        template or "scripts/draft_detail.html",
        {
            "production": production,
            "draft": draft,
            "changes": changes,
            "show_consents": show_consents,
        },
    )
