"""The printing part of the message-shaped templates (vLLM, SGLang, transformers): the whole
parse and each chunking's stream, one line each, an exception shown as `raised <Type>` on its
line (with its traceback on stderr) so that the other modes still run."""

MAIN = '''\
import traceback
try:
    print("whole:   {fields}" % parse(TEXT))
except Exception as exc:  # shown, and the streams still run
    traceback.print_exc()
    print("whole:   raised %s: %s" % (type(exc).__name__, exc))
for chunks in CHUNKINGS:
    try:
        print("streamed %d deltas: {fields}" % (len(chunks), *stream(chunks)))
    except Exception as exc:
        traceback.print_exc()
        print("streamed %d deltas: raised %s: %s" % (len(chunks), type(exc).__name__, exc))
'''


def message_main(keys: tuple[str, ...] = ("content", "reasoning", "calls")) -> str:
    """The printing code for templates whose parse(text) and stream(chunks) return `keys`."""
    return MAIN.format(fields=" ".join(f"{k}=%r" for k in keys))


from targets.corpus import Case  # noqa: E402

HANG = '''\
import signal, time


class StillRunning(BaseException):  # not caught by a library's `except Exception`
    pass


def stop(signum, frame):
    raise StillRunning()


# A hang finding: each mode is given {seconds} s (the budget it exceeded), then stopped.
signal.signal(signal.SIGALRM, stop)
modes = [("whole", lambda: parse(TEXT))] + [
    ("streamed %d deltas" % len(chunks), lambda chunks=chunks: stream(chunks)) for chunks in CHUNKINGS]
for mode, run in modes:
    start = time.perf_counter()
    signal.alarm({seconds})
    try:
        run()
        print("%s: answered in %.2f s" % (mode, time.perf_counter() - start))
    except StillRunning:
        print("%s: still running after %.2f s, stopped" % (mode, time.perf_counter() - start))
    except Exception as exc:
        print("%s: raised %s after %.2f s" % (mode, type(exc).__name__, time.perf_counter() - start))
    finally:
        signal.alarm(0)
'''


def hang_main(case: Case, seconds: int = 10) -> str:
    """For a hang finding (a `target.hang` check and no growth family), code that runs each
    mode for at most `seconds` and prints how long it ran; '' for any other case."""
    expected = case.expected if isinstance(case.expected, dict) else {}
    if "target.hang" not in case.checks or "growth" in expected:
        return ""
    return HANG.format(seconds=seconds)
