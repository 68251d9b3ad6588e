"""The timing block of a time finding's snippet: each mode the case recorded growing, timed on
the case's adversarial family at the sizes it was measured at, so the reader sees the time
climb with the size.  Inserted into a template's `{growth}` field; it expects `parse(text)`
(and `stream(chunks)` for a streaming target) defined, and prints one
`<mode>: <seconds> s for <n> characters` line per size."""

from __future__ import annotations

from typing import Any

from targets.corpus import Case

#: A size past this many seconds ends a mode's timing (a hang is shown by its first size).
STOP_SECONDS = 1.0
#: A size still running after this many seconds is stopped (a recorded hang: the worker's
#: budget is about ten seconds).
HANG_SECONDS = 10

BLOCK = '''\
import signal, time


class StillRunning(BaseException):  # not caught by a library's `except Exception`
    pass


def stop(signum, frame):
    raise StillRunning()


signal.signal(signal.SIGALRM, stop)  # a size that hangs is given {hang} s, then stopped
GROWTH = {growth!r}  # the adversarial family: prefix + unit * n + suffix


def tokens(text):
    """One token per delta, as a server streams: each marker whole, four characters between."""
    out, run, i = [], "", 0
    markers = sorted(GROWTH.get("markers", ()), key=len, reverse=True)
    while i < len(text):
        marker = next((m for m in markers if text.startswith(m, i)), None)
        if marker is None:
            run, i = run + text[i], i + 1
            continue
        out += [run[j:j + 4] for j in range(0, len(run), 4)] + [marker]
        run, i = "", i + len(marker)
    return out + [run[j:j + 4] for j in range(0, len(run), 4)]


for mode, run in (("whole", lambda text: parse(text)), ("streamed", lambda text: stream([text])),
                  ("streamed one token per delta", lambda text: stream(tokens(text)))):
    if mode not in GROWTH["modes"]:
        continue
    for size in GROWTH["sizes"]:
        count = max(1, (size - len(GROWTH["prefix"]) - len(GROWTH["suffix"])) // len(GROWTH["unit"]))
        text = GROWTH["prefix"] + GROWTH["unit"] * count + GROWTH["suffix"]
        start, note = time.perf_counter(), ""
        signal.alarm({hang})
        try:
            run(text)
        except StillRunning:
            print("%s: still running after %.2f s for %d characters, stopped"
                  % (mode, time.perf_counter() - start, len(text)))
            break
        except Exception as exc:  # timed all the same: an exception is another finding
            note = " (raised %s)" % type(exc).__name__
        finally:
            signal.alarm(0)
        took = time.perf_counter() - start
        print("%s: %.2f s for %d characters%s" % (mode, took, len(text), note))
        if took > {stop}:
            break
'''


def growth_spec(case: Case) -> dict[str, Any] | None:
    """The family, sizes and modes a time case grew in, or None for any other case."""
    expected = case.expected if isinstance(case.expected, dict) else {}
    observed = case.observed if isinstance(case.observed, dict) else {}
    if "growth" not in expected:
        return None
    from targets.properties import grown_modes

    family = expected["growth"]["family"]
    modes = grown_modes(observed) or tuple((observed.get("times") or {"parse": 0}).keys())
    names = {"parse": "whole", "loads": "whole", "stream": "streamed",
             "tokens": "streamed one token per delta"}
    spec = {"prefix": family["prefix"], "unit": family["unit"], "suffix": family["suffix"],
            "sizes": observed.get("sizes") or expected["growth"]["sizes"],
            "modes": sorted({names.get(m, m) for m in modes})}
    if expected["growth"].get("markers"):
        spec["markers"] = expected["growth"]["markers"]
    return spec


def growth_block(case: Case) -> str:
    """The timing block for a time case ('' for any other case)."""
    spec = growth_spec(case)
    return "" if spec is None else BLOCK.format(growth=spec, stop=STOP_SECONDS, hang=HANG_SECONDS)
