"""The frames of English updates: for each slot (job, home, partner, school, health…), the phrasings that set it
(with the value they name, group `v`; `who` when the holder is not the clause's subject: "let me go") and those that
end it. Classes of phrasing built on the word classes of update_classes.py, not sentences, matched on lower-cased
text with straight apostrophes; updates_words.py holds what the two languages share and the words that end any
state."""

from __future__ import annotations

from .frame_parts import END, SET
from .frame_parts import any_of as _any
from .life_work import EN_BANKS
from .frames_age import EN_AGE_FRAMES
from .frames_care import EN_CARE_FRAMES
from .frames_papers import EN_PAPERS_FRAMES
from .frames_en_health import EN_HEALTH_FRAMES
from .frames_en_home import EN_HOME_FRAMES
from .frames_en_school import EN_SCHOOL_FRAMES
from .frames_en_places import EN_PLACE_FRAMES
from .frames_office import EN_OFFICE_FRAMES
from .frames_body import EN_BODY_FRAMES
from .frames_pay import EN_PAY_FRAMES
from .frames_landlord import EN_LANDLORD_FRAMES
from .frames_carrier import EN_CARRIER_FRAMES
from .frames_en_self import EN_SELF_FRAMES
from .frames_en_team import EN_TEAM_FRAMES
from .frames_en_work import EN_WORK_FRAMES
from .frame_words_en import _FIELD, _GYM, _NOT_ONE_DAY_EN, describing

# Words after "my boss is" that say what the boss is like, not who ("my boss is awful", "my boss is out this week").
_NOT_A_NAME = describing("toxic", "micromanaging", "obsessed", "driving", "making", "going")


