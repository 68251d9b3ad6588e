"""The ci profile draws the same examples whatever the process imported before the test.

Hypothesis draws literals of the modules a process has imported (local constants), so under
pytest-xdist a test's examples depended on the tests its worker ran first
(targets/derandomize.py).  Each check runs in a fresh interpreter: one test draws, a module of
new string literals is imported, the same seeded test draws again.
"""

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

SCRIPT = textwrap.dedent("""
    import sys
    from hypothesis import given, seed, settings, strategies as st
    if sys.argv[1] == "pinned":
        from targets.derandomize import pin_local_constants
        assert pin_local_constants()

    def draws():
        seen = []

        @seed(7)
        @settings(max_examples=300, derandomize=True, database=None)
        @given(st.text(max_size=40))
        def test(s):
            seen.append(s)

        test()
        return seen

    before = draws()
    import module_of_literals  # noqa: F401  (a local module: its literals join the pool)
    after = draws()
    print(before == after, sum(s.startswith("literal_") for s in after))
""")


def _run(tmp_path: Path, mode: str) -> tuple[bool, int]:
    (tmp_path / "module_of_literals.py").write_text(
        "\n".join(f'L{i} = "literal_{i}"' for i in range(200)))
    (tmp_path / "draw.py").write_text(SCRIPT)
    root = Path(__file__).resolve().parents[1]
    out = subprocess.run([sys.executable, "draw.py", mode], cwd=tmp_path, text=True,
                         capture_output=True, timeout=300,
                         env={"PYTHONPATH": f"{root}:{tmp_path}", "PATH": "/usr/bin:/bin"})
    assert out.returncode == 0, out.stderr
    same, literals = out.stdout.split()
    return same == "True", int(literals)


def test_pinned_draws_do_not_depend_on_imported_modules(tmp_path: Path) -> None:
    assert _run(tmp_path, "pinned") == (True, 0)


def test_unpinned_draws_do_depend_on_them(tmp_path: Path) -> None:
    """The check above can fail: without the pin, the new module's literals are drawn."""
    same, literals = _run(tmp_path, "unpinned")
    if same:
        pytest.fail("Hypothesis no longer draws local constants: targets/derandomize.py "
                    "may be dropped")
    assert literals > 0
