from django.apps import AppConfig


class WardrobeConfig(AppConfig):
    name = "closedset.wardrobe"
    label = "wardrobe"
