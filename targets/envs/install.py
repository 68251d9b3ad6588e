"""Build the isolated environments toolfuzz runs in, from the pinned files beside this one.

Each ``<name>.txt`` here is a complete, resolved requirement set installed with ``--no-deps``
into ``.envs/<name>/``.  Its header may say ``# python: 3.12`` to pick an interpreter.  An
environment whose requirement file, interpreter and installer are unchanged is reused: the
stamp written after a successful build records their hash, so an interrupted build is redone.

Standard library only: this runs before any environment exists.

    python3 targets/envs/install.py            # every environment
    python3 targets/envs/install.py vllm       # just one
    python3 targets/envs/install.py --check    # exit 1 if any needs building

Another version or a local checkout of an environment's library (`make install ENVS=vllm
WITH=/path/to/vllm`) builds a separately named environment, `<name>@<version>` (or `@local`
for a path; `--as NAME` to choose), from the same file with the library's pin replaced, so
the pinned environment is kept; `make ... USE=<that name>` runs the targets in it.  A name
with no file here (`make install ENVS=mine WITH=path/to/mypkg`) builds an environment for a
library toolfuzz does not pin: base/harness.txt, then WITH with its dependencies.  Paths are
installed editable (`pip install -e`), so edits to the checkout need no rebuild.

    python3 targets/envs/install.py selectools --with 'selectools==1.2.0'   # .envs/selectools@1.2.0
    python3 targets/envs/install.py tinyparser --with examples/tinyparser   # .envs/tinyparser
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
#: The requirement set under an environment for a library toolfuzz does not pin.
BASE = HERE / "base" / "harness.txt"


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


def is_path(spec: str) -> bool:
    return spec.startswith((".", "/", "~")) or os.path.isdir(spec)


def project_name(spec: str) -> str:
    """The normalised project name a requirement or a source tree installs ("" if unknown)."""
    if is_path(spec):
        meta = Path(spec).expanduser() / "pyproject.toml"
        text = meta.read_text(encoding="utf-8") if meta.exists() else ""
        match = re.search(r"^\[project\][^\[]*?^name\s*=\s*[\"']([^\"']+)", text, re.M | re.S)
        if not match and (Path(spec).expanduser() / "setup.cfg").exists():
            cfg = (Path(spec).expanduser() / "setup.cfg").read_text(encoding="utf-8")
            match = re.search(r"^name\s*=\s*(\S+)", cfg, re.M)
    else:
        match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", spec)
    return re.sub(r"[-_.]+", "-", match.group(1)).lower() if match else ""


def variant_name(env: str, specs: list[str]) -> str:
    """`selectools==1.2.0` -> `selectools@1.2.0`; a path -> `selectools@local`; anything
    else (a URL, a range) -> `selectools@<hash of the specs>`."""
    pinned = re.fullmatch(r"\s*[A-Za-z0-9][A-Za-z0-9._-]*\s*==\s*(\S+)", specs[0])
    if pinned:
        return f"{env}@{pinned.group(1)}"
    if is_path(specs[0]):
        return f"{env}@local"
    return f"{env}@{hashlib.sha256(' '.join(specs).encode()).hexdigest()[:8]}"


def without(lock: Path, projects: set[str]) -> str:
    """The requirement file's text without the lines that pin these projects."""
    keep = [line for line in lock.read_text().splitlines()
            if line.lstrip().startswith("#") or project_name(line) not in projects]
    return "\n".join(keep) + "\n"


def fingerprint(name: str, lock: Path, python: str, specs: list[str] = ()) -> str:
    h = hashlib.sha256()
    h.update(INSTALLER_VERSION.encode())
    h.update(lock.read_bytes())
    h.update(" ".join(specs).encode())
    h.update(python.encode())
    # No checkout path: one .envs/ may serve several clones (a symlink, a shared cache).  The
    # suite is imported from the checkout that runs it (the working directory, PYTHONPATH).
    return h.hexdigest()


def env_python(name: str) -> Path:
    return ENVS / name / "bin" / "python"


def is_current(name: str, lock: Path, specs: list[str] = ()) -> bool:
    stamp = ENVS / name / STAMP
    if not stamp.exists() or not env_python(name).exists():
        return False
    python = stamp.read_text().split("\n")[1] if "\n" in stamp.read_text() else ""
    return stamp.read_text().split("\n")[0] == fingerprint(name, lock, python, specs)


