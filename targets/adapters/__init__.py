"""Adapters: each drives one library the way its real server or SDK does (run in workers)."""
