"""Offline work while the agent sleeps: dreams, compaction, hypotheses, relabelling, distillation, the model client
  and its guard.

- compaction: Half-life compaction: fold an over-full core's weakest impressions into fewer, coarser ones, with
  consent.
- distill: Distillation: turn several remarks into one judgement.
- dream: Consolidate recent remarks into durable judgements while the agent sleeps, and compact an over-full core.
- guard: Check a model's answer before a dream trusts it: shape, citations, length, language, and nothing invented.
- hypotheses: Hypotheses: guesses that two remarks far apart in time are related, and their lifecycle (open,
  confirmed, stale).
- llm: The model tier: where a model comes from (environment or host), how it is called, and the Distiller built on
  it.
- relabel: The model's second look at new remarks: in a dream, one call labels each new remark's kind and whether it
  is critical.
"""
