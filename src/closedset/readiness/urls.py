from django.urls import path

from . import views

urlpatterns = [
    path("p/<int:production_id>/readiness/", views.dashboard, name="readiness"),
    path("p/<int:production_id>/readiness/live/", views.dashboard_live, name="readiness_live"),
]
