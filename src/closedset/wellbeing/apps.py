from django.apps import AppConfig


class WellbeingConfig(AppConfig):
    name = "closedset.wellbeing"
    label = "wellbeing"
