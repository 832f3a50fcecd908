"""SQLite storage: the schema and its migrations, transactions, and every query the engine runs.

Threading policy: a Store is one handle on its home's database; every handle of a home in a process shares one
connection (connection.attach), used by the threads of the process under one RLock that every statement and every
whole transaction holds. Other processes may open the same file: WAL lets readers and one writer work at once,
and the busy timeout makes a second writer wait instead of failing. Each write transaction bumps the change serial
of the owners whose items it touched, so another connection knows whose working set went stale.
"""

from .connection import APPLICATION_ID
from .imports import Imports
from .items import Items
from .schema import MIGRATIONS, migrate
from .upkeep import Upkeep

__all__ = ["APPLICATION_ID", "MIGRATIONS", "Store", "migrate"]


class Store(Items, Upkeep, Imports):
    """The database of one home: every query the engine runs. Rows carry their owner; every query is scoped by owner."""
