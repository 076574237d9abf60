from django.apps import AppConfig


class ReadinessConfig(AppConfig):
    name = "closedset.readiness"
    default_auto_field = "django.db.models.BigAutoField"
