from django.apps import AppConfig


class ChoreographyConfig(AppConfig):
    name = "closedset.choreography"
    label = "choreography"
