"""Reading text in any language: cleaning, terms, clauses, dates, secrets, the regex prefilter and the word lists.

- caches: The process's memo caches keyed by user text, emptied when a forgetting asks for it.
- change_verbs: The verbs of a change by domain, in Chinese and English: what people say when a habit, a thing, a pet,
  a subscription, a membership, a course, an illness or a medicine stops being part of their life.
- change_words: The words of a change in general, in Chinese and English: what makes an older remark a standing state
  a change can stop, the nouns that stand for what their modifier names, and the frames that make an end a memory.
- clauses: Split a message into clauses and read each one's mood: a statement, a question, or a request to the
  assistant.
- cues: The gate's evidence in Chinese and English: who a remark is about, what part of a life it touches, its mood.
- date_readers: What each date rule of date_words.py means: the day a matched phrase names, counted from today with
  calendar arithmetic (month ends, months ahead, a week's weekdays, a date's next occurrence, the midnight that ends
  a day).
- date_words: How dates are said, in Chinese and English: numerals, weekdays and months, and one named rule per form a
  date takes, joined into the one pattern dates.py searches with.
- dates: Find the first date expression in a user utterance (Chinese or English) and say when that item expires.
- detect: Which language a clause is in: by its script first, then (for Latin letters) by its function words.
- idnumbers: Identity and money numbers without a label: card numbers (Luhn), Chinese national IDs, IBANs and US SSNs.
- kind_finder: Find the kinds of things a short text names (update_classes.KINDS and PET_KINDS) without a regex
  alternation.
- labelled: Secrets named by a label in a language with a record ("mi contraseña es Luna2024", "暗証番号は4821"): the
  value after the label is masked like mask.py masks the Chinese and English ones.
- lexicon: Word lists in Chinese and English: small talk, kinds, corrections, stances, synonym clusters.
- life_health: The words of health in Chinese and English: illnesses and injuries, treatments, medicines, the aids one
  wears while healing, tests and their good results, and the parts of the body an injury names.
- life_things: The things of a personal life by kind, in Chinese and English: what one owns, uses, keeps up, subscribes
  to, drinks or does as a habit or a pastime, and the courses one takes.
- life_work: The words of work, school and belonging in Chinese and English: occupations, workplaces, schools and
  grades, teams, clubs and bands.
- localdates: Dates in a language with a record: 'mañana', 'mardi prochain', 'nächste Woche', 'через 3 дня',
  '来週の火曜日', '다음 주 화요일', '15 de marzo'.
- matters: The matters of a personal life named in Chinese and English: one meaning, its two languages and its
  everyday forms, so words that name a matter find it however it was said ("my ex" finds 我前任叫周航, 住址 finds
  我家住在天河区, "my operation" finds "I'm getting my gallbladder removed", 我的体重 finds 我现在一百六十八斤, "my
  salary" finds "I make about 84k a year").
- matters_words: The words of the matters of a personal life, in Chinese and English: each a narrow meaning with its
  translations, near-synonyms and everyday forms, the broader meanings it belongs to, and the shapes some are said in
  (a weight in 斤 or lbs, a salary as "84k a year", a street address).
- mask: Replace secrets in an utterance with a marker before anything is stored or compared.
- memo: A bounded memo keyed by what someone said: people repeat themselves, so what depends on the words alone is
  worked out once per distinct line.
- negation: Whether words are said in the negative, or said to be over ("used to", 以前): two remarks sharing their
  words are one remark only when both agree.
- neutralise: Text that cannot steer a model: what models read as structure is neutralised, and pasted material is
  recognised.
- pinyin: Chinese names in Latin letters and back: 李红 is "Li Hong" (or "Lihong", "Hong Li"), so a request to forget
  a person named in one script finds the remark that named them in the other.
- prefilter: Run many regular expressions over short text fast: only those whose required words are in it.
- records: Language records: one YAML file per language (language/lang/<code>.yaml), read once on first use into
  matchers.
- text: Text handling shared by every layer: cleaning, secret masking, normal forms, terms and synonym tags.
- timefmt: Times for people: epoch seconds shown as ISO 8601 in local time, next to the epoch they come from.
- tokens: Content terms in the languages with a record, for recall: kana and hangul pairs, Cyrillic and Romance stems.
- update_classes: Classes of words an update is read through, in Chinese and English: people, pets, relationship
  stages and homes, and the kinds of things, health and work gathered from the life_* lists.
- updates_words: The words of updates in Chinese and English: what a remark says about an attribute (a slot) of
  someone, and the words that end a state.
"""
