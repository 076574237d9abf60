"""Every page, every role: a 200 where DESIGN section 2 allows it, a 404 elsewhere."""

from __future__ import annotations

from typing import Any

import pytest
from django.urls import URLPattern, URLResolver, get_resolver

from .role_matrix import ACTIONS, ALL_ROLES, MATRIX, PUBLIC

ROLES_AND_OUTSIDER = sorted(ALL_ROLES | {"outsider"})


def _url_names(patterns: list[Any] | None = None) -> set[str]:
    names: set[str] = set()
    for pattern in patterns if patterns is not None else get_resolver().url_patterns:
        if isinstance(pattern, URLResolver):
            names |= _url_names(pattern.url_patterns)
        elif isinstance(pattern, URLPattern) and pattern.name:
            names.add(pattern.name)
    return names


def test_every_url_is_in_the_role_matrix() -> None:
    missing = _url_names() - set(MATRIX) - set(ACTIONS) - PUBLIC
    assert not missing, f"add these views to tests/web/role_matrix.py: {sorted(missing)}"


def test_every_matrix_entry_is_a_real_url() -> None:
    assert set(MATRIX) | set(ACTIONS) | PUBLIC <= _url_names()


@pytest.mark.parametrize("name", sorted(MATRIX))
@pytest.mark.parametrize("role", ROLES_AND_OUTSIDER)
def test_role_sees_page_only_where_allowed(client: Any, world: Any, name: str, role: str) -> None:
    build, allowed = MATRIX[name]
    client.force_login(world.person(role))
    response = client.get(build(world))
    expected = 200 if role in allowed else 404
    assert response.status_code == expected, f"{role} on {name}"


@pytest.mark.parametrize("name", sorted(MATRIX))
def test_anonymous_is_sent_to_login(client: Any, world: Any, name: str) -> None:
    build, _ = MATRIX[name]
    response = client.get(build(world))
    assert response.status_code == 302
    assert response["Location"].startswith("/accounts/login/")


@pytest.mark.parametrize("name", sorted(ACTIONS))
@pytest.mark.parametrize("role", ROLES_AND_OUTSIDER)
def test_role_may_post_action_only_where_allowed(
    client: Any, world: Any, name: str, role: str
) -> None:
    """An empty POST: refused with 404 for other roles, never a 404 or a crash for the allowed."""
    build, allowed = ACTIONS[name]
    client.force_login(world.person(role))
    response = client.post(build(world))
    if role in allowed:
        assert response.status_code not in {403, 404, 405, 500}, f"{role} on {name}"
    else:
        assert response.status_code == 404, f"{role} on {name}"


@pytest.mark.parametrize("name", sorted(ACTIONS))
def test_anonymous_action_is_sent_to_login(client: Any, world: Any, name: str) -> None:
    build, _ = ACTIONS[name]
    response = client.post(build(world))
    assert response.status_code == 302
    assert response["Location"].startswith("/accounts/login/")
