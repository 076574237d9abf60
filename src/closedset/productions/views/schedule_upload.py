"""Import shoot days from a scheduling tool's CSV export, and show what changed."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_http_methods

from ..access import get_production_for
from ..forms import ScheduleCsvForm
from ..schedule_csv import (
    MAX_CSV_BYTES,
    CsvFileError,
    RowError,
    parse_schedule_csv,
    refuse_if_too_large,
)
from ..schedule_import import ScheduleImportRefused, import_schedule


@login_required
@require_http_methods(["GET", "POST"])
def schedule_import(request: HttpRequest, production_id: int) -> HttpResponse:
    production = get_production_for(request.user, production_id, "productions.edit_schedule")
    form = ScheduleCsvForm(request.POST or None, request.FILES or None)
    context: dict[str, object] = {"production": production, "form": form}
    if request.method == "POST" and form.is_valid():
        upload = form.cleaned_data["file"]
        errors: list[RowError] = []
        try:
            refuse_if_too_large(upload.size)
            parsed = parse_schedule_csv(upload.read(MAX_CSV_BYTES + 1))
            summary = import_schedule(production, parsed, actor=request.user)  # type: ignore[arg-type]
        except CsvFileError as exc:
            form.add_error("file", str(exc))
        except ScheduleImportRefused as exc:
            form.add_error("file", str(exc))
            errors = exc.errors
        else:
            return render(
                request,
                "productions/schedule_imported.html",
                {"production": production, "summary": summary},
            )
        context["row_errors"] = errors
    return render(request, "productions/schedule_import.html", context)
