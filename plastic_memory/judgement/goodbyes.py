"""A user's leave-taking: a message made only of goodbyes, going-off words and the small talk around them ("好了我先睡了
晚安", "先这样吧，回头见", "行 那我先去忙了 下次聊", "gotta run, ttyl", "alright I'm off to bed, gn", "ok that's all
for now, bye").

Like a hello (hellos.py), a goodbye says nothing about the user's life and is never stored. It is read as a small
grammar: the message must be covered, unit after unit, by going-off words (a goodbye, a see-you, going to sleep or
going off in general words, the talk ended for now), softeners (好了, 那, "ok", "alright", thanks, laughter), and hold
at least one going-off word. Where the user goes in words of their life ("我去医院了", "gotta run, my daughter has a
recital at 6", "good night - btw I start at Stripe on Monday") is a word outside the grammar: the message is read as
usual.
"""

from __future__ import annotations

from functools import lru_cache

from ..language.lazy_re import later
from .hellos import short_core

# -- Chinese: units follow one another, each with its particles --------------------------------------------------
_ZH_BYE = (
    r"晚安安?|拜拜|拜|再见|再会|回头见|明天见|明儿见|下次见|改天见|回见|下回见|886|88|"
    r"(?:明天|改天|下次|下回|回头|晚点|晚些|有空)(?:再)?聊|回聊|再聊|"
    r"先这样|就这样|今天就?(?:先)?(?:到这儿?|到这里|聊到这儿?|聊到这里)|先到这儿?|先到这里|(?:先)?不(?:聊|说)了|"
    # going off in general words: 我先撤了, 我先下了, 我去睡了, 先去忙了, 要睡觉了 (not 我去医院了: a place is news)
    r"(?:我|那我)?(?:也)?(?:先|要|得|该|准备|这就)?(?:去)?(?:撤|闪|溜|下|下线|睡|睡觉|睡啦|休息|忙|走|遁)(?:了|啦|咯|喽|哈)"
)
# (longer forms first: each unit is taken atomically, so 好 must not stand before 好困)
_ZH_SOFT = (
    r"你也早点睡|早点睡|你也是|不早了|很晚了|太晚了|好困|困了|好了|好啦|好吧|好的|好|行吧|行|那就|那|嗯+|ok|谢谢|谢啦|多谢|"
    r"哈哈+|嘿嘿|呵呵|亲|宝|朋友"
)
_ZH_PARTICLES = r"[啦了呀啊哈哦咯嘛喽哟吖呐嘞吧~～]*+"
_ZH_SEP = r"[\s，,、！!？?~～。.…]*+"
_ZH_LEAVING = later(r"^" + _ZH_SEP + r"(?>(?:" + _ZH_BYE + "|" + _ZH_SOFT + r")" + _ZH_PARTICLES + _ZH_SEP + r")+$")
_ZH_GOES = later(_ZH_BYE)

# -- English: units end at a word's end ----------------------------------------------------------------------------
_EN_BYE = (
    r"bye+(?: bye)?|goodbye|good ?bye|cya|see (?:ya|you|u)(?: (?:later|tomorrow|soon|around|then|next time))?|"
    r"later|laters|ttyl|ttys|talk (?:to (?:you|u|ya) )?(?:later|soon|tomorrow)|talk later|catch (?:you|u|ya) "
    r"(?:later|tomorrow|soon|next time)|until (?:next time|tomorrow)|"
    r"(?:gotta|got to|have to|need to|i (?:gotta|have to|need to|must)) (?:run|go|bounce|dip|head out|jet|split)|"
    r"gtg|g2g|brb|"
    r"(?:i'?m|i am) (?:off|out|outta here|heading out|logging off|signing off|going to bed|heading to bed|going to sleep)|"
    r"(?:off|heading|going) to (?:bed|sleep)|bedtime|(?:time|time for|time to) (?:bed|sleep)|signing off|logging off|"
    r"good ?night|gn|nighty?[ -]night|night|nite|peace(?: out)?|take care|"
    r"(?:that'?s|that is) (?:all|it)(?: for (?:now|today|tonight))?|(?:i'?ll )?let (?:you|u) go(?: now)?|"
    r"for (?:now|today|tonight)"
)
_EN_SOFT = (
    r"ok|okay|k|alright|aight|well|so|anyway|anyways|thanks|thank (?:you|u)|thx|ty|lol|haha|hehe|cool|great|"
    r"all|everyone|y'?all|then|now|again|xoxo|you too|u too|friend|buddy|pal|mate"
)
_EN_END = r"(?![a-z0-9'])"
_EN_SEP = r"[\s,.!?~…:;\-–—()]"
_EN_LEAVING = later(r"^" + _EN_SEP + r"*+(?>(?:" + _EN_BYE + "|" + _EN_SOFT + r")" + _EN_END + _EN_SEP + r"*+)+$")
_EN_GOES = later(r"(?<![a-z0-9'])(?:" + _EN_BYE + r")" + _EN_END)

# (a goodbye keeps its brackets, "bye (for now)"; laughter is no goodbye unit, so it is not shortened)
_SYMBOLS = later(r"[^\w\s,.!?~…'\-–—:;()\u3000-\u303f\uff00-\uffef]+")


@lru_cache(maxsize=4096)
def leaving(text: str, lowered: str, cjk: bool) -> bool:
    """A message made only of goodbye units and softeners, at least one of them a going-off word."""
    core = short_core(lowered, cjk, _SYMBOLS, laughs=False)  # ("byeeee", "niiight": said once)
    if core is None:
        return False
    if cjk:
        return _ZH_LEAVING.match(core) is not None and _ZH_GOES.search(core) is not None
    return _EN_LEAVING.match(core) is not None and _EN_GOES.search(core) is not None
