"""Reasons shared by the mlx-lm targets (mlx-lm 0.32: its server loop and tool parser modules)."""

STATE_MACHINE_HOLDS_PARTIAL_MATCHES = (
    "TextStateMachine.step (mlx_lm/generate.py) emits text only when its Aho-Corasick walk is "
    "back at the root, and re-walks the whole held-back buffer on every token: while every "
    "character keeps some marker's prefix alive (a flood of `<|open|>`, the first token of "
    "kimi_k3's `<|open|>tools<|sep|>`), nothing is emitted, the buffer grows and each token "
    "costs its length: quadratic (1000 `<|open|>` take 8 s).")
