from django.apps import AppConfig


class AuditConfig(AppConfig):
    name = "closedset.audit"
    label = "audit"
