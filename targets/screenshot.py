"""Open the HTML report in headless Chromium and save a screenshot: the report must render
offline in a real browser.

    python -m targets.screenshot [reports/report.html] [reports/report.png]
"""

from __future__ import annotations

import shutil
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

from targets.registry import ROOT

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--hide-scrollbars"]


def chromium() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        if path := shutil.which(name):
            return path
    raise SystemExit("toolfuzz: no Chromium found. Fix: `apt-get install chromium` "
                     "(or `make report-check`, which installs it).")


def screenshot(page: Path, png: Path, size: str = "1400,1000") -> tuple[int, int]:
    """Render `page` and write `png`; returns the image's width and height."""
    with tempfile.TemporaryDirectory() as profile:
        subprocess.run([chromium(), *FLAGS, f"--user-data-dir={profile}", f"--window-size={size}",
                        f"--screenshot={png}", page.resolve().as_uri()],
                       check=True, capture_output=True, timeout=120)
    header = png.read_bytes()[:24]
    if header[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(f"toolfuzz: {png} is not a PNG")
    return struct.unpack(">II", header[16:24])


def main(argv: list[str]) -> None:
    page = Path(argv[0]) if argv else ROOT / "reports" / "report.html"
    png = Path(argv[1]) if len(argv) > 1 else page.with_suffix(".png")
    w, h = screenshot(page, png)
    print(f"toolfuzz: {png} ({w}×{h})")


if __name__ == "__main__":
    main(sys.argv[1:])
