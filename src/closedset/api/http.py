"""What every API view shares: login, allowed methods, JSON errors, the CSRF cookie.

History is append-only, so no endpoint accepts PUT, PATCH or DELETE: they answer
405 before anything is read. Anything the user may not see answers the same
JSON 404 as a missing object, so the API reveals no more than the pages do.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import wraps
from typing import Any

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.middleware.csrf import get_token

View = Callable[..., HttpResponse]


class BadRequest(Exception):
    """The request body is not what the endpoint reads; str() says why."""


def api_view(*methods: str) -> Callable[[View], View]:
    """Log in first; then 405 for other methods, JSON 404 and 400, and a CSRF cookie on GET."""

    def decorate(view: View) -> View:
        @login_required
        @wraps(view)
        def wrapper(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
            if request.method not in methods:
                refused = JsonResponse({"detail": "Method not allowed."}, status=405)
                refused["Allow"] = ", ".join(methods)
                return refused
            try:
                response = view(request, *args, **kwargs)
            except Http404:
                return JsonResponse({"detail": "Not found."}, status=404)
            except BadRequest as exc:
                return JsonResponse({"detail": str(exc)}, status=400)
            if request.method == "GET":
                get_token(request)
            return response

        return wrapper

    return decorate


def json_body(request: HttpRequest, allowed: set[str]) -> dict[str, Any]:
    """The body as a JSON object with only the allowed keys; an empty body is {}."""
    if not request.body.strip():
        return {}
    try:
        data = json.loads(request.body)
    except (ValueError, UnicodeDecodeError) as exc:
        raise BadRequest("The body is not JSON.") from exc
    if not isinstance(data, dict):
        raise BadRequest("The body is not a JSON object.")
    unknown = sorted(set(data) - allowed)
    if unknown:
        raise BadRequest(f"Unknown fields: {', '.join(unknown)}. Nothing was recorded.")
    return data


def when(value: Any) -> str | None:
    return value.isoformat() if value is not None else None
