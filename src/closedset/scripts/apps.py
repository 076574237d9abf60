from django.apps import AppConfig


class ScriptsConfig(AppConfig):
    name = "closedset.scripts"
    label = "scripts"
