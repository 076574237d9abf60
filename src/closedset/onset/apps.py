from django.apps import AppConfig


class OnsetConfig(AppConfig):
    name = "closedset.onset"
    label = "onset"
    default_auto_field = "django.db.models.BigAutoField"
