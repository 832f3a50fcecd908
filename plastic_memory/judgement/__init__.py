"""Judging one utterance: read once, what of it is the user's life, its kind, whether it is critical, corrections and
  stances, requests to forget.

- corrections: Changing its mind: read corrections ("你记错了", "that's wrong", "不是A是B") and stances for attitude flips.
- critical: Critical: a life changed or is at risk.
- foreign: Reading a clause in a language with a record, and in a language with none.
- foreign_talk: Talk to the memory itself in a language with a record: corrections and requests to forget.
- forget_request: Reading a request to forget in what the user says: "忘掉我说的…", "别记这个", "forget what I said about …".
- gate: The gate: keep what an utterance says about the user's life, drop what carries none, and decide its kind.
- kinds: Which kind a kept remark is, from the evidence of the whole remark (not the first word-list hit).
- reading: Reading one clause: whose life it speaks of (the user, their people, someone else, nobody), whether it
  touches a part of a life, and so whether it is personal.
- utterance: One utterance read once: its clean text and everything the engine derives from it, each computed on
  first use.
"""
