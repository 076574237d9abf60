from django.apps import AppConfig


class ApiConfig(AppConfig):
    name = "closedset.api"
    label = "api"
