"""The one exception type the library raises for problems a caller can fix."""


class PlasticMemoryError(ValueError):
    """Bad input or a state the caller asked for that cannot be reached (unknown id, closed store)."""
