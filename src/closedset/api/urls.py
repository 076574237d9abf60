from django.urls import path

from . import consents, riders

urlpatterns = [
    path(
        "api/p/<int:production_id>/consents/<int:scene_id>/",
        consents.consents,
        name="api_consents",
    ),
    path(
        "api/p/<int:production_id>/consents/<int:scene_id>/withdraw",
        consents.withdraw,
        name="api_consent_withdraw",
    ),
    path("api/p/<int:production_id>/riders/<int:rider_id>/", riders.rider, name="api_rider"),
]
