"""Open the HTML report in headless Chromium, check its layout and save screenshots: the
report must render offline in a real browser, and be readable at 1400 px.

    python -m targets.screenshot [reports/report.html] [--out reports/screenshots]

Screenshots: the top (summary, filter bar), the matrix scrolled (the header and the table's
header row stay in view), the root causes, a cell's findings opened by its link, and a
filtered view (`?library=vllm&severity=high`).
Checks, each a failure (exit 1) when it does not hold: nothing wider than the window (the
page, and each finding: its input, expected and observed values wrap or collapse), the header
still at the top of the window once scrolled, and the filter hiding what it should.

Chromium is driven over its DevTools protocol on a pipe (`--remote-debugging-pipe`: standard
library only), since a plain `--screenshot` can neither scroll nor filter.  It is Debian's
`chromium` package; `make report-check` installs it when it is missing.
"""

from __future__ import annotations

import argparse
import base64
import fcntl
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from targets.registry import ROOT

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--hide-scrollbars", "--remote-debugging-pipe"]
WIDTH, HEIGHT = 1400, 1000


class BrowserError(RuntimeError):
    """Chromium missing, failing to start or to answer."""


def chromium() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        if path := shutil.which(name):
            return path
    raise BrowserError("no Chromium found. Fix: `apt-get update && apt-get install -y chromium` "
                       "(or `make report-check`, which installs it)")


