"""One turn: taking in what the user said, revising what it changes, recall, choosing and rendering the notes,
  asides, forgetting, status.

- aside: The persona's own aside (岔开): offered at most once a session, on a turn that wakes one of its facets, and
  counted as taken up when the user's next words pick it up (divert stats, owner-scoped, v0.3.5).
- forget: Forgetting on request: delete memories and every copy of their words, until they are gone from the files.
- inject: The injection: render notes about the user as quoted background, and remember per session what was given.
- observe: Taking in one thing the user said: forget, correct, reinforce, drop or store it, in one write transaction.
- recall: Scoring memories against words: recall over the event layer, finding an item by text, relevance for a turn.
- revise: Revising what is remembered: repeats to reinforce, stances a flip supersedes, what a correction takes down.
- selection: Choosing what to inject: the core (pinned, upcoming, resident) and what a turn's words newly point at.
- status: What the memory tells about itself: status numbers (never contents) and the diary, the core's only exit.
"""
