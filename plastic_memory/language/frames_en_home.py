"""English frames of where one lives: the phrasings that set a home (with the place they name, group `v`; `who`
when the holder is not the clause's subject: "moved grandma into…") and those that end one (the rest of
frames_en.py's slots; read into EN_FRAMES there, in its place among them)."""

from __future__ import annotations

from .frame_parts import END, SET
from .frame_words_en import _EN_ROLE, _EN_DEPARTMENT, _EN_SITE, _EN_WEEKDAY, _DWELLING, _FIELD, _NOT_A_COMPOUND, _HELD_NOW, _KIN_S

# A time something was moved to is no place ("the surgery got moved to friday", "moved to next week").
_WHEN = r"(?:" + _EN_WEEKDAY + r"|tomorrow|tonight|today|next|later|the (?:morning|afternoon|evening|weekend)|\d)"

# Three weeks or more, months or years: a stay that long somewhere is living there.
_WEEKS_OR_MORE = (
    r"(?:(?:three|four|five|six|seven|eight|nine|ten|eleven|a few|[3-9]|\d\d) weeks|(?:a|one|two|three|four|five|six|seven|"
    r"eight|nine|ten|eleven|a few|a couple(?: of)?|\d+) (?:months?|years?))"
)

EN_HOME_FRAMES: dict[str, list[tuple[str, str]]] = {
    "home": [
        # one of the user's people who stayed with them gone back to a home of their own ("mom went back to her own
        # place last week"): said of her or him, so never the user going home
        (SET, r"\b(?:went|moved|gone|headed|has gone|is going|went home|moved home) back to (?P<v>(?:her|his|their) (?:own )?"
              r"(?:place|house|home|apartment|flat|condo))\b"),
        (SET, r"\b(?:i|we|i've|we've|he|she|they|he's|she's|they've|and) (?:already|just|finally|officially) moved"
              r"(?= *(?:[,.;!]|$|and\b|last\b|this\b|yesterday\b|today\b))"),
        (SET, r"\b(?:i|we)(?:'ve| have)? ?(?:(?:now|still|currently|officially|finally|actually|both|all) )?(?:live|lived|(?:'m|am|'re|are) (?:(?:still|now|currently) )?living) (?:with [^,.;!]{2,20}? |alone |by myself |on my own )?(?:in|at|near|on) (?P<v>[^,.;!]{2,40})"),
        (SET, r"\b(?:we|i) (?:just )?moved to (?!(?:the|our|a|an|their|another) (?:[a-z]+ ){0,3}(?:" + _EN_SITE + r"|squad|crew|pod|org|group|roster|choir|band|orchestra|ensemble|lineup|section|league)\b|(?:the )?[a-z]+ shift\b|" + _WHEN + r")(?P<v>[^,.;!]{2,30})"),
        (SET, r"\b(?:lives|is living|has lived) (?:with [^,.;!]{2,20}? |alone |by (?:him|her)self |on (?:his|her) own )?(?:(?:out|up|down|over|back) )?(?:in|at|near|on) (?P<v>[^,.;!]{2,40})|\b(?:lives|is living) with (?P<w>us|me|(?:my|our) [a-z]+)\b"),
        (SET, r"\b(?:(?:my|our|his|her) [a-z]+(?: [a-z]+)?(?: and (?:my |our )?[a-z]+)?|[a-z]+ and [a-z]+|they|we|i) (?:still )?(?:live|are living|have lived) (?:(?:out|up|down|over|back) )?"
              r"(?:in|at|near|on|by) (?P<v>[^,.;!]{2,40})"),
        (SET, r"\b(?:i'm|i am|we're|we are) (?:living|crashing) (?:at|with) (?P<v>(?:my|our|a) [^,.;!]{2,30})"),
        # "living in a tiny studio in Astoria rn" (a remark that starts with the living), "I'm back at my parents' place
        # in Leeds for now"
        (SET, r"^(?:(?:still|currently|now) )?living (?:in|at) (?P<v>[^,.;!]{2,40})"),
        (SET, r"\b(?:i'm|i am|we're|we are) (?:back|moved back) (?:at|with|in with|home with) (?P<v>(?:my|our) (?:parents'?|folks'?|mum'?s|mom'?s|"
              r"dad'?s|grandma'?s|grandparents'?|family'?s)(?: (?:place|house|home|flat))?[^,.;!]{0,30})"),
        # the same told in chat, "I'm" left out: "moved back home with my parents", "back home with my folks for now",
        # "staying at my mom's until I find a place", "crashing on my buddy's couch till…"
        (SET, r"(?:^|\bi |\bwe )(?:just |finally )?(?:moved (?:back )?(?:home |in |back in )?with|back (?:home )?with|back at|"
              r"(?:staying|crashing|living) (?:at|with|on)) (?P<w>(?:my|our) (?:parents'?|folks'?|mum'?s|mom'?s|dad'?s|grandma'?s|"
              r"grandparents'?|family'?s|in-laws'?|sister'?s|brother'?s|buddy'?s|friend'?s|cousin'?s)(?: (?:place|house|home|flat|couch|sofa))?)"
              r"(?= (?:for now|for a while|until|till|til|again|since|now|while|to save)\b|[,.;!]|$)"),
        (SET, r"\b(?:bought|closed on) (?:our|my|a|his|her|their|the) (?:first |new |own |forever )?(?:[a-z\-]+ )?" + _DWELLING
              + r"|\bliving off campus\b"),
        # a purchase completed ("Closing went through on the house on Fenwick Lane")
        (SET, r"\bclosing (?:finally |officially )?(?:went through|is done|happened|is official|is final) on (?:the|our|my) "
              r"(?:new )?(?:[a-z\-]+ )?" + _DWELLING + r"(?: (?:on|in|at) (?P<v>[^,.;!]{2,30}))?"),
        # where one's home is, said of the home ("My flat in Leeds has a tiny kitchen")
        (SET, r"\b(?:my|our) (?:[a-z\-]+ )?" + _DWELLING + r" (?:in|just outside|outside|near|on) (?P<v>[a-z][a-z' ]{1,25}?)"
              r"(?= (?:has|is|was|needs|means|gets|feels|sits|looks|backs|overlooks|'s)\b|'s\b|[,.;!]|$)"),
        (SET, r"\b(?:we|i) (?:officially |now |finally |actually )*own (?:a|an|our|my) (?:[a-z\-]+ ){0,2}" + _DWELLING),
        # a home told by the first days in it ("First week in Toronto and…", "Still unpacking boxes in Walthamstow",
        # "Signed the lease in Bristol!!", "New commute from Maplewood is an hour"): where one lives now
        (SET, r"\b(?:first|1st|second|third) (?:full )?(?:week|weekend|month|winter|summer|christmas) (?:living |back )?in "
              r"(?P<v>[a-z][a-z' ]{1,25}?)(?=[,.;!]| and\b| so\b| is\b| has\b|$)|"
              r"\bunpack(?:ing|ed) (?:the |our |my )?(?:last )?(?:boxes |box )?(?:in|at) (?:our |my |the )?(?P<w>[a-z][a-z' ]{1,25}?)"
              r"(?: place| flat| house| apartment| condo)?(?=[,.;!]| and\b|$)|"
              r"\bsigned the lease (?:on [^,.;!]{2,30}? )?in (?P<x>[a-z][a-z' ]{1,25}?)(?=[,.;!]| and\b|$)|"
              r"\bnew commute from (?P<n>[a-z][a-z' ]{1,25}?)(?= is\b| takes\b|[,.;!]|$)"),
        # where one is now, said with what changed ("Now that we're in Hoboken the PATH gets me in…", "we're in Vancouver
        # as of last Tuesday", "Abuja now — the move went smoother than I thought", "First night in the Leeds flat")
        (SET, r"\bnow that (?:we're|i'm|we are|i am) (?:finally |officially )?(?:living |based )?in (?!(?:the|a|an|my|our|this|that|bed|town)\b)"
              r"(?P<v>[a-z]+(?: [a-z]+)?)(?=[,.;!]| the\b| and\b| so\b| it\b| i\b| we\b|$)|"
              r"\b(?:we're|i'm|we are|i am) (?:now |officially )?(?:living |based )?in (?!(?:the|a|an|my|our|this|that)\b)(?P<w>[a-z]+(?: [a-z]+)?) "
              r"as of\b(?![^.;!]*\b(?:for|on) (?:a |an |the |my |our )?(?:conference|trip|holiday|vacation|visit|business|work|week|few|couple)\b)|"
              r"\b(?:my|our) (?:daily |morning |usual )?commute from (?P<y>[a-z]+(?: [a-z]+)?) (?:to|into|is)\b|"
              r"^(?P<n>[a-z]+(?: [a-z]+)?) now\b(?=[^.;!?]*\bthe (?:big )?move\b)|"
              r"\bfirst (?:night|week|weekend|morning) in the (?P<x>[a-z]+) (?:flat|apartment|condo)\b"),
        (SET, r"\bmade the (?:big )?move (?:to|out to|up to|down to|over to) (?P<v>[^,.;!]{2,30})|"
              r"\b(?:we're|i'm|we are|i am) (?:officially |finally |now )?in the (?P<w>[a-z\- ]{2,20}) (?:house|flat|place|apartment|home)\b|"
              r"^(?:i'm|we're|i am|we are) (?:now |still )?(?:based )?in (?P<n>[a-z]+)(?=[,.;!]|$)"),
        # a home said as a clause of its own with "now" ("ground floor place now, with a little garden", "bigger flat
        # now"): the one lived in now
        # (a "place" only of a home's size, floor or newness, never "coffee place now")
        (SET, r"^(?:a |an |our |my )?(?P<v>(?:[a-z0-9\-]+ ){0,2}(?:(?:[a-z0-9\-]+ )?(?:flat|apartment|house|condo|bungalow|townhouse)|"
              r"(?:bigger|smaller|larger|new|own|nicer|cheaper|quieter|floor|[a-z0-9]+-bed(?:room)?) place)) (?:now|these days)\b"),
        (SET, r"\bgot (?:his|her|their) own (?:[a-z\-]+ )?" + _DWELLING),
        (SET, r"\bmoved (?:back |down |over |out )?to (?!tears|(?:a |an |the )?(?:new )?" + _EN_ROLE + r"|(?:mr|mrs|ms|miss|mx|dr|coach|professor)\b|[a-z]+'s (?:class|classroom|team|group|room|section|desk)\b|(?:" + _EN_DEPARTMENT + r")\b|(?:the|our|a|an|their|another) (?:[a-z]+ ){0,3}(?:" + _EN_SITE + r"|squad|crew|pod|org|group|roster|choir|band|orchestra|ensemble|lineup|section|league)\b|(?:the )?[a-z]+ shift\b|" + _WHEN + r")(?P<v>[^,.;!]{2,30})"),
        (SET, r"\bmoved (?:into|in to) (?:a |an |the |my |our )?(?P<v>[^,.;!]{2,30})"),
        (SET, r"\b(?:i'm|we're|i am|we are) (?:still |now |currently )?(?:in|renting|living in) (?:a|an|this|our|my) (?:[a-z0-9\-]+ ){0,3}"
              + _DWELLING + r"(?: [a-z]+){0,2} in (?P<v>[^,.;!]{2,30})"),
        (SET, r"\bmoved (?P<who>me|mom|mum|dad|grandma|grandpa|nana|granny|him|her|them|my (?:mom|mum|dad|grandma|grandpa|grandmother|"
              r"grandfather|parents|aunt|uncle)) (?:into|in to) (?:a |an |the |her |his |their )?(?P<v>[^,.;!]{2,30})"),
        (SET, r"\bmoved (?:onto|out to) (?P<v>[^,.;!]{2,30})"),
        (SET, r"\b(?:relocated|moved back|moved home|moved back home) to (?P<v>[^,.;!]{2,30})"),
        (SET, r"\bback (?:in|home in|to) (?P<v>[a-z][a-z ]{1,20}) for good\b"),
        (SET, r"\b(?:i'm|we're|i am|we are) renting (?:a |an |the )?(?P<v>(?:[a-z\-]+ ){0,2}" + _DWELLING + r"[^,.;!]{0,30})"),
        (SET, r"\b(?:i|we) (?:rent|own|share) (?:a |an |the )?(?P<v>(?:[a-z\-]+ ){0,2}" + _DWELLING + r"[^,.;!]{0,30})"),
        # where home is ("Home is a little cottage outside Bath", "home's Leeds these days")
        (SET, r"^(?:my )?home(?: for (?:me|us))?(?: is|'s) (?:now |still )?(?:(?:a|an) [a-z\- ]{1,25}? )?(?:in|near|outside|on) (?P<v>[^,.;!]{2,30})"),
        # a move told as the time since ("since moving to Denver I walk everywhere", "after relocating to Austin")
        (SET, r"\b(?:since|after) (?:moving|relocating|relocation) (?:back )?(?:to|into) (?P<v>[a-z][a-z' \-]{1,30}?)(?=[,.;!]|$| (?:i|we|my|our|last|this|in|a|and)\b)"),
        # where one stays, said in the present as Indian English says where one lives ("I stay in Pune, Kothrud side"),
        # not a stay ("I'm staying in Paris for the week")
        (SET, r"^(?:i|we) (?:still |now |currently )?stay in (?P<n>[a-z]+)\b(?! (?:for|till|until|tonight|this|over)\b)"),
        # (with what it is: "new place is a little bungalow in Evanston", "my apartment's on the 12th floor in Chicago")
        (SET, r"\b(?:my|our|my new|our new|(?<![a-z] )new) (?:apartment|house|place|home|flat|condo)(?: is|'s) (?:(?:a|an) [a-z\- ]{1,25}? )?"
              r"(?:in|on|near|at) (?P<v>[^,.;!]{2,40})"),
        # now in a place of a kind somewhere ("we're now in a cottage outside Bath"), a place of one's own at last
        (SET, r"\b(?:we're|i'm|we are|i am) now in (?:a|an) [a-z0-9\- ]{0,20}?(?:cottage|house|flat|apartment|condo|bungalow|terrace|studio|"
              r"townhouse|semi|1bhk|2bhk|3bhk|place|unit|hdb) (?:in|outside|near|on) (?P<v>[^,.;!]{2,30})|"
              r"\b(?:have|got|found|bought|rented) (?:my|our) own (?:place|flat|apartment|house|pad)\b"),
        # a new place settled into, called by where it is ("settling into the Brisbane place"), or a lease signed on
        # it ("Lease signed on the Jersey City apartment")
        (SET, r"\b(?:settling|settled|moving|moved) into (?:the|our|my) (?:new )?(?P<n>[a-z]+(?: [a-z]+)?) (?:place|flat|house|apartment|condo|unit)\b|"
              r"\blease (?:is )?signed (?:on|for) (?:the|a|our|my) (?:new )?(?P<v>[a-z]+(?: [a-z]+)?) (?:place|flat|house|apartment|condo|unit)\b"),
        (SET, r"\b(?:got|bought|found|rented) (?:my|our) own (?:[a-z\-]+ )?" + _DWELLING + r"(?: in (?P<v>[^,.;!]{2,30}))?"),
        (SET, r"\b(?:bought|closed on|rented|found|signed (?:a lease )?(?:on|for)) (?:a |an |our |my )?(?:new )?(?:[a-z\-]+ )?" + _DWELLING + r" (?:out |up |down |over )?(?:in|near|outside|by) (?P<v>[^,.;!]{2,30})"),
        (SET, r"\bmoved (?:back )?in with (?P<v>(?:us|me)\b(?!')|[^,.;!]{2,30})|\b(?:we're|i'm|we are|i am) (?:now )?based (?:in|out of) (?P<w>[^,.;!]{2,30})"),
        (SET, r"\bgot the keys to (?:a |an |our |my |the )?(?:new )?(?P<v>[^,.;!]{2,30})"),
        # where one lives said as the home one is in ("I'm in a shared house on Birch St now", "now in a 2BR in Jersey
        # City", "I'm still in the big house on Maple Lane"), homeowners somewhere, a move told bare ("we moved!!",
        # "moved off campus", "moved in last week")
        (SET, r"(?:\b(?:i'm|we're|i am|we are)|^now|, now) (?![^.;!?]*\b(?:this|for the|over the) weekend\b)"
              r"(?:now |still |officially |finally |currently )*in (?:a|an|our|my|the) "
              r"(?:new |big |old |little |small |tiny |shared )*(?:[a-z0-9\-]+ )?" + _DWELLING + r"(?: [a-z]+)? (?:in|on|at|near|off) "
              r"(?P<v>[^,.;!]{2,30})|"
              r"\b(?:we're|i'm|we are|i am) (?:now |officially |finally )*(?:a )?home ?owners? in (?P<w>[^,.;!]{2,30})|"
              r"\b(?:we're|i'm|we are|i am) (?:now |officially |finally )*(?:a )?home ?owners?(?= *(?:[,.;!]|$| now\b| at last\b))|"
              # a place stayed at until one is found ("I'm staying at my sister's place in Queens until I find something")
              r"\b(?:i'm|i am|we're|we are) (?:still )?staying at (?P<x>(?:my|our) [^,.;!]{2,30}?)(?= (?:until|till|while)\b| for now\b)|"
              r"^(?:so |well |guess what,? )?(?:we|i) moved(?= *(?:!|\.|$))|\bmoved (?:off campus|out of the dorms?|out of (?:my|our) "
              r"parents'?(?: place| house)?)\b|\b(?:we|i|just|finally) moved in (?:last|this|yesterday|today|on|over)\b|"
              # a first lease of one's own signed ("signed my first lease!!"), never one renewed ("signed our new lease")
              r"\bsigned (?:my|our) (?:very )?(?:first|own) (?:own )?lease\b|"
              r"\bbuilt (?:a|our|my) (?:own )?(?:place|house|home)(?: of (?:my|our) own)?\b"),
        # a home shared and paid for ("splitting a 3-bed in Westwood with two guys", "sharing a flat in Hackney now")
        (SET, r"\b(?:splitting|sharing|renting) (?:a|an) (?:[a-z0-9\-]+ )?" + _DWELLING + r" (?:in|on|near|off) (?P<v>[^,.;!]{2,30}?)"
              r"(?= with\b| now\b|[,.;!]|$)"),
        # housing on a base or a campus ("I'm in base housing at Fort Cavazos"), a military move done ("PCS done!!"), the
        # last box unpacked in a new place ("Unpacked the last box in our place near Ramstein")
        (SET, r"\b(?:i'm|we're|i am|we are) (?:still |now )?(?:in|living in) (?P<v>(?:base|student|grad|family|military|on-base|"
              r"university|campus) housing(?: (?:at|in|on) [^,.;!]{2,30})?)|^pcs(?:'d| done| is done)\b|"
              r"\bunpacked (?:the |our |my )?(?:last )?box(?:es)? (?:in|at) (?:our|my|the) (?:new )?(?:place|apartment|house|flat|home)"
              r"(?: (?:in|near|on) (?P<w>[^,.;!]{2,30}))?"),
        # a new address given ("As of March 1 my mailing address is 42 Harbor View Rd, Portland, Maine")
        (SET, r"\b(?P<who>my) (?:new |mailing |home |current |postal )*address (?:is|'s) (?:now )?(?P<v>[a-z0-9][a-z0-9 .\-]{3,40}?)(?=[,;!?]|\.(?: |$)|$)"),
        # moved by the employer ("The company relocated me to Seattle")
        (SET, r"\brelocated (?P<who>me|us) (?:out |over |down |up )?to (?P<v>[a-z][a-z ]{1,25}?)(?=[,.;!?]|$| (?:and|for|in|last|this|—)\b| [^\x00-\x7f])"),
        # a new place told by who is there ("My new landlord in Jersey City says…")
        (SET, r"\b(?P<who>my) new (?:landlord|landlady|neighbou?rs?|building|street|neighbou?rhood|place|apartment|flat|house) (?:in|on|at|near|over in|out in) "
              r"(?P<v>[a-z][a-z ]{1,25}?)(?=[,.;!?]|$| (?:says|said|is|was|has|and|just|wants|keeps|texted|called|told)\b)"),
        # where one lives now, said in passing ("my commute is a 5 minute walk now that I'm in Astoria")
        (SET, r"\bnow that (?:i'm|we're|i am|we are) (?:in|living in|based in|out in|up in|down in) (?!(?:the|a|an|my|our|this|that) "
              r"(?:[a-z]+ )?(?:car|van|taxi|cab|uber|bus|train|plane|queue|line|meeting|office|shop|store|water|pool|bed|kitchen)\b)"
              r"(?P<v>[a-z][a-z ]{1,25}?)(?=[,.;!]|$)"),
        # keys handed back where a rented home is left ("handed the keys back to my landlord", "…to the housing office")
        (END, r"\b(?:handed|gave|turned|dropped)(?: (?:the|my|our) keys| in (?:the|my|our) keys)(?: back)?(?: in)? (?:back )?to (?:the |my |our )?"
              r"(?:landlord|landlady|housing office|leasing office|property manager|letting agent|realtor|super)\b"),
        # a home bought, told by its papers ("signed the papers on the condo in Jersey City"), and a move finished where
        # one is now ("unpacked the last box here in Denver", "settled in here in Leeds")
        (SET, r"\bsigned (?:the |our |my )?(?:papers|paperwork|deed|contract|closing docs) (?:on|for) (?:the|a|an|our|my) (?:new )?(?:[a-z\-]+ )?"
              + _DWELLING + r"(?: (?:in|on|near|by) (?P<v>[^,.;!]{2,30}))?|"
              r"\b(?:unpacked|unpacking|settling in|settled in|moved in)\b[^.;!?]{0,30}?\bhere in (?P<w>[a-z][a-z ]{1,20}?)"
              r"(?=[,.;!]|$| (?:and|now|finally|at last)\b|\s+[^\x00-\x7f])"),
        (SET, r"\bkeys to (?:a |an |our |my |the )?new (?:[a-z\-]+ )?" + _DWELLING + r"(?: (?:in|on|near|by) (?P<v>[^,.;!]{2,30}))?|"
              # ("keys to the townhouse in St. Johns are ours!!!")
              r"\bkeys to (?:the|our|my) (?:[a-z\-]+ )?" + _DWELLING + r"(?: (?:in|on|near|by) (?P<x>[^,;!]{2,30}?))? (?:are|is) (?:ours|mine)\b|"
              r"\b(?:our|my|the) new (?:[a-z\-]+ )?" + _DWELLING + r" (?:is )?(?:(?:over|out|up|down|right) )?(?:in|on|near|by) (?P<w>[^,.;!]{2,30})"),
        # a lease signed, a new place moved into or slept in, a move said without where to ("moved across town"), a
        # new address, a place got or downsized to, a dorm settled into, a city left for a house
        (SET, r"\bsigned (?:the |a |our |my )?lease (?:on|for) (?:a |an |the |our |my )?(?P<v>[^,.;!]{2,40})|"
              r"\b(?:at|in|into|to) (?:the|our|my) (?:brand )?new (?:[a-z\-]+ )?" + _DWELLING + r"(?! (?:of|for) (?:a|an|the|my|our|his|her)\b)|"
              r"\bfirst (?:night|week|weekend|morning) (?:in|at) (?:our|my|the) (?:own |new )+(?:[a-z\-]+ )?" + _DWELLING + r"|"
              # a first week in a home somewhere ("first week in the house in New Jersey"; not "at the cabin")
              r"\bfirst (?:week|month) (?:in|at) (?:our|my|the) (?:house|apartment|flat|condo|townhouse) in (?P<w>[^,.;!]{2,30})"),
        (SET, r"\bmoved (?:across town|house|flats|apartments|east|west|north|south|upstate|downstate|out of state|cities)\b|"
              r"\bmy new address is (?P<v>[^,.;!]{2,40})|\b(?:we're|i'm|we are|i am) in a new " + _DWELLING
              + r"(?: (?:on|in|near|by) (?P<w>[^,.;!]{2,30}))?|"
              r"\bdownsized to (?:a |an )?(?P<x>[^,.;!]{2,30})"),
        (SET, r"\bsettled (?:in|into) (?:the |my |our |a |an )?(?P<v>dorm|dorms|halls|residence hall|new (?:[a-z\-]+ )?" + _DWELLING
              + r")(?: (?:at|in) [^,.;!]{2,30})?|"
              r"\bswapped (?:the|our|my) [a-z ]{2,20} for (?:a |an |the )?(?P<w>(?:[a-z\-]+ )?" + _DWELLING + r"[^,.;!]{0,20})|"
              r"\b(?:got|found|rented) (?:a|an|our|my) (?:new |own |little |tiny )*(?:[a-z\-]+ )?(?P<x>" + _DWELLING + _NOT_A_COMPOUND
              + r"(?: (?:in|near|by|on) [^,.;!]{2,30}| downtown| uptown)?)|"
              r"\bofficially (?:a|an) (?P<n>[a-z]+(?: [a-z]+)?) resident\b|\b(?:a|an) (?P<y>[a-z]+) resident now\b"),
        # a move said as people in Singapore and India say it ("shifted into our Punggol place"), a place of one's own
        # somewhere ("our own wee house in Paisley at last"), a home said as what one's place is ("my place is a
        # studio in Bushwick"), a parent's home one stays in ("staying in my parents' HDB flat in Tampines")
        (SET, r"\bshifted (?:house )?(?:into|in to|to) (?:a |an |the |my |our )?(?!(?:" + _EN_DEPARTMENT + r"|" + _FIELD + r")\b)(?P<v>[^,.;!]{2,30})|"
              r"\b(?:our|my) own (?:[a-z\-]+ ){0,2}" + _DWELLING + r" (?:in|at|near|on) (?P<w>[^,.;!]{2,30})|"
              r"\b(?:my|our) (?:place|home|apartment|flat) is (?:a|an) (?:(?:[a-z\-]+ ){0,3}" + _DWELLING
              + r"|(?:[a-z\-]+ ){0,2}rental) (?:in|on|near|by) (?P<x>[^,.;!]{2,30})|"
              r"\b(?:i'm|i am|we're|we are) (?:still |now |currently )?staying (?:in|at) (?:my|our) (?:parents'?|folks'?|mum'?s|"
              r"mom'?s|dad'?s|own) (?:[a-z\-]+ ){0,2}" + _DWELLING + r"(?: (?:in|near|on) (?P<y>[^,.;!]{2,30}))?"),
        # under a parent's roof still, someone in a care home
        (SET, r"\b(?:i'm|i am|we're|we are) (?:still |now )?(?:at|in|with) (?:my|our) (?P<v>parents'?|mom'?s|mum'?s|dad'?s|folks'?)(?: (?:place|house|home))?\b|"
              r"\b(?:is|'s|are|'re) (?:now |still )?in (?:a|an|the) (?P<w>(?:nursing home|care home|assisted living|retirement (?:home|community)|hospice|"
              r"group home)[^,.;!]{0,30})"),
        # back under a parent's roof, a parent settled into a home
        (SET, r"\bback (?:at|in|with) (?:my|our) (?P<v>parents'?|mom'?s|mum'?s|dad'?s|folks'?)(?: (?:place|house|home))?\b|"
              r"\b(?:got|getting|have|had) (?P<who>mom|mum|dad|grandma|grandpa|him|her|them) (?:all )?(?:settled|moved) (?:in|into) (?:a |an |the |her |his |their )?"
              r"(?P<w>[^,.;!]{2,30})"),
        (SET, r"(?:^(?:(?:still|currently|now) )?living|\b(?:i|we)(?:'m|'re| am| are)? (?:still |now |currently )?(?:live|living)) with (?P<v>(?:my|our) (?:parents|mom|dad|mum|folks|family|"
              r"grandparents|grandma|grandpa|in-laws|aunt|uncle))\b"),
        (SET, r"\bmoved out of (?:my|our|the|his|her) (?:[a-z']+ ){0,2}(?:place|house|home|apartment|flat|basement)\b|"
              r"\bmoved (?:up|down|over|out) here\b"),
        (SET, r"\b(?:my|our) new (?:[a-z\-]+ )?" + _DWELLING + r"|\bmoved (?:back )?here\b|\bemigrated to (?P<v>[^,.;!]{2,30})"),
        # a new place opening the remark, told by where it is ("new apartment on Maple Ave is so much better"): the
        # speaker's own, as nobody else is named; not a building going up ("the new apartment building on 5th")
        (SET, r"^(?:so |and |ok |the )*new (?:[a-z\-]+ )?" + _DWELLING + r" (?:on|in|at|off|near) (?P<v>[a-z0-9][a-z0-9' ]{1,25}?)"
              r"(?=[,.;!?]|$| (?:is|has|was|feels|looks|and|so|but)\b)"),
        # a move up a map ("we just moved up to LA"), not up a ladder ("moved up to senior", "moved up to the B1 class")
        (SET, r"\b(?:we|i|we've|i've|just|finally) (?:just |finally |officially )?moved up to (?!(?:the|a|an|my|our|his|her|their|level|"
              r"grade|year|rank|senior|junior|first|second|third|management|varsity|head|lead|manager|director|\d)\b)(?P<v>[a-z][^,.;!]{1,30})"),
        # (not a department or a subject: "I'm in pharmacology now" is a course)
        (SET, r"\b(?:i'm|we're|i am|we are) (?:in|living in) (?!(?:[a-z]+ )?(?:" + _EN_DEPARTMENT + r"|" + _FIELD + r") now\b)(?P<v>[a-z][a-z ]{1,20}) now\b"),
        (SET, r"\bi live with (?P<v>roommates|(?:my|a) roommates?|my (?:parents|folks|mom|dad|family|grandparents|boyfriend|girlfriend|partner))\b"),
        (SET, r"\b(?:i|we) rent (?:a place |an apartment |a house )?(?:in|near) (?P<v>[^,.;!]{2,30})"),
        # boxes unpacked where one lives now ("finally done unpacking in philly"; not "from the trip")
        (SET, r"\b(?:done|finished|finally) unpacking (?:in|at) (?:the new (?:[a-z]+ )?(?:place|house|apartment|flat|condo) in )?(?P<v>[a-z][a-z ]{1,20})|"
              r"\bunpacked (?:in|at) (?:the new (?:[a-z]+ )?(?:place|house|apartment|flat|condo) in )?(?P<w>[a-z][a-z ]{1,20})"),
        # where one lives said in passing: what is "near me in Astoria", what "it's" when it is a dwelling
        (SET, r"\b(?:near|around) me in (?P<n>[a-z][a-z]{2,20})\b|"
              r"\b(?:it's|it is) (?:a|an) (?:[a-z0-9\-]+ ){0,3}(?:" + _DWELLING + r"|walk-?up) (?:in|on|near) (?P<v>[^,.;!]{2,40})"),
        # a clause that opens on "the new condo" tells of the user's own new home ("the new condo is 2 blocks from the
        # L"); "the new place" may be a job, and "my sister's new flat" is hers
        (SET, r"^(?:so |and |ok |well |anyway )?the new (?:apartment|flat|house|condo|townhouse|duplex|bungalow|cottage|loft)"
              r"(?:'s| is| has)\b|"
              # (so does "the new place" said with what a home has: "the new place has 2 bedrooms")
              r"^(?:so |and |ok |well |anyway )?the new place(?:'s| is| has)\b(?=[^,.;!]*\b(?:bedrooms?|bathrooms?|kitchen|garden|"
              r"balcony|yard|backyard|sq ?ft|square feet|landlord|rent)\b)|"
              # a home of one's own told by what comes with it ("my own lease, my own keys", "the new lease is…")
              r"^(?:so |and |ok |well |anyway )?(?:the |our |my )?new lease\b|\bmy own (?:lease|keys|place|flat|apartment)\b"),
        # settled in a place called by its name ("finally settled in Seattle"; not "settled in nicely")
        (SET, r"\b(?:finally |all |now |just |getting )?settled in (?P<n>[a-z]+)\b"),
        # a home told by the time since coming ("been in Austin three weeks now", "three months into life in Lisbon", "2
        # months in Denver now"): three weeks or more said to last till now (a fortnight may be a trip), not a trip one
        # flies back from
        (SET, r"\b(?:i've |we've |i have |we have )?been (?:living |based )?in (?!(?:the|a|an|my|our|this|that|bed|hospital|town|"
              r"class|school|line|office|love|pain|labou?r|therapy|recovery|rehab|remission|lockdown|quarantine|isolation|business|debt|"
              r"charge|touch|contact|treatment|talks|practice|training|college|uni|university|daycare|preschool|kindergarten|"
              r"limbo|" + _EN_DEPARTMENT + r"|" + _FIELD + r")\b)(?P<v>[a-z]+(?: [a-z]+)?) (?:for )?(?:almost |nearly |"
              r"about |over )?" + _WEEKS_OR_MORE + r" (?:now|already)\b(?![^.;!?]*\b(?:trip|holiday|vacation|visiting|conference|"
              r"fly(?:ing)? back|flight home|(?:heading|going) home)\b)|"
              r"\b" + _WEEKS_OR_MORE + r" into (?:life|living) in (?P<w>[a-z]+(?: [a-z]+)?)\b|"
              r"\b" + _WEEKS_OR_MORE + r" in (?P<n>[a-z]+(?: [a-z]+)?) now\b"),
        (END, r"\bmoved out(?: of\b)?"),
        # a parent's home left, said by whose it was ("it's been a month since I left mom and dad's", "left my parents'
        # place in May")
        (END, r"\b(?:left|moved out of) (?:my |our )?(?:(?:mom|mum|dad) and (?:mom|mum|dad)'?s?|parents'?|folks'?)(?: (?:place|house|home|basement))?"
              r"(?![^,.;!?]*\b(?:for the|after (?:the )?(?:weekend|holidays?|dinner|lunch|visit))\b)"),
        # the place one lives now, said by those one lives with there ("my roommate in Chicago keeps eating my leftovers")
        # (or one of the family's: "my sister's new landlord in Tampa")
        (SET, r"\b(?:(?P<who>(?:(?:my|our) )?" + _KIN_S + r")|(?P<mine>)(?:my|our)) (?:new )?(?:roommates?|flatmates?|housemates?|landlord|landlady) "
              r"(?:in|over in|out in|up in|down in) "
              r"(?!(?:the|this|that|a|my|our|college|school|uni|university|high school)\b)(?P<v>[a-z][a-z\-]+(?: [a-z][a-z\-]+)?)"
              r"(?=[,.;!?]|$| (?:is|are|was|were|keeps|keep|kept|has|have|had|just|and|but|so|who|texted|said|says|wants|left|moved)\b)"),
        # the user's home spoken of ("my landlord never fixes anything", "our flat is freezing"): it sets nothing, and a
        # move replaces it
        (SET, r"\b(?P<held>(?:my|our) (?:(?:little|tiny|small|cramped|studio|rented|shared|current|basement|council|one-bed|1-bed|"
              r"two-bed|2-bed) )?(?:apartment|apt|flat|condo|house|studio|landlord|landlady|rental|bedsit|dorm room))\b" + _HELD_NOW),
        # a new home said in passing ("my new landlord actually answers", "downside of the new flat"), not a place of work
        (SET, r"(?P<mine>\b(?:my|our) new (?:apartment|apt|flat|condo|house|home|place|studio|landlord|landlady|neighbou?rhood|rental|"
              r"digs|pad)\b(?! of work\b)|^(?:so |and |ok |well |anyway |the )?new (?:landlord|landlady)\b(?! (?:laws?|rules?|regulations?|"
              r"licen[cs]ing|schemes?|bill|act)\b)|\b(?:of|in|from|at) the new (?:apartment|flat|condo|house)\b)"),
    ],
}
