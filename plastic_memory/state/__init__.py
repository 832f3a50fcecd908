"""One owner's state below the facade: the store handle, the live index of alive items, decay, the session ledger and
the distiller's contract.

- decay: Retention and strength: how much of a memory is left (its kind's half-life, its last reinforcement, its
  date) and how strongly it claims a place (its kind's weight times its reinforcement times what is left).
- distiller: What the state hands a distiller and gets back: the Remark and Judgement records and the Distiller
  protocol (the rule tier and the model tier in sleep/ both keep it).
- index: The live working set of one owner held in memory: alive events and impressions with their terms.
- ledger: The per-session ledger: what each conversation has already been given, and the remark it heard last.
- owner: One owner's state below the Memory facade: the store it writes, the live index of its items, its clock,
  model, persona and per-session ledger.
- transcript: What the model still sees: the user messages of the history a host is about to send, as the memory
  reads them.
"""
