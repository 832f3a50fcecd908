"""One owner's state below the facade: the store handle, the live index of alive items, and decay.

- decay: Retention: how much of a memory is left, from its kind's half-life, its last reinforcement and its date.
- index: The live working set of one owner held in memory: alive events and impressions with their terms.
- owner: One owner's state below the Memory facade: the store it writes, the live index of its items, its clock,
  model, persona and per-session ledger.
"""
