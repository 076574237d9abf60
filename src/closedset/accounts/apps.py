from django.apps import AppConfig


class AccountsConfig(AppConfig):
    name = "closedset.accounts"
    label = "accounts"
