"""Past one machine (docs/SCALE.md), on fakes: the module-level property tests draw what the
nested ones drew; shards split deterministically, an environment's targets together; two
nightly shards share a Redis (loopback `redis-server`) or directory database, one of them finds
a planted failure, and `make harvest` (targets/harvest.py) writes its corpus case."""

from __future__ import annotations

import io
import json
import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from targets import registry, shards

ROOT = registry.ROOT
PLAINTEXT = "targets/test_plaintext.py::test_plaintext[fake:brittle]"


# --- ci draws ------------------------------------------------------------------------------

#: What targets/test_plaintext.py sent fake:brittle under ci (tests/draw_record.py's digest of
#: its 60 examples' texts and chunkings, Hypothesis' pool of literals emptied): recorded from
#: the nested test (seeded by its node id) before the property tests became module-level, and
#: drawn the same since.  A change to the plaintext strategies, the chunkings, the seed or the
#: ci budget changes it: when that is meant, record the new digest (the command in the test).
#: Recorded again when the re-triage of issue 22 made the plaintext examples (text, content)
#: pairs, the reply as the format's template leaves it to the model (targets/examples.py).
CI_PLAINTEXT_DRAWS = (120, "3f61d92f8982083762fc57b1f74f0e2840a081b0cdd5e80361e56d5da29bf957")


def test_ci_draws_what_it_drew_before_the_tests_became_module_level(tmp_path):
    out = tmp_path / "draws.json"
    env = dict(os.environ, CI="true", TOOLFUZZ_DRAWS=str(out), TOOLFUZZ_DRAWS_NO_CONSTANTS="1",
               TOOLFUZZ_CORPUS=str(tmp_path / "corpus"), TOOLFUZZ_RESULTS=str(tmp_path / "r"),
               TOOLFUZZ_SESSION_RECORD=str(tmp_path / "session.json"))
    env.pop("TOOLFUZZ_PROFILE", None)
    cmd = [sys.executable, "-m", "pytest", "-p", "tests.fake_plugin", "-p", "tests.draw_record",
           "-p", "no:cacheprovider", "-q", "targets/test_plaintext.py", "--target",
           "fake:brittle"]
    run = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout[-3000:]
    drawn = json.loads(out.read_text())[PLAINTEXT]
    assert (drawn["requests"], drawn["sha"]) == CI_PLAINTEXT_DRAWS, (
        f"ci no longer draws what it drew: if that is meant, record the new digest from "
        f"TOOLFUZZ_DRAWS=draws.json TOOLFUZZ_DRAWS_NO_CONSTANTS=1 CI=true {' '.join(cmd[1:])}")


# --- shards --------------------------------------------------------------------------------

def test_a_shard_is_i_of_n():
    assert str(shards.parse("2/3")) == "2/3"
    for bad in ("0/2", "3/2", "2", "a/b", ""):
        with pytest.raises(shards.ShardError, match="SHARD=1/2"):
            shards.parse(bad)


def test_groups_are_dealt_heaviest_first_to_the_lightest_shard():
    weights = {"env vllm": 50.0, "env sglang": 40.0, "env kani": 10.0, "env mlx": 9.0,
               "target fake:a": 1.0}
    # vllm 50 | sglang 40, kani 10 → 50 | 50: mlx to the first of equals, fake:a to the other.
    assert shards.deal(weights, 2) == [["env vllm", "env mlx"],
                                       ["env sglang", "env kani", "target fake:a"]]
    assert shards.deal(weights, 1) == [sorted(weights, key=lambda g: -weights[g])]
    # Recorded durations weigh a group; an unrecorded test weighs the median of the others.
    members = {"env a": ["t1", "t2"], "env b": ["t3"], "env c": ["t4"]}
    plans = [shards.plan(shards.Shard(i, 2), members, {"t1": 1.0, "t2": 1.0, "t3": 5.0})
             for i in (1, 2)]
    assert [p.groups for p in plans] == [["env b"], ["env a", "env c"]]
    assert plans[0].weights["env c"] == 1.0 and plans[0].recorded  # the median of 1, 1, 5


