from django.apps import AppConfig


class ProductionsConfig(AppConfig):
    name = "closedset.productions"
    label = "productions"