def build(name: str, lock: Path, specs: list[str] = ()) -> None:
    """Build `name` from a requirement file, then the WITH specs: in place of the file's pins
    of the same projects, without dependencies (a variant of a pinned environment), or with
    them (on top of base/harness.txt)."""
    python = find_python(wanted_python(lock))
    target = ENVS / name
    shown = f" with {' '.join(specs)}" if specs else ""
    print(f"toolfuzz: building environment {name!r} with {python} from "
          f"{lock.relative_to(ROOT)}{shown}", flush=True)
    started = time.monotonic()
    if target.exists():
        shutil.rmtree(target)
    subprocess.run([python, "-m", "venv", str(target)], check=True)
    pip = [str(env_python(name)), "-m", "pip", "install", "--no-deps", "--progress-bar", "off",
           "--disable-pip-version-check"]
    try:
        requirements = target / "requirements.txt"
        requirements.write_text(without(lock, {project_name(s) for s in specs} - {""}))
        subprocess.run(pip + ["-r", str(requirements)], check=True)
        if specs:
            extra = [a for s in specs for a in (["-e", s] if is_path(s) else [s])]
            subprocess.run((pip if lock != BASE else [a for a in pip if a != "--no-deps"])
                           + extra, check=True)
    except subprocess.CalledProcessError as exc:
        sys.exit(f"toolfuzz: installing {name!r} failed ({exc}).\n"
                 f"The environment is left unstamped at {target} and will be rebuilt next time.\n"
                 + (f"Fix: read pip's message above; check that WITH={' '.join(specs)} is a "
                    f"requirement pip can install or a folder holding a package (pyproject.toml)."
                    if lock == BASE else
                    f"Fix: read pip's message above; if a pin is no longer served, update "
                    f"{lock.relative_to(ROOT)}."))
    (target / STAMP).write_text(fingerprint(name, lock, python, specs) + "\n" + python + "\n")
    print(f"toolfuzz: environment {name!r} ready in {time.monotonic() - started:.0f} s", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="environments to build (default: all)")
    parser.add_argument("--check", action="store_true", help="only report what is out of date")
    parser.add_argument("--with", dest="specs", default="", metavar="SPECS",
                        help="requirements or source paths (space-separated) to build one "
                             "environment with, in place of its pins (module docstring)")
    parser.add_argument("--as", dest="as_name", default="", metavar="NAME",
                        help="the name of the environment --with builds")
    args = parser.parse_args(argv)
    locks = lock_files()
    specs = args.specs.split()
    if specs or args.as_name:
        return build_with(args.names, specs, args.as_name, locks, args.check)
    names = args.names or list(locks)
    unknown = [n for n in names if n not in locks]
    if unknown:
        base, at, version = unknown[0].partition("@")
        hint = (f"another version of {base}'s library is built with WITH=, which names it "
                f"{unknown[0]}: `make install ENVS={base} WITH=<library>=={version}`"
                if at and base in locks else
                f"an environment for a library toolfuzz does not pin needs WITH=: "
                f"`make install ENVS={unknown[0]} WITH=path/to/package`")
        sys.exit(f"toolfuzz: unknown environment(s) {', '.join(unknown)}; "
                 f"known: {', '.join(locks)}\n({hint})")
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


def build_with(names: list[str], specs: list[str], as_name: str, locks: dict[str, Path],
               check: bool) -> int:
    """One environment built with WITH: a variant of a pinned one, or a new one."""
    if len(names) != 1 or not specs:
        sys.exit("toolfuzz: WITH= builds one environment: `make install ENVS=NAME WITH=SPECS` "
                 "(for example ENVS=selectools WITH=selectools==1.2.0)")
    base = names[0]
    lock = locks.get(base, BASE)
    name = as_name or (variant_name(base, specs) if base in locks else base)
    current = is_current(name, lock, specs)
    if check:
        print(f"{name}: {'current' if current else 'out of date'}")
        return 0 if current else 1
    if current:
        print(f"toolfuzz: environment {name!r} is current (reused)")
    else:
        build(name, lock, specs)
    if base in locks:
        print(f"toolfuzz: run {base}'s targets in it with USE={name}, for example "
              f"`make test-targets USE={name}` or `make report USE={name}`")
    return 0


if __name__ == "__main__":
    sys.exit(main())
