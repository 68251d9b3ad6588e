"""A module for tests/test_instrumentation.py: one of every kind of function `make fuzz`
instruments (and a comprehension it leaves out)."""

import functools


def top(values):
    def helper(x):
        return x + 1

    square = lambda x: x * x  # noqa: E731
    return sum(helper(square(v)) for v in values)


class Outer:
    def method(self):
        return [v for v in (1, 2)]

    @property
    def value(self):
        return 1

    @staticmethod
    def static():
        return 2

    @classmethod
    def klass(cls):
        return 3

    class Inner:
        def deep(self):
            return 4


@functools.lru_cache(maxsize=None)
def cached(x):
    return x


imported = functools.reduce  # defined elsewhere: not this module's
