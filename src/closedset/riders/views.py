"""Rider pages: the list and detail for performer, IC and agent; status; edit restrictions."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_http_methods

from closedset.productions.access import get_production_for, membership_of
from closedset.productions.models import Production
from closedset.productions.requests import actor, posted_id
from closedset.productions.roles import Role

from .domain import (
    RiderRefused,
    acknowledge,
    distribute_rider,
    generate_rider,
    represent,
    sign_rider,
)
from .models import Distribution, RecipientKind, Rider
from .queries import edit_restrictions as restrictions_of
from .queries import rider_for, scene_status, visible_riders


def _rider_for(request: HttpRequest, production: Production, rider_id: int) -> Rider:
    return rider_for(request.user, production, rider_id)


@login_required
@require_http_methods(["GET", "POST"])
def riders(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "riders.view_riders")
    is_ic = request.user.has_perm("riders.manage_riders", production)
    if request.method == "POST":
        if not is_ic:
            raise Http404("No such page")
        _ic_action(request, production)
        return redirect("riders", production_id=production.pk)
    members = production.members.select_related("person")
    return render(
        request,
        "riders/riders.html",
        {
            "production": production,
            "riders": visible_riders(request.user, production).order_by("performer", "-number"),
            "is_ic": is_ic,
            "performers": [m for m in members if Role.PERFORMER in m.roles],
            "agents": [m for m in members if Role.AGENT in m.roles],
        },
    )


def _ic_action(request: HttpRequest, production: Production) -> None:
    members = {m.pk: m for m in production.members.select_related("person", "production")}
    performer = members.get(posted_id(request, "performer") or 0)
    agent = members.get(posted_id(request, "agent") or 0)
    if performer is None:
        messages.error(request, "Choose a performer of this production.")
        return
    try:
        if request.POST.get("action") == "represent":
            if agent is None:
                raise RiderRefused("Choose an agent of this production.")
            represent(agent, performer, actor=actor(request))
            messages.success(
                request, f"{agent.person.name} now sees {performer.person.name}'s riders."
            )
        else:
            rider = generate_rider(performer, actor=actor(request))
            messages.success(
                request, f"Rider {rider.number} for {performer.person.name} generated."
            )
    except RiderRefused as exc:
        messages.error(request, str(exc))


@login_required
@require_http_methods(["GET", "POST"])
def rider_detail(request: HttpRequest, production_id: int, rider_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "riders.view_riders")
    rider = _rider_for(request, production, rider_id)
    if request.method == "POST":
        _detail_action(request, production, rider)
        return redirect("rider_detail", production_id=production.pk, rider_id=rider.pk)
    me = membership_of(request.user, production)
    mine = [d for d in rider.distributions.all() if me and d.recipient_id == me.pk]
    return render(
        request,
        "riders/rider_detail.html",
        {
            "production": production,
            "rider": rider,
            "is_ic": request.user.has_perm("riders.manage_riders", production),
            "is_signer": me is not None and me.pk == rider.performer_id,
            "distributions": rider.distributions.select_related("recipient__person"),
            "mine": mine,
            "kinds": RecipientKind.choices,
            "recipients": [
                m
                for m in production.members.select_related("person")
                if {Role.AGENT, Role.EDITOR} & set(m.roles)
            ],
        },
    )


def _detail_action(request: HttpRequest, production: Production, rider: Rider) -> None:
    action = request.POST.get("action")
    user = request.user
    try:
        if action == "sign":
            sign_rider(
                rider,
                actor=user,  # type: ignore[arg-type]
                password=request.POST.get("password", ""),
                typed_name=request.POST.get("typed_name", ""),
                seen_sha256=request.POST.get("sha256", ""),
            )
            messages.success(request, "Signed. Your signature was recorded.")
        elif action == "distribute" and user.has_perm("riders.manage_riders", production):
            recipient_id = request.POST.get("recipient", "")
            recipient = (
                production.members.select_related("person").filter(pk=int(recipient_id)).first()
                if recipient_id.isdigit()
                else None
            )
            distribute_rider(
                rider,
                actor=user,  # type: ignore[arg-type]
                kind=request.POST.get("kind", ""),
                recipient=recipient,
                email=request.POST.get("email", "").strip(),
            )
            messages.success(request, "Sent. The recipient is asked to acknowledge receipt.")
        elif action == "acknowledge":
            sent = get_object_or_404(rider.distributions, pk=request.POST.get("distribution"))
            acknowledge(sent, actor=user)  # type: ignore[arg-type]
            messages.success(request, "Receipt acknowledged.")
        else:
            messages.error(request, "Nothing was recorded.")
    except RiderRefused as exc:
        messages.error(request, str(exc))


@login_required
def rider_document(request: HttpRequest, production_id: int, rider_id: int) -> HttpResponse:
    """The exact stored bytes, so what is printed is what was hashed and signed."""
    production = get_production_for(request.user, production_id, "riders.view_riders")
    rider = _rider_for(request, production, rider_id)
    response = HttpResponse(rider.html.encode("utf-8"), content_type="text/html; charset=utf-8")
    response["Content-Security-Policy"] = "default-src 'none'; style-src 'unsafe-inline'"
    return response


@login_required
def rider_pdf(request: HttpRequest, production_id: int, rider_id: int) -> HttpResponse:
    """The same document as a PDF, with its signature page and the hash it renders."""
    production = get_production_for(request.user, production_id, "riders.view_riders")
    rider = _rider_for(request, production, rider_id)
    # Imported here so that a host without Pango loses the PDF only, not every rider page.
    from .pdf import render_pdf

    response = HttpResponse(render_pdf(rider), content_type="application/pdf")
    filename = f"rider-{rider.number}-{rider.sha256[:12]}.pdf"
    response["Content-Disposition"] = f'inline; filename="{filename}"'
    return response


@login_required
def rider_status(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "riders.view_rider_status")
    return render(
        request,
        "riders/rider_status.html",
        {"production": production, "rows": scene_status(production)},
    )


@login_required
@require_http_methods(["GET", "POST"])
def edit_restrictions(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "riders.view_edit_restrictions")
    me = membership_of(request.user, production)
    pending = [
        d
        for d in Distribution.objects.filter(rider__production=production, recipient=me)
        if d.receipt is None
    ]
    if request.method == "POST":
        for sent in pending:
            acknowledge(sent, actor=actor(request))
        messages.success(request, "Acknowledged.")
        return redirect("edit_restrictions", production_id=production.pk)
    return render(
        request,
        "riders/edit_restrictions.html",
        {"production": production, "scenes": restrictions_of(production), "pending": pending},
    )


@require_http_methods(["GET", "POST"])
def rider_receipt(request: HttpRequest, token: str) -> HttpResponse:
    """Legal's private link: the signed document and one button to acknowledge receipt."""
    sent = get_object_or_404(
        Distribution.objects.select_related("rider__production"), token=token, recipient=None
    )
    if request.method == "POST":
        acknowledge(sent, actor=None)
        return redirect("rider_receipt", token=token)
    return render(request, "riders/rider_receipt.html", {"sent": sent, "rider": sent.rider})
