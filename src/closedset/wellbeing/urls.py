from django.urls import path

from .views import advisories, checkins, concerns, risk, stepaway, support

P = "p/<int:production_id>/"

urlpatterns = [
    path(P + "advisories/", advisories.advisory_days, name="advisory_days"),
    path(P + "advisories/<int:day_id>/", advisories.day_advisories, name="day_advisories"),
    path(
        P + "advisories/<int:day_id>/generate/",
        advisories.advisories_generate,
        name="advisories_generate",
    ),
    path(P + "advisories/<int:day_id>/send/", advisories.advisories_send, name="advisories_send"),
    path(P + "my-advisories/", advisories.my_advisories, name="my_advisories"),
    path(P + "step-away/", stepaway.step_away, name="step_away"),
    path(P + "step-away/requests/", stepaway.step_away_requests, name="step_away_requests"),
    path(
        P + "step-away/requests/<int:request_id>/decide/",
        stepaway.step_away_decide,
        name="step_away_decide",
    ),
    path(P + "check-ins/", checkins.checkins, name="mhc_checkins"),
    path(P + "support/", support.support, name="support"),
    path(P + "support/new/", support.resource_new, name="resource_new"),
    path(P + "support/<int:resource_id>/", support.resource_edit, name="resource_edit"),
    path(P + "support/<int:resource_id>/remove/", support.resource_remove, name="resource_remove"),
    path(P + "pulse/", support.pulse_answer, name="pulse_answer"),
    path(P + "pulse/trend/", support.pulse_trend, name="pulse_trend"),
    path(P + "risk/", risk.risk_assessments, name="risk_assessments"),
    path(P + "risk/<int:scene_id>/<str:kind>/", risk.risk_assessment, name="risk_assessment"),
    path(P + "concerns/new/", concerns.concern_new, name="concern_new"),
    path(P + "my-concerns/", concerns.my_concerns, name="my_concerns"),
    path(P + "concerns/", concerns.concern_list, name="concern_list"),
    path(P + "concerns/<int:concern_id>/", concerns.concern_detail, name="concern_detail"),
    path("concerns/status/", concerns.concern_status, name="concern_status"),
    path(P + "concern-contacts/", concerns.concern_contacts, name="concern_contacts"),
    path(
        P + "concern-contacts/<int:contact_id>/remove/",
        concerns.concern_contact_remove,
        name="concern_contact_remove",
    ),
]
