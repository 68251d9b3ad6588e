"""`make compliance BASE_URL=... MODEL=... API_KEY=...`: send every pattern to an
OpenAI-compatible endpoint and write reports/compliance-<run id>.json and .md.

    python -m targets.compliance --base-url http://127.0.0.1:8000/v1 --model my-model
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from pathlib import Path

from targets.compliance import report, runner

ROOT = Path(__file__).resolve().parents[2]


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    d = runner.Limits()
    p = argparse.ArgumentParser(prog="python -m targets.compliance",
                                description="Send every chat-history pattern (valid and "
                                "corrupted) to an OpenAI-compatible endpoint and write "
                                "reports/compliance-<run id>.json and .md.")
    p.add_argument("--base-url", required=True,
                   help="the API base, as OpenAI clients take it (http://host:port/v1)")
    p.add_argument("--model", action="append", required=True,
                   help="model name (repeatable; several separated by spaces or commas)")
    p.add_argument("--api-key-env", default="TOOLFUZZ_API_KEY", metavar="VAR",
                   help="environment variable holding the API key (default TOOLFUZZ_API_KEY, "
                        "then OPENAI_API_KEY); the key is never written to the report")
    p.add_argument("--pattern", action="append", default=[],
                   help="send only this pattern (repeatable; default: all)")
    p.add_argument("--max-requests", type=int, default=d.max_requests,
                   help=f"at most this many requests in the run, retries included "
                        f"(default {d.max_requests}); the rest are recorded as not sent")
    p.add_argument("--rate", type=float, default=d.rate,
                   help=f"at most this many requests per second (default {d.rate:g})")
    p.add_argument("--timeout", type=float, default=d.timeout,
                   help=f"seconds to wait for one answer (default {d.timeout:g})")
    p.add_argument("--retries", type=int, default=d.retries,
                   help=f"retries of a request answered 429 (default {d.retries})")
    p.add_argument("--max-tokens", type=int, default=d.max_tokens,
                   help=f"max_tokens of each request, 0 to leave it out (default {d.max_tokens})")
    p.add_argument("--out", type=Path, default=ROOT / "reports",
                   help="folder for the reports (default reports/)")
    args = p.parse_args(argv)
    args.model = [m for ms in args.model for m in re.split(r"[\s,]+", ms) if m]
    if not args.model:
        p.error("--model names no model")
    if args.max_requests < 1 or args.rate <= 0 or args.retries < 0 or args.timeout <= 0:
        p.error("--max-requests must be ≥ 1, --rate and --timeout > 0, --retries ≥ 0")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    patterns, tools = runner.suite_patterns()
    if args.pattern:
        unknown = set(args.pattern) - {n for n, _ in patterns}
        if unknown:
            sys.exit(f"unknown pattern(s) {', '.join(sorted(unknown))}; known: "
                     f"{', '.join(n for n, _ in patterns)}")
        patterns = [(n, m) for n, m in patterns if n in args.pattern]
    limits = runner.Limits(max_requests=args.max_requests, rate=args.rate, timeout=args.timeout,
                           retries=args.retries, max_tokens=args.max_tokens)
    key = os.environ.get(args.api_key_env) or os.environ.get("OPENAI_API_KEY") or None
    wanted = len(patterns) * len(args.model)
    print(f"toolfuzz compliance: {len(patterns)} patterns × {len(args.model)} model(s) to "
          f"{args.base_url}, at most {limits.max_requests} requests at {limits.rate:g}/s"
          + (f" (only the first {limits.max_requests} of {wanted} will be sent)"
             if wanted > limits.max_requests else ""), flush=True)
    result = runner.run(args.base_url, args.model, key, patterns, tools, limits,
                        progress=lambda line: print("  " + line, flush=True))
    json_path, md_path = report.write(result, args.out)
    print(f"toolfuzz compliance: {report.summary_line(result)}\n"
          f"  {json_path}\n  {md_path}", flush=True)
    summary = result["summary"]
    if not summary[runner.ACCEPTED] + summary[runner.REJECTED]:
        print(f"toolfuzz compliance: no request was answered with a verdict (errors: "
              f"{summary[runner.ERROR]}, not sent: {summary[runner.NOT_SENT]}), so nothing was "
              f"tested. Fix: check that BASE_URL={args.base_url} is an OpenAI-compatible API "
              f"base that answers (`curl {args.base_url.rstrip('/')}/models`), the model name "
              f"and API_KEY (the errors are in {md_path})", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
