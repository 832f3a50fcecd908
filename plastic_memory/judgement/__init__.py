"""Judging one utterance: read once, what of it is the user's life, its kind, whether it is critical, corrections and
  stances, requests to forget.

- asking: Questions to the assistant about what it remembers of the user: they tell the memory nothing and are never
  stored.
- asking_show: Orders to show what the assistant holds of the user, read as questions to the memory:
  把你记住的关于我的东西列出来, 列出你存的我的信息, 你知道的我的事都说一下.
- corrections: Changing its mind: read corrections ("你记错了", "that's wrong", "不是A是B") and stances for attitude flips.
- critical: Critical: a life changed or is at risk.
- foreign: Reading a clause in a language with a record (Japanese, Korean, Spanish, French, German, Portuguese,
  Russian), and in a language with none: whose life it speaks of, its mood, its kinds and whether it tells a critical
  event.
- foreign_talk: Talk to the memory itself in a language with a record: corrections ("te equivocas, vivo en Valencia")
  and requests to forget ("olvida lo que dije de mi ex", "全部忘れて").
- forget_request: Reading a request to forget in what the user says: "忘掉我说的…", "别记这个", "forget what I said about …".
- forget_zh: Requests to forget in Chinese, one clause at a time: "请把…忘了吧", "别记…了", "…你就当没听过吧", "…别存了",
  "…抹掉", "…帮我忘了", "删掉…", "忘了我说的关于…的事".
- forget_en: Requests to forget in English, one clause at a time: "forget that I told you about…", "forget I
  mentioned…", "please forget my…", "delete what I said about…", "scratch that bit about…", "don't keep anything
  about…", "remove the … thing from your memory", "pretend I never said…".
- hellos: A returning user's hello: a message made only of greetings, return words, banter and ways of addressing the
  assistant ("又是我", "早上好呀老伙计", "嘿，想我没", "it's me again", "Hello again, old friend", "knock knock, it's me").
- gate: The gate: keep what an utterance says about the user's life, drop what carries none, and decide its kind.
- kinds: Which kind a kept remark is, from the evidence of the whole remark (not the first word-list hit).
- reading: Reading one clause: whose life it speaks of (the user, their people, someone else, nobody), whether it
  touches a part of a life, and so whether it is personal.
- update_claims: Reading a remark into claims: what it says about an attribute of someone, and whether it sets or
  ends it.
- update_clauses: A remark's clauses, whom each is about, and the Claim a clause is read into.
- update_ends: A state that stops, read from a clause: a habit given up, a thing sold or passed on, a pet or person who
  died, and what the end word acts on.
- update_guards: What makes words that look like an update none: an end denied, imagined or planned, told as the
  background of something else, remembered from long ago, said of one time, asked, or an end word that ends no thing
  here.
- update_ids: Identifiers and attributes whose value is a code: a number, a plate, a handle, a name in quotes.
- update_pronouns: Whom a "she"/"he" or a name not heard before stands for, read against an older remark; and the
  keys a subject is read into.
- update_subject: Whose attribute a clause speaks of: its grammatical subject, in Chinese and English.
- update_subject_zh: Whose attribute a Chinese clause speaks of: the words for the user's people, the names Chinese
  speakers call people by, and where a person is a recipient or companion rather than the subject.
- update_values: What a frame or an end names: its terms without fillers, the classes of things and pets it holds,
  the names in it, and the head of what a state's end is about.
- updates: Whether a newer remark replaces an older one as what is current, read from their claims.
- utterance: One utterance read once: its clean text and everything the engine derives from it, each computed on
  first use.
- verdicts: The gate's verdicts remembered by the words they were given for: people repeat themselves, and a verdict
  depends on the words alone, so a line said again is not read again.
"""
