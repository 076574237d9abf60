"""One rider as JSON: its state, hash and signatures, for whoever may read the rider."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.urls import reverse

from closedset.productions.access import get_production_for
from closedset.productions.models import Scene
from closedset.riders.queries import rider_for

from .http import api_view, when


@api_view("GET")
def rider(request: HttpRequest, production_id: int, rider_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "riders.view_riders")
    found = rider_for(request.user, production, rider_id)
    scenes = Scene.objects.filter(pk__in=found.scene_ids).order_by("ordinal")
    args = [production.pk, found.pk]
    return JsonResponse(
        {
            "id": found.pk,
            "number": found.number,
            "performer": {"id": found.performer_id, "name": found.performer.person.name},
            "state": found.state,
            "sha256": found.sha256,
            "created_at": when(found.created_at),
            "scenes": [{"id": s.pk, "label": s.label, "heading": s.heading} for s in scenes],
            "signatures": [
                {
                    "typed_name": s.typed_name,
                    "signed_at": when(s.signed_at),
                    "document_sha256": s.document_sha256,
                }
                for s in found.signatures.order_by("seq")
            ],
            "document_url": reverse("rider_document", args=args),
            "pdf_url": reverse("rider_pdf", args=args),
        }
    )
