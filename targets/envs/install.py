"""Build the isolated environments toolfuzz runs in, from the pinned files beside this one.

Each ``<name>.txt`` here is a complete, resolved requirement set installed with ``--no-deps``
into ``.envs/<name>/``.  Its header may say ``# python: 3.12`` to pick an interpreter.  An
environment whose requirement file, interpreter and installer are unchanged is reused: the
stamp written after a successful build records their hash, so an interrupted build is redone.

Standard library only: this runs before any environment exists.

    python3 targets/envs/install.py            # every environment
    python3 targets/envs/install.py vllm       # just one
    python3 targets/envs/install.py --check    # exit 1 if any needs building
"""

from __future__ import annotations

import argparse
import glob
import hashlib
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
ENVS = Path(os.environ.get("TOOLFUZZ_ENVS", ROOT / ".envs"))
STAMP = ".toolfuzz-stamp"
#: Bump when the way environments are built changes, to force a rebuild everywhere.
INSTALLER_VERSION = "1"


def lock_files() -> dict[str, Path]:
    return {p.stem: p for p in sorted(HERE.glob("*.txt"))}


def wanted_python(lock: Path) -> str:
    match = re.search(r"^#\s*python:\s*(\S+)", lock.read_text(), re.M)
    return match.group(1) if match else "3.11"


def find_python(version: str) -> str:
    """An interpreter of the given major.minor: PATH first, then pyenv's versions."""
    candidates = [shutil.which(f"python{version}")]
    candidates += sorted(glob.glob(os.path.expanduser(f"~/.pyenv/versions/{version}*/bin/python")))
    candidates += [sys.executable]
    for exe in candidates:
        if not exe:
            continue
        out = subprocess.run([exe, "-c", "import sys; print('%d.%d' % sys.version_info[:2])"],
                             capture_output=True, text=True)
        if out.returncode == 0 and out.stdout.strip() == version:
            return exe
    sys.exit(f"toolfuzz: no Python {version} found (looked on PATH and in ~/.pyenv/versions).\n"
             f"Fix: install it, for example `pyenv install {version}`, then run `make install` again.")


def fingerprint(name: str, lock: Path, python: str) -> str:
    h = hashlib.sha256()
    h.update(INSTALLER_VERSION.encode())
    h.update(lock.read_bytes())
    h.update(python.encode())
    if name == "core":  # the checkout the suite is imported from
        h.update(str(ROOT).encode())
    return h.hexdigest()


def env_python(name: str) -> Path:
    return ENVS / name / "bin" / "python"


def is_current(name: str, lock: Path) -> bool:
    stamp = ENVS / name / STAMP
    if not stamp.exists() or not env_python(name).exists():
        return False
    python = stamp.read_text().split("\n")[1] if "\n" in stamp.read_text() else ""
    return stamp.read_text().split("\n")[0] == fingerprint(name, lock, python)


def build(name: str, lock: Path) -> None:
    python = find_python(wanted_python(lock))
    target = ENVS / name
    print(f"toolfuzz: building environment {name!r} with {python} from {lock.relative_to(ROOT)}",
          flush=True)
    started = time.monotonic()
    if target.exists():
        shutil.rmtree(target)
    subprocess.run([python, "-m", "venv", str(target)], check=True)
    pip = [str(env_python(name)), "-m", "pip", "install", "--no-deps", "--progress-bar", "off",
           "--disable-pip-version-check"]
    try:
        subprocess.run(pip + ["-r", str(lock)], check=True)
        if name == "core":  # the suite itself, importable from this checkout (like `pip -e`)
            site = subprocess.run([str(env_python(name)), "-c",
                                   "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                                  check=True, capture_output=True, text=True).stdout.strip()
            Path(site, "toolfuzz-checkout.pth").write_text(str(ROOT) + "\n")
    except subprocess.CalledProcessError as exc:
        sys.exit(f"toolfuzz: installing {name!r} failed ({exc}).\n"
                 f"The environment is left unstamped at {target} and will be rebuilt next time.\n"
                 f"Fix: read pip's message above; if a pin is no longer served, update "
                 f"{lock.relative_to(ROOT)}.")
    (target / STAMP).write_text(fingerprint(name, lock, python) + "\n" + python + "\n")
    print(f"toolfuzz: environment {name!r} ready in {time.monotonic() - started:.0f} s", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="environments to build (default: all)")
    parser.add_argument("--check", action="store_true", help="only report what is out of date")
    args = parser.parse_args(argv)
    locks = lock_files()
    names = args.names or list(locks)
    unknown = [n for n in names if n not in locks]
    if unknown:
        sys.exit(f"toolfuzz: unknown environment(s) {', '.join(unknown)}; "
                 f"known: {', '.join(locks)}")
    stale = [n for n in names if not is_current(n, locks[n])]
    if args.check:
        for n in names:
            print(f"{n}: {'out of date' if n in stale else 'current'}")
        return 1 if stale else 0
    for n in names:
        if n in stale:
            build(n, locks[n])
        else:
            print(f"toolfuzz: environment {n!r} is current (reused)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
