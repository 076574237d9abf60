from django.apps import AppConfig


class RidersConfig(AppConfig):
    name = "closedset.riders"
    label = "riders"
