"""The rider as a PDF: the stored, signed HTML document, printed, with its signature page.

The PDF is the same document the performer read and signed: the stored HTML
bytes are rendered as they are, and a signature page is added before the end
of the body. That page says which document hash it renders, so a printed copy
can be checked against the stored one. Page size comes from the ruleset; page
numbers and the hash are in every footer.

WeasyPrint fetches nothing from the network: its URL fetcher serves data:
URLs and the app's own static files, and refuses everything else.
"""

from __future__ import annotations

import mimetypes
from typing import Any
from urllib.parse import urlsplit

from django.conf import settings
from django.contrib.staticfiles import finders
from django.template.loader import render_to_string
from weasyprint import CSS, HTML
from weasyprint.urls import URLFetcher, URLFetcherResponse

from closedset.productions.models import Scene

from .document import paper_size
from .models import Rider

SCRIPT_PAGES_MARKER = 'id="script-pages"'


class FetchRefused(ValueError):
    """WeasyPrint asked for something outside the document and the app's static files."""


class LocalOnlyFetcher(URLFetcher):
    """Serve data: URLs and files under STATIC_URL from the app itself; refuse the rest."""

    def fetch(self, url: str, headers: Any = None) -> URLFetcherResponse:
        if url.startswith("data:"):
            return super().fetch(url, headers)
        path = urlsplit(url).path
        static_prefix = "/" + settings.STATIC_URL.strip("/") + "/"
        if url.startswith(settings.SITE_URL + static_prefix) and ".." not in path:
            found = finders.find(path.removeprefix(static_prefix))
            if isinstance(found, str):
                with open(found, "rb") as handle:
                    body = handle.read()
                kind = mimetypes.guess_type(found)[0] or "application/octet-stream"
                return URLFetcherResponse(url, body, {"Content-Type": kind})
        raise FetchRefused(f"Rider PDFs fetch nothing from outside the app: {url}")


def print_stylesheet(rider: Rider) -> str:
    """Paper by ruleset, and a footer with the rendered document's hash and the page number."""
    return render_to_string(
        "riders/print.css", {"paper": paper_size(rider.production), "rider": rider}
    )


def print_pages(rider: Rider) -> str:
    """The signature page, and the script pages if the stored document lacks them."""
    attach_scenes = SCRIPT_PAGES_MARKER not in rider.html
    scenes = (
        Scene.objects.filter(pk__in=rider.scene_ids).order_by("ordinal") if attach_scenes else []
    )
    return render_to_string(
        "riders/pdf_pages.html",
        {"rider": rider, "signature": rider.signature, "scenes": scenes},
    )


def printable_html(rider: Rider) -> str:
    """The stored document with the print pages inserted before its closing body tag."""
    head, closing, tail = rider.html.rpartition("</body>")
    if not closing:
        return rider.html + print_pages(rider)
    return head + print_pages(rider) + closing + tail


def render_pdf(rider: Rider) -> bytes:
    fetcher = LocalOnlyFetcher()
    document = HTML(
        string=printable_html(rider), base_url=settings.SITE_URL + "/", url_fetcher=fetcher
    )
    stylesheet = CSS(string=print_stylesheet(rider), url_fetcher=fetcher)
    pdf: bytes = document.write_pdf(stylesheets=[stylesheet])
    return pdf
