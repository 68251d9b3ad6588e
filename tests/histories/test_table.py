"""`python -m targets.histories.table`: deterministic, agrees with expected.py at every site,
and README.md shows exactly what it prints."""

import subprocess
import sys
from pathlib import Path

from targets.histories.expected import SHAPES, rejects
from targets.histories.table import ALL, markdown, outcomes

ROOT = Path(__file__).resolve().parents[2]


def test_every_corruption_has_sites_and_the_verdicts_match_the_record():
    rows = outcomes()
    for c in ALL:
        for s in SHAPES:
            rejected, total, fired = rows[c.name, s]
            assert total > 0, c.name
            assert rejected == (total if rejects(c.name, s) else 0), (c.name, s)
            assert bool(fired) == rejects(c.name, s)


def test_the_entry_point_prints_the_table_deterministically():
    run = lambda: subprocess.run([sys.executable, "-m", "targets.histories.table"], cwd=ROOT,
                                 capture_output=True, text=True, check=True).stdout
    first = run()
    assert first == run() == markdown()
    assert first.count("\n| ") >= 8 + 8 + 20


def test_readme_shows_the_current_table():
    assert markdown() in (ROOT / "README.md").read_text()
