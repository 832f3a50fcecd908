"""The words of some matters of a personal life in the seven other languages (es, pt, fr, de, ru, ja, ko): the kinds a
request to forget names ("olvida lo de mi salud", "vergiss das mit dem Geld", 仕事のこと消して, 건강 얘기 잊어줘) and
the everyday words of remarks that are of those kinds ("tengo asma", "ich schulde meinem Bruder", 夜勤で働いてる), so a
request names a remark in its own language or in another (ja 元カレ names "my ex-boyfriend Ken").

A request's words reach the naming cut to their stems ('trabaj', 'gesund', 'sant', 'деньг'), so a Latin word is written
as the stem both the request and the remark begin with: five letters or more match any word they begin, shorter
ones only the whole word (language/text.py: PhraseSet), and a Latin word is written without accents, as a remark's
Latin letters are read without theirs (matters.py: 'família', 'grávida'). A short word that is also an English one
is written with the word before it ('mère' is 'mere' in English, 'irmã' the name Irma, 'pais' Spanish 'país': 'ma
mere', 'minha irma', 'meus pais'). Cyrillic and Hangul words are found as substrings (matters.py reads them apart),
kanji and kana with the Chinese ones. Read only when a request to forget is matched, never on the per-turn path.
"""

from __future__ import annotations

ABROAD: dict[str, tuple[str, ...]] = {
    # the kinds a request names
    "health": ("salud", "saude", "sant", "sante", "gesund", "здоров", "건강"),
    "work": ("trabaj", "trabal", "travai", "boulot", "taf", "bosse", "arbei", "empleo", "empreg", "curro",
             "работ", "仕事", "働", "직장", "회사", "일해", "일하"),
    "money": ("diner", "dinhei", "argent", "geld", "деньг", "お金", "돈"),
    "debt": ("deuda", "devend", "schuld", "dette", "долг", "должен", "借金", "借り", "빌렸", "빚"),
    "family": ("famili", "famill", "家族", "가족"),
    "parents": ("padres", "meus pais", "os pais", "eltern", "родител", "両親", "부모"),
    "ex": ("exnovio", "exnovia", "exmarido", "ex-freund", "ex-freundin", "ex-mann", "ex-frau", "ex-namorado",
           "ex-namorada", "бывш", "元カレ", "元彼", "元カノ", "元夫", "元妻", "전남친", "전 남친", "전여친", "전 여친",
           "전남편", "전처"),
    "boyfriend": ("novio", "namorado", "copain", "彼氏", "남친", "남자친구"),
    "girlfriend": ("novia", "namorada", "copine", "여친", "여자친구"),
    "roommate": ("colocataire", "coloc", "mitbewohner", "ルームメイト", "룸메"),
    "address": ("direcc", "domicilio", "endere", "adress", "адрес", "住所", "주소"),
    "trip": ("viaje", "viagem", "voyage", "reise", "поездк", "путешеств", "여행"),
    "pregnant": ("embarazad", "gravida", "enceinte", "schwanger", "беремен", "妊娠", "임신"),
    "mother": ("madre", "minha mae", "ma mere", "mutter", "мама", "мать", "матер", "母が", "母は", "母の", "お母さん", "엄마", "어머니"),
    "father": ("padre", "meu pai", "mon pere", "vater", "отец", "отц", "父が", "父は", "父の", "お父さん", "아빠", "아버지"),
    "brother": ("hermano", "irmao", "frere", "bruder", "брат", "兄が", "兄は", "兄の", "お兄さん", "형이", "오빠", "남동생"),
    "sister": ("hermana", "minha irma", "schwester", "сестр", "姉が", "姉は", "姉の", "お姉さん", "누나", "언니", "여동생"),
    "boss": ("jefe", "jefa", "chefe", "patron", "patronne", "vorgesetzt", "начальник", "босс", "上司", "사장님", "상사",
             "팀장"),
    "wife": ("esposa", "mi mujer", "ma femme", "minha mulher", "meine frau", "жена", "жену", "жене", "женой", "妻が",
             "妻は", "妻の", "嫁さん", "아내", "와이프"),
    "husband": ("esposo", "marido", "mon mari", "ehemann", "mein mann", "мой муж", "мужа", "мужем", "мужу", "夫が", "夫は",
                "夫の", "旦那", "남편"),
    "grandparent": ("abuel", "mamie", "grand-mere", "grand-pere", "oma", "opa", "бабушк", "дедушк", "祖母", "祖父",
                    "おばあちゃん", "おじいちゃん", "할머니", "할아버지"),
    "son": ("hijo", "filho", "fils", "sohn", "сын", "息子", "아들"),
    "daughter": ("hija", "filha", "ma fille", "tochter", "дочь", "дочк", "дочер", "娘が", "娘は", "娘の", "딸이", "딸은"),
    "children": ("hijos", "filhos", "enfants", "kinder", "дети", "детей", "子供", "子ども", "아이들", "애들"),
    "smoking": ("fumo", "fumar", "fumer", "rauch", "курю", "курит", "курен", "タバコ", "たばこ", "煙草", "담배"),
    "medication": ("medicament", "medikament", "tabletten", "лекарств", "таблетк", "薬", "복용"),
    "therapy": ("therap", "terapi", "терапи", "психотерапевт", "психолог", "カウンセリング", "セラピー", "상담"),
    "salary": ("salair", "salari", "sueldo", "gehalt", "lohn", "зарплат", "給料", "月給", "年収", "월급", "연봉"),
    "loan": ("prestamo", "emprestimo", "emprunt", "kredit", "кредит", "ローン", "대출"),
    # the everyday words of remarks of those kinds
    "asthma": ("asthme", "asma", "астм", "喘息", "천식"),
    "diabetes": ("диабет", "당뇨"),
}

# Scripts the phrase tables read by word (Latin) or by character (Chinese): the rest are found as substrings.
OTHER_SCRIPTS = ("\u0400", "\u04ff", "\uac00", "\ud7af")


def substrings() -> dict[str, str]:
    """Each Cyrillic or Hangul word of ABROAD and the matter it is of."""
    return {
        w: name
        for name, words in ABROAD.items()
        for w in words
        if any(OTHER_SCRIPTS[i] <= ch <= OTHER_SCRIPTS[i + 1] for ch in w for i in (0, 2))
    }