def test_fuzz_shards_keep_an_environment_together():
    specs = [registry.get(i) for i in registry.known() if not i.startswith("fake:")]
    split = [shards.select_targets(specs, shards.Shard(i, 3)) for i in (1, 2, 3)]
    assert sorted(s.id for part in split for s in part) == sorted(s.id for s in specs)
    envs = [{s.env for s in part} for part in split]
    assert not (envs[0] & envs[1] or envs[0] & envs[2] or envs[1] & envs[2])


def test_pytest_shards_partition_the_collected_tests():
    """Two shards of `pytest targets/` collect disjoint halves whose union is the whole, with
    each environment's tests on one shard, and print the same plan."""
    def collect(*args: str) -> tuple[list[str], str]:
        run = subprocess.run([sys.executable, "-m", "pytest", "targets", "--collect-only", "-q",
                              "-p", "no:cacheprovider", *args], cwd=ROOT, capture_output=True,
                             text=True, timeout=300,
                             env=dict(os.environ, TOOLFUZZ_SESSION_RECORD=os.devnull))
        ids = [line for line in run.stdout.splitlines() if "::" in line]
        plan = next((line.split("plan ")[1].split()[0] for line in run.stdout.splitlines()
                     if line.startswith("toolfuzz shard")), "")
        return ids, plan

    whole, _ = collect()
    (one, plan1), (two, plan2) = collect("--shard", "1/2"), collect("--shard", "2/2")
    assert one and two and plan1 == plan2
    assert not set(one) & set(two) and sorted(one + two) == sorted(whole)
    on_one = {registry.get(i.split("[")[1].rstrip("]")).env for i in one
              if "test_rendered[" in i}
    on_two = {registry.get(i.split("[")[1].rstrip("]")).env for i in two
              if "test_rendered[" in i}
    assert on_one and on_two and not on_one & on_two


# --- two nightly shards, one shared database, a harvest ------------------------------------

