"""Offline work while the agent sleeps: dreams, compaction, hypotheses, relabelling, distillation, the model client
  and its guard.

- answers: Read the answers real models give: numbers mapped back to ids, the shapes they use, bad entries dropped.
- asking: The ModelDistiller: asks the model, reads its answer, keeps only what passes the guard.
- budget: How long the model may take: timeouts that fit the endpoint, and a deadline for a dream in a hurry.
- compaction: Half-life compaction: fold an over-full core's weakest impressions into fewer, coarser ones, with
  consent.
- diary: The diary, truthfully: pinned, critical and boundary notes always in it; the template quotes the user.
- distill: Distillation: turn several remarks into one judgement.
- dream: Consolidate recent remarks into durable judgements while the agent sleeps, and compact an over-full core.
- guard: Check a model's answer before a dream trusts it: shape, citations, length, language, and nothing invented.
- hypotheses: Hypotheses: guesses that two remarks far apart in time are related, and their lifecycle (open,
  confirmed, stale).
- llm: The model tier: where a model comes from (environment or host), how it is called, and the factories that
  build the ModelDistiller on it.
- prompts: What the dream asks a model, worded so small local models follow it too.
- relabel: The model's second look at new remarks: at the end of a dream, one call labels their kinds (off by
  default; never into or out of critical on the model's word alone).
- speech: What a model's judgement drops and how it speaks: the guard's second half.
- vocabulary: Common Chinese words a paraphrase may use that no remark needs to contain.
"""
