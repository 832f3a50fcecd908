"""English frames of the work one does: the phrasings that set a job (with the employer or role they name, group
`v`; `n` an employer by its name alone; `who` when the one whose job it is is not the clause's subject) and those that
end one (the rest of frames_en.py's slots; read into EN_FRAMES there, in its place among them)."""

from __future__ import annotations

from .frame_parts import END, SET
from .frame_parts import any_of as _any
from .life_work import EN_ROLES
from .update_classes import EN_BUSINESSES, EN_EMPLOYERS
from .frame_words_en import _EN_ROLE, _EN_DEPARTMENT, _EN_SITE, _EN_WEEKDAY, _HELD_NOW, _KIN_S

EN_WORK_FRAMES: dict[str, list[tuple[str, str]]] = {
    "job": [
        # the user's job spoken of without saying what it is ("my boss keeps moving deadlines", "our workplace banned
        # remote days"): it sets nothing, and a new job replaces it
        (SET, r"\b(?P<held>(?:my|our) (?:boss|line manager|supervisor|co-?workers?|colleagues?|workmates?|employer|workplace))\b" + _HELD_NOW),
        # the role one speaks as, said before a question or a complaint ("As a barista at Blue Bottle I only get 20 min
        # breaks", "as a night-shift nurse, what should I eat?"): a role by its own word, never by how a word ends
        # ("as a vegetarian", "as a beginner")
        (SET, r"^\W*(?:as|being) (?:a|an) (?P<v>(?:[a-z\-]+ ){0,2}?" + _any(EN_ROLES) + r"(?: (?:at|for|with|in) (?:the )?"
              r"[a-z0-9&'\-]+(?: [a-z0-9&'\-]+){0,2}?)?)(?= i\b| i'm\b| i've\b| my\b| we\b| how\b| what\b| is\b| can\b|[,.;!?]|$)"),
        # an offer taken ("ended up taking the offer from Salesforce", "accepted an offer at Kaiser")
        (SET, r"\b(?:took|taking|take|accepted|accepting|signed) (?:the|their|an|a|that) (?:job )?offer (?:from|at|with) (?P<v>[a-z][a-z0-9&'\-]*"
              r"(?: [a-z0-9&'\-]+){0,2}?)(?=[,.;!]|$| and\b| but\b| so\b| yesterday\b| today\b| last\b| this\b| instead\b)"),
        # working for oneself ("I'm now working for myself as a consultant", "gone freelance", "self-employed now")
        (SET, r"\b(?:working for myself|self-employed|my own boss|(?:gone|went) freelance|freelancing full[- ]time)\b"),
        # a new job said in passing, the user's own ("my new job is 10 min away", "new gig pays better", "love the new
        # job"): the job changed, whatever it is now; not one sought ("applied for the new role", "a new job posting")
        (SET, r"(?:^|(?<!for )(?<!about )(?<!into )(?<!want )(?<!wish )(?<!hope )(?<!if )\b(?:my|the) )new (?:job|gig|position|role|employer|workplace)\b"
              r"(?! (?:posting|listing|search|hunt|application|interview|opening|offer|ad)s?\b)"),
        # a new job told by its first days ("first week at the new job", "first day at Deloitte done!")
        (SET, r"\b(?:first|1st) (?:day|week|month|shift) (?:at|in) (?:the |my )?new (?:job|place|company|office|gig|role|firm)\b"),
        # "I start at Deloitte on Monday", "Rachel starts with Kaiser next week": a first day at a place called by its
        # name (not "start at 9", "started at the bottom")
        (SET, r"\b(?:start|starts|starting|started) (?:at|with) (?:a|an|this|some) (?:[a-z\-]+ ){0,3}?(?:called|named) (?P<v>[a-z][a-z&'\-]+)\b|"
              r"\b(?:start|starts|starting|started) (?:at|with) (?P<n>[a-z][a-z&'\-]+)\b(?! (?:middle|elementary|high|primary|prep|"
              r"academy|school|college|university)\b)"),
        # years with an employer called by its name ("I've been with Accenture for five years"), work at a place said
        # without "I" ("Currently working at Zomato in Gurgaon")
        (SET, r"\b(?:i've|i have) been (?:with|at) (?P<n>[a-z][a-z&'\-]+)\b(?= (?:for|since)\b)|"
              r"^(?:currently |now |still )?working (?:at|for) (?P<v>[^,.;!]{2,30}?)(?= in\b| as\b| since\b|[,.;!]|$)"),
        # a first day at a workplace of some kind, with the day it comes ("I start at an NHS trust in Leicester next
        # month"), a move in-house ("I moved in-house at Shopify as a finance manager")
        (SET, r"\bi (?:start|begin|'m starting|am starting) (?:work )?(?:at|with) (?:a|an) (?P<v>[a-z][a-z\- ]{1,30}?)"
              r"(?= in [a-z ]{2,20}? (?:next|on|from|this)\b| next\b| tomorrow\b| from\b| on (?:" + _EN_WEEKDAY + r")\b)|"
              r"\b(?:moved|went|gone|going) in-house (?:at|with|to) (?P<w>[a-z][^,.;!]{1,30})"),
        # weeks at an employer called by its name ("Been at Amazon three weeks now"), a line of work one is in now
        # ("I'm in UX design now")
        (SET, r"^(?:i've |i have )?been (?:at|with) (?P<n>[a-z][a-z&'\-]+) (?:for )?(?:a |one |two |three |four |five |six |\d+ )?"
              r"(?:few )?(?:weeks?|months?)\b|"  # (not "days": a holiday)
              r"\b(?:i'm|i am) (?:now )?in (?P<v>(?:[a-z]+ )?(?:design|marketing|sales|finance|consulting|tech|recruiting|recruitment|"
              r"real estate|insurance|banking|retail|hospitality|logistics|construction|pharma|publishing|journalism|law|it|hr)) now\b"),
        # a job said by what one drives or does for a company ("I drive a delivery van for FedEx", "I drive for UPS")
        # (of one of the user's people by what they drive: "my dad drives trucks for Werner")
        (SET, r"^(?:i (?:drive|deliver|haul|cook|clean)|(?:my|our) [a-z]+ (?:drives|delivers|hauls)) (?:(?:a|an|the) )?(?:[a-z\-]+ ){0,2}?"
              r"for (?!(?:fun|free|work|a living|a hobby|the family|the kids|us|me|him|her|them)\b)(?:(?P<n>[a-z][a-z&'\-]+)\b|"
              r"(?:a|an|the) (?P<v>[^,.;!]{2,30}))"),
        # a job said by what one does there ("I pick orders at the Amazon fulfillment center", "I work nights on the
        # oncology floor at St. Luke's"), freelancing ("I freelance as a copywriter")
        (SET, r"^(?:i|i've been|i still) (?:work|pick orders|pack orders|stock shelves|wait tables|cook|clean|drive|deliver)(?:ing)? "
              r"(?:[a-z\-']+ ){0,5}?at (?:the |a |an )?(?P<v>[^,.;!]{2,40})|"
              r"\bi (?:freelance|work freelance|do freelance work)(?: as (?:a|an) (?P<w>[a-z ]{2,25}?))?(?=[,.;!]|$| for\b| mostly\b| on\b)"),
        # a job said by the shift one works at a place ("My shift at the Woolies in Parramatta finishes at 10"), a role
        # moved over to ("Moved over to events coordinator"), a promotion that came through
        (SET, r"(?:\bmy |^)(?:next |late |early |night |day |graveyard |overnight )?shifts? (?:at|in) (?:the )?(?P<v>[^,.;!]{2,30}?)"
              r"(?= in\b| finishes\b| ends\b| starts\b| is\b| are\b| keeps?\b| have\b|[,.;!]|$)|"
              r"\bmoved (?:over |across |up )?(?:in)?to (?:a |an |the )?(?:new )?(?P<w>" + _EN_ROLE + r")|"
              r"\b(?:my )?promotion (?:came through|went through|is official|got approved|was approved)\b"),
        # a new job told by its onboarding ("Joined Wipro on Monday. Onboarding is all videos so far"), not someone
        # else's ("onboarding two new hires")
        (SET, r"(?:^|\bmy |\bstill in |\bstill )onboarding(?: week| at [a-z]+)?(?= is\b| has\b| was\b| so far\b| done\b|[,.;!]|$)"),
        # a first paycheck from a new place ("Got my first paycheck from the captioning company today")
        (SET, r"\bfirst (?:paycheck|pay ?check|payslip|pay stub|salary) (?:from|at) (?:the |a |my new )?(?P<v>[^,.;!]{2,30}?)(?= today\b| this\b| yesterday\b|[,.;!]|$)"),
        # a job landed or taken, told by its kind ("landed a full-time in-house gig", "took an in-house job at a fintech"),
        # a first week survived at a place of work, and what one does at a place now ("I'm driving a forklift at the
        # Sysco depot now")
        (SET, r"(?:\b(?:landed|took|accepted) (?:a|an|the) (?:new )?|\b(?:started|got) (?:a|an|the) new |\bgot the )(?![^,.;!]*\b(?:too|also|side|"
              r"on the side|on weekends|temp|summer)\b)(?:[a-z\-]+ ){0,3}?(?P<v>job|gig|role|position|post)\b(?! interview| done\b| of\b)|"
              r"\bfirst (?:day|week|month|shift) (?:at|with) (?:the |a |an )?(?P<w>[^,.;!]{0,25}?(?:clinic|hospital|office|store|shop|plant|"
              r"warehouse|depot|firm|agency|company|restaurant|bank|lab|factory|practice|startup|studio|bakery|salon|council|ministry|hotel|airline|"
              r"court|trust|charity|newspaper|paper|mill|mine|port|site))\b|"
              r"\b(?:i'm|i am) (?:now )?(?:driving|working|running|managing|cooking|stocking|cleaning|serving|bartending|coding|nursing) "
              r"[^,.;!]{0,25}?\bat (?:the |a |an )?(?P<x>[^,.;!]{2,30}?) now\b"),
        # a first day at a place of work told by its kind, with the day it comes ("I start at the bakery on Fifth next
        # monday"), not a time ("start at 9")
        (SET, r"\bi (?:start|begin|'m starting|am starting) (?:at|with) the (?P<v>(?!gym\b)(?:[a-z\-']+ ){0,2}?" + _any(EN_BUSINESSES)
              + r"(?: [a-z0-9\-']+){0,3}?)(?= next\b| tomorrow\b| on (?:" + _EN_WEEKDAY + r")\b| this (?:" + _EN_WEEKDAY + r")\b)"),
        # a workplace said in passing, by who is over the user or beside them there ("my manager at Deloitte")
        # what one does for a living, said by its verb ("I'm tutoring full-time now", "I'm bartending for a living"); not
        # working more or fewer hours ("I'm working part-time now": the same job)
        (SET, r"\bi'?m (?:now |currently )?(?P<v>(?!working\b)[a-z]{3,}ing(?: [a-z]+)?) (?:full[- ]time|part[- ]time|for a living|professionally)\b"),
        # ("my principal at Jefferson Middle", "my manager at the bank": a school or a business by its kind)
        (SET, r"\b(?P<who>my) (?:manager|boss|supervisor|coworkers?|co-workers?|colleagues?|team ?lead|director|principal|"
              r"head ?teacher|headmaster|headmistress|foreman|head chef|charge nurse|store manager|shift (?:lead|manager)) (?:at|from) "
              r"(?:(?P<n>[a-z][a-z&'\-]+)\b|the (?P<v>(?!gym\b)(?:[a-z\-']+ ){0,2}?" + _any(EN_BUSINESSES) + r")\b)"),
        (SET, r"\bi (?:work|worked)(?: [a-z]+ly| part-time| full-time| remote| from home| freelance| retail| security| construction|"
              r" weekends| nights| days| the register| the front desk)? (?:as|at|for|in) (?P<v>[^,.;!]{2,40})"),
        # (a member, a regular or a patient somewhere is no job: "I'm a member at Planet Fitness")
        (SET, r"\bi'?m (?:a|an) (?!(?:[a-z]+ )?(?:member|regular|customer|client|patient|guest|fan|volunteer)\b|(?:freshman|sophomore|junior|senior|student|undergrad|grad student|phd student|(?:first|second|third|fourth|final)[- ]year) (?:at|in)\b)(?P<v>[a-z]+(?: [a-z]+)?) (?:at|for|in|now)\b"),
        (SET, r"\bi'?m (?:now )?(?:a|an|the) (?P<v>" + _EN_ROLE + r")"),
        # the employer a role is at ("I'm an accountant at KPMG in Mumbai"), and a title said with no article ("I'm CFO
        # at my uncle's company now", "I'm team lead for the analysts")
        (SET, r"\bi'?m (?:now )?(?:a|an|the) (?!(?:[a-z]+ )?(?:member|regular|customer|client|patient|guest|fan|volunteer|freshman|sophomore|"
              r"junior|senior|student|undergrad|(?:first|second|third|fourth|final)[- ]year)\b)"
              r"(?:[a-z\-]+ ){1,2}?(?:at|with) (?P<v>(?!the\b|a\b|home\b|work\b)[a-z][a-z&'\-]+)\b|"
              r"\bi'?m (?:now )?(?:the )?(?P<w>(?:cfo|ceo|cto|coo|cmo|cio|vp|svp|evp|head|director|chief)\b(?: of [a-z]+)?|"
              r"(?:team|tech|engineering|project|product|shift|store|office|site|area|section) (?:lead|leader|manager|supervisor))"
              r" (?:at|of|for|with|on|now)\b|"
              # a team one is over ("I manage a team of six engineers", "I lead the payments team")
              r"\bi (?:manage|lead|head|run|supervise) (?:a|the|our|my) (?:[a-z\-]+ ){0,2}?(?P<x>team|department|unit|crew|squad)\b"),
        (SET, r"\bi'?ve been (?:a|an) (?P<v>" + _EN_ROLE + r")"),
        # a role said without "I'm": "Officially an associate attorney now", "now a full-time nurse!"
        (SET, r"^(?:(?:so |and )?(?:officially|finally|now|just|also) )+(?:a|an) (?P<v>" + _EN_ROLE + r")(?: now)?\b"),
        (SET, r"(?<!that )(?<!it )(?<!which )(?<!this )(?<!what )\b(?:works|is working) (?:as|at|for|in) "
              r"(?!me\b|you\b|us\b|both\b|everyone\b|them\b|all\b)(?P<v>[^,.;!]{2,40})|\b(?:is|'s) (?:a|an) (?P<w>" + _EN_ROLE + r")"),
        # "my wife teaches year 4", not "it teaches me patience", "the lesson it teaches about…"
        (SET, r"\b(?:i|we|they) teach (?P<v>[^,.;!]{2,30})|(?<!\bit )(?<!\bthat )(?<!\bthis )(?<!\blife )(?<!\bwhich )\bteaches "
              r"(?P<w>(?!(?:me|us|you|him|her|them|people|about|that|how|what|lessons?|patience)\b)[^,.;!]{2,30})"),
        (SET, r"\bi'?m (?:now |currently |still )?(?:interning|temping|employed) (?:at|for|with) (?P<v>[^,.;!]{2,40})"),
        # a first week at a workplace behind one ("First week at the NHS trust done"), driving for a firm now ("im
        # hauling for Werner now"); never a school's (read as a school)
        (SET, r"\bfirst (?:day|week|month|shift) (?:at|with) (?:the |a |an )?(?P<v>(?!(?:new )?(?:school|uni|college|university)\b)"
              r"[a-z][^,.;!]{1,30}?) (?:done|over|down|complete|survived)\b|"
              r"\bi'?m (?:now |currently )?(?:hauling|driving|trucking|delivering|flying) for (?P<n>[a-z][a-z&'\-]+)\b"),
        (SET, r"\b(?:switched|changed) careers\b|\bcareer change\b"),
        # a role one was promoted to ("promoted to senior eng today!!", "got promoted to shift lead")
        (SET, r"\b(?:got |been |was |just got |finally got )?promoted to (?P<v>[a-z][a-z\- ]{2,30}?)(?= today| this| last| yesterday| on| at| as of|[,.;!]|$)"),
        # a post one works at a place ("my mom works the register at Safeway", "I work the front desk at a gym")
        (SET, r"\b(?:work|works|working) (?:the )?(?:register|cash register|checkout|counter|front desk|desk|reception|floor|door|"
              r"grill|line|kitchen|bar|deli|drive-thru|night desk) (?:at|for) (?P<v>[^,.;!]{2,30})"),
        # a job said as what one is still doing ("my dad's still driving trucks for FedEx", "she's waiting tables at Denny's")
        (SET, r"\b(?:(?:my|our|his|her) [a-z]+(?:'s| is)|he's|she's|i'm|i am) (?:still |now |currently )?(?P<v>driving (?:trucks|a truck|a cab|"
              r"a bus|for [a-z]+)|bartending|waitressing|waiting tables|tutoring|cleaning houses)(?= (?:for|at|in|since)\b|[,.;!]|$)"),
        # a job said as what it is at, what one has done for years, or a named place one runs ("I manage a Starbucks")
        (SET, r"\b(?:my|his|her) (?:day |full-time |part-time |main |real )?job is (?:at|as|with|in) (?P<v>[^,.;!]{2,30})|"
              r"\bi'?ve been (?P<w>teaching(?: (?:[a-z]+ ){0,2}(?:school|grade|science|math|maths|english|history|art|music|kindergarten|"
              r"preschool|college|classes|students))?|nursing|bartending|waitressing|waiting tables|tutoring|coaching|cleaning houses|"
              r"driving trucks|driving for [a-z]+)(?= (?:for|at|in|since|full-time|part-time|professionally)\b|[,.;!]|$)|"
              r"\bi (?:manage|run) (?:a|an|the) (?P<n>[a-z]+)\b"),
        (SET, r"\b(?:i|we|(?:my|our) [a-z]+|he|she|they) (?:still )?(?:manages?|runs?|owns?) (?:a|an|the|his|her|their|our|my) "
              r"(?P<v>[a-z \-]{0,20}?(?:shop|store|restaurant|cafe|bar|salon|gym|clinic|studio|bakery|daycare|practice|food truck|"
              r"franchise|farm|pub|garage|hotel|stall|business|firm|agency))\b"),
        (SET, r"\b(?:is|'s|am|i'm|are) (?:now )?in the (?P<v>army|navy|military|marines|air force|national guard|reserves|coast guard)\b"),
        (END, r"\bgot out of the (?:army|navy|military|marines|air force|service)\b|\b(?:left|retired from|quit) the (?:army|navy|military|marines|air force|"
              r"police|police force|force|fire service|fire department|civil service|nhs|council|post office|railways?)\b|"
              r"\bout of a job\b"),
        # "left Amazon", "left Deloitte in march": an employer by its name, not a place left for somewhere ("left Rome
        # in a hurry", "left London for Paris")
        (END, r"\b(?:left|quit) (?P<n>[a-z]+)\b(?! (?:for|to|at|on|early)\b)(?! in\b(?! (?:january|"
              r"february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|"
              r"nov|dec)\b))"),
        (SET, r"\bgot the job\b(?! done\b)|\bgot hired\b|\b(?:i'm|i am) (?:employed|working) again\b|"
              r"\b(?:went|going|gone|got|am going) back to work(?: (?:full|part)[- ]time)?\b(?! (?:today|tomorrow|on|after))|\breturned to work (?:full|part)[- ]time\b|"
              # back at a desk after staying home ("back at the office as of monday lol"), not for a day after a trip
              r"\b(?:i'm |i am |finally |officially )?back (?:at|in) the office\b(?! (?:today|tomorrow|after|from)\b)"
              r"(?![^,.;!]*\b(?:vacation|holiday|holidays|trip|break|weekend|sick|honeymoon|christmas)\b)"),
        # a job said by what one does all day: "I wait tables at a diner", "I drive for FedEx"
        (SET, r"\bi (?:still |now |currently )?(?P<v>wait (?:on )?tables|tend bar|bartend|nanny|clean houses|drive (?:a truck|a cab|a taxi|a bus|"
              r"a forklift|for [a-z]+)|deliver (?:for|with) [a-z]+|cut hair|do hair|do nails|stock shelves)\b"),
        (SET, r"\b(?:new|my|first|dream|full-time|part-time|a) job (?:at|as|with) (?P<v>[^,.;!]{2,30})"),
        # work for a company from home ("WFH for Acme Robotics now")
        (SET, r"\b(?:wfh|working from home|working remotely|work remotely|remote) for (?:a |an |the )?(?P<v>[a-z][\w&'\-]*(?: [a-z][\w&'\-]*){0,3}?)(?= now\b|[,.;!?]|$)"),
        # the new place of work said in passing ("Writing from my new desk at Stripe", "my new office in Midtown")
        (SET, r"\b(?P<who>my) new (?:desk|office|workplace|employer|company|position|gig) (?:at|with|in) (?P<v>[a-z][\w&'\-]*(?: [a-z][\w&'\-]*){0,2}?)"
              r"(?=[,.;!?]|$| (?:is|was|has|and|but|so|the|today|now)\b| [^\x00-\x7f])"),
        (SET, r"\b(?:got|been|was|just) (?:hired|promoted|appointed) (?:as|to) (?:a |an |the )?(?P<v>[^,.;!]{2,30})"),
        # (with what kind of job it is: "started a remote instructional design job at Coursera"; a job on the side adds one)
        (SET, r"\b(?:took|accepted|landed|got|started) (?:a |an |the |my )?(?:new )?(?!(?:side|second|temp|temporary|summer|weekend|"
              r"part-time|extra|odd)\b)(?:[a-z\-]+ ){0,3}?(?:job|position|role|gig) (?:as|at|with) (?P<v>[^,.;!]{2,30})"),
        (SET, r"\bi do (?P<v>[a-z ]{2,25}) (?:for|at) (?:a|an|the|my) (?:[a-z']+ ){0,3}" + _any(EN_EMPLOYERS) + r"\b"),
        # the part of a company one works in, and where ("my husband Dev does QA at intel", "I do payroll for Acme")
        (SET, r"\b(?:i do|does) (?P<v>(?:" + _EN_DEPARTMENT + r"|qa|qc) (?:at|for) [^,.;!]{2,30})"),
        # Hired by a place, a jump to another employer, a start at work there, a promotion by someone, the classes one
        # teaches now.
        (SET, r"\b(?:got |been |was |just |finally |recently )?(?:hired|taken on|brought on|poached|headhunted|snapped up) (?:at|by|with) (?P<v>[^,.;!]{2,30})|"
              # the workplace of the one the user works under, said in passing ("my boss at the bakery says I'm a natural")
              # (or a new one's, or the new badge or uniform it sent: "my new manager at the Amazon warehouse already wants me
              # on weekends", "my new badge from KPMG came in the mail"; one of the family's: "dad's new boss at GM")
              r"\b(?P<who>my|our|(?:(?:my|our) )?" + _KIN_S + r") (?:new )?(?:boss|manager|supervisor|line manager|team lead|coworkers?|colleagues?|co-workers?|standup|stand-up|"
              r"all-hands|team|office|shifts?|payroll|onboarding|(?<=new )(?:badge|id badge|uniform|work laptop|work phone|lanyard|contract)) (?:at|from) "
              r"(?:the )?(?P<x>[a-z][a-z'&\-]*(?: [a-z'&\-]+){0,2}?)(?= (?:(?:already|just|still|really|finally|even|also|apparently|now) )?"
              r"(?:says|said|is|are|was|were|thinks|think|want|wants|told|keeps|keep|asked|gave|let|starts|start|runs|"
              r"loves|hates|love|hate|likes|like|called|texted|came|arrived|showed up|got here|has|had|seems|seem)\b)|"
              # the employer said as the one who hired ("the warehouse hired me", "Costco finally hired me")
              r"(?:^|\band |\bso )(?:the |a )?(?P<w>[a-z][a-z'&\-]*(?: [a-z'&\-]+){0,2}?) (?:just |finally |officially )?(?:hired me|took me on)\b(?! for (?:the|a|one) (?:day|night|week|job|gig|shift)\b)"),
        (SET, r"\b(?:made the (?:jump|leap)|jumped ship) (?:over )?to (?P<v>[^,.;!]{2,30})"),
        (SET, r"\bi (?:start|begin|started|began) (?:work(?:ing)?|my new job|the new job|my new position) (?:at|with) (?P<v>[^,.;!]{2,30}?)"
              r"(?= on\b| next\b| in\b| this\b| tomorrow\b|[,.;!]|$)"),
        (SET, r"\b(?:they|he|she|my (?:boss|manager|company)) promoted me\b|\bgot (?:a |my )?promotion\b|"
              r"\b(?:got|was|been|finally got|just got) promoted\b(?! (?:as|to)\b)"),
        (SET, r"\bi'?m (?:now )?teaching (?P<v>(?:[a-z0-9]+ ){0,3}(?:school|grade|math|english|science|history|art|music|chemistry|"
              r"biology|physics|kindergarten|preschool|college|university|classes|class))\b"),
        (SET, r"\bi (?:drive|deliver) for (?P<v>[a-z]+)|\b(?:started|start|been|now) (?:driving|delivering) for (?P<w>[a-z]+)"),
        # an offer taken up, a first day at a new workplace
        (SET, r"\b(?:got|accepted|took|signed) (?:the|an|a|my|their) (?:job )?offer (?:from|at|with) (?P<v>[^,.;!]{2,30})|"
              r"\bfirst (?:day|week|shift) (?:at|with|on) (?:the |my )?(?:new )?(?P<w>job|firm|company|office|agency|practice|hospital|"
              r"clinic|school|store|restaurant|bank|lab|studio|startup|warehouse|plant|site)\b|"
              # a first week in a role, or at the new place of work ("first week as a dispatcher done", "first week at
              # the new place done")
              r"\bfirst (?:day|week|month|shift)s? as (?:a|an) (?P<x>" + _EN_ROLE + r")|"
              r"\bfirst (?:day|week|month) at the new (?:place|job|gig|firm|company)\b|"
              # a first stretch of a new starter's programme at a place called by its name ("First week of onboarding
              # at Stripe done")
              r"\bfirst (?:day|week|month) of (?:onboarding|induction|new hire training|training) at (?P<n>[a-z][a-z0-9&'\-]+)\b"),
        # a part of a workplace one runs ("I manage the produce department at a Kroger in Columbus")
        (SET, r"\bi (?:manage|run|head|supervise|lead) (?:the )?(?:[a-z]+ ){0,2}(?:department|dept|section|counter|floor|kitchen|"
              r"shift|desk) (?:at|for) (?:a |an |the )?(?P<v>[a-z][a-z0-9&'\-]+(?: [a-z][a-z0-9&'\-]+)?)\b"),
        # a line of work done at a place ("I'm doing logistics at the Amazon warehouse", "doing sales ops for Acme")
        (SET, r"\b(?:i'm|im|i am)(?: now| currently)? doing (?:" + _EN_DEPARTMENT + r")(?: ops| work)? (?:at|for) (?:the |a |an )?"
              r"(?P<v>[a-z][a-z0-9&'\-]+(?: [a-z][a-z0-9&'\-]+)?)\b"),
        # a post accepted at a place ("accepted the lecturer post at Leeds"), and a department at a firm called by
        # name ("I'm in sales at Oracle"): where one works
        (SET, r"\b(?:accepted|took|taken|got|landed|offered) (?:the |a |an )?(?:[a-z\-]+ ){0,2}(?:post|position|role|job) (?:at|with) "
              r"(?P<v>[a-z][a-z0-9&'\-]+(?: [a-z][a-z0-9&'\-]+)?)\b|"
              r"\b(?:i'm|i am|i work) in (?:the )?" + _EN_DEPARTMENT + r"(?: department| team)? (?:at|for) (?P<w>[a-z][a-z0-9&'\-]+)\b"),
        # joining a workplace in a role ("from tomorrow I'm joining Zepto as SDE-2", "joined Stripe as a designer")
        (SET, r"\b(?:i'?m|i am|i'll be|i will be|will be|just|officially|finally|i)? ?join(?:ing|ed) (?!(?:the |a |an |our |my |their )?(?:choir|team|club|band|squad|crew|orchestra|ensemble|league|group|"
              r"gym|class|course|trip|party|call|meeting|game|them|us|you|me|him|her)\b)(?P<v>[a-z0-9][a-z0-9&'.\- ]{1,30}?),? as "
              r"(?:a |an |their |the )?(?P<w>[a-z0-9][a-z0-9\-]*(?: [a-z0-9\-]+){0,2})(?=[,.;!]|$| from\b| on\b| next\b| in\b)"),
        # a first stretch at a workplace called by its name ("long first week at Copperleaf Bakery")
        (SET, r"\bfirst (?:day|week|month|shift)s? at (?P<n>[a-z][a-z&'\-]+)\b(?! as (?:a |an )?(?:[a-z]+ )?(?:student|freshman|sophomore|"
              r"junior|senior|undergrad|pupil)\b)"),
        (SET, r"\bi (?:am|'m) (?:currently |now )?working as (?:a |an )?(?P<v>[^,.;!]{2,40})"),
        (SET, r"\bi'?m (?:working in|working as) (?P<v>[^,.;!]{2,30}?) now\b|\b(?:i|he|she|they|[a-z]+) (?:[a-z]+s?) (?P<w>[a-z ]{2,25}?) for a living\b"),
        (SET, r"\b(?:opened|started|run) my own (?P<v>[^,.;!]{2,30})"),
        (SET, r"\b(?:changed|switched) jobs\b|\b(?:got|started|found|landed|took|went back to|back at) (?:a|an) (?!(?:temp|temporary|second|side|part-time|summer|extra|weekend|odd)\b)(?:[a-z\-]+ ){0,2}(?:job|position)\b"),  # a second job adds one
        (SET, r"\b(?P<v>(?:stay-at-home|full-time|full time) (?:mom|dad|mum|parent)|homemaker|housewife|househusband)\b"),
        (SET, r"\b(?:got |was |been |just |finally |recently )?(?:promoted|bumped up|moved up|stepped up|named|appointed|elected|hired|taken on|"
              r"brought on|took over as|became|become|start(?:ed|ing)? as|now work as) (?:to |as )?(?:a |an |the )?(?P<v>" + _EN_ROLE + r")"),
        (SET, r"\b(?:got |was |been )?made (?:(?P<who>me|him|her|us) )?(?:a |an |the )?(?P<v>(?:team |shift |project |store |department |section )?(?:partner|manager|lead|head [a-z]+|supervisor|director|foreman|chief [a-z]+|senior [a-z]+))\b"),
        (SET, r"\b(?:got|was|been|were) made (?:a |an |the )?(?P<v>(?:deputy|vice|assistant|acting|associate) " + _EN_ROLE + r")"),
        (SET, r"\b(?:transferred|relocated|moved|reassigned|posted|sent|shifted)(?: (?P<who>me|us|him|her))? (?:over )?to (?:the |our |a |an |their |another )?"
              r"(?P<v>[^,.;!]{1,30}?) (?!team\b|club\b)" + _EN_SITE + r"\b"),
        (SET, r"\bwent (?P<v>freelance|independent|solo|self-employed|full-time|part-time)\b|\b(?:i'm|i am) (?:now )?(?P<w>self-employed|freelancing)\b|"
              r"(?:\b(?:i'm|i am)(?: now| officially| finally)*|\bofficially) (?P<x>my own boss)\b"),
        (END, (r"\b(?:quit|left|leaving) (?:my|the|this|that|his|her|their|our) (?:[a-z]+ )?(?:job|work|firm|company|position|employer|agency|"
               r"practice|bank|startup|newsroom|studio)\b|"
              # a place one works at, quit (left, it may be only for the day: "left the office at six")
              r"\bquit (?:my|the|this|his|her|their|our) (?:[a-z]+ )?(?:office|clinic|salon|restaurant|warehouse|factory|"
              r"hospital|store|shop|cafe|café|bakery|diner|lab|hotel|call center|daycare)\b|"
              r"\bretired\b|\blaid off\b|\bjob hunting\b|\bunemployed\b|\bdon'?t work (?:at|for|there)\b|"
              r"\b(?:stopped|quit) working\b|\b(?:handed|turned|put) in my (?:two weeks'?(?: notice)?|notice|resignation)|"
              r"\b(?:handed|turned|put) my (?:notice|resignation) in\b|"
              r"\bgave (?:my )?notice\b|\bresigned\b|\b(?:got|was|been) (?:fired|sacked|let go)\b|"
              r"\blost my job\b|\bbetween jobs\b|\bout of work\b|\bmy last day at\b|"
              r"\b(?:my|his|her|their|[a-z]+'s|worked (?:my|his|her|their)) (?:very )?last (?:working )?(?:shift|day)(?: of work)? (?:at|there|was|is done|ever)\b|"
              r"^last (?:working )?day (?:at|in) (?:the|my) (?:old |previous )?(?:place|job|company|firm|office)\b|\bstepped down\b(?! from the (?:board|committee|team))|"
              r"\btook (?:early )?retirement\b|\b(?:position|role|job) (?:was|got) (?:eliminated|cut)\b|\bgot (?:canned|axed|the boot|the sack)\b|"
              r"\bmade redundant\b|\b(?:caught|hit) (?:up )?(?:in|by) the (?:[a-z]+ ){0,3}?(?:of )?(?:layoffs|lay-offs|cuts|restructuring)\b|"
              r"\bretirement (?:party|send-off|sendoff|lunch|dinner|do|celebration) (?:was|is over|happened)\b|"
              r"\bfinally (?:escaped|got out of) (?:the |my )?(?:[a-z]+ )?(?:call center|office|warehouse|retail|corporate|restaurant|store|"
              r"factory|firm|company|cubicle|rat race|job)\b")),
        # a new post taken, a role switched to
        (SET, r"\baccepted (?:a|an|the) (?:[a-z\-]+ )?(?P<v>[a-z\-]+ )?(?:job|position|post|role|offer) (?:at|with) (?P<w>[^,.;!]{2,30})|"
              r"\bswitched (?:over )?to (?:a|an) (?P<x>[a-z\-]+(?: [a-z\-]+)?) (?:role|position|job)\b"),
        (END, r"\blet (?P<who>me|us|(?:[a-z0-9]+ ){1,2}of us|(?:my|our) [a-z]+) go\b"),
        # the ones laid off or fired are whose job ended, not the firm or the boss the clause opens with ("Freightly
        # ran out of money and laid everybody off", "Greg fired me today")
        (END, r"\b(?:laid|lay|laying) (?P<who>everybody|everyone|us(?: all)?|all of us|me|the whole (?:team|staff|office)) off\b"),
        (END, r"\b(?:fired|sacked|canned) (?P<who>me|us(?: all)?|all of us)\b"),
        (END, r"\b(?:internship|contract|placement|residency|apprenticeship|fellowship|temp job|seasonal job)(?: (?:with|at) [a-z]+)?"
              r" (?:has |is |just |finally )?(?:ended|over|finished|wrapped up|ran out|is up)\b"),
        # the tools of a job handed back, the last working day told
        (END, r"\b(?:handed|turned|gave) (?:in|back) (?:my|his|her) (?:apron|badge|keys|uniform|lanyard|scrubs|id|laptop)\b|"
              r"\b(?:did|worked|pulled|drove|flew|taught|finished) (?:my|his|her) (?:last|final) (?:shift|day|run|route|flight|class|"
              r"lesson|service|haul|job)\b|\b(?:my|his|her) (?:last|final) (?:shift|day at work|day on the job|working day)\b|"
              r"(?:^|[.!] *)(?:last|final) (?:shift|day) (?:at|with) [^,.;!]{2,30}? (?:done|over|finished|is done|was)\b"),
        # a role started ("starting monday as a pharmacy tech"), a job taken ("took the job in Denver")
        (SET, r"\bstart(?:ing|ed|s)? (?:(?:on )?(?:" + _EN_WEEKDAY + r"|tomorrow|next week|next month|today) )?as (?:a|an|the) (?P<v>(?:[a-z\-]+ ){0,2}?" + _EN_ROLE + r")|"
              r"\btook (?:the|a|that|this) (?:new )?job (?:in|at|with) (?P<w>[^,.;!]{2,30})"),
        # a role said over years by someone ("my dad's been a trucker"), a start at a workplace, a role's life, a gig
        (SET, r"\b(?:my [a-z]+|he|she|[a-z]+)(?:'s| has) been (?:a|an) (?P<v>" + _EN_ROLE + r")"),
        (SET, r"\bstart(?:ed|ing) (?:at|with) (?:the |a |an )?(?P<v>[a-z][a-z' ]{0,25}?(?:hospital|clinic|pharmacy|office|firm|agency|"
              r"company|bank|store|restaurant|warehouse|plant|factory|lab|studio|startup|practice|bakery|salon|hotel))\b"),
        (SET, r"(?:^|[.!]\s*)(?P<v>" + _EN_ROLE + r") life\b"),
        (SET, r"\b(?:i'?m |i am |now |been )?(?:doing|driving|delivering) (?P<v>(?:deliveries|delivery|rideshare|uber|lyft|doordash|"
              r"instacart|grubhub|deliveroo|uber eats)\b[^,.;!]{0,20})"),
    ],
}
