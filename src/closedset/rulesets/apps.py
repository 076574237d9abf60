from django.apps import AppConfig
from django.db.models.signals import post_migrate


class RulesetsConfig(AppConfig):
    name = "closedset.rulesets"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from .loading import sync_after_migrate

        post_migrate.connect(sync_after_migrate, sender=self)
