"""Offline work while the agent sleeps: dreams, compaction, hypotheses, relabelling, distillation, the model client
  and its guard.

- answers: Read the answers real models give: numbers mapped back to ids, the shapes they actually use, bad entries
  dropped.
- asking: The ModelDistiller: asks the model, reads its answer (answers.py), keeps only what passes the guard
  (guard.py for what it adds, speech.py for what it drops and how it speaks); None means "use the rules".
- budget: How long the model may take: per-call timeouts that fit the endpoint, and a deadline for a dream in a hurry.
- capacity: Every kind of remark has a bound: which alive remarks give way in a dream when a kind is over its cap.
- compaction: Half-life compaction: fold an over-full core's weakest impressions into fewer, coarser ones, with
  consent.
- counts: What one dream did, as one record: the counts a dream returns, logs and the pm_dream tool reports.
- diary: The diary, truthfully: the model may write it, but what must never be missing (pinned, critical and boundary
  notes) is always in it, and the template quotes only what the user said.
- distill: Distillation: turn several remarks into one judgement.
- dream: Consolidate recent remarks into durable judgements while the agent sleeps: what fades or is crowded out,
  what joins an impression, merges into a new one or is promoted alone, what a newer stance demotes; and the resident
  core.
- frames: Folding remarks of one shape into one line that names their shared frame once.
- guard: Check a model's answer before a dream trusts it: shape, citations, length, language, and nothing invented.
- hypotheses: Hypotheses: guesses that two remarks far apart in time are related, and their lifecycle (open,
  confirmed, stale).
- invented: What a model's text states that no source does: a number, a quotation, a Latin word or a Chinese proper
  noun the user never said (the guard's check_invented rejects text holding one).
- llm: The model tier: where a model comes from (environment or host), how it is called, and the factories that build
  the ModelDistiller (asking.py) on it.
- planning: A dream's plan, made under the lock from a snapshot of the live index: what decays, is crowded out or
  fades, which remarks join an impression, which group into a topic or are promoted alone, and which impressions a
  newer stance demotes.
- prompts: What the dream asks a model, worded so small local models follow it too.
- relabel: The model's second look at new remarks: at the end of a dream, one call labels the kind of each remark the
  dream took in.
- speech: What a model's judgement drops and how it speaks: the guard's second half (guard.py checks what it adds).
- trim: Cut a model's judgement back to what it may say: the clauses before the first one the guard turns away.
- vocabulary: Common Chinese words a paraphrase may use that no remark needs to contain.
"""
