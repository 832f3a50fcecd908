"""plastic-memory: a memory for personal agents that keeps judgements and lets details rot."""

__version__ = "0.1.0"

from .memory import Memory  # noqa: E402  (after __version__ so submodules can read it)
from .errors import PlasticMemoryError  # noqa: E402

__all__ = ["Memory", "PlasticMemoryError", "__version__"]
