"""The IC uploads drafts; scenes appear, revisions keep what survives, bad files lose nothing."""

from __future__ import annotations

from typing import Any

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from closedset.productions.models import Scene
from closedset.scripts.models import SceneChange, ScriptDraft

DRAFT_ONE = b"""Title: Night Swim

INT. POOL HOUSE - NIGHT

ANNA (34) swims alone. The water is black.

BEN (36) watches from the door.

BEN
You should come in.

EXT. ROOFTOP - DAY

Ben smokes and looks over the city. He throws the cigarette away.

INT. KITCHEN - MORNING

Anna makes coffee. The radio plays an old song about summer.
"""

DRAFT_TWO = b"""Title: Night Swim

INT. POOL HOUSE - NIGHT

ANNA (34) swims alone. The water is black.

BEN (36) watches from the door.

BEN
You should come in. Please.

INT. HALLWAY - NIGHT

A new scene: Ben walks the hallway with a torch, checking every door twice.

INT. KITCHEN - MORNING

Anna makes coffee. The radio plays an old song about summer.
"""


@pytest.fixture
def ic(client: Any, world: Any) -> Any:
    client.force_login(world.person("intimacy_coordinator"))
    return client


def upload(client: Any, world: Any, content: bytes, name: str = "draft.fountain") -> Any:
    url = reverse("script_home", args=[world.production.pk])
    return client.post(url, {"file": SimpleUploadedFile(name, content)})


def fresh_production(world: Any) -> Any:
    """The world has two hand-made scenes; start this story from an empty production."""
    Scene.objects.filter(production=world.production).delete()
    return world.production


def test_ic_uploads_a_first_draft_and_scenes_appear(
    ic: Any, world: Any, django_capture_on_commit_callbacks: Any
) -> None:
    production = fresh_production(world)
    with django_capture_on_commit_callbacks(execute=True):
        response = upload(ic, world, DRAFT_ONE)
    assert response.status_code == 302
    draft = ScriptDraft.objects.get(production=production, version=2)
    assert draft.status == ScriptDraft.Status.DONE, draft.error
    headings = list(production.scenes.values_list("heading", flat=True))
    assert headings == ["INT. POOL HOUSE - NIGHT", "EXT. ROOFTOP - DAY", "INT. KITCHEN - MORNING"]
    pool = production.scenes.get(heading="INT. POOL HOUSE - NIGHT")
    assert {c.name for c in pool.characters.all()} == {"ANNA", "BEN"}
    page = ic.get(reverse("draft_detail", args=[production.pk, draft.pk])).content.decode()
    assert "Imported" in page


def test_revised_draft_is_matched_by_content_not_ordinal(
    ic: Any, world: Any, django_capture_on_commit_callbacks: Any
) -> None:
    production = fresh_production(world)
    with django_capture_on_commit_callbacks(execute=True):
        upload(ic, world, DRAFT_ONE)
    kitchen = production.scenes.get(heading="INT. KITCHEN - MORNING")
    pool = production.scenes.get(heading="INT. POOL HOUSE - NIGHT")
    rooftop = production.scenes.get(heading="EXT. ROOFTOP - DAY")
    with django_capture_on_commit_callbacks(execute=True):
        upload(ic, world, DRAFT_TWO, "draft2.fountain")
    draft = ScriptDraft.objects.get(production=production, version=3)
    assert draft.status == ScriptDraft.Status.DONE, draft.error
    kinds = {c.scene_id: c.kind for c in SceneChange.objects.filter(draft=draft)}
    assert kinds[kitchen.pk] == SceneChange.Kind.UNCHANGED
    assert kinds[pool.pk] == SceneChange.Kind.CHANGED
    assert kinds[rooftop.pk] == SceneChange.Kind.REMOVED
    rooftop.refresh_from_db()
    assert rooftop.is_omitted
    added = SceneChange.objects.get(draft=draft, kind=SceneChange.Kind.ADDED).scene
    assert added.heading == "INT. HALLWAY - NIGHT"
    kitchen.refresh_from_db()
    assert kitchen.ordinal == 3, "the surviving scene keeps its identity under a new ordinal"
    page = ic.get(reverse("draft_detail", args=[production.pk, draft.pk])).content.decode()
    assert "Removed" in page
    assert "Added" in page
    assert "Changed" in page


