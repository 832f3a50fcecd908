"""Reading text in any language: cleaning, terms, clauses, dates, secrets, the regex prefilter and the word lists.

- clauses: Split a message into clauses and read each one's mood: a statement, a question, or a request to the
  assistant.
- cues: The gate's evidence in Chinese and English: who a remark is about, what part of a life it touches, its mood.
- detect: Which language a clause is in: by its script first, then (for Latin letters) by its function words.
- dates: Find the first date expression in a user utterance (Chinese or English) and say when that item expires.
- idnumbers: Identity and money numbers without a label: card numbers (Luhn), Chinese national IDs, IBANs and US SSNs.
- labelled: Secrets named by a label in a language with a record ("mi contraseña es …").
- lexicon: Word lists in Chinese and English: small talk, kinds, corrections, stances, synonym clusters.
- localdates: Dates in a language with a record ('mañana', 'mardi prochain', '来週の火曜日', 'через 3 дня').
- mask: Replace secrets in an utterance with a marker before anything is stored or compared.
- prefilter: Run many regular expressions over short text fast: only those whose required words are in it.
- records: Language records: one YAML file per language (lang/<code>.yaml), read once on first use into matchers.
- text: Text handling shared by every layer: cleaning, secret masking, normal forms, terms and synonym tags.
- tokens: Content terms in the languages with a record, for recall: kana and hangul pairs, Cyrillic and Romance
  stems.
- timefmt: Times for people: epoch seconds shown as ISO 8601 in local time, next to the epoch they come from.
"""
