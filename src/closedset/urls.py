from django.contrib.auth import views as auth_views
from django.urls import include, path

from closedset.breakdown import views as breakdown
from closedset.choreography import views as choreography
from closedset.consent import views as consent
from closedset.productions.views import overview, people, schedule, schedule_upload
from closedset.riders import views as riders
from closedset.scripts import views as scripts
from closedset.wardrobe import views as wardrobe

urlpatterns = [
    path("", include("closedset.notifications.urls")),
    path("", include("closedset.rulesets.urls")),
    path("", include("closedset.readiness.urls")),
    path("", include("closedset.riders.urls")),
    path("", include("closedset.api.urls")),
    path("", include("closedset.wellbeing.urls")),
    path("", include("closedset.onset.urls")),
    path("rider-receipt/<str:token>/", riders.rider_receipt, name="rider_receipt"),
    path("p/<int:production_id>/riders/", riders.riders, name="riders"),
    path("p/<int:production_id>/riders/<int:rider_id>/", riders.rider_detail, name="rider_detail"),
    path(
        "p/<int:production_id>/riders/<int:rider_id>/document/",
        riders.rider_document,
        name="rider_document",
    ),
    path("p/<int:production_id>/rider-status/", riders.rider_status, name="rider_status"),
    path(
        "p/<int:production_id>/edit-restrictions/",
        riders.edit_restrictions,
        name="edit_restrictions",
    ),
    path(
        "p/<int:production_id>/choreography/<int:scene_id>/",
        choreography.choreography,
        name="choreography",
    ),
    path("p/<int:production_id>/wardrobe/<int:scene_id>/", wardrobe.wardrobe, name="wardrobe"),
    path("", overview.home, name="home"),
    path("healthz", overview.healthz, name="healthz"),
    path("accounts/login/", auth_views.LoginView.as_view(), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    path(
        "accounts/password-reset/",
        auth_views.PasswordResetView.as_view(),
        name="password_reset",
    ),
    path(
        "accounts/password-reset/sent/",
        auth_views.PasswordResetDoneView.as_view(),
        name="password_reset_done",
    ),
    path(
        "accounts/reset/<uidb64>/<token>/",
        auth_views.PasswordResetConfirmView.as_view(),
        name="password_reset_confirm",
    ),
    path(
        "accounts/reset/done/",
        auth_views.PasswordResetCompleteView.as_view(),
        name="password_reset_complete",
    ),
    path("invite/<str:token>/", people.accept, name="accept_invitation"),
    path("p/<int:production_id>/", overview.overview, name="overview"),
    path("p/<int:production_id>/scenes/", overview.scene_list, name="scene_list"),
    path(
        "p/<int:production_id>/scenes/<int:scene_id>/",
        overview.scene_detail,
        name="scene_detail",
    ),
    path("p/<int:production_id>/people/", people.people, name="people"),
    path("p/<int:production_id>/people/invite/", people.invite, name="invite"),
    path("p/<int:production_id>/people/<int:membership_id>/", people.person, name="person"),
    path("p/<int:production_id>/days/", schedule.day_list, name="day_list"),
    path("p/<int:production_id>/days/new/", schedule.day_new, name="day_new"),
    path(
        "p/<int:production_id>/days/import/",
        schedule_upload.schedule_import,
        name="schedule_import",
    ),
    path("p/<int:production_id>/days/<int:day_id>/", schedule.day_detail, name="day_detail"),
    path("p/<int:production_id>/script/", scripts.script_home, name="script_home"),
    path(
        "p/<int:production_id>/script/<int:draft_id>/",
        scripts.draft_detail,
        name="draft_detail",
    ),
    path("p/<int:production_id>/breakdown/", breakdown.breakdown_list, name="breakdown_list"),
    path(
        "p/<int:production_id>/breakdown/<int:scene_id>/",
        breakdown.scene_review,
        name="scene_review",
    ),
    path(
        "p/<int:production_id>/breakdown/report.<str:fmt>",
        breakdown.breakdown_report,
        name="breakdown_report",
    ),
    path("p/<int:production_id>/my-consents/", consent.my_consents, name="my_consents"),
    path(
        "p/<int:production_id>/my-consents/<int:scene_id>/",
        consent.my_consent,
        name="my_consent",
    ),
    path(
        "p/<int:production_id>/consents/<int:scene_id>/",
        consent.scene_consents,
        name="scene_consents",
    ),
    path(
        "p/<int:production_id>/consents/<int:scene_id>/<int:membership_id>/",
        consent.consent_draft,
        name="consent_draft",
    ),
    path("", include("closedset.calendars.urls")),
]
