"""Uploading a draft and applying it to the production's scenes.

A draft is stored first and read by a background task, so a large PDF never
blocks a request. Applying it (scenes, characters, changes, breakdown) is one
transaction: a file that fails leaves the production exactly as it was.
"""

from __future__ import annotations

import hashlib
import logging
from typing import TYPE_CHECKING

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import Max
from django.utils import timezone

from closedset.breakdown.analysis import store_breakdown
from closedset.productions.models import Production, Scene
from closedset.productions.scenes import link_characters, scene_fields, sync_characters
from closedset.screenplay import Script, ScriptImportError, parse_bytes
from closedset.screenplay.model import Scene as ScriptScene

from .matching import SceneKey, match_scenes
from .models import SceneChange, ScriptDraft

if TYPE_CHECKING:
    from closedset.accounts.models import Person

log = logging.getLogger(__name__)


class UploadRefused(Exception):
    """The upload was refused before anything was stored; str() says why."""


def refuse_if_too_large(size: int) -> None:
    """The upload limit, checked by the view before it reads the file and again here."""
    limit = settings.MAX_UPLOAD_BYTES
    if size > limit:
        raise UploadRefused(f"The file is larger than the {limit // (1024 * 1024)} MB limit.")


def upload_draft(
    production: Production, *, filename: str, content: bytes, actor: Person
) -> ScriptDraft:
    """Store a new draft and queue it for import once the transaction commits."""
    if not content.strip():
        raise UploadRefused("The file is empty.")
    refuse_if_too_large(len(content))
    digest = hashlib.sha256(content).hexdigest()
    try:
        with transaction.atomic():
            locked = Production.objects.select_for_update().get(pk=production.pk)
            duplicate = locked.drafts.filter(sha256=digest).first()
            if duplicate is not None:
                raise UploadRefused(f"This file was already uploaded as draft {duplicate.version}.")
            last = locked.drafts.aggregate(m=Max("version"))["m"] or 0
            draft = ScriptDraft.objects.create(
                production=locked,
                version=last + 1,
                filename=filename[:255],
                content=content,
                sha256=digest,
                size=len(content),
                uploaded_by=actor,
            )
            transaction.on_commit(lambda: _enqueue(draft.pk))
    except IntegrityError as exc:
        raise UploadRefused("This file was just uploaded by someone else.") from exc
    return draft


def _enqueue(draft_id: int) -> None:
    from .tasks import import_draft_task

    import_draft_task.enqueue(draft_id)


def _set_progress(draft_id: int, progress: int, **fields: object) -> None:
    ScriptDraft.objects.filter(pk=draft_id).update(progress=progress, **fields)


def process_draft(draft_id: int) -> ScriptDraft:
    """Parse, apply and break down a stored draft; record failure instead of raising."""
    draft = ScriptDraft.objects.get(pk=draft_id)
    if draft.is_finished:
        return draft
    _set_progress(draft_id, 10, status=ScriptDraft.Status.PROCESSING)
    try:
        script = parse_bytes(bytes(draft.content), draft.filename)
    except ScriptImportError as exc:
        _set_progress(
            draft_id,
            100,
            status=ScriptDraft.Status.FAILED,
            error=str(exc),
            finished_at=timezone.now(),
        )
        return ScriptDraft.objects.get(pk=draft_id)
    _set_progress(draft_id, 50)
    try:
        apply_draft(draft_id, script)
    except Exception:
        log.exception("applying draft %s failed", draft_id)
        _set_progress(
            draft_id,
            100,
            status=ScriptDraft.Status.FAILED,
            error="The script was read but could not be applied; nothing was changed. "
            "The error was logged for the administrators.",
            finished_at=timezone.now(),
        )
    return ScriptDraft.objects.get(pk=draft_id)


@transaction.atomic
def apply_draft(draft_id: int, script: Script) -> list[Scene]:
    """Create or update the production's scenes from the draft, then run the breakdown."""
    draft = ScriptDraft.objects.select_for_update().get(pk=draft_id)
    production = Production.objects.select_for_update().get(pk=draft.production_id)
    characters = sync_characters(production, script)
    current = list(production.scenes.filter(is_omitted=False))
    scenes = _apply_scenes(draft, current, script.scenes)
    for scene, script_scene in zip(scenes, script.scenes, strict=True):
        link_characters(scene, script_scene.characters, characters)
    store_breakdown(draft, script, scenes)
    draft.status = ScriptDraft.Status.DONE
    draft.progress = 100
    draft.source_format = script.source_format
    draft.title = script.title[:300]
    draft.page_count = script.page_count
    draft.scene_count = len(script.scenes)
    draft.warnings = script.warnings
    draft.finished_at = timezone.now()
    draft.save()
    return scenes


def _apply_scenes(draft: ScriptDraft, current: list[Scene], new: list[ScriptScene]) -> list[Scene]:
    """One production scene per new script scene, in script order; record each change."""
    new_fields = [scene_fields(s) for s in new]
    old_keys = [SceneKey(s.pk, s.heading, s.text, s.number) for s in current]
    new_keys = [
        SceneKey(i, str(f["heading"]), str(f["text"]), str(f["number"]))
        for i, f in enumerate(new_fields)
    ]
    by_pk = {s.pk: s for s in current}
    result: list[Scene | None] = [None] * len(new)
    changes: list[SceneChange] = []
    for match in match_scenes(old_keys, new_keys):
        if match.new_index is None:
            assert match.old is not None
            scene = by_pk[match.old.key]  # type: ignore[index]
            scene.is_omitted = True
            scene.save(update_fields=["is_omitted"])
            changes.append(
                SceneChange(
                    draft=draft,
                    scene=scene,
                    kind=SceneChange.Kind.REMOVED,
                    old_heading=scene.heading,
                    old_ordinal=scene.ordinal,
                )
            )
            continue
        fields = new_fields[match.new_index]
        if match.old is None:
            scene = Scene.objects.create(production=draft.production, **fields)
            changes.append(SceneChange(draft=draft, scene=scene, kind=SceneChange.Kind.ADDED))
        else:
            scene = by_pk[match.old.key]  # type: ignore[index]
            before = (scene.heading, scene.ordinal, scene.text)
            for name, value in fields.items():
                setattr(scene, name, value)
            scene.save()
            changes.append(
                SceneChange(
                    draft=draft,
                    scene=scene,
                    kind=match.kind,
                    similarity=match.similarity,
                    old_heading=before[0],
                    old_ordinal=before[1],
                    old_text=before[2] if match.kind == SceneChange.Kind.CHANGED else "",
                )
            )
        result[match.new_index] = scene
    SceneChange.objects.bulk_create(changes)
    return [s for s in result if s is not None]
