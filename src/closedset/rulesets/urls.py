from django.urls import path

from . import views

urlpatterns = [
    path("p/<int:production_id>/rules/", views.rules_page, name="rules"),
    path("p/<int:production_id>/rules/local/", views.local_rule_add, name="local_rule_add"),
    path(
        "p/<int:production_id>/rules/local/<int:rule_id>/retire/",
        views.local_rule_retire,
        name="local_rule_retire",
    ),
    path("p/<int:production_id>/rules/ruleset/", views.choose_ruleset, name="choose_ruleset"),
]
