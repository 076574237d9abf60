from django.apps import AppConfig


class BreakdownConfig(AppConfig):
    name = "closedset.breakdown"
    label = "breakdown"
