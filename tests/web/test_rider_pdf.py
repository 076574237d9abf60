"""Stories: the IC, the performer and their agent print the rider as a PDF; nobody else can."""

from __future__ import annotations

from typing import Any

import pypdfium2 as pdfium
import pytest
from django.urls import reverse

from closedset.productions.models import Production
from closedset.riders.pdf import FetchRefused, LocalOnlyFetcher, printable_html

from .rider_helpers import rider_for


def _pdf_url(world: Any, rider: Any) -> str:
    return reverse("rider_pdf", args=[world.production.pk, rider.pk])


def pdf_text(data: bytes) -> str:
    document = pdfium.PdfDocument(data)
    return "\n".join(page.get_textpage().get_text_range() for page in document)


def pdf_page_size(data: bytes) -> tuple[int, int]:
    width, height = pdfium.PdfDocument(data)[0].get_size()
    return round(width), round(height)


def _set_scene_text(world: Any) -> None:
    scene = world.objects["anna_scene"]
    scene.text = "ANNA slips off her robe and dives into the dark pool."
    scene.save()


def test_signed_rider_prints_with_its_signature_and_hash(client: Any, world: Any) -> None:
    _set_scene_text(world)
    rider = rider_for(world, signed=True)
    client.force_login(world.person("performer"))
    response = client.get(_pdf_url(world, rider))
    assert response.status_code == 200
    assert response["Content-Type"] == "application/pdf"
    assert response.content.startswith(b"%PDF")
    text = pdf_text(response.content)
    assert "Performer person" in text
    assert "INT. POOL HOUSE - NIGHT" in text
    assert "Breasts / chest: partial" in text
    assert "No stills." in text
    assert "dives into the dark pool" in text
    assert rider.sha256 in text
    assert rider.signature is not None
    assert rider.signature.document_sha256 in text
    assert "Signed at" in text
    assert "Page 1 of" in text


def test_unsigned_rider_says_it_is_not_signed(client: Any, world: Any) -> None:
    rider = rider_for(world)
    client.force_login(world.person("intimacy_coordinator"))
    text = pdf_text(client.get(_pdf_url(world, rider)).content)
    assert "Not signed." in text
    assert "Signed at" not in text
    assert rider.sha256 in text


def test_pdf_renders_the_stored_document_unchanged(world: Any) -> None:
    """Everything the performer signed is in the printed HTML, byte for byte, in order."""
    rider = rider_for(world, signed=True)
    printed = printable_html(rider)
    head, _, tail = rider.html.rpartition("</body>")
    assert printed.startswith(head)
    assert printed.endswith("</body>" + tail)


@pytest.mark.parametrize(
    ("ruleset", "size"),
    [
        (Production.Ruleset.SAG_AFTRA, (612, 792)),
        (Production.Ruleset.ACTRA, (612, 792)),
        (Production.Ruleset.EQUITY_UK, (595, 842)),
    ],
)
def test_paper_follows_the_ruleset(
    client: Any, world: Any, ruleset: str, size: tuple[int, int]
) -> None:
    world.production.ruleset = ruleset
    world.production.save()
    rider = rider_for(world)
    client.force_login(world.person("agent"))
    assert pdf_page_size(client.get(_pdf_url(world, rider)).content) == size


@pytest.mark.parametrize(
    "role", ["director", "producer", "first_ad", "editor", "crew", "mental_health_coordinator"]
)
def test_production_roles_get_404_for_the_pdf(client: Any, world: Any, role: str) -> None:
    rider = rider_for(world, signed=True)
    client.force_login(world.person(role))
    response = client.get(_pdf_url(world, rider))
    assert response.status_code == 404
    assert b"%PDF" not in response.content


def test_another_performer_gets_404_for_the_pdf(client: Any, world: Any) -> None:
    rider = rider_for(world, signed=True)
    client.force_login(world.person("other_performer"))
    assert client.get(_pdf_url(world, rider)).status_code == 404


def test_the_pdf_fetches_nothing_from_the_network() -> None:
    fetcher = LocalOnlyFetcher()
    for url in (
        "https://tracker.example/pixel.png",
        "http://169.254.169.254/",
        "file:///etc/passwd",
    ):
        with pytest.raises(FetchRefused):
            fetcher.fetch(url)
    assert fetcher.fetch("data:text/plain,hello").read() == b"hello"


def test_the_pdf_may_use_the_apps_own_static_files(settings: Any) -> None:
    fetched = LocalOnlyFetcher().fetch(settings.SITE_URL + "/static/closedset/site.css")
    assert fetched.read()
    with pytest.raises(FetchRefused):
        LocalOnlyFetcher().fetch(settings.SITE_URL + "/static/../settings.py")
