"""Generation only: argument values, tools and calls, format renderers, chunkings.

`strategies.formats` is importable without Hypothesis (workers read markers from it); the
other modules build Hypothesis strategies.
"""
