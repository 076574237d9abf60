from typing import Any

from django.db import DatabaseError


def test_healthz_answers_when_the_database_does(client: Any, db: Any) -> None:
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.content == b"ok\n"


def test_healthz_says_503_when_the_database_fails(client: Any, db: Any, monkeypatch: Any) -> None:
    from closedset.productions.models import Production

    def broken(*args: Any, **kwargs: Any) -> bool:
        raise DatabaseError("connection refused")

    monkeypatch.setattr(Production.objects, "exists", broken)
    assert client.get("/healthz").status_code == 503


def test_static_files_are_served_without_a_build_step(client: Any, db: Any) -> None:
    response = client.get("/static/closedset/site.css")
    assert response.status_code == 200
    assert client.get("/static/closedset/htmx.min.js").status_code == 200
