"""One turn: taking in what the user said, revising what it changes, recall, choosing and rendering the notes,
  asides, forgetting, status.

- aside: The persona's own aside (岔开): offered at most once a session, on a turn that wakes one of its facets, and
  counted as taken up when the user's next words pick it up (divert stats, owner-scoped, v0.3.5).
- called_off: Plans called off ("The Iceland trip is off", 马拉松泡汤了): the plan, or a remark dated ahead, that the
  words name is no longer current.
- block: One turn's block: what the turn's words call up gets the room, what is always true comes once per transcript.
- denial: Remarks a newer one denies: the same words of the same one said the other way round ("I don't live with my
  parents anymore", 我没有车了, "I used to play tennis every weekend").
- excerpt: The part of a remark a turn's words called up: the clause that matched, widened by its neighbours while
  room is left, and never cut through the matched words themselves.
- finished: Something going on that is over ("residency is finally over", 厨房终于装修完了).
- forget: Forgetting on request: delete memories and every copy of their words, until they are gone from the files.
- inject: The injection: render notes about the user as quoted background, and remember per session what was given.
- naming: Which remarks the words of a request to forget name: the matters and words they name, found in either
  language and in other forms.
- observe: Taking in one thing the user said: forget, correct, reinforce, drop or store it, in one write transaction.
- outcome: What one observe did, as one record: the answer observe returns and the pm_observe tool is shaped by.
- quiet: Small talk carries nothing to remember by: the terms of greetings, thanks, fillers and one-word replies.
- reframe: Remarks a newer one says again with another value in the same frame, as it is now ("My go-to coffee
  order is an oat latte these days", 我最喜欢的歌手现在是陈奕迅).
- recall: Scoring memories against words: recall over the event layer, finding an item by text, relevance for a turn.
- returned: A stay that is over: back from where one was, out of where one was held, back at work after a leave, a
  guest gone home ("back home from Tokyo", 我弟放出来了, 复工了, 婆婆回老家了).
- revise: Revising what is remembered: repeats to reinforce, stances a flip supersedes, what a correction takes down.
- selection: Choosing what to inject: what a turn's words call up (the remarks that match, by the clause that
  matched) and the core, what is always true of the person (pinned, upcoming plans, identity, limits).
- status: What the memory tells about itself: status numbers (never contents) and the diary, the core's only exit.
- supersede: Superseding: a newer remark that updates an older one takes it out of what is current.
"""