@pytest.mark.parametrize(
    ("content", "name", "message"),
    [
        (b"\x00\x01\x02binary\x00" * 50, "film.bin", "not a script"),
        (b"%PDF-1.4\n%broken", "film.pdf", "PDF"),
        (
            b'<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]>'
            b"<FinalDraft><Content></Content></FinalDraft>",
            "hostile.fdx",
            "",
        ),
        (b"Just a letter to my agent, no scenes at all.\n", "letter.txt", "scene"),
    ],
)
def test_bad_files_fail_clearly_and_change_nothing(
    ic: Any,
    world: Any,
    django_capture_on_commit_callbacks: Any,
    content: bytes,
    name: str,
    message: str,
) -> None:
    scenes_before = list(world.production.scenes.values_list("pk", "heading", "ordinal"))
    with django_capture_on_commit_callbacks(execute=True):
        upload(ic, world, content, name)
    draft = ScriptDraft.objects.filter(production=world.production).order_by("-version").first()
    assert draft.status == ScriptDraft.Status.FAILED
    assert draft.error
    assert message.lower() in draft.error.lower()
    assert "Traceback" not in draft.error
    after = list(world.production.scenes.values_list("pk", "heading", "ordinal"))
    assert after == scenes_before


def test_empty_and_oversized_uploads_are_refused_before_storage(
    ic: Any, world: Any, settings: Any
) -> None:
    before = ScriptDraft.objects.count()
    response = upload(ic, world, b"   \n  ")
    assert response.status_code == 200
    settings.MAX_UPLOAD_BYTES = 100
    response = upload(ic, world, b"INT. A - DAY\n\n" + b"x" * 200)
    assert "larger than" in response.content.decode()
    assert ScriptDraft.objects.count() == before


def test_double_submit_of_the_same_file_stores_one_draft(
    ic: Any, world: Any, django_capture_on_commit_callbacks: Any
) -> None:
    fresh_production(world)
    with django_capture_on_commit_callbacks(execute=True):
        upload(ic, world, DRAFT_ONE)
        second = upload(ic, world, DRAFT_ONE)
    assert "already uploaded as draft" in second.content.decode()
    assert ScriptDraft.objects.filter(production=world.production).count() == 2


def test_editor_cannot_upload(client: Any, world: Any) -> None:
    client.force_login(world.person("mental_health_coordinator"))
    response = upload(client, world, DRAFT_ONE)
    assert response.status_code == 404
    assert ScriptDraft.objects.filter(production=world.production).count() == 1


def test_progress_partial_polls_until_finished(ic: Any, world: Any) -> None:
    draft = world.objects["draft"]
    url = reverse("draft_detail", args=[world.production.pk, draft.pk])
    partial = ic.get(url, HTTP_HX_REQUEST="true").content.decode()
    assert 'hx-trigger="every 2s"' in partial
    assert "<html" not in partial


def test_changed_scene_with_a_consent_tells_the_ic_to_revisit_it(
    client: Any, world: Any, django_capture_on_commit_callbacks: Any
) -> None:
    from closedset.consent.domain import draft_consent
    from tests.web.consent_helpers import some_terms

    production = fresh_production(world)
    ic_person = world.person("intimacy_coordinator")
    client.force_login(ic_person)
    with django_capture_on_commit_callbacks(execute=True):
        upload(client, world, DRAFT_ONE)
    pool = production.scenes.get(heading="INT. POOL HOUSE - NIGHT")
    draft_consent(pool, world.members["performer"], some_terms(), actor=ic_person)
    with django_capture_on_commit_callbacks(execute=True):
        upload(client, world, DRAFT_TWO, "draft2.fountain")
    draft = ScriptDraft.objects.get(production=production, version=3)
    url = reverse("draft_detail", args=[production.pk, draft.pk])
    assert "revisit 1 performer consent" in client.get(url).content.decode()
    client.force_login(world.person("director"))
    assert "revisit" not in client.get(url).content.decode()