def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def redis_url(tmp_path):
    """A loopback redis-server for this test only (Debian's package; `make test` installs it
    when missing)."""
    server = shutil.which("redis-server")
    if server is None:
        pytest.fail("redis-server is not installed: `apt-get install -y redis-server` "
                    "(make test does it on a fresh machine)")
    try:
        import redis
    except ImportError:
        pytest.fail("the redis client is missing from the core environment: it is pinned in "
                    "targets/envs/core.txt; run `make install ENVS=core`")
    port = _free_port()
    proc = subprocess.Popen([server, "--bind", "127.0.0.1", "--port", str(port), "--save", "",
                             "--appendonly", "no", "--dir", str(tmp_path)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    client = redis.Redis(port=port)
    try:
        for _ in range(100):
            try:
                client.ping()
                break
            except redis.ConnectionError:
                time.sleep(0.05)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        proc.terminate()
        proc.wait(timeout=10)


#: The planted failure: fake:brittle drops a trailing `<` (TOOLFUZZ_FAKE_BROKEN=1); the
#: readers pass.  Each is its own group (the suite's own environment), dealt to two shards.
FAKES = ("-p", "tests.fake_plugin", "--target", "fake:brittle", "--target", "fake:reader-a",
         "--target", "fake:reader-b")


def _environ(tmp: Path, database: str, name: str) -> dict[str, str]:
    # nightly draws at random: 50 examples (not 5) so that the shard running fake:brittle
    # meets its trailing `<` on every run (with 5 it once did not, under load)
    env = dict(os.environ, TOOLFUZZ_DB=database, TOOLFUZZ_PROFILE="nightly",
               TOOLFUZZ_MAX_EXAMPLES="50", TOOLFUZZ_FAKE_BROKEN="1",
               TOOLFUZZ_CORPUS=str(tmp / name / "corpus"),
               TOOLFUZZ_RESULTS=str(tmp / name / "results"),
               TOOLFUZZ_SESSION_RECORD=str(tmp / "session.json"))
    env.pop("CI", None)
    return env


def _shards_then_harvest(tmp: Path, database: str) -> None:
    runs = [subprocess.Popen([sys.executable, "-m", "pytest", "targets/test_plaintext.py",
                              "targets/test_rendered.py", "-p", "no:cacheprovider", "-q",
                              *FAKES, "--shard", f"{i}/2"], cwd=ROOT,
                             env=_environ(tmp, database, f"shard{i}"), stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, text=True) for i in (1, 2)]
    outs = [r.communicate(timeout=600)[0] for r in runs]
    found = [i for i, out in enumerate(outs) if "fake:brittle violates plaintext" in out]
    assert len(found) == 1, "\n\n".join(outs)  # one shard found it, the other did not run it
    assert all("toolfuzz shard" in out for out in outs)

    harvest = subprocess.run([sys.executable, "-m", "targets.harvest", *FAKES, "-q"], cwd=ROOT,
                             env=_environ(tmp, database, "harvest"), capture_output=True,
                             text=True, timeout=600)
    assert harvest.returncode == 1, harvest.stdout[-3000:] + harvest.stderr[-2000:]
    assert "Input text: '<'" in harvest.stdout  # the stored example, shrunk by the shard
    cases = sorted((tmp / "harvest" / "corpus").glob("hermes/*.json"))
    # One case per signature of the fake's defect (cause-level matching shrinks each).
    assert [c.name for c in cases] == sorted(
        c.name for c in (tmp / f"shard{found[0] + 1}" / "corpus").glob("hermes/*.json"))
    # The plaintext draw is a (text, content) pair since the re-triage (targets/examples.py).
    assert "new case" in harvest.stdout and "Draw 1 (text): ('<', '<')" in harvest.stdout


def test_two_shards_share_a_redis_database_and_harvest_writes_the_case(tmp_path, redis_url):
    """Both shards wrote: fake:brittle's failure (shard 1, with fake:reader-b) and the
    readers' best examples by their targets (a pareto entry each, shard 2 holding reader-a)
    are stored under three tests' keys."""
    import redis

    _shards_then_harvest(tmp_path, redis_url)
    keys = redis.Redis.from_url(redis_url).keys("hypothesis-example:*")
    tests = {k.rsplit(b".", 1)[0] if k.endswith((b".pareto", b".secondary")) else k
             for k in keys}
    assert len(tests) == 3, keys


def test_two_shards_share_a_directory_database_and_harvest_writes_the_case(tmp_path):
    _shards_then_harvest(tmp_path, str(tmp_path / "db"))


def test_a_database_is_refused_under_ci_and_by_another_hypothesis(tmp_path):
    env = dict(os.environ, TOOLFUZZ_DB=str(tmp_path / "db"), TOOLFUZZ_PROFILE="ci")
    ci = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q",
                         "targets/test_plaintext.py"], cwd=ROOT, env=env, capture_output=True,
                        text=True, timeout=300)
    assert ci.returncode != 0 and "TOOLFUZZ_PROFILE=nightly" in ci.stderr + ci.stdout

    from targets import database

    (tmp_path / "old").mkdir()
    (tmp_path / "old" / database.VERSION_FILE).write_text("6.0.0\n")
    with pytest.raises(database.DatabaseError, match="written by Hypothesis 6.0.0"):
        database.open_database(str(tmp_path / "old"))


# --- libFuzzer: parallel workers per target, shards merged and harvested -------------------

