from django.apps import AppConfig


class ConsentConfig(AppConfig):
    name = "closedset.consent"
    label = "consent"
