from django.apps import AppConfig


class CalendarsConfig(AppConfig):
    name = "closedset.calendars"
    label = "calendars"
