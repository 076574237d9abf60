from django.urls import path

from . import views

urlpatterns = [
    path("p/<int:production_id>/notifications/", views.deliveries, name="deliveries"),
    path(
        "p/<int:production_id>/notifications/<int:notification_id>/resend/",
        views.resend_notification,
        name="resend_notification",
    ),
    path("p/<int:production_id>/inbox/", views.inbox, name="inbox"),
]
