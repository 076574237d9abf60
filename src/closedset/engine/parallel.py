"""Break a script down on two processes when the machine has a second core.

An IC runs ``closedset breakdown`` on a laptop between meetings, and a feature script must
take under a second, start-up included. Scenes are analysed independently, so the CLI hands
the second half of them (by text length) to a forked child and analyses the first half
itself. Only the CLI asks for this: a process with other threads (the web app's worker)
must never fork, and where fork is missing, the core is single or anything goes wrong in
the child, the scenes are simply analysed here, one after another.
"""

from __future__ import annotations

import os
import pickle
from collections.abc import Callable, Sequence
from typing import TypeVar

from closedset.regex_cache import shared

T = TypeVar("T")
R = TypeVar("R")

# Below this much text a second process costs more than it saves.
MIN_CHARACTERS = 60_000


def cores() -> int:
    """The cores this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def map_in_two(
    items: Sequence[T], work: Callable[[Sequence[T]], list[R]], weight: Callable[[T], int]
) -> list[R]:
    """``work(items)``, the later part done by a forked child when that pays."""
    total = sum(weight(item) for item in items)
    if not hasattr(os, "fork") or cores() < 2 or total < MIN_CHARACTERS:
        return work(items)
    cut, running = 0, 0
    while cut < len(items) and running < total / 2:
        running += weight(items[cut])
        cut += 1
    later = _in_child(items[cut:], work)
    first = work(items[:cut])
    rest = later() if later is not None else None
    return first + (rest if rest is not None else work(items[cut:]))


def _in_child(
    items: Sequence[T], work: Callable[[Sequence[T]], list[R]]
) -> Callable[[], list[R] | None] | None:
    """Start ``work(items)`` in a child; the returned call waits for its result."""
    try:
        read_end, write_end = os.pipe()
        pid = os.fork()
    except OSError:
        return None
    if pid == 0:  # the child: work, send the result and the code it compiled, leave
        status = 1
        try:
            os.close(read_end)
            payload = pickle.dumps((work(items), shared().fresh))
            with os.fdopen(write_end, "wb") as out:
                out.write(payload)
            status = 0
        finally:
            os._exit(status)
    os.close(write_end)

    def result() -> list[R] | None:
        with os.fdopen(read_end, "rb") as source:
            payload = source.read()
        _, status = os.waitpid(pid, 0)
        if status != 0 or not payload:
            return None
        results, compiled = pickle.loads(payload)  # our own child's output
        shared().adopt(compiled)
        return results

    return result
