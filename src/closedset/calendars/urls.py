from django.urls import path

from . import views

urlpatterns = [
    path("p/<int:production_id>/calendar/", views.calendar, name="calendar"),
    path("calendar/<str:token>.ics", views.calendar_feed, name="calendar_feed"),
]
