"""People on a production, invitations and their acceptance."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth import get_user_model, login
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_http_methods

from ..access import get_membership_for, get_production_for
from ..forms import AcceptInvitationForm, InvitationForm
from ..invitations import accept_invitation, send_invitation
from ..models import Invitation


@login_required
def people(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "productions.view_people")
    members = production.members.select_related("person").prefetch_related("cast__character")
    pending = production.invitations.filter(accepted_at__isnull=True).order_by("-created_at")
    return render(
        request,
        "productions/people.html",
        {
            "production": production,
            "members": members,
            "pending": pending
            if request.user.has_perm("productions.manage_members", production)
            else [],
            "can_invite": request.user.has_perm("productions.manage_members", production),
        },
    )


@login_required
def person(request: HttpRequest, production_id: int, membership_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "productions.view_production")
    membership = get_membership_for(
        request.user, production, membership_id, "productions.view_person"
    )
    cast = membership.cast.select_related("character")
    scenes = production.scenes.filter(characters__cast__membership=membership).distinct()
    return render(
        request,
        "productions/person.html",
        {"production": production, "membership": membership, "cast": cast, "scenes": scenes},
    )


@login_required
@require_http_methods(["GET", "POST"])
def invite(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "productions.manage_members")
    form = InvitationForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        invitation = send_invitation(
            production,
            email=form.cleaned_data["email"],
            name=form.cleaned_data["name"],
            roles=form.cleaned_data["roles"],
            actor=request.user,  # type: ignore[arg-type]  # login_required
        )
        messages.success(request, f"Invitation sent to {invitation.email}.")
        return redirect("people", production_id=production.pk)
    return render(request, "productions/invite.html", {"production": production, "form": form})


@require_http_methods(["GET", "POST"])
def accept(request: HttpRequest, token: str) -> HttpResponse:
    invitation = get_object_or_404(Invitation.objects.select_related("production"), token=token)
    if not invitation.is_usable:
        raise Http404("This invitation has expired or was already used.")
    existing = get_user_model().objects.filter(email__iexact=invitation.email).first()
    if existing and request.user != existing:
        messages.info(request, "You already have an account: log in to accept the invitation.")
        return redirect(f"/accounts/login/?next={request.path}")
    data = request.POST if request.method == "POST" else None
    form = AcceptInvitationForm(data, needs_account=existing is None)
    if request.method == "POST" and form.is_valid():
        person = accept_invitation(
            invitation,
            name=form.cleaned_data.get("name") or invitation.name,
            password=form.cleaned_data.get("password1"),
        )
        if not request.user.is_authenticated:
            login(request, person, backend="django.contrib.auth.backends.ModelBackend")
        return redirect("overview", production_id=invitation.production_id)
    return render(request, "productions/accept.html", {"invitation": invitation, "form": form})
