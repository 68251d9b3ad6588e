"""What a newcomer types: narrowing narrows, every bad value is refused at start with its fix
(and writes nothing), a run that tested nothing fails, every "Fix:" hint is a command that
works, `-p no:xdist` works, and every command line answers --help."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from targets import corpus, registry, uservalues

ROOT = registry.ROOT
PY = sys.executable


def run(args: list[str], tmp: Path, timeout: float = 300, **env: str) -> subprocess.CompletedProcess[str]:
    """A command of the suite in a clean environment whose corpus and results are in `tmp`."""
    environ = {k: v for k, v in os.environ.items()
               if not k.startswith(("TOOLFUZZ_", "PYTEST_", "FUZZ_")) and k != "CI"}
    environ.update(TOOLFUZZ_CORPUS=str(tmp / "corpus"), TOOLFUZZ_RESULTS=str(tmp / "results"),
                   TOOLFUZZ_FUZZ_DIR=str(tmp / "fuzz"), PYTHONPATH=str(ROOT), **env)
    return subprocess.run(args, cwd=ROOT, env=environ, capture_output=True, text=True,
                          timeout=timeout)


def pytest_run(tmp: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return run([PY, "-m", "pytest", "-p", "tests.fake_plugin", "-p", "no:cacheprovider", "-q",
                *args], tmp, **env)


def written(tmp: Path) -> list[Path]:
    return [p for p in tmp.rglob("*") if p.is_file()]


# --- 1. narrowing narrows; clones share environments ----------------------------------------

def _make_test_command(pytest_args: str) -> str:
    out = subprocess.run(["make", "-n", "test", f"PYTEST_ARGS={pytest_args}"], cwd=ROOT,
                         capture_output=True, text=True, check=True).stdout
    return next(line for line in out.splitlines() if "-m pytest" in line)


@pytest.mark.parametrize("args", ["--target vllm:hermes --property split", "--target=vllm:hermes",
                                  "--property nocrash"])
def test_make_test_narrowed_runs_only_the_targets(args):
    command = _make_test_command(args)
    assert " targets " in command and " tests " not in command, command


def test_property_narrows_the_corpus_replay_too(tmp_path):
    """`--property split` replays the split cases of the selected targets, not all of them
    (every case when no property is named)."""
    folder = tmp_path / "corpus" / "hermes"
    folder.mkdir(parents=True)
    for prop in ("plaintext", "split"):
        case = {"format": "hermes", "target": "fake:brittle", "property": prop, "text": "hi",
                "expectation": "y"}
        (folder / f"y_fake-brittle_{prop}_0.json").write_text(json.dumps(case))

    def collected(*args: str) -> list[str]:
        out = pytest_run(tmp_path, "--collect-only", "targets/test_corpus.py", "--target",
                         "fake:brittle", *args)
        assert out.returncode == 0, out.stdout[-2000:] + out.stderr[-2000:]
        return sorted(re.findall(r"test_corpus_case\[(.+?)\]", out.stdout))

    assert collected("--property", "split") == ["y_fake-brittle_split_0.json"]
    assert collected() == ["y_fake-brittle_plaintext_0.json", "y_fake-brittle_split_0.json"]


def test_make_test_unnarrowed_runs_the_suites_own_tests_too():
    assert " tests targets" in _make_test_command("-x")


def test_the_core_environment_names_no_checkout(tmp_path):
    """From outside any checkout, without PYTHONPATH, the core environment cannot import the
    suite: it holds no path to a clone (a second clone sharing .envs/ imports its own)."""
    core = ROOT / ".envs" / "core" / "bin" / "python"
    if not core.exists():
        pytest.skip("the core environment is not installed (make install)")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    out = subprocess.run([str(core), "-c", "import targets"], cwd=tmp_path, env=env,
                         capture_output=True, text=True)
    assert out.returncode != 0 and "No module named 'targets'" in out.stderr


def test_another_clone_finds_the_shared_core_environment_current(tmp_path):
    """The fingerprint holds no checkout path: the installer of a clone elsewhere, pointed at
    this .envs/, finds core current instead of rebuilding it for itself."""
    if not (ROOT / ".envs" / "core" / ".toolfuzz-stamp").exists():
        pytest.skip("the core environment is not installed (make install)")
    here = subprocess.run(["python3", str(ROOT / "targets/envs/install.py"), "--check", "core"],
                          capture_output=True, text=True)
    if here.returncode != 0:
        pytest.skip("core is out of date in this checkout itself")
    clone = tmp_path / "elsewhere" / "targets" / "envs"
    shutil.copytree(ROOT / "targets" / "envs", clone)
    out = subprocess.run(["python3", str(clone / "install.py"), "--check", "core"],
                         env=dict(os.environ, TOOLFUZZ_ENVS=str(ROOT / ".envs")),
                         capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.strip() == "core: current", out.stdout + out.stderr


# --- 2. every user value checked at start -----------------------------------------------------

@pytest.mark.parametrize("name, value", [
    ("TOOLFUZZ_BUDGET", "0"), ("TOOLFUZZ_BUDGET", "-1"), ("TOOLFUZZ_BUDGET", "abc"),
    ("TOOLFUZZ_BUDGET", "nan"), ("TOOLFUZZ_STARTUP_BUDGET", "0"),
    ("TOOLFUZZ_WORKER_MEMORY_MB", "1.5"), ("TOOLFUZZ_PROFILE", "fast"),
    ("TOOLFUZZ_USE", "selectools@9.9")])
def test_a_bad_value_stops_pytest_before_anything_runs_or_is_written(tmp_path, name, value):
    out = pytest_run(tmp_path, "targets/test_plaintext.py", "--target", "fake:brittle",
                     TOOLFUZZ_FAKE_BROKEN="1", **{name: value})
    assert out.returncode == pytest.ExitCode.USAGE_ERROR, out.stdout[-2000:] + out.stderr[-2000:]
    shown = "USE" if name == "TOOLFUZZ_USE" else name
    assert f"{shown}=" in out.stderr and "Fix:" in out.stderr, out.stderr
    assert "Traceback" not in out.stderr + out.stdout
    assert written(tmp_path) == [], "a refused run wrote a corpus case or a result"


def test_the_same_run_with_a_good_budget_does_write_its_case(tmp_path):
    """The control for the test above: the broken fake is found and recorded."""
    out = pytest_run(tmp_path, "targets/test_plaintext.py", "--target", "fake:brittle",
                     TOOLFUZZ_FAKE_BROKEN="1", TOOLFUZZ_BUDGET="5", TOOLFUZZ_PROFILE="dev")
    assert out.returncode == 1, out.stdout[-2000:]
    assert list((tmp_path / "corpus").glob("*/*.json"))


@pytest.mark.parametrize("name, value, read", [
    ("TOOLFUZZ_BUDGET", "0", uservalues.budget_floor),
    ("TOOLFUZZ_STARTUP_BUDGET", "-3", uservalues.startup_budget),
    ("TOOLFUZZ_WORKER_MEMORY_MB", "lots", uservalues.worker_memory_mb),
    ("TOOLFUZZ_PROFILE", "fast", uservalues.profile)])
def test_each_settings_fix_is_a_value_that_works(monkeypatch, name, value, read):
    monkeypatch.setenv(name, value)
    with pytest.raises(uservalues.UserValueError) as exc:
        read()
    fix = re.search(rf"Fix: .*?\b{name}=(\w+)", str(exc.value)).group(1)
    monkeypatch.setenv(name, fix)
    read()  # the suggested value is accepted
    monkeypatch.delenv(name)
    read()  # and so is "unset it"


@pytest.mark.parametrize("raw", ["2.5", "10", " 3 "])
def test_good_budgets_are_read(monkeypatch, raw):
    monkeypatch.setenv("TOOLFUZZ_BUDGET", raw)
    assert uservalues.budget_floor() == float(raw)


def test_no_worker_starts_with_a_bad_budget(monkeypatch):
    from targets.client import Worker

    monkeypatch.setenv("TOOLFUZZ_BUDGET", "0")
    spec = registry.TargetSpec("fake:budget", registry.SELF_ENV, "tests.fakes:Echo", "hermes",
                               "fake")
    with pytest.raises(uservalues.UserValueError, match="TOOLFUZZ_BUDGET='0'.*Fix:"):
        Worker(spec).start()


@pytest.mark.parametrize("args, env", [(["--seconds", "abc"], {}), (["--seconds", "0"], {}),
                                       (["--seconds", "-5"], {}), ([], {"FUZZ_SECONDS": "abc"}),
                                       ([], {"FUZZ_SECONDS": "0"})])
def test_fuzz_refuses_a_bad_duration_and_writes_nothing(tmp_path, args, env):
    report = ROOT / "reports" / "fuzz.md"
    before = report.stat().st_mtime if report.exists() else None
    out = run([PY, "-m", "targets.fuzz.run", *args, "fake:brittle"], tmp_path, **env)
    assert out.returncode == 2, out.stderr
    assert "FUZZ_SECONDS" in out.stderr and "Fix: make fuzz FUZZ_SECONDS=60" in out.stderr
    assert "Traceback" not in out.stderr
    assert (report.stat().st_mtime if report.exists() else None) == before
    assert written(tmp_path) == []


@pytest.mark.parametrize("args", [["targets.fuzz.run", "--seconds", "1", "vllm:hermes"],
                                  ["targets.replay", "nothing.json"], ["targets.bench"],
                                  ["targets.minimise", "nothing.json"]], ids=lambda a: a[0])
def test_other_entry_points_refuse_a_bad_budget(tmp_path, args):
    out = run([PY, "-m", *args], tmp_path, TOOLFUZZ_BUDGET="-1")
    assert out.returncode == 2, out.stdout + out.stderr
    assert "TOOLFUZZ_BUDGET='-1'" in out.stderr and "Fix:" in out.stderr
    assert written(tmp_path) == []


# --- 2. corpus files read through one schema ----------------------------------------------------

GOOD = {"format": "hermes", "target": "fake:brittle", "property": "plaintext", "text": "hello",
        "expectation": "y"}
BAD = {
    "empty": "",
    "truncated": json.dumps(GOOD)[:30],
    "wrong-type": json.dumps({**GOOD, "text": 5}),
    "chunkings-string": json.dumps({**GOOD, "chunkings": "abc"}),
    "unknown-field": json.dumps({**GOOD, "colour": "red"}),
    "bad-expectation": json.dumps({**GOOD, "expectation": "maybe"}),
}


@pytest.fixture
def messy_corpus(tmp_path, monkeypatch):
    folder = tmp_path / "corpus" / "hermes"
    folder.mkdir(parents=True)
    (folder / "y_fake-brittle_plaintext_good.json").write_text(json.dumps(GOOD))
    for name, text in BAD.items():
        (folder / f"n_{name}.json").write_text(text)
    (folder / ".tmp-abc123.json").write_text('{"half": ')  # a write in progress
    monkeypatch.setattr(corpus, "CORPUS", tmp_path / "corpus")
    return folder


def test_bad_corpus_files_are_reported_with_their_path_and_left_out(messy_corpus):
    assert [p.name for p, _ in corpus.all_cases()] == ["y_fake-brittle_plaintext_good.json"]
    bad = {b.path.name: str(b) for b in corpus.bad_cases()}
    assert sorted(bad) == sorted(f"n_{n}.json" for n in BAD)  # the temporary file is no case
    for name, message in bad.items():
        assert str(messy_corpus / name) in message and "Fix:" in message
    assert "chunkings" in bad["n_chunkings-string.json"]
    assert "text" in bad["n_wrong-type.json"]


def test_every_recorded_case_matches_the_documented_schema():
    assert corpus.bad_cases() == []
    schema = json.loads((ROOT / "docs" / "corpus-case.schema.json").read_text())
    import dataclasses

    assert set(schema["properties"]) == {f.name for f in dataclasses.fields(corpus.Case)}


def test_bad_corpus_files_never_break_collection_or_replay(messy_corpus):
    tmp = messy_corpus.parent.parent
    out = pytest_run(tmp, "targets/test_corpus.py", "--target", "fake:brittle", "-rs")
    assert out.returncode == 0, out.stdout[-3000:]
    assert "1 passed" in out.stdout and f"{len(BAD)} skipped" in out.stdout
    for name in BAD:
        assert f"n_{name}.json: not a corpus case" in out.stdout
    assert "ERROR collecting" not in out.stdout and "INTERNALERROR" not in out.stdout


def test_replay_names_a_bad_file_and_goes_on(messy_corpus):
    tmp = messy_corpus.parent.parent
    out = run([PY, "-m", "targets.replay", str(messy_corpus / "n_empty.json"),
               str(messy_corpus / "n_chunkings-string.json")], tmp)
    assert out.returncode == 2, out.stdout + out.stderr
    assert "n_empty.json: not a corpus case" in out.stdout
    assert "n_chunkings-string.json: not a corpus case" in out.stdout
    assert "Traceback" not in out.stderr


def test_the_report_lists_bad_files_and_still_builds(messy_corpus):
    from targets import report

    rep = report.build()
    assert len(rep.bad_cases) == len(BAD)
    assert "## Corpus files that are not cases" in report.markdown(rep)


# --- 3. nothing tested fails; every Fix: hint works ------------------------------------------------

def test_a_run_whose_every_test_is_skipped_fails(tmp_path):
    out = pytest_run(tmp_path, "targets/test_plaintext.py", "--target", "fake:orphan",
                     TOOLFUZZ_TARGETS="tests.fakes:Echo format=hermes env=nosuchenv "
                                      "id=fake:orphan properties=plaintext")
    assert out.returncode == pytest.ExitCode.NO_TESTS_COLLECTED, out.stdout[-2000:]
    assert "nothing was tested" in out.stdout
    assert "make install ENVS=nosuchenv WITH=path/to/package" in out.stdout


def test_a_run_that_tests_something_still_passes(tmp_path):
    out = pytest_run(tmp_path, "targets/test_plaintext.py", "--target", "fake:brittle",
                     TOOLFUZZ_PROFILE="dev")
    assert out.returncode == 0, out.stdout[-2000:]
    assert "nothing was tested" not in out.stdout


def _installer():
    spec = importlib.util.spec_from_file_location("toolfuzz_install", ROOT / "targets/envs/install.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_hint_for_a_missing_version_builds_that_environment(tmp_path):
    """USE=selectools@9.9 without that environment: the hint is the WITH= build, and that
    build names exactly the environment USE asked for."""
    hint = registry.install_command("selectools@9.9")
    command = re.search(r"`(make install [^`]+)`", hint).group(1)
    assert command == "make install ENVS=selectools WITH=selectools==9.9"
    envs = re.search(r"ENVS=(\S+)", command).group(1)
    with_ = re.search(r"WITH=(\S+)", command).group(1)
    out = subprocess.run(["python3", str(ROOT / "targets/envs/install.py"), envs, "--with", with_,
                          "--check"], capture_output=True, text=True)
    assert out.stdout.strip() == "selectools@9.9: out of date", out.stdout + out.stderr


def test_fuzz_gives_the_same_hint_for_a_missing_version(tmp_path):
    out = run([PY, "-m", "targets.fuzz.run", "--seconds", "1", "selectools:marker"], tmp_path,
              TOOLFUZZ_USE="selectools@9.9")
    assert out.returncode == 2
    assert "make install ENVS=selectools WITH=selectools==9.9" in out.stderr
    assert "ENVS=selectools@9.9`" not in out.stderr


def test_install_of_a_version_name_points_at_with():
    out = subprocess.run(["python3", str(ROOT / "targets/envs/install.py"), "selectools@9.9"],
                         capture_output=True, text=True)
    assert out.returncode == 1
    assert "make install ENVS=selectools WITH=<library>==9.9" in out.stderr


def test_a_failed_with_build_blames_the_with_spec_not_the_harness(tmp_path, monkeypatch):
    install = _installer()
    monkeypatch.setattr(install, "ENVS", tmp_path)
    monkeypatch.setattr(install, "find_python", lambda version: sys.executable)

    def fake_run(cmd, check=False, **kw):
        if "venv" in cmd:
            Path(cmd[-1]).mkdir(parents=True)
        if "pip" in cmd and "nosuchpackage-xyz" in cmd:
            raise subprocess.CalledProcessError(1, cmd)
        return subprocess.CompletedProcess(cmd, 0)

    monkeypatch.setattr(install.subprocess, "run", fake_run)
    with pytest.raises(SystemExit) as exc:
        install.build("mine", install.BASE, ["nosuchpackage-xyz"])
    message = str(exc.value)
    assert "WITH=nosuchpackage-xyz" in message and "harness.txt" not in message


def test_fuzz_names_what_kind_a_history_target_is(tmp_path):
    out = run([PY, "-m", "targets.fuzz.run", "--seconds", "1",
               "langgraph:_validate_chat_history"], tmp_path)
    assert out.returncode == 2
    assert "a chat-history target" in out.stderr and "partial-JSON" not in out.stderr
    assert "name a tool-call parser target in TARGETS" in out.stderr
    assert "no installed target" not in out.stderr


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_compliance_against_a_dead_endpoint_stops_early_and_fails(tmp_path):
    url = f"http://127.0.0.1:{_closed_port()}/v1"
    out = run([PY, "-m", "targets.compliance", "--base-url", url, "--model", "m", "--rate",
               "1000", "--out", str(tmp_path / "reports")], tmp_path, timeout=120)
    assert out.returncode == 1, out.stdout + out.stderr
    assert "nothing was tested" in out.stderr and f"curl {url}/models" in out.stderr
    data = json.loads(next((tmp_path / "reports").glob("*.json")).read_text())
    assert data["summary"]["error"] == 3 and data["summary"]["requests"] == 3


# --- 4. standard pytest behaviour, --help everywhere ---------------------------------------------

def test_targets_run_without_xdist(tmp_path):
    out = pytest_run(tmp_path, "-p", "no:xdist", "targets/test_plaintext.py", "--target",
                     "fake:brittle", TOOLFUZZ_PROFILE="dev")
    assert out.returncode == 0, out.stdout[-2000:] + out.stderr[-2000:]
    assert "INTERNALERROR" not in out.stdout + out.stderr


CLIS = [["-m", "targets.report"], ["-m", "targets.screenshot"], ["-m", "targets.replay"],
        ["-m", "targets.export"], ["-m", "targets.minimise"], ["-m", "targets.fuzz.run"],
        ["-m", "targets.bench"], ["-m", "targets.compliance"], ["-m", "strategies.formats"],
        ["-m", "targets.histories.table"], [str(ROOT / "targets/envs/install.py")],
        # started by the suite itself (in a target's environment), but they answer --help too
        ["-m", "targets.worker"], ["-m", "targets.fuzz.harness"], ["-m", "targets.bench.bare"],
        ["-m", "targets.bench.fuzzed"], ["-m", "targets.compliance.tiny_model"],
        ["-m", "targets.compliance.loopback"], ["-m", "targets.plugins"]]


@pytest.mark.parametrize("cli", CLIS, ids=lambda c: c[-1].rsplit("/", 1)[-1])
def test_every_command_line_answers_help_and_does_nothing_else(tmp_path, cli):
    out = run([PY, *cli, "--help"], tmp_path, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr
    assert len(out.stdout.strip()) > 40, out.stdout
    assert written(tmp_path) == [] and not (ROOT / "--help").exists()


# --- 7. make help lists every target and variable --------------------------------------------------

def test_make_help_lists_every_target_and_variable():
    makefile = (ROOT / "Makefile").read_text()
    shown = subprocess.run(["make", "-s", "help"], cwd=ROOT, capture_output=True, text=True,
                           check=True).stdout
    phony = re.search(r"^\.PHONY:(.*?)(?<!\\)$", makefile, re.M | re.S).group(1)
    targets = phony.replace("\\", " ").split()
    variables = set(re.findall(r"^([A-Z_]+) \?=", makefile, re.M))
    variables |= set(re.findall(r"^ifneq \(\$\(([A-Z_]+)\),\)", makefile, re.M))
    assert len(targets) >= 12 and {"USE", "PLUGINS", "ADAPTER", "FUZZ_SECONDS"} <= variables
    assert [t for t in targets if f"make {t}" not in shown] == []
    assert [v for v in sorted(variables) if not re.search(rf"\b{v}\b", shown)] == []
    for read in ("TOOLFUZZ_PROFILE", "TOOLFUZZ_BUDGET", "TOOLFUZZ_STARTUP_BUDGET",
                 "TOOLFUZZ_WORKER_MEMORY_MB"):
        assert read in shown