EN_FRAMES: dict[str, list[tuple[str, str]]] = {
    **EN_WORK_FRAMES,
    **EN_HOME_FRAMES,
    **EN_OFFICE_FRAMES,
    **EN_BODY_FRAMES,
    **EN_PAY_FRAMES,
    **EN_LANDLORD_FRAMES,
    **EN_CARRIER_FRAMES,
    # Who the user reports to at work: one at a time ("My manager is Priya" -> "reporting to some guy named Colin now").
    "manager": [
        (SET, r"\bmy (?:new |current )?(?:manager|boss|supervisor|team ?lead|line manager)(?:'s name)? (?:is|'s) (?:now )?"
              r"(?P<v>(?!" + _NOT_A_NAME + r"\b)[a-z]+)\b(?![- ](?:ish|like)\b)"),
        (SET, r"\b(?:i'm |i am |now )?report(?:ing|s)? (?:directly )?to (?:some (?:guy|woman|lady|dude|person) |a (?:guy|woman) )?(?:named |called )?"
              r"(?P<v>(?!" + _NOT_A_NAME + r"\b)[a-z]+)(?: [a-z]+)? (?:now|from|since|as of|starting|after the)\b|"
              r"\b(?:the person|the one|who) i report to (?:now )?is (?P<y>(?!" + _NOT_A_NAME + r"\b)[a-z]+)\b|"
              r"\bnew (?:manager|boss|supervisor|team ?lead) is (?P<w>(?!" + _NOT_A_NAME + r"\b)[a-z]+)\b|"
              # "now I report to a guy named Theo", "my manager Rita wants the deck" (a name right after the word)
              r"\bnow (?:i )?report(?:ing)? to (?:some |a )?(?:guy|woman|lady|dude|person)? ?(?:named |called )?(?P<x>(?!"
              + _NOT_A_NAME + r"\b)[a-z]+)\b|\bmy (?:manager|boss|supervisor) (?P<n>[a-z]+)\b"),
        # now under someone at work ("I'm now on platform under a lady called Anita", "working under Priya now")
        (SET, r"\b(?:i'm|i am|now|working|moved|been moved) (?:now )?(?:on|in|to)? ?(?:the )?(?:[a-z\-]+ )?(?:team )?under "
              r"(?:some (?:guy|woman|lady|dude|person) |a (?:guy|woman|lady|dude|new manager|new boss) )?(?:named |called )?"
              r"(?P<v>(?!" + _NOT_A_NAME + r"\b)[a-z]+)\b(?! (?:the|a|pressure|stress|contract|review)\b)"),
        (END, r"\b(?:'s|is|isn't|is not|'s not) (?:not )?my (?:boss|manager|supervisor) (?:anymore|any more|now)\b"),
    ],
    "partner": [
        (SET, r"\b(?:got|have|found|i've got) (?:a |an )?(?:new )?(?:bf|gf|boyfriend|girlfriend)(?: now)?\b|^(?:my )?new (?:bf|gf|boyfriend|girlfriend)\b"),
        # with someone called by name now ("ok so im with Daniel now"), one called an ex now ("tom's an ex now")
        (SET, r"\b(?:i'm|im|i am) (?:seeing|dating) (?P<n>[a-z]+)\b(?= now\b)"),
        (END, r"^(?!(?:that|it|this|he|she|which|who|there|what|here)\b)[a-z]+(?:'s| is) (?:an|my) ex\b(?!'s|-)(?: now)?|"
              r"\b(?!(?:that|it|this|he|she|which|who|there|what|here)\b)[a-z]+(?:'s| is) (?:an|my) ex now\b"),
        # the end of one's couple told as the time of something else ("since the breakup", "after my divorce"): read
        # apart, as an end told as background (update_claims.background_ends)
        (END, r"(?:(?<=since the )|(?<=after the )|(?<=since my )|(?<=after my )|(?<=since our )|(?<=after our ))"
              r"(?:breakup|break-up|divorce|split|separation)\b"),
        # a partner who left the home ("since Raj moved out"), of a husband, a wife or a partner the older remark names
        (END, r"\b(?:he|she) moved out\b|\b(?=(?!(?:son|daughter|kids?|roommates?|brother|sister|mom|mum|dad|tenants?|neighbou?rs?|friends?|"
              r"they|it|everyone|he|she)\b)[a-z]+ moved out\b)"),
        # a couple apart who try again ("we're giving it another go", "we got back together", "working on our marriage")
        (SET, r"\b(?:we're|we are|we've been|we're now) (?!(?:[a-z]+ ){0,3}?(?:thinking|considering|talking|planning|maybe|might|hoping|"
              r"not|never|deciding|discussing|debating|wondering)\b)(?:[a-z]+ ){0,3}?(?:giving (?:it|us|things|our marriage) another (?:go|try|shot|chance)|back together|"
              r"working on (?:our|the) marriage)\b|\bwe (?:got|are) back together\b"),
        # a couple made official ("Mark and I made it official last night", "we're officially a thing")
        (SET, r"^(?:officially |finally )?(?:married|engaged) as of\b|"
              r"\b(?:[a-z]+ and i|we) (?:made it|are|'re|went) (?:facebook |insta |instagram )?official\b|"
              r"\b(?:we're|we are) officially (?:a thing|together|a couple|dating)\b"),
        # a couple over in plain words ("Sam and I aren't together anymore", "Sam left me in June", "we called it a day")
        (END, r"\b(?:[a-z]+ and i|we) (?:are not|aren't|are no longer|'re not|'re no longer) (?:together|a couple|an item)\b"
              r"(?! (?:this|that|for the|today|tonight|right now|at the moment|on)\b)|"
              r"\b(?:[a-z]+ and i|we) (?:called it a day|called it quits|went our separate ways|parted ways)\b|"
              r"^(?:[a-z]+|my (?:wife|husband|partner|girlfriend|boyfriend|fianc[ée]e?)) (?:left|dumped|walked out on) me"
              r"(?= (?:in|on|for|last|after|this|a|two|three)\b|[,.;!]|$)"),
        # single again, told as what one gets used to ("Still adjusting to single life", "newly single")
        (END, r"\b(?:adjusting to|getting used to|back to|enjoying|navigating|new to) (?:the |being )?single(?: life)?\b|"
              r"\bnewly single\b|\bsingle again\b"),
        # single no more ("so much for the single life"), someone seen by name ("been seeing Marcus for 2 months")
        (SET, r"\bso much for (?:the |being |my )?single(?: life)?\b|\b(?:i've been|been|i'm|started|i started) seeing "
              r"(?P<n>(?!dr\b|doctor\b|someone\b|somebody\b|things\b|double\b|stars\b|red\b|results\b|progress\b)[a-z]+)"
              r"(?= for\b| since\b| now\b| and\b|[,.;!]|$)"),
        # dating begun ("met someone at my cousin's wedding", "we've been on four dates")
        (SET, r"^(?:so |well |and |but |finally |i )?met someone\b|\b(?:we've|we have|i've|i have) been on (?:a few|a couple of|a couple|some|"
              r"two|three|four|five|six|several|\d+) dates\b"),
        (SET, r"\b(?:married to|engaged to|dating|seeing (?:someone|somebody|a (?:guy|girl|man|woman)|this (?:guy|girl|man|woman))|started seeing|in a relationship|got married|got engaged|"
              r"tied the knot|said yes|(?:are|we're|i'm|is) (?:now )?(?:engaged|married)|(?:have|'ve|has|'s) been (?:happily )?married)\b|"
              r"\bback together\b|\bgot back together\b|\bgetting back together\b|\b(?:we|we've|we have) (?:worked (?:it|things) out|made up)\b|"
              r"\breconciled\b|\bpatched things up\b|\bgave (?:it|us|our relationship) another (?:shot|try|go)\b|\beloped\b|\bgot hitched\b|"
              r"\bexchanged vows\b|\bmoved in together\b|\bremarried\b|\bwent to the courthouse\b|"
              # the wedding told as past by what it left ("our wedding photos finally came back", "on our honeymoon")
              r"\bour (?:wedding (?:photos|pictures|pics|album|video)|honeymoon)\b"),
        # a parent alone now ("first Christmas as a single mom"): no partner
        (END, r"\b(?:as a|being a|now a|i'?m a|i am a|life as a) single (?:mom|mum|dad|parent|mother|father)\b"),
        # single said with no "I'm" ("Single and not looking, honestly happy that way"), not a single thing
        (END, r"^(?:still |happily |proudly |very |totally |100% )?single\b(?=(?: and| af| for| right now| at the moment| again| "
              r"these days)?\s*(?:[,.!;]|$| and| af| for| right now| at the moment| again| these days))"),
        (END, (r"\b(?:is|'s|am|'m|been|was left) (?:a )?(?:widow|widower|widowed)\b|\bbroke ?up\b|\bsplit up\b|\bcalled it quits\b|\bended things\b|\bdumped (?:me|him|her)\b|\bgot dumped\b|"
               r"\bwe split\b(?! (?:the|a|it|up the|utilities|bills|costs|rent|everything|expenses|chores|groceries|gas|dinner|lunch|tips|[a-z]+ (?:fairly|evenly|50)))|\bwent our separate ways\b|\bit'?s over between\b|\bsingle again\b|\bback on the market\b|"
               # (someone blocked everywhere, "never again": the one dated is gone)
               r"^(?:i )?(?:just )?blocked (?:him|her|[a-z]+) (?:everywhere|on everything|on all (?:the )?(?:apps|socials|platforms))\b|"
               r"\bbroke off the engagement\b|\bcalled off the (?:wedding|engagement)\b|\b(?:she|he) left me\b(?! (?:a|some|alone|the|with|at|in|behind|for a))|\bdivorced\b|\bseparated\b|\bcalled off the engagement\b|\b(?:i'?m|is|'s|are|i'?ve been|i have been|been) (?:still |always |happily |perfectly )?single\b(?!-)|"
               r"\bdivorce(?: from [a-z]+)?(?: papers| decree| settlement)? (?:finally )?(?:was |is |has been |got |went |came |have come |has come )?(?:finali[sz]ed|final|through|granted)\b|\bhaven'?t dated\b|"
               r"\bnot dating anyone\b|\bnever (?:had a (?:boyfriend|girlfriend)|dated)\b|"
               r"\b(?:we|[a-z]+ and i)(?:'re| are) (?:officially |so |totally )?(?:done|over|through|finished)\b(?! with\b)|"
               r"\b(?:called|calling|broke|breaking) it off\b|\b(?:he's|she's|they're|he is|she is) (?:officially )?my ex(?: now)?\b|\bghosted me\b|\b(?:is|'s) (?:officially )?(?:out of the picture|in the past)\b|\b(?:are|is|we're|they're) (?:separating|getting divorced|splitting up|breaking up)\b")),
    ],
    **EN_SCHOOL_FRAMES,
    "hometown": [
        (SET, r"\b(?:i'm|i am|i was) (?:originally|born and raised) (?:from|in) (?P<w>[a-z][a-z ]{1,25}?)(?=[,.;!]|$| and\b| but\b)"),
    ],
    # Where one was born: it never changes, so a later place is a correction ("I was born in Hobart, not Melbourne").
    "birthplace": [
        (SET, r"\b(?:i was|i'm|i am|was) born (?:and (?:raised|bred) )?in (?P<w>[a-z][a-z ]{1,25}?)(?=[,.;!]|$| and\b| but\b| in (?:19|20)\d\d\b| on\b| just\b)"),
    ],
    **EN_SELF_FRAMES,
    # The car one drives, said by its make or model (a car's words only: update_claims keeps a value that names a
    # vehicle): "I drive a silver Toyota Corolla" -> "Picked up my Model 3 yesterday!"
    "car": [
        (SET, r"\bi (?:drive|own) (?:a|an) (?P<v>(?:[a-z0-9\-]+ ){0,3}?[a-z0-9\-]+)(?= to\b| for\b| and\b| now\b|[,.;!]|$)|"
              r"\bmy (?:car|ride|daily driver) is (?:a|an) (?P<w>[a-z0-9\- ]{2,30}?)(?=[,.;!]|$| and\b| now\b)|"
              r"\b(?:picked up|bought|got|took delivery of|traded (?:it |my [a-z0-9\- ]{2,20}? )?in for) (?:my|a|an|the) (?:new |brand new |used |first )?"
              r"(?P<x>[a-z0-9\- ]{2,25}?)(?= yesterday\b| today\b| this\b| last\b| on\b|[,.;!]|$)"),
    ],
    # Where one banks, whose network one's phone is on: one at a time.
    # the home internet provider: one at a time ("We use PLDT for home internet" -> "Converge installed the fiber today")
    "internet": [
        (SET, r"\b(?:we|i) (?:use|have|are with|'re with|am with|'m with|get|got) (?P<v>[a-z][a-z&\- ]{1,20}?) for (?:our |my |the )?(?:home )?"
              r"(?:internet|broadband|wifi|wi-fi|fiber|fibre)\b|"
              r"\b(?:our|my) (?:home )?(?:internet|broadband|wifi|fiber|fibre)(?: provider)? is (?:now )?(?P<w>[a-z][a-z&\- ]{1,20}?)(?=[,.;!]|$| now\b)|"
              r"^(?P<x>(?!the\b|a\b|they\b|he\b|she\b|someone\b)[a-z][a-z&\-]+) (?:installed|hooked up|connected) (?:the |our |my )?(?:new )?"
              r"(?:fiber|fibre|broadband|internet|wifi)\b|"
              r"\bswitched (?:our |my |the )?(?:internet|broadband|wifi) (?:over )?to (?P<y>[a-z][a-z&\- ]{1,20}?)(?=[,.;!]|$| now\b)"),
    ],
    "bank": [
        (SET, r"\bi bank (?:with|at) (?P<v>[^,.;!]{2,30})|\bmy (?:main |current |primary )?bank is (?P<w>[^,.;!]{2,30})|\bmoved (?:all )?my (?:accounts|account|banking|money|savings) "
              r"(?:over )?to (?P<x>[^,.;!]{2,30})|\bswitched banks\b"),
        # a bank moved to, called by its name ("Finished moving everything over to Monzo", "switched to Revolut"); never
        # a street or a place of the name ("moved to Chase Street")
        (SET, r"(?:\b(?:switched|switching) (?:[a-z]+ ){0,3}?|\b(?:moved|moving|transferred|changed) (?:[a-z]+ ){1,3}?)(?:over )?to "
              r"(?P<v>" + _any(EN_BANKS) + r")\b(?! (?:street|st|road|rd|avenue|ave|lane|drive|park|hill|square|heights|court|way)\b)"),
        # ... or by what kind of bank it is ("Moved everything over to a credit union", "switched to an online bank")
        (SET, r"(?:\b(?:switched|switching) (?:[a-z]+ ){0,3}?|\b(?:moved|moving|transferred|changed) (?:[a-z]+ ){1,3}?)(?:over )?to "
              r"(?:a|an|my|our|the) (?:local )?(?P<w>credit union|online bank|neobank|building society|digital bank)\b"),
    ],
    "major": [
        # "a junior at Ohio State studying nursing": a subject studied, said of a student (not "studying real hard")
        (SET, r"\b(?:student|freshman|sophomore|junior|senior|undergrad|grad student|[a-z]+ year)\b[^,.;!]{0,30} studying "
              r"(?P<v>[a-z]+(?: [a-z]+)?)(?=[,.;!]|$)"),
        (SET, r"(?:\b(?:i'm|i am) |^(?:currently |still )?)studying (?P<v>(?!(?:abroad|hard|late|all|for|together|online|remotely)\b)[a-z ]{2,30}?)"
              r"(?: part-time| full-time| online)? (?:at|in) (?!the library|home|the moment)"),
        # "I'm a 3rd year Accountancy student at UST": the subject said before "student", at a place of study
        (SET, r"\b(?:i'm|i am) (?:a|an) (?:(?:\d(?:st|nd|rd|th)|first|second|third|fourth|final)[- ]year )?(?P<v>(?!(?:mature|part-time|full-time|"
              r"international|exchange|grad|graduate|phd|good|bad|poor|broke|straight-a|returning|college|university|uni|high school|"
              r"medical school)\b)[a-z]+(?: [a-z]+)?) student (?:at|in) "),
        (SET, r"\b(?:i'm |i am )?major(?:ing|ed)? in (?P<v>[a-z ]{2,30})"),
        (SET, r"\b(?:switched|changed) (?:my )?majors?(?: to (?P<v>[a-z ]{2,30}))?"),
        (SET, r"\b(?:switched|changed|shifted) (?:my )?(?:degree|course|program|programme|stream)(?: to (?P<v>[a-z ]{2,30}?))?(?=[,.;!]|$| now\b| and\b| last\b| this\b| lol\b| haha\b)"),
        # a student's "shifted to" a subject ("Shifted to Marketing na, acctg was…"), said of a year or course
        (SET, r"^(?:i )?(?:shifted|switched) (?:over )?to (?P<v>(?:bs |ba |bsc |ma |msc )?[a-z]+(?: [a-z]+)?)(?= na\b| po\b| lah\b)"),
        (SET, r"\bmy major is (?P<v>[a-z ]{2,30})"),
        (SET, r"\b(?:i'm|i am) (?:now )?in (?P<v>" + _FIELD + r") now\b"),  # ("Transfer went through — I'm in pharmacology now")
        # a subject read at a university, or switched to ("in my second year at Leeds doing Economics", "Switched to
        # Philosophy!", "I'm doing BA English at Hindu College")
        (SET, r"\b(?:year|years|semester|term) (?:at|of) [a-z ]{2,25}? (?:doing|reading|studying) (?P<v>" + _FIELD + r")\b|"
              r"^(?:i've |i have |i )?(?:switched|changed|transferred|moved) (?:my course |my degree |courses |degrees )?(?:over )?to (?P<w>"
              + _FIELD + r")\b|\bi'?m doing (?:a |my )?(?:ba|bsc|bs|ma|msc|beng|bcom|llb|ba hons) (?:in )?(?P<x>[a-z]+)\b"),
        # "I'm a second-year chemistry major at Ohio State": the subject said before "major"
        (SET, r"\b(?:i'm|i am) (?:a|an) (?:(?:first|second|third|fourth|final)[- ]year |freshman |sophomore |junior |senior )?"
              r"(?P<v>(?!double\b)[a-z]+(?: [a-z]+)?) major\b"),
        # the subject of a degree one is doing ("doing a CS degree at Ohio State"), not "a degree in the works"
        (SET, r"\b(?:i'm |i am )?(?:doing|studying for|working on|halfway through) (?:a|an|my) (?P<v>[a-z]{2,15}(?: [a-z]{2,15})?) "
              r"(?:degree|major|ba|bs|bsc|ma|msc)\b"),
    ],
    **EN_TEAM_FRAMES,
    # How one wears one's hair: one way at a time (long hair -> a pixie cut, blonde -> dyed red).
    # How one sees: short sight, glasses or contacts worn, until an eye surgery ends them ("finally did lasik").
    "eyesight": [
        (SET, r"\bi(?: still| always| usually)? (?:wear|need) (?P<v>glasses|contacts|contact lenses|specs|readers)\b|"
              r"\bi'?m (?:very |really |super |pretty )?(?P<w>short-sighted|nearsighted|near-sighted|long-sighted|farsighted)\b"),
        (END, r"\b(?:did|got|had|getting|booked in for) (?:my )?(?:lasik|prk|smile|laser eye surgery|eye surgery|lens implants?)\b|"
              r"\b(?:lasik|laser eye surgery) (?:went|was|is done|worked)\b"),
    ],
    "hair": [
        (SET, r"\b(?:i|she|he|we)(?: still)? (?:have|has|'ve got|'s got|got) (?:really |very |super |pretty )?(?P<v>(?:long|short|curly|straight|"
              r"wavy|blonde?|brown|black|red|grey|gray|white|pink|blue|purple|green|dark|light|thick|silver)(?: [a-z]+)?) hair\b"),
        (SET, r"\b(?:my|her|his) hair is (?:now |so |really )?(?P<v>long|short|curly|straight|blonde?|brown|black|red|grey|gray|pink|blue|purple|green|silver)\b"),
        (SET, r"\b(?:dyed|coloured|colored|bleached) (?:my|her|his) hair(?: (?P<v>[a-z]+))?\b"),
        (SET, r"\b(?:got|have|went for|did|rocking|trying) (?:a |an )?(?:new )?(?P<v>pixie cut|pixie|bob|buzz ?cut|undercut|mullet|fringe|bangs|perm|"
              r"dreads|locs|braids|crew cut|shag|mohawk|shaved head)\b"),
        # (into what: "chopped my hair into a pixie cut", "cut my hair to my chin")
        (SET, r"\b(?:chopped|cut|shaved) (?:it all|all my hair|all of my hair|my hair|my head)(?: off)?(?: (?:into|to) (?:a |an |my )?"
              r"(?P<v>pixie cut|pixie|bob|lob|buzz ?cut|undercut|crew cut|shag|mohawk|chin|shoulders|ears))?\b|"
              r"\bchopped it (?:all )?off\b|\bbig chop\b"),
        # how long it is, said by where it reaches ("my hair is down to my waist", "hair goes past my shoulders")
        (SET, r"\b(?:my|her|his) hair (?:is|goes|comes|reaches)(?: now| all the way)? (?:down to|past|to|below) (?:my|her|his) "
              r"(?P<v>waist|shoulders?|hips|butt|chin|ears|back|collarbone)\b"),
    ],
    # The gym one belongs to: one at a time ("I go to Planet Fitness" -> "cancelled PF and joined the CrossFit box").
    "gym": [
        (SET, r"\b(?:i|we) (?:(?:still|now|usually|mostly) )?(?:go|work out|train|lift|belong|box|climb) (?:to |at )(?P<v>(?:the )?[a-z0-9'&\- ]{0,25}?"
              + _GYM + r")\b"),
        (SET, r"\b(?:i'm|i am|we're|we are) (?:a )?members? (?:at|of) (?P<v>(?:the )?[a-z0-9'&\- ]{0,25}?" + _GYM + r")\b"),
        (SET, r"\bmy (?:gym|local gym)(?: is|'s) (?:the |a |an )?(?P<v>[a-z0-9][a-z0-9'&\- ]{1,30}?)(?=[,.;!]|$| on\b| in\b| near\b| by\b)"),
        (SET, r"\bjoined (?:a |an |the )?(?P<v>[a-z0-9'&\- ]{0,25}?" + _GYM + r")\b|\b(?:switched|changed) gyms\b"),
        # a workout done now at a place ("I'm doing CrossFit at a garage box near my house now", "doing the YMCA now")
        (SET, r"\b(?:i'm |i am |now )?doing (?P<v>crossfit|f45|orangetheory|pilates|spin|boxing|bouldering|climbing)"
              r"(?: classes)? at (?:a |an |the )?[a-z0-9'&\- ]{2,30}? (?:now|these days)\b|"
              r"\bdoing (?P<w>the ymca|the y|[a-z]+ fitness|[a-z]*gym) now\b"),
        (END, r"\bcancel(?:l)?(?:ed|ing) (?:my |the |our )?(?:gym(?: membership)?|membership at (?:the )?[a-z ]{2,20})\b|\bquit (?:the|my) gym\b|"
              r"\b(?:let|letting) (?:my|the) gym membership (?:lapse|expire|go)\b|"
              # (the membership alone, or the gym by its name: "cancelled the membership", "canceled PF")
              r"\bcancel(?:l)?(?:ed|ing) (?:my |the |our )?membership\b(?! (?:to|of|for|with)\b)|"
              r"\bcancel(?:l)?(?:ed|ing) (?:my |the )?(?:pf|planet fitness|[a-z]+ fitness|[a-z]*gym)\b"),
    ],
    "commute": [
        (SET, r"\b(?:my|our|his|her) commute is (?:now )?(?:like |about |around )?(?P<v>[^,.;!]{2,40})"),
        (SET, _NOT_ONE_DAY_EN + r"\bi (?:take|ride) the (?P<v>bus|train|subway|metro|tube|ferry|shuttle) to (?:work|school|the office)\b|"
              + _NOT_ONE_DAY_EN + r"\bi (?P<w>bike|cycle|walk|drive|carpool|scooter|run) to (?:work|school|the office)\b|"
              # how one gets in now, "in" standing for to work ("I drive in now", "I bike in these days")
              + _NOT_ONE_DAY_EN + r"\bi (?:now |just |mostly |usually )?(?P<x>bike|cycle|walk|drive|carpool|scooter) in (?=now\b|these days\b|every day\b|daily\b)"),
        # the train or bus one takes in ("I take the commuter rail in", "switched to riding the bus to work")
        (SET, _NOT_ONE_DAY_EN + r"\bi (?:now |usually |mostly )?(?:take|ride|catch) the (?P<v>(?:commuter |light )?(?:rail|train|bus|subway|metro|tube|ferry|shuttle))"
              r" (?:in|into (?:work|town|the city|the office))\b|\b(?:switched to|started) (?:taking|riding) the (?P<w>(?:commuter |light )?(?:rail|train|bus|subway|metro|tube|ferry|shuttle))\b"),
    ],
    "pregnancy": [
        (SET, r"\b(?:i'm|i am|we're|we are|she's|she is|is) (?:\d+ (?:weeks|months) )?(?:pregnant|expecting)\b"),
        # a pregnancy told by its test ("two pink lines!!", "got a positive test this morning")
        (SET, r"\b(?:two|2) (?:pink |faint )?lines\b|\bpositive (?:pregnancy |preg )?test\b|\bbun in the oven\b"),
        (SET, r"\b(?P<v>trying (?:for a (?:baby|kid|child)|to (?:conceive|get pregnant|have a baby)|for (?:baby|number) (?:two|three|#?\d)))\b"),
        # the baby here ("baby's here!", "the baby is finally here"), born on a day ("he was born tuesday")
        (END, r"^(?:the |our |my )?(?:baby|bub|little one)(?:'s| is) (?:finally |officially )?here\b|"
              r"^(?:he|she|they) (?:was|were) born (?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|today|last night|this morning)\b"),
        (END, r"\b(?:the |our |my )?baby(?:'s| is) (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of) (?:days?|weeks?|months?) old\b|\bgave birth\b|\b(?:baby|son|daughter|twins|little one)(?: [a-z]+){0,2} (?:arrived|was born|were born|is here|are here|came|showed up|joined us|made (?:his|her|their) (?:debut|entrance|appearance))\b|"
              r"\bhad (?:the|our|a|her|his|their) (?:baby|babies|twins|little one)\b|\b(?:baby|son|daughter|twins) born\b|\bdelivered (?:a |our |the )?(?:baby|son|daughter|twins)\b|"
              r"\bmiscarr(?:ied|iage)\b|"
              # a birth told by whose arrival and the baby's weight ("little Oscar arrived Feb 27th, 7lb 2oz")
              r"\b(?:arrived|was born|came|is here)\b(?=[^.;!?]{0,40}?\b\d{1,2} ?(?:lbs?|pounds?|kg|kilos?)\b)|"
              r"\blittle [a-z]+ (?:arrived|was born|is here|made (?:his|her|their) (?:debut|entrance|appearance))\b|"
              # a clause that opens with the birth, whose it is left unsaid ("She's here! … born on the 2nd", "born at
              # 3am, both doing great"); never "born and raised"
              r"^(?:and )?born (?:on|at|in the|this|last|yesterday|today|early|late|\d)\b|"
              # a newborn's weight in pounds and ounces opening a clause of its own ("7lbs 2oz, both doing great"), a
              # baby welcomed ("we welcomed our daughter Maya on Friday"; not "our new neighbours")
              r"^(?:[4-9]|1[01]) ?(?:lbs?|pounds?),? ?\d{1,2} ?(?:oz|ounces?)\b|"
              r"\bwelcomed (?:our|a|the) (?:(?:new|first|second|third|little|beautiful|healthy|baby) )*(?:baby|son|daughter|twins|"
              r"boy|girl|bundle of joy)\b"),
    ],
    "household": [
        (SET, r"(?:\b(?:i|i'm) |^)(?:now )?(?:live|living) (?P<w>alone|by myself|on my own)\b|\bmy (?:roommate|housemate|flatmate)(?:'s| is) (?P<v>[a-z]+)\b|"
              # a roommate named with the user ("my roommate Jess and I split the rent"), a place that is the user's alone now
              r"\bmy (?:roommate|housemate|flatmate) (?P<y>[a-z]+) and i\b|\b(?:i've got|i have|i've|got|have) (?:the )?(?:whole |entire )?(?:place|apartment|flat|house|condo) (?P<z>to myself)\b|"
              r"\b(?P<x>[a-z]+) is my (?:roommate|housemate|flatmate)\b"),
        # the user alone where they live now ("it's just me in the flat now")
        (SET, r"\bit'?s just me(?: (?:in|at) the (?:flat|house|place|apartment|condo))? now\b"),
        # someone come to live with the user ("Sam moved in last weekend", "my boyfriend moved in with me"), not a move
        # of the user's own ("we moved in last week") nor next door
        (SET, r"\b(?P<v>(?!(?:i|we|they|it|who|that|which|just|finally|officially|then|and)\b)[a-z]+) (?:just |finally |officially )?"
              r"moved in(?: with (?:me|us))?\b(?! (?:next|to|into|across|down|up|upstairs|downstairs|nearby|on|at|in)\b)"),
        # whom the user shares a home with, by what they are ("I have two roommates", "I live with 3 flatmates")
        (SET, _NOT_ONE_DAY_EN + r"\b(?:i|we) (?:have|share (?:a|the|my|our) (?:flat|house|place|apartment) with|(?:still )?live with|"
              r"(?:am|'m) (?:still )?living with) (?:a |an |one |two |three |four |five |[2-9] |some )?(?:other )?"
              r"(?P<v>roommates?|housemates?|flatmates?)\b"),
    ],
    "shift": [
        (SET, _NOT_ONE_DAY_EN + r"\b(?:work(?:s|ing)?|on|to|do|does|doing|got|pull|pulls|pulling|back on|stuck on|only) (?:the |a |an )?"
              r"(?P<v>overnight|night|day|morning|evening|graveyard|swing|early|late|first|second|third|split|weekend) shifts?\b"),
        (SET, _NOT_ONE_DAY_EN + r"\bi(?:'m| am)? (?:now )?(?:work(?:ing)?|on) (?P<v>nights|days|overnights|weekends)\b(?! off)"),
        (SET, r"\b(?:moved|switched|changed|went|transferred|got moved|got switched) (?:over |back )?to (?:the )?"
              r"(?P<v>days|nights|overnights|mornings|evenings|weekends|day shift|night shift|first shift|second shift|third shift)\b(?! for\b)"),
        # nights over ("finally off nights!!", "done with night shifts"), never one night off ("off tonight")
        (END, r"\b(?:off|done with|no more|finished with|free of) (?:the )?(?P<v>nights|overnights|graveyards?|"
              r"night|overnight|graveyard)(?: shifts?)?\b(?![^,.;!?]*\b(?:this|for the|tonight|today)\b)"),
        (SET, r"\b(?:my|her|his) shift is (?:now )?(?P<v>\d{1,2}(?::\d\d)?\s*(?:am|pm)?\s*(?:to|-|till|until)\s*\d{1,2}(?::\d\d)?\s*(?:am|pm)?)"),
        # the hours worked ("I work 9 to 5 at the bank", "my hours are 10 to 6 now", "we're on a four-day week now")
        (SET, _NOT_ONE_DAY_EN + r"\bi (?:usually |normally |now )?work (?:a )?(?P<v>\d{1,2}(?::\d\d)?\s*(?:am|pm)?\s*(?:to|-|till|until)\s*\d{1,2}(?::\d\d)?"
              r"\s*(?:am|pm)?|nine to five)\b(?! (?:today|tonight|tomorrow|this)\b)|"
              r"\bmy (?:work )?hours are (?:now )?(?P<w>\d{1,2}(?::\d\d)?\s*(?:am|pm)?\s*(?:to|-|till|until)\s*\d{1,2}(?::\d\d)?\s*(?:am|pm)?)|"
              r"\b(?:we're|i'm|we are|i am|switched to|moved to|went to) (?:now )?(?:on )?(?:a )?(?P<x>four[- ]day (?:work ?)?week|4[- ]day (?:work ?)?week|"
              r"flexi?[- ]?time|flexible hours|compressed hours)\b"),
    ],
    "bedtime": [
        (SET, _NOT_ONE_DAY_EN + r"(?:\b(?:i|i've been|i'm)|^(?:been|now|usually))(?: usually| always| normally| typically| now| generally)? ?"
              r"(?:go|get|head|going|getting|heading|in bed|asleep|fall asleep|falling asleep|sleep)(?: to (?:bed|sleep))?"
              r" (?:at|around|by|before|after|about) (?P<v>\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)?|midnight)"),
        # up till an hour every night ("I stay up till 2am gaming most nights"): that hour is when one goes to sleep
        # a routine's lights out ("New routine: lights out by 10:30")
        (SET, _NOT_ONE_DAY_EN + r"\blights out (?:by|at|around|before) (?P<v>\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)?|midnight)"),
        (SET, _NOT_ONE_DAY_EN + r"\b(?:i|i'm) (?:usually |always |normally |still )?(?:stay|staying) up (?:till|until|til|to|past) "
              r"(?P<v>\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)?|midnight)"),
    ],
    "waketime": [
        (SET, _NOT_ONE_DAY_EN + r"\b(?:i|i'm|i've been) (?:usually |always |normally |typically |now |generally )?"
              r"(?:wake up|get up|up|waking up|getting up|sleep in|sleeping in|sleep)(?: until| till| at| around| by| before)"
              r" (?P<v>\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)?)"),
    ],
    # a farm or a herd by its size ("I farm about 800 acres of wheat", "I run about 60 head of Angus"): many at once
    "farm": [
        (SET, r"^(?:i|we) (?:farm|ranch|grow|run|raise|keep) (?:about |around |like |roughly |nearly |over )?(?P<v>\d[\d,]* (?:acres|head|hives|"
              r"cows|cattle|sheep|goats)(?: of [a-z ]{2,20})?)"),
    ],
    "phone": [
        (SET, r"\b(?:got|bought|have|use|using|switched to|upgraded to|went with|picked up|i'm on|on|back to|my phone is|my)"
              r" (?:a |an |the |my |new |an? new |the new )?(?P<v>iphone|pixel|galaxy|samsung|android|oneplus|motorola|xiaomi|huawei|"
              r"nokia|blackberry|flip phone)\b(?! (?:tablet|watch|buds|earbuds|tab|laptop|charger|case|tv|fridge|washer|dryer|account))"),
        # a side joined ("welcome me to the iPhone life", "team android now")
        (SET, r"\b(?:the |team )(?P<v>iphone|android|pixel|samsung|galaxy) (?:life|club|gang|side)\b|\bteam (?P<w>iphone|android|pixel) now\b"),
    ],
    "diet": [
        (SET, r"\b(?:i'm|i am|i've been|went|gone|going|turned|i eat|i do|doing) (?:on )?(?:a |fully |strictly )?(?P<v>vegan|vegetarian|veggie|pescatarian|pescetarian|keto|paleo|plant-based|gluten-free|intermittent fasting)\b"),
        # one who eats everything, meat first ("I'm a big meat eater"): going vegan replaces it
        (SET, r"\b(?:i'm|i am) (?:a |an )?(?:big |huge |total |serious |real |massive )?(?P<v>meat[- ]eater|meat lover|carnivore|omnivore)\b"),
        (END, r"\b(?:started|start|begun|began|back to) eating (?:meat|fish|chicken|eggs|dairy|beef|pork|seafood|burgers|steak)\b|"
              r"\beat(?:ing)? (?:meat|fish|chicken|eggs|dairy|beef|pork|cheese|carbs|bread)(?: [a-z]+){0,3} again\b|\bate (?:meat|fish|chicken|a burger|a steak)(?: [a-z]+){0,3} again\b"),
        # a diet over ("keto's over", "my vegan days are over", "the fasting thing is done"); not a day of it ("the fasting day is over")
        (END, r"\b(?:my |the )?(?P<v>vegan|vegetarian|veggie|pescatarian|pescetarian|keto|paleo|plant-based|gluten-free|fasting|intermittent fasting|whole30|"
              r"low-carb|carnivore)(?:'s| (?:days|thing|phase|diet|life|experiment|era|streak)(?: is| are|'s)| is| are) (?:so |officially )?"
              r"(?:over|done|finished)\b"),
    ],
    # An exam studied for ends when it is passed ("studying for the bar" -> "passed the bar!!").
    "exam": [
        (SET, r"\b(?:studying|revising|cramming|prepping|preparing) for (?:the |my |an? )?(?:[a-z0-9]+ ){0,2}?"
              r"(?:exams?|boards|bar|mcat|lsat|gmat|gre|cpa|ielts|toefl|finals)\b"),
        (END, r"\bpassed (?:the |my |all my )?(?:[a-z0-9]+ ){0,2}?(?:exams?|boards|bar|mcat|lsat|gmat|gre|cpa|ielts|toefl|finals)\b"),
    ],
    "hospital": [
        # (a nurse or a doctor in the ICU works there: "I'm an RN in the ICU")
        (SET, r"\bin (?:the )?hospital\b|\bhospitali[sz]ed\b|\badmitted\b|\b(?:still |back )?(?:in|on) the ward\b|"
              r"(?<!\bwork )(?<!\bworks )(?<!\bworking )(?<!\brn )(?<!\bnurse )(?<!\bdoctor )(?<!\bresident )\bin the (?:n|p)?icu\b"),
        (END, (r"\bdischarged\b|\bout of (?:the )?(?:hospital|icu|intensive care|er)\b|\bmoved out of (?:the )?(?:icu|intensive care)\b|\bhome from (?:the )?hospital\b|"
              r"\bcame home from\b|\b(?:they )?(?:released|sent) (?:me|him|her) home\b|\breleased (?:me|him|her) (?:this|last|yesterday|today)\b|"
              r"\b(?:i'm|i am|she's|he's) (?:back )?home now\b|\bhome from the (?:n|p)?icu\b|"
              r"\b(?:brought|took|bring|taking) (?P<who>him|her|them|our [a-z]+|my [a-z]+) home from the (?:hospital|(?:n|p)?icu|ward)\b|^(?:finally )?home (?:at last|finally)\b|^(?:finally )?home in my own bed\b|\b[a-z]+(?:'s| is) (?:finally |back )?home(?: now| at last| for good)\b")),
    ],
    **EN_HEALTH_FRAMES,
    **EN_PLACE_FRAMES,
    **EN_AGE_FRAMES,
    **EN_CARE_FRAMES,
    **EN_PAPERS_FRAMES,
}
