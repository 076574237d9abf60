from django.urls import path

from . import views

urlpatterns = [
    path(
        "p/<int:production_id>/riders/<int:rider_id>/document.pdf",
        views.rider_pdf,
        name="rider_pdf",
    ),
]
