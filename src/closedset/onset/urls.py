from django.urls import path

from .views import closed_set, coordinators, day, door

P = "p/<int:production_id>/"
CS = P + "closed-set/<int:scene_id>/"

urlpatterns = [
    path(P + "closed-set/", closed_set.closed_sets, name="closed_sets"),
    path(CS, closed_set.closed_set, name="closed_set"),
    path(CS + "print/", closed_set.closed_set_print, name="closed_set_print"),
    path(CS + "add/", closed_set.closed_set_add, name="closed_set_add"),
    path(CS + "remove/", closed_set.closed_set_remove, name="closed_set_remove"),
    path(CS + "publish/", closed_set.closed_set_publish, name="closed_set_publish"),
    path(CS + "door/", door.closed_set_door, name="closed_set_door"),
    path(CS + "admit/", door.closed_set_admit, name="closed_set_admit"),
    path(CS + "background/", door.closed_set_background, name="closed_set_background"),
    path(P + "on-set/", day.on_set, name="on_set"),
    path(P + "on-set/check-in/", day.checkin, name="checkin"),
    path(P + "on-set/pause/", day.pause_call, name="pause_call"),
    path(P + "on-set/check-ins/", coordinators.checkins, name="checkins"),
    path(P + "on-set/pauses/", coordinators.pauses, name="pauses"),
    path(
        P + "on-set/pauses/<int:pause_id>/resolve/",
        coordinators.pause_resolve,
        name="pause_resolve",
    ),
    path(P + "on-set/debriefs/", coordinators.debriefs, name="debriefs"),
    path(P + "on-set/wrap/", coordinators.scene_wrap, name="scene_wrap"),
    path(P + "on-set/debriefs/log/", coordinators.debrief_log, name="debrief_log"),
    path(P + "on-set/debriefs/answer/", coordinators.debrief_respond, name="debrief_respond"),
]
