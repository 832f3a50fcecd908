"""English frames of the teams, departments, bands and choirs one is on: the phrasings that set one (with the team
they name, group `v`, or `n` for a team called by its name alone) and those that end one (the rest of frames_en.py's
slots; read into EN_FRAMES there, in its place among them)."""

from __future__ import annotations

from .frame_parts import END, SET
from .frame_words_en import _EN_DEPARTMENT, _EN_TEAM

EN_TEAM_FRAMES: dict[str, list[tuple[str, str]]] = {
    "team": [
        # a department moved across to, and the team one is on ("Moved across to marketing last month", "in the Cape
        # Town office on the sales team")
        (SET, r"\bmoved (?:across|over|sideways) to (?:the )?(?P<v>" + _EN_DEPARTMENT + r")\b|"
              r"\b(?:i work|i'm|i am)\b[^,.;!]{0,40}?\bon the (?P<w>[a-z]+(?: [a-z]+)?) team\b"),
        # traded or moved to another team, roster or choir ("got traded to the Mudcats", "moved over to the city gospel
        # choir", "leo got moved to the Bluejays roster")
        (SET, r"\b(?:traded|moved|bumped|called up|promoted|transferred) (?:up |over |down )?to (?:the )?(?P<v>[a-z0-9&'\- ]{2,25}?) "
              r"(?:roster|team|squad|choir|band|orchestra|ensemble|lineup|section|league)\b|\btraded to (?:the )?(?P<n>[a-z][a-z'\-]+)\b"),
        # a first day of work, practice or play with a team ("First standup with the product team this morning")
        (SET, r"\bfirst (?:day|week|standup|stand-up|sprint|meeting|shift|practice|rehearsal|training|game|match|gig) "
              r"(?:with|on|in|for) (?:the |my |our )?(?:new )?(?P<v>[a-z0-9&'\- ]{2,25}?) "
              r"(?:team|squad|crew|department|dept|group|band|choir|unit)\b"),
        (SET, r"\bplays? (?:[a-z ]{0,20} )?(?:for|on) (?P<v>(?:the|my|our|a|an) [^,.;!]{0,30}?" + _EN_TEAM + r"[^,.;!]{0,30})"),
        (SET, r"\bplays? (?:for|on|with) (?P<v>the [^,.;!]{2,30})"),
        # a team called by its name alone, played for or signed for ("I play midfield for Riverside Rovers", "signed
        # for Eastfield Athletic this week"): the name read as the user spells it
        (SET, r"\b(?:play|pitch|catch|bat|bowl|skate)(?:s|es)? (?:[a-z\-]+ ){0,2}for (?:the )?(?P<n>[a-z][a-z'\-]+)\b"),
        (SET, r"\b(?:signed|re-signed) (?:for|with) (?P<n>[a-z][a-z'\-]+)\b"),
        # a league or sport named between ("i play sunday league with the hackney hawks")
        (SET, r"\bplays? (?:in )?(?:a |the )?(?:[a-z\-]+ ){0,3}?(?:league|soccer|football|hockey|rugby|cricket|softball|baseball|"
              r"basketball|volleyball|netball|ball|5-a-side|five-a-side|7-a-side|seven-a-side|frisbee) (?:for|with|on) (?P<v>the [^,.;!]{2,30})"),
        # a team coached ("I coach the Blue Jays in the rec league", "assistant coaching the Thunder this season")
        (SET, r"\b(?:i|i'm|i am)(?: (?:still|now|also))?(?: (?:assistant|head))? coach(?:ing)? (?P<v>the [a-z'\-]+(?: [a-z'\-]+){0,2}?)"
              r"(?= in\b| this\b| at\b| for\b| now\b| again\b|[,.;!]|$)"),
        (SET, r"\bsing (?:alto |soprano |tenor |bass |baritone |lead |backup )?(?:in|with) (?:a |the |my )?(?P<v>(?:st\. )?[^,.;!]{0,25}?(?:choir|chorus|band))"),
        (SET, r"\b(?:i'm|i am) (?:on|in) (?:a|an|the) (?P<v>(?:[a-z']+ ){0,3}?[a-z]+) (?:team|department|club|squad)\b"),
        (SET, r"\b(?:i'm|i am) (?:the|a|an) [a-z\-]+(?: [a-z\-]+)? (?:on|in|of|for|with) (?:a|an|the|my|our) (?P<v>(?:[a-z']+ ){0,3}?" + _EN_TEAM + r"\b[^,.;!]{0,30})"),
        (SET, r"\b(?:moved|transferred|switched|shuffled|shifted|reassigned|bumped|put)(?: over| internally| across| back)? (?:to|into|onto|on) "
              r"the (?P<v>[a-z]+(?: [a-z]+){0,2}) (?:team|department|club|squad|crew|pod|org|group)\b"),
        (SET, r"\bjoined (?:the|a new|a) (?P<v>[a-z.']+(?: [a-z.']+){0,3}) (?:team|club|band|choir|chorus|squad|crew|orchestra|ensemble|league)\b"),
        (SET, r"\b(?:got |was |been )?(?:picked up|selected|chosen|drafted|recruited) (?:by|for|onto|to) (?:the|a) (?P<v>(?:[a-z\-]+ ){0,3}?"
              r"(?:team|squad|club|side|roster|academy))\b"),
        # taken on by a team called by its name ("got picked up by the Hawks for the fall season")
        (SET, r"\b(?:got |was |been |just )?(?:picked up|drafted|recruited|poached|signed) by the (?P<n>[a-z][a-z'\-]+)\b"
              r"(?= for\b| this\b| last\b| as\b| in\b|[,.;!]|$)"),
        # moved by the employer ("reorg happened and i got moved to platform/infra"): a team or a department, not a home
        (SET, r"(?:\bi (?:just |finally )?(?:got|was|'ve been|have been|am being)|\bi'm being|\bi've been|^(?:just |finally )?got) "
              r"(?:moved|reassigned|transferred|shuffled|bumped) (?:over )?to (?!(?:the )?[a-z]+ shift\b)"
              r"(?P<v>[a-z][a-z/&\- ]{1,25}?)(?=[,.;!]|$| (?:now|after|because|since|and|so|team|squad|org|group)\b|\s+[^\x00-\x7f])"),
        (SET, r"\b(?:our|my) team is the (?P<x>[a-z]+(?: [a-z]+)?s)(?=[,.;!]|$)|"  # "our team is the Net Ninjas"
              r"\b(?:our|my) (?:team|band|club|crew|squad|choir|group)(?:'s name is| is (?:called|named)) (?P<v>(?:the )?[^,.;!]{2,30})|"
              # (said as "team's called…" after what one plays in: "I play in a rec league, team's called the Goal Diggers")
              r"(?:^|, )(?:the )?(?:team|band|club|crew|squad)(?:'s| is) (?:called|named) (?P<y>(?:the )?[^,.;!]{2,30})|"
              r"\b(?:team|band|club|crew) (?:called|named) (?P<w>[^,.;!]{2,30})"),
        (SET, r"\b(?:i'm|i am|i've been|i work|i worked) (?:now )?in (?P<v>" + _EN_DEPARTMENT + r")(?: now)?(?=[,.;!]|$| now\b| at\b| for\b)|"
              r"\b(?:moved|transferred|switched|reassigned)(?: (?P<who>me|us))? (?:over )?to (?P<w>" + _EN_DEPARTMENT + r")"
              r"(?=[,.;!]|$| (?:now|last|this|in|back|recently|earlier|a few|a couple|two|three|since|after|starting|effective|same)\b)"),
        (SET, r"\b(?:a member|part) of (?:the|a|an) (?P<v>(?:[a-z']+ ){0,3}?" + _EN_TEAM + r")\b|"
              r"\b(?:i'm|i am|he's|she's|i sit) on the (?:board|committee|council) (?:of|for) (?:the |our |my )?(?P<w>[^,.;!]{2,30})"),
        # a team one made ("She made the travel team!", "made varsity")
        (SET, r"\bmade (?:the )?(?P<v>[a-z\- ]{0,20}?(?:team|squad|roster|varsity|first team|a team))\b"),
        # weeks in a department now ("Been in product for two weeks now")
        (SET, r"^(?:i've |i have )?been in (?P<v>" + _EN_DEPARTMENT + r") (?:for|since)\b"),
        # with another crew now ("I'm with the Thursday night beer league crew now")
        (SET, r"\b(?:i'm|i am) (?:now )?with the (?P<v>[a-z' ]{2,30}?(?:crew|team|squad|club|league|band|choir))\b(?= now\b)"),
        (END, r"\b(?:quit|left) (?:the |my |our )?(?:[a-z']+ ){0,2}" + _EN_TEAM + r"\b|\b(?:switched|changed) (?:teams|clubs|leagues|squads)\b"),
        # a team joined or signed for by its name ("I joined the Lions this season", "signed for the Rovers"), never
        # a call, a queue or a gym ("joined the Zoom call")
        (SET, r"\b(?:i |i've |just |finally )?(?:joined|signed (?:for|with)) the (?P<n>[a-z]+(?: [a-z]+)?)"
              r"(?=[,.;!]|$| this (?:season|year|term|spring|summer|fall|autumn|winter)\b| last (?:week|month)\b| as\b| now\b)"),
        # a team one leads ("I lead the innovation lab at my company", "I run the data squad")
        (SET, r"\b(?:i|i'm|i am) (?:now |currently |still )?(?:lead|leading|run|running|head|heading|manage|managing) (?:the|a|an|our) "
              r"(?P<v>(?:[a-z\-]+ ){0,3}?(?:team|lab|squad|crew|unit|department|dept|pod))\b"),
        (END, r"\b(?:quit|left) the (?P<n>[a-z]+)\b"),  # "left the Hawks": a team named, when it is a name
        # a team or unit closed by those above it, the phrasal verb split round it ("they shut the innovation lab down
        # in the reorg", "management wound our squad up"), or dissolved ("the lab got axed")
        (END, r"\b(?:shut|closed|wound|broke) (?:the|our|my) (?P<v>[a-z]+(?: [a-z]+){0,2}) (?:down|up)\b(?! for\b)|"
              r"\b(?:the|our|my) (?P<w>[a-z]+(?: [a-z]+)?) (?:team |lab |squad |unit )?(?:got|was) (?:axed|cut|dissolved|disbanded|scrapped)\b"),
    ],
    # whose fan one is ("I'm a huge Liverpool fan", "I support Arsenal"): one may be a fan of many, so only a side said
    # to be new replaces another ("I'm a Man United fan now"), and an end ends it ("done supporting Chelsea")
    "fan": [
        (SET, r"\b(?:i'?m|i am|we'?re|we are) (?:now |still |officially )?(?:a |an )?(?:(?:huge|big|massive|die-?hard|lifelong|loyal|"
              r"proud|total|true|real|long-suffering|massive|diehard) )*(?P<v>(?!(?:not|huge|big|massive|die-?hard|lifelong|loyal|proud|"
              r"total|true|real|the|a|an|no|such)\b)[a-z0-9][a-z0-9\-']*(?: [a-z0-9\-']+){0,2}) (?:fan|supporter)s?\b|"
              r"\b(?:i|we) (?:now |still |always )?(?:support|root for) (?P<w>(?!(?:you|me|him|her|them|it|this|that|my|our|his|their|the idea|both|everyone)\b)"
              r"(?:the )?[a-z][a-z\-']+(?: [a-z][a-z\-']+)?)(?= fc\b|[,.;!]|$| now\b| till\b| since\b| through\b| all\b)|"
              r"\b(?:switched|changed) (?:sides|allegiance|teams) to (?P<x>[a-z][a-z\-' ]{1,25}?)(?=[,.;!]|$| now\b)|"
              # a side ridden with, gone all in on ("been riding with the Eagles this season", "all in on F1 now")
              r"\bbeen riding with (?:the )?(?P<y>[a-z][a-z\-']+(?: [a-z][a-z\-']+)?)(?=[,.;!]|$| this\b| now\b| since\b)"),
        (SET, r"\b(?:i'm|i am) all in on (?:the )?(?P<v>[a-z0-9][a-z0-9\-']+(?: [a-z][a-z\-']+)?)(?= now\b)"),
        # a side switched to, called by its name ("I've officially switched to the Warriors"): only a name, so no
        # shift or phone is taken for a side
        (SET, r"\b(?:officially |finally |fully )?(?:switched|switching|converted) (?:over )?to (?:the )?(?P<n>[a-z][a-z\-']+(?: [a-z][a-z\-']+)?)"
              r"(?=[,.;!]|$| now\b| don't\b| this\b| lol\b| after\b| since\b| because\b| cause\b| when\b)"),
        # a side gone over to, called by its name ("went over to Spurs after the ownership drama", "defected to the
        # Celtics"), and one's kind of fan said as a person of the side now ("I'm a Celtics guy now", "a Spurs girl now")
        (SET, r"\b(?:went|gone|crossed|jumped ship|defected|converted)(?: over)? to (?:the )?(?P<n>[a-z][a-z\-']+"
              r"(?: (?!(?:lol|lmao|haha|now|tbh|fr|tho|though|after|since|this)\b)[a-z][a-z\-']+)?)"
              r"(?=[,.;!]|$| now\b| after\b| since\b| because\b| cause\b| this\b| lol\b)"),
        # (by its name only: "I'm a dog guy now" is no side)
        (SET, r"\b(?:i'?m|i am|we'?re|we are) (?:(?:officially|fully|totally|basically) )?(?:a |an )?(?P<n>(?!(?:not|the|a|an|no|such|family|"
              r"different|new|changed|other|nice|good|bad|grown|old|young|lucky|happy)\b)[a-z0-9][a-z0-9\-']*(?: [a-z0-9\-']+)?) "
              r"(?:guy|girl|gal|man|woman|lad|lass|household|family) now\b"),
        # the chat's own opening, "I'm" left out ("officially an Eagles fan now", "proud Arsenal supporter now")
        (SET, r"^(?:(?:officially|finally|basically|apparently|fully|now|so|lol|ok|welp|yep) )*(?:(?:a|an|a proud|a huge|a big) )?"
              r"(?P<v>(?!(?:huge|big|not|no|the|a|officially|finally|proud)\b)[a-z][a-z\-']+(?: [a-z][a-z\-']+)?) (?:fan|supporter) now\b"),
        # a favourite artist or side ("my favorite band is Coldplay"), and a new one ("Phoebe Bridgers is my new fave",
        # "my new favourite singer is Raye"): one replaces another only when said to be new
        (SET, r"\bmy (?:all[- ]time )?(?:fav|fave|favou?rite) (?:band|singer|artist|rapper|group|musician|team|player|driver|club|author|writer)"
              r"(?: (?:is|has to be|'s))? (?P<v>(?!the best\b)[a-z0-9][a-z0-9&\-' ]{1,25}?)(?=[,.;!?]|$| (?:and|but|because|though|tbh|lol)\b)|"
              r"\bmy new (?:fav|fave|favou?rite)(?: [a-z]+)? (?:is|'s) (?P<w>[a-z0-9][a-z0-9&\-' ]{1,25}?)(?=[,.;!?]|$| (?:and|but|now)\b)|"
              r"^(?P<x>(?!(?:she|he|they|it|this|that)\b)[a-z0-9][a-z0-9&\-' ]{1,25}?) (?:is|are) (?:officially )?my (?:new |all[- ]time )?"
              r"(?:fav|fave|favou?rite)(?: (?:band|singer|artist|rapper|group|musician|team|player|driver|club|author|writer))?(?=[,.;!?]|$| now\b)"),
        # a side cheered for all the way now, called by its name ("Chelsea all the way now", "it's the Mets all the way
        # for me now"): only a name, so no drink or diet is taken for a side, and only said to be new
        (SET, r"(?:^|\b(?:it's|its|it is) )(?:the )?(?P<n>(?!its?\b|it's\b)[a-z][a-z\-']+(?: [a-z][a-z\-']+)?) all the way(?: for me)? now\b"),
        (END, r"\b(?:done|finished) (?:supporting|with) (?P<v>[a-z][a-z\-']+(?: [a-z][a-z\-']+)?)(?=[,.;!]|$)|"
              r"\bno longer (?:a |an )?(?P<w>[a-z][a-z\-']+(?: [a-z][a-z\-']+)?) (?:fan|supporter)\b"),
        # a side disowned by its name ("the Yankees are dead to me")
        (END, r"^(?:the )?(?P<n>[a-z][a-z\-']+(?: [a-z][a-z\-']+)?) (?:is|are) dead to me\b"),
    ],
}