def test_fuzz_jobs_share_a_corpus_and_shards_merge_into_one(tmp_path, monkeypatch):
    """FUZZ_JOBS=2: two libFuzzer workers fuzz one target through its wrapper, sharing its
    corpus; two shards' .fuzz/ directories are merged with -merge=1, and a shard's finding (a
    catastrophic regex's hang) is shrunk through the worker into a corpus case."""
    from targets import client, corpus
    from targets.fuzz import gather, run
    from tests import fake_plugin

    monkeypatch.setattr(client, "BUDGET_FLOOR", 2.0)
    monkeypatch.setattr(run, "libfuzzer_timeout", lambda: 3)
    monkeypatch.setattr(corpus, "CORPUS", tmp_path / "corpus")
    plugins = ("tests.fake_plugin",)
    shard_dirs = [tmp_path / "shard1" / ".fuzz", tmp_path / "shard2" / ".fuzz"]

    monkeypatch.setattr(run, "WORK", shard_dirs[0])
    parallel = run.Job(fake_plugin.BRITTLE, seconds=8, plugins=plugins, workers=2)
    run.prepare(parallel, seed_count=5)
    out = io.StringIO()
    run.fuzz([parallel], 1, out=out)
    logs = sorted(p.name for p in parallel.dir.glob("fuzz-*.log"))
    assert logs == ["fuzz-0.log", "fuzz-1.log"], out.getvalue() + "".join(parallel.log)
    assert (parallel.dir / "fuzz-target").stat().st_mode & 0o111
    first = {p.name for p in (parallel.dir / "corpus").iterdir()}
    assert first, "".join(parallel.log)

    monkeypatch.setattr(run, "WORK", shard_dirs[1])
    other = run.Job(fake_plugin.BRITTLE, seconds=4, plugins=plugins)
    hanging = run.Job(fake_plugin.BACKTRACKER, seconds=8, plugins=plugins)
    for job in (other, hanging):
        run.prepare(job, seed_count=5)
    run.fuzz([other, hanging], 2, out=out)
    assert hanging.findings(), out.getvalue()

    monkeypatch.setattr(run, "WORK", tmp_path / "harvest" / ".fuzz")
    code = gather.gather(shard_dirs, list(plugins), out=out)
    merged = tmp_path / "harvest" / ".fuzz" / "fake-brittle" / "corpus"
    assert code == 1 and any(merged.iterdir()), out.getvalue()
    assert "2 corpora merged" in out.getvalue()
    cases = list((tmp_path / "corpus").glob("hermes/*backtracker*.json"))
    assert len(cases) == 1 and corpus.load(cases[0]).checks == ["target.hang"], out.getvalue()


# --- the CI template ------------------------------------------------------------------------

def test_the_nightly_workflow_is_a_valid_github_workflow(tmp_path):
    """check-jsonschema (the `lint` environment) validates it offline against the GitHub
    workflow schema it vendors; a misspelt key fails the same check."""
    linter = ROOT / ".envs" / "lint" / "bin" / "check-jsonschema"
    if not linter.exists():
        pytest.fail("the lint environment is not installed: run `make install ENVS=lint`")
    workflow = ROOT / ".github" / "workflows" / "nightly.yml"

    def lint(path: Path) -> subprocess.CompletedProcess[str]:
        return subprocess.run([str(linter), "--builtin-schema", "vendor.github-workflows",
                               str(path)], capture_output=True, text=True, timeout=120)

    good = lint(workflow)
    assert good.returncode == 0, good.stdout + good.stderr
    broken = tmp_path / "nightly.yml"
    broken.write_text(workflow.read_text().replace("runs-on:", "runs_on:", 1))
    assert lint(broken).returncode != 0
    text = workflow.read_text()
    assert "matrix:" in text and "redis:" in text and "make harvest" in text
    assert "upload-artifact" in text and "download-artifact" in text and "SHARD" in text


def test_the_workflows_shards_run_nightly_into_the_database():
    """The shard step's make command, expanded by `make -n` in the job's environment, draws
    under the nightly profile and keeps TOOLFUZZ_DB (make test and test-targets always run ci
    and clear it: a shard running them would write nothing for the harvest)."""
    text = (ROOT / ".github" / "workflows" / "nightly.yml").read_text()
    step = text.split("- name: Property tests of this shard", 1)[1]
    command = next(line.split("run:", 1)[1] for line in step.splitlines()
                   if line.strip().startswith("run:"))
    command = command.split("||")[0].strip().replace("make ", "make -n -o install ", 1)
    env = dict(os.environ, TOOLFUZZ_PROFILE="nightly", SHARD="1/4",
               TOOLFUZZ_DB="redis://localhost:6379/0 /tmp/hypothesis-db")
    run = subprocess.run(command, shell=True, cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert "TOOLFUZZ_PROFILE=nightly" in run.stdout and "--shard 1/4" in run.stdout, run.stdout
    assert "TOOLFUZZ_DB=" not in run.stdout, run.stdout