class Browser:
    """One headless Chromium and one page in it, at a fixed window size."""

    def __init__(self, width: int = WIDTH, height: int = HEIGHT, timeout: float = 60.0) -> None:
        self.width, self.height, self.timeout = width, height, timeout
        self._profile = tempfile.TemporaryDirectory()
        to_chrome_r, self._w = os.pipe()
        self._r, from_chrome_w = os.pipe()

        def on_fds_3_and_4() -> None:  # Chromium reads commands on fd 3, answers on fd 4
            a = fcntl.fcntl(to_chrome_r, fcntl.F_DUPFD, 10)
            b = fcntl.fcntl(from_chrome_w, fcntl.F_DUPFD, 10)
            os.dup2(a, 3)
            os.dup2(b, 4)

        self.proc = subprocess.Popen(
            [chromium(), *FLAGS, f"--user-data-dir={self._profile.name}",
             f"--window-size={width},{height}", "about:blank"],
            preexec_fn=on_fds_3_and_4, close_fds=False, stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self._buf, self._id, self.session = b"", 0, None
        target = self.send("Target.createTarget", url="about:blank")["targetId"]
        self.session = self.send("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        self.send("Emulation.setDeviceMetricsOverride", width=width, height=height,
                  deviceScaleFactor=1, mobile=False)

    def send(self, method: str, **params: Any) -> dict[str, Any]:
        self._id += 1
        message: dict[str, Any] = {"id": self._id, "method": method, "params": params}
        if self.session and not method.startswith(("Target.", "Browser.")):
            message["sessionId"] = self.session
        os.write(self._w, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + self.timeout
        while True:
            while b"\0" not in self._buf:
                if time.monotonic() > deadline:
                    raise BrowserError(f"Chromium did not answer {method} in {self.timeout:g} s")
                chunk = os.read(self._r, 1 << 20)
                if not chunk:
                    raise BrowserError(f"Chromium exited (status {self.proc.poll()}) during {method}")
                self._buf += chunk
            raw, _, self._buf = self._buf.partition(b"\0")
            answer = json.loads(raw)
            if answer.get("id") == self._id:
                if "error" in answer:
                    raise BrowserError(f"{method}: {answer['error'].get('message')}")
                return answer.get("result", {})

    def evaluate(self, expression: str) -> Any:
        """The value of a JavaScript expression in the page (a promise is awaited)."""
        out = self.send("Runtime.evaluate", expression=expression, returnByValue=True,
                        awaitPromise=True)
        if "exceptionDetails" in out:
            raise BrowserError(f"{expression[:80]}: {out['exceptionDetails'].get('text')}")
        return out["result"].get("value")

    def open(self, url: str) -> None:
        self.send("Page.navigate", url=url)
        deadline = time.monotonic() + self.timeout
        time.sleep(0.2)
        while self.evaluate("document.readyState") != "complete":
            if time.monotonic() > deadline:
                raise BrowserError(f"{url} did not finish loading in {self.timeout:g} s")
            time.sleep(0.1)
        self.settle()

    def settle(self) -> None:
        """Wait until what the page shows has been painted."""
        self.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")

    def scroll_to(self, y: int | str) -> int:
        """Scroll to `y` pixels, or to the element with id `y`; returns the scroll position."""
        if isinstance(y, str):
            self.evaluate(f"document.getElementById({json.dumps(y)}).scrollIntoView()")
        else:
            self.evaluate(f"window.scrollTo(0, {int(y)})")
        self.settle()
        return int(self.evaluate("Math.round(window.scrollY)"))

    def screenshot(self, png: Path) -> Path:
        data = self.send("Page.captureScreenshot", format="png")["data"]
        png.parent.mkdir(parents=True, exist_ok=True)
        png.write_bytes(base64.b64decode(data))
        return png

    def close(self) -> None:
        try:
            self.send("Browser.close")
        except (BrowserError, OSError):
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        for fd in (self._r, self._w):
            try:
                os.close(fd)
            except OSError:
                pass
        self._profile.cleanup()

    def __enter__(self) -> "Browser":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


#: Elements wider than the window, or reaching past its right edge (the findings first).
OVERFLOW_JS = """(() => {
  const w = document.documentElement.clientWidth, out = [];
  if (document.documentElement.scrollWidth > w)
    out.push('the page is ' + document.documentElement.scrollWidth + ' px wide');
  for (const el of document.querySelectorAll('#findings .case, #findings .case > div, #findings pre')) {
    if (el.offsetParent === null) continue;
    const r = el.getBoundingClientRect();
    if (r.right > w + 1 || el.scrollWidth > el.clientWidth + 1)
      out.push((el.closest('.fgroup') || el).id + ': ' + el.tagName.toLowerCase() + '.' +
               el.className + ' ' + Math.round(r.right) + ' px / scroll ' + el.scrollWidth);
    if (out.length > 10) break;
  }
  return out;
})()"""


@dataclass
class Check:
    """What `check` saw: the screenshots, and the problems (none: the layout holds)."""

    screenshots: list[Path] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    height: int = 0
    findings: int = 0
    shown_filtered: int = 0


def check(page: Path, out: Path, width: int = WIDTH, height: int = HEIGHT) -> Check:
    """Render `page` at `width` × `height`, take the screenshots and check the layout."""
    result = Check()
    url = page.resolve().as_uri()
    with Browser(width, height) as b:
        b.open(url)
        result.height = int(b.evaluate("document.documentElement.scrollHeight"))
        result.findings = int(b.evaluate("document.querySelectorAll('#findings .case').length"))
        result.screenshots.append(b.screenshot(out / "1-summary.png"))
        result.problems += [f"at {width} px: {p}" for p in b.evaluate(OVERFLOW_JS)]
        # The matrix scrolled: the header and the table's header row stay in view.
        y = b.scroll_to("matrix") + height
        b.scroll_to(y)
        result.screenshots.append(b.screenshot(out / "2-matrix-scrolled.png"))
        if b.evaluate("Math.round(document.querySelector('header.bar').getBoundingClientRect().top)") != 0:
            result.problems.append("the header does not stay at the top once scrolled")
        b.scroll_to("root-causes")
        result.screenshots.append(b.screenshot(out / "3-root-causes.png"))
        # A matrix cell's link: its findings open, under the header.
        group = b.evaluate("(document.querySelector('a[href^=\"#f-\"]') || {}).hash || ''")
        if group:
            b.evaluate(f"location.hash = {json.dumps(group)}")
            b.settle()
            if not b.evaluate(f"document.getElementById({json.dumps(group[1:])}).open"):
                result.problems.append(f"following the link {group} does not open its findings")
        result.screenshots.append(b.screenshot(out / "4-findings.png"))
        # Long values are collapsed: open them all, nothing may grow wider than the window.
        b.evaluate("document.querySelectorAll('#findings details').forEach(d => d.open = true)")
        b.settle()
        result.problems += [f"at {width} px, values expanded: {p}" for p in b.evaluate(OVERFLOW_JS)]
        # A filtered view, as a link would open it.
        b.open(url + "?library=vllm&severity=high#findings")
        result.shown_filtered = int(b.evaluate(
            "document.querySelectorAll('#findings .case:not(.hidden)').length"))
        wrong = b.evaluate("[...document.querySelectorAll('#findings .case:not(.hidden)')]"
                           ".filter(el => el.dataset.library !== 'vllm' || "
                           "el.dataset.severity !== 'high').length")
        if wrong:
            result.problems.append(f"the filter library=vllm, severity=high shows {wrong} other findings")
        if result.shown_filtered >= result.findings > 0:
            result.problems.append("the filter library=vllm, severity=high hides nothing")
        result.screenshots.append(b.screenshot(out / "5-filtered-vllm-high.png"))
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m targets.screenshot",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("page", nargs="?", type=Path, default=ROOT / "reports" / "report.html",
                        help="the HTML report (default reports/report.html)")
    parser.add_argument("--out", type=Path, default=ROOT / "reports" / "screenshots",
                        help="folder for the screenshots (default reports/screenshots)")
    parser.add_argument("--width", type=int, default=WIDTH, help=f"window width (default {WIDTH})")
    args = parser.parse_args(argv)
    if not args.page.is_file():
        print(f"toolfuzz: no report at {args.page}. Fix: run `make report` first",
              file=sys.stderr)
        return 2
    try:
        result = check(args.page, args.out, args.width)
    except BrowserError as exc:
        print(f"toolfuzz: {exc}", file=sys.stderr)
        return 2
    print(f"toolfuzz: {args.page} at {args.width} px: {result.height} px tall, "
          f"{result.findings} findings ({result.shown_filtered} shown filtered by "
          f"library=vllm, severity=high)")
    for png in result.screenshots:
        print(f"  {png}")
    for problem in result.problems:
        print(f"  LAYOUT: {problem}", file=sys.stderr)
    return 1 if result.problems else 0


if __name__ == "__main__":
    sys.exit(main())
