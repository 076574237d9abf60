"""Confidential concerns: filing, the handlers' desk, the reporter's receipt, contacts."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.cache import add_never_cache_headers
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from closedset.productions.access import get_production_for

from ..concerns import concern_for_code, file_concern, handled_concerns, update_concern
from ..domain import WellbeingRefused
from ..forms import ConcernContactForm, ConcernForm, ConcernUpdateForm, ReceiptForm
from ..models import Concern, ConcernContact
from . import actor, own_membership


@login_required
@require_http_methods(["GET", "POST"])
def concern_new(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "wellbeing.report_concern")
    form = ConcernForm(request.POST or None, production=production)
    if request.method == "POST" and form.is_valid():
        try:
            concern, code = file_concern(
                production,
                actor=actor(request),
                body=form.cleaned_data["body"],
                anonymous=form.cleaned_data["anonymous"],
                named=form.cleaned_data["named"],
            )
        except WellbeingRefused as exc:
            messages.error(request, str(exc))
        else:
            response = render(
                request,
                "wellbeing/concern_filed.html",
                {"production": production, "concern": concern, "code": code},
            )
            add_never_cache_headers(response)
            return response
    return render(request, "wellbeing/concern_new.html", {"production": production, "form": form})


@login_required
@require_GET
def my_concerns(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "wellbeing.report_concern")
    membership = own_membership(request, production)
    rows = Concern.objects.filter(production=production, reporter=membership).prefetch_related(
        "updates"
    )
    return render(request, "wellbeing/my_concerns.html", {"production": production, "rows": rows})


@login_required
@require_GET
def concern_list(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "wellbeing.handle_concerns")
    rows = (
        handled_concerns(actor(request), production)
        .select_related("reporter__person")
        .prefetch_related("updates", "named__person")
    )
    return render(request, "wellbeing/concern_list.html", {"production": production, "rows": rows})


@login_required
@require_http_methods(["GET", "POST"])
def concern_detail(request: HttpRequest, production_id: int, concern_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "wellbeing.handle_concerns")
    concern = (
        handled_concerns(actor(request), production)
        .select_related("reporter__person", "production")
        .filter(pk=concern_id)
        .first()
    )
    if concern is None:
        raise Http404("No such concern")
    form = ConcernUpdateForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        try:
            update_concern(concern, actor=actor(request), **form.cleaned_data)
        except WellbeingRefused as exc:
            messages.error(request, str(exc))
        else:
            messages.success(request, "Update recorded.")
            return redirect("concern_detail", production_id=production.pk, concern_id=concern.pk)
    return render(
        request,
        "wellbeing/concern_detail.html",
        {
            "production": production,
            "concern": concern,
            "named": concern.named.select_related("person"),
            "updates": concern.updates.select_related("by"),
            "form": form,
        },
    )


@require_http_methods(["GET", "POST"])
def concern_status(request: HttpRequest) -> HttpResponse:
    """Public: whoever holds the receipt code reads the status and the notes, nothing else."""
    form = ReceiptForm(request.POST or None)
    concern = None
    looked_up = False
    if request.method == "POST" and form.is_valid():
        looked_up = True
        concern = concern_for_code(form.cleaned_data["code"])
    response = render(
        request,
        "wellbeing/concern_status.html",
        {
            "form": ReceiptForm(),
            "looked_up": looked_up,
            "concern": concern,
            "updates": list(concern.updates.all()) if concern else [],
        },
    )
    add_never_cache_headers(response)
    return response


@login_required
@require_http_methods(["GET", "POST"])
def concern_contacts(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(
        request.user, production_id, "wellbeing.manage_concern_contacts"
    )
    form = ConcernContactForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        form.instance.production = production
        form.save()
        messages.success(request, "Contact added.")
        return redirect("concern_contacts", production_id=production.pk)
    return render(
        request,
        "wellbeing/concern_contacts.html",
        {"production": production, "form": form, "rows": production.concern_contacts.all()},
    )


@login_required
@require_POST
def concern_contact_remove(
    request: HttpRequest, production_id: int, contact_id: int
) -> HttpResponse:
    production = get_production_for(
        request.user, production_id, "wellbeing.manage_concern_contacts"
    )
    contact = get_object_or_404(ConcernContact, pk=contact_id, production=production)
    contact.delete()
    messages.success(request, f"{contact.name} removed.")
    return redirect("concern_contacts", production_id=production.pk)
