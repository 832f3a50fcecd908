"""The frames of English updates: for each slot (job, home, partner, school, health…), the phrasings that set it
(with the value they name, group `v`; `who` when the holder is not the clause's subject: "let me go") and those that
end it. Classes of phrasing built on the word classes of update_classes.py, not sentences, matched on lower-cased
text with straight apostrophes; updates_words.py holds what the two languages share and the words that end any
state."""

from __future__ import annotations

from .frame_parts import END, SET
from .frame_parts import any_of as _any
from .life_work import EN_BANKS
from .update_classes import EN_BUSINESSES, EN_EMPLOYERS
from .frames_age import EN_AGE_FRAMES
from .frames_en_health import EN_HEALTH_FRAMES
from .frames_en_home import EN_HOME_FRAMES
from .frames_en_school import EN_SCHOOL_FRAMES
from .frames_en_places import EN_PLACE_FRAMES
from .frames_en_self import EN_SELF_FRAMES
from .frames_en_team import EN_TEAM_FRAMES
from .frame_words_en import (_EN_ROLE, _EN_DEPARTMENT, _EN_SITE, _GYM, _NOT_ONE_DAY_EN, _EN_WEEKDAY)

# Words after "my boss is" that say what the boss is like, not who ("my boss is awful", "my boss is out this week").
_NOT_A_NAME = (
    r"(?:a|an|the|so|such|really|very|super|pretty|kind|sort|being|always|never|still|also|just|awful|great|nice|amazing|"
    r"terrible|horrible|cool|chill|strict|new|out|away|on|off|sick|back|here|gone|leaving|mean|toxic|fine|okay|ok|good|"
    r"bad|annoying|insane|crazy|lovely|micromanaging|obsessed|driving|making|going|not|literally|honestly|actually|"
    r"in|at|my|our|his|her|their|me|us|him|them|someone|somebody|this|that|some|one|like|all|too|now)"
)


EN_FRAMES: dict[str, list[tuple[str, str]]] = {
    "job": [
        # "I start at Deloitte on Monday", "Rachel starts with Kaiser next week": a first day at a place called by its
        # name (not "start at 9", "started at the bottom")
        (SET, r"\b(?:start|starts|starting|started) (?:at|with) (?:a|an|this|some) (?:[a-z\-]+ ){0,3}?(?:called|named) (?P<v>[a-z][a-z&'\-]+)\b|"
              r"\b(?:start|starts|starting|started) (?:at|with) (?P<n>[a-z][a-z&'\-]+)\b(?! (?:middle|elementary|high|primary|prep|"
              r"academy|school|college|university)\b)"),
        # a job said by what one drives or does for a company ("I drive a delivery van for FedEx", "I drive for UPS")
        (SET, r"^i (?:drive|deliver|haul|cook|clean) (?:(?:a|an|the) )?(?:[a-z\-]+ ){0,2}?for (?:(?P<n>[a-z][a-z&'\-]+)\b|"
              r"(?:a|an|the) (?P<v>[^,.;!]{2,30}))"),
        # a job said by what one does there ("I pick orders at the Amazon fulfillment center", "I work nights on the
        # oncology floor at St. Luke's"), freelancing ("I freelance as a copywriter")
        (SET, r"^(?:i|i've been|i still) (?:work|pick orders|pack orders|stock shelves|wait tables|cook|clean|drive|deliver)(?:ing)? "
              r"(?:[a-z\-']+ ){0,5}?at (?:the |a |an )?(?P<v>[^,.;!]{2,40})|"
              r"\bi (?:freelance|work freelance|do freelance work)(?: as (?:a|an) (?P<w>[a-z ]{2,25}?))?(?=[,.;!]|$| for\b| mostly\b| on\b)"),
        # a first paycheck from a new place ("Got my first paycheck from the captioning company today")
        (SET, r"\bfirst (?:paycheck|pay ?check|payslip|pay stub|salary) (?:from|at) (?:the |a |my new )?(?P<v>[^,.;!]{2,30}?)(?= today\b| this\b| yesterday\b|[,.;!]|$)"),
        # a job landed or taken, told by its kind ("landed a full-time in-house gig", "took an in-house job at a fintech"),
        # a first week survived at a place of work, and what one does at a place now ("I'm driving a forklift at the
        # Sysco depot now")
        (SET, r"(?:\b(?:landed|took|accepted) (?:a|an|the) (?:new )?|\b(?:started|got) (?:a|an|the) new |\bgot the )(?![^,.;!]*\b(?:too|also|side|"
              r"on the side|on weekends|temp|summer)\b)(?:[a-z\-]+ ){0,3}?(?P<v>job|gig|role|position|post)\b(?! interview| done\b| of\b)|"
              r"\bfirst (?:day|week|month|shift) (?:at|with) (?:the |a |an )?(?P<w>[^,.;!]{0,25}?(?:clinic|hospital|office|store|shop|plant|"
              r"warehouse|depot|firm|agency|company|restaurant|bank|lab|factory|practice|startup|studio|bakery|salon))\b|"
              r"\b(?:i'm|i am) (?:now )?(?:driving|working|running|managing|cooking|stocking|cleaning|serving|bartending|coding|nursing) "
              r"[^,.;!]{0,25}?\bat (?:the |a |an )?(?P<x>[^,.;!]{2,30}?) now\b"),
        # a first day at a place of work told by its kind, with the day it comes ("I start at the bakery on Fifth next
        # monday"), not a time ("start at 9")
        (SET, r"\bi (?:start|begin|'m starting|am starting) (?:at|with) the (?P<v>(?!gym\b)(?:[a-z\-']+ ){0,2}?" + _any(EN_BUSINESSES)
              + r"(?: [a-z0-9\-']+){0,3}?)(?= next\b| tomorrow\b| on (?:" + _EN_WEEKDAY + r")\b| this (?:" + _EN_WEEKDAY + r")\b)"),
        # a workplace said in passing, by who is over the user or beside them there ("my manager at Deloitte")
        (SET, r"\b(?P<who>my) (?:manager|boss|supervisor|coworkers?|co-workers?|colleagues?|team ?lead|director) (?:at|from) (?P<n>[a-z][a-z&'\-]+)\b"),
        (SET, r"\bi (?:work|worked)(?: [a-z]+ly| part-time| full-time| remote| from home| freelance| retail| security| construction|"
              r" weekends| nights| days| the register| the front desk)? (?:as|at|for|in) (?P<v>[^,.;!]{2,40})"),
        # (a member, a regular or a patient somewhere is no job: "I'm a member at Planet Fitness")
        (SET, r"\bi'?m (?:a|an) (?!(?:[a-z]+ )?(?:member|regular|customer|client|patient|guest|fan|volunteer)\b|(?:freshman|sophomore|junior|senior|student|undergrad|grad student|phd student|(?:first|second|third|fourth|final)[- ]year) (?:at|in)\b)(?P<v>[a-z]+(?: [a-z]+)?) (?:at|for|in|now)\b"),
        (SET, r"\bi'?m (?:now )?(?:a|an|the) (?P<v>" + _EN_ROLE + r")"),
        # the employer a role is at ("I'm an accountant at KPMG in Mumbai"), and a title said with no article ("I'm CFO
        # at my uncle's company now")
        (SET, r"\bi'?m (?:now )?(?:a|an|the) (?!(?:[a-z]+ )?(?:member|regular|customer|client|patient|guest|fan|volunteer|freshman|sophomore|"
              r"junior|senior|student|undergrad|(?:first|second|third|fourth|final)[- ]year)\b)"
              r"(?:[a-z\-]+ ){1,2}?(?:at|with) (?P<v>(?!the\b|a\b|home\b|work\b)[a-z][a-z&'\-]+)\b|"
              r"\bi'?m (?:now )?(?:the )?(?P<w>(?:cfo|ceo|cto|coo|cmo|cio|vp|svp|evp|head|director|chief)\b(?: of [a-z]+)?) (?:at|of|for|with|now)\b"),
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
        (SET, r"\bi (?:manage|run|own) (?:a|an|the) (?P<v>[a-z ]{0,20}?(?:shop|store|restaurant|cafe|bar|salon|gym|clinic|studio|bakery|"
              r"daycare|practice|food truck|franchise))\b"),
        (SET, r"\b(?:is|'s|am|i'm|are) (?:now )?in the (?P<v>army|navy|military|marines|air force|national guard|reserves|coast guard)\b"),
        (END, r"\bgot out of the (?:army|navy|military|marines|air force|service)\b|\b(?:left|retired from) the (?:army|navy|military|marines|air force)\b|"
              r"\bout of a job\b"),
        # "left Amazon", "left Deloitte in march": an employer by its name, not a place left for somewhere ("left Rome
        # in a hurry", "left London for Paris")
        (END, r"\b(?:left|quit) (?P<n>[a-z]+)\b(?! (?:for|to|at|on|early)\b)(?! in\b(?! (?:january|"
              r"february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|"
              r"nov|dec)\b))"),
        (SET, r"\bgot the job\b(?! done\b)|\bgot hired\b|\b(?:i'm|i am) (?:employed|working) again\b|"
              r"\b(?:went|going|gone|got|am going) back to work(?: (?:full|part)[- ]time)?\b(?! (?:today|tomorrow|on|after))|\breturned to work (?:full|part)[- ]time\b"),
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
        (SET, r"\b(?:took|accepted|landed|got|started) (?:a |an |the |my )?(?:new )?(?:job|position|role|gig) (?:as|at|with) (?P<v>[^,.;!]{2,30})"),
        (SET, r"\bi do (?P<v>[a-z ]{2,25}) (?:for|at) (?:a|an|the|my) (?:[a-z']+ ){0,3}" + _any(EN_EMPLOYERS) + r"\b"),
        # the part of a company one works in, and where ("my husband Dev does QA at intel", "I do payroll for Acme")
        (SET, r"\b(?:i do|does) (?P<v>(?:" + _EN_DEPARTMENT + r"|qa|qc) (?:at|for) [^,.;!]{2,30})"),
        # Hired by a place, a jump to another employer, a start at work there, a promotion by someone, the classes one
        # teaches now.
        (SET, r"\b(?:got |been |was |just |finally |recently )?(?:hired|taken on|brought on) (?:at|by|with) (?P<v>[^,.;!]{2,30})"),
        (SET, r"\b(?:made the (?:jump|leap)|jumped ship) (?:over )?to (?P<v>[^,.;!]{2,30})"),
        (SET, r"\bi (?:start|begin|started|began) (?:work(?:ing)?|my new job|the new job|my new position) (?:at|with) (?P<v>[^,.;!]{2,30}?)"
              r"(?= on\b| next\b| in\b| this\b| tomorrow\b|[,.;!]|$)"),
        (SET, r"\b(?:they|he|she|my (?:boss|manager|company)) promoted me\b|\bgot (?:a |my )?promotion\b|"
              r"\b(?:got|was|been|finally got|just got) promoted\b(?! (?:as|to)\b)"),
        (SET, r"\bi'?m (?:now )?teaching (?P<v>(?:[a-z0-9]+ ){0,3}(?:school|grade|math|english|science|history|art|music|chemistry|"
              r"biology|physics|kindergarten|preschool|college|university|classes|class))\b"),
        (SET, r"\bi (?:drive|deliver) for (?P<v>[a-z]+)|\b(?:started|start|been|now) (?:driving|delivering) for (?P<w>[a-z]+)"),
        # an offer taken up, a first day at a new workplace
        (SET, r"\bgot (?:the|an|a|my) (?:job )?offer (?:from|at|with) (?P<v>[^,.;!]{2,30})|"
              r"\bfirst (?:day|week|shift) (?:at|with|on) (?:the |my )?(?:new )?(?P<w>job|firm|company|office|agency|practice|hospital|"
              r"clinic|school|store|restaurant|bank|lab|studio|startup|warehouse|plant|site)\b|"
              # a first week in a role, or at the new place of work ("first week as a dispatcher done", "first week at
              # the new place done")
              r"\bfirst (?:day|week|month|shift)s? as (?:a|an) (?P<x>" + _EN_ROLE + r")|"
              r"\bfirst (?:day|week|month) at the new (?:place|job|gig|firm|company)\b"),
        # joining a workplace in a role ("from tomorrow I'm joining Zepto as SDE-2", "joined Stripe as a designer")
        (SET, r"\b(?:i'?m|i am|i'll be|i will be|will be|just|officially|finally|i)? ?join(?:ing|ed) (?!(?:the |a |an |our |my |their )?(?:choir|team|club|band|squad|crew|orchestra|ensemble|league|group|"
              r"gym|class|course|trip|party|call|meeting|game|them|us|you|me|him|her)\b)(?P<v>[a-z0-9][a-z0-9&'.\- ]{1,30}?) as "
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
        (SET, r"\b(?:got |was |been )?made (?:(?P<who>me|him|her|us) )?(?:a |an |the )?(?P<v>(?:team |shift |project |store |department |section )?(?:partner|manager|lead|head [a-z]+|captain|supervisor|director|foreman|chief [a-z]+|senior [a-z]+))\b"),
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
        (END, r"\b(?:internship|contract|placement|residency|apprenticeship|fellowship|temp job|seasonal job)"
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
    **EN_HOME_FRAMES,
    # Who the user reports to at work: one at a time ("My manager is Priya" -> "reporting to some guy named Colin now").
    "manager": [
        (SET, r"\bmy (?:new |current )?(?:manager|boss|supervisor|team ?lead|line manager)(?:'s name)? (?:is|'s) (?:now )?"
              r"(?P<v>(?!" + _NOT_A_NAME + r"\b)[a-z]+)\b(?![- ](?:ish|like)\b)"),
        (SET, r"\b(?:i'm |i am |now )?report(?:ing|s)? (?:directly )?to (?:some (?:guy|woman|lady|dude|person) |a (?:guy|woman) )?(?:named |called )?"
              r"(?P<v>(?!" + _NOT_A_NAME + r"\b)[a-z]+)(?: [a-z]+)? now\b|"
              r"\bnew (?:manager|boss|supervisor|team ?lead) is (?P<w>(?!" + _NOT_A_NAME + r"\b)[a-z]+)\b|"
              # "now I report to a guy named Theo", "my manager Rita wants the deck" (a name right after the word)
              r"\bnow (?:i )?report(?:ing)? to (?:some |a )?(?:guy|woman|lady|dude|person)? ?(?:named |called )?(?P<x>(?!"
              + _NOT_A_NAME + r"\b)[a-z]+)\b|\bmy (?:manager|boss|supervisor) (?P<n>[a-z]+)\b"),
        (END, r"\b(?:'s|is|isn't|is not|'s not) (?:not )?my (?:boss|manager|supervisor) (?:anymore|any more|now)\b"),
    ],
    "partner": [
        (SET, r"\b(?:got|have|found|i've got) (?:a |an )?(?:new )?(?:bf|gf|boyfriend|girlfriend)(?: now)?\b|^(?:my )?new (?:bf|gf|boyfriend|girlfriend)\b"),
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
              r"\bexchanged vows\b|\bmoved in together\b|\bremarried\b|\bwent to the courthouse\b"),
        (END, (r"\b(?:is|'s|am|'m|been|was left) (?:a )?(?:widow|widower|widowed)\b|\bbroke ?up\b|\bsplit up\b|\bcalled it quits\b|\bended things\b|\bdumped (?:me|him|her)\b|\bgot dumped\b|"
               r"\bwe split\b(?! (?:the|a|it|up the|utilities|bills|costs|rent|everything|expenses|chores|groceries|gas|dinner|lunch|tips|[a-z]+ (?:fairly|evenly|50)))|\bwent our separate ways\b|\bit'?s over between\b|\bsingle again\b|\bback on the market\b|"
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
    **EN_SELF_FRAMES,
    # Where one banks, whose network one's phone is on: one at a time.
    "bank": [
        (SET, r"\bi bank (?:with|at) (?P<v>[^,.;!]{2,30})|\bmy bank is (?P<w>[^,.;!]{2,30})|\bmoved (?:all )?my (?:accounts|account|banking|money|savings) "
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
        (SET, r"\b(?:i'm|i am) studying (?P<v>[a-z ]{2,30}?) (?:at|in) (?!the library|home|the moment)"),
        (SET, r"\b(?:i'm |i am )?major(?:ing|ed)? in (?P<v>[a-z ]{2,30})"),
        (SET, r"\b(?:switched|changed) (?:my )?majors?(?: to (?P<v>[a-z ]{2,30}))?"),
        (SET, r"\bmy major is (?P<v>[a-z ]{2,30})"),
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
        (SET, r"\b(?:chopped|cut|shaved) (?:it all|all my hair|all of my hair|my hair|my head)(?: off)?\b|\bchopped it (?:all )?off\b|\bbig chop\b"),
    ],
    # The gym one belongs to: one at a time ("I go to Planet Fitness" -> "cancelled PF and joined the CrossFit box").
    "gym": [
        (SET, r"\b(?:i|we) (?:(?:still|now|usually|mostly) )?(?:go|work out|train|lift|belong|box|climb) (?:to |at )(?P<v>(?:the )?[a-z0-9'&\- ]{0,25}?"
              + _GYM + r")\b"),
        (SET, r"\b(?:i'm|i am|we're|we are) (?:a )?members? (?:at|of) (?P<v>(?:the )?[a-z0-9'&\- ]{0,25}?" + _GYM + r")\b"),
        (SET, r"\bjoined (?:a |an |the )?(?P<v>[a-z0-9'&\- ]{0,25}?" + _GYM + r")\b|\b(?:switched|changed) gyms\b"),
        (END, r"\bcancel(?:l)?(?:ed|ing) (?:my |the |our )?(?:gym(?: membership)?|membership at (?:the )?[a-z ]{2,20})\b|\bquit (?:the|my) gym\b|"
              r"\b(?:let|letting) (?:my|the) gym membership (?:lapse|expire|go)\b"),
    ],
    "commute": [
        (SET, r"\b(?:my|our|his|her) commute is (?:now )?(?:like |about |around )?(?P<v>[^,.;!]{2,40})"),
        (SET, _NOT_ONE_DAY_EN + r"\bi (?:take|ride) the (?P<v>bus|train|subway|metro|tube|ferry|shuttle) to (?:work|school|the office)\b|"
              + _NOT_ONE_DAY_EN + r"\bi (?P<w>bike|cycle|walk|drive|carpool|scooter|run) to (?:work|school|the office)\b"),
        # the train or bus one takes in ("I take the commuter rail in", "switched to riding the bus to work")
        (SET, _NOT_ONE_DAY_EN + r"\bi (?:now |usually |mostly )?(?:take|ride|catch) the (?P<v>(?:commuter |light )?(?:rail|train|bus|subway|metro|tube|ferry|shuttle))"
              r" (?:in|into (?:work|town|the city|the office))\b|\b(?:switched to|started) (?:taking|riding) the (?P<w>(?:commuter |light )?(?:rail|train|bus|subway|metro|tube|ferry|shuttle))\b"),
    ],
    "pregnancy": [
        (SET, r"\b(?:i'm|i am|we're|we are|she's|she is|is) (?:\d+ (?:weeks|months) )?(?:pregnant|expecting)\b"),
        # a pregnancy told by its test ("two pink lines!!", "got a positive test this morning")
        (SET, r"\b(?:two|2) (?:pink |faint )?lines\b|\bpositive (?:pregnancy |preg )?test\b|\bbun in the oven\b"),
        (SET, r"\b(?P<v>trying (?:for a (?:baby|kid|child)|to (?:conceive|get pregnant|have a baby)|for (?:baby|number) (?:two|three|#?\d)))\b"),
        (END, r"\b(?:the |our |my )?baby(?:'s| is) (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of) (?:days?|weeks?|months?) old\b|\bgave birth\b|\b(?:baby|son|daughter|twins|little one)(?: [a-z]+){0,2} (?:arrived|was born|were born|is here|are here|came|showed up|joined us|made (?:his|her|their) (?:debut|entrance|appearance))\b|"
              r"\bhad (?:the|our|a|her|his|their) (?:baby|babies|twins|little one)\b|\b(?:baby|son|daughter|twins) born\b|\bdelivered (?:a |our |the )?(?:baby|son|daughter|twins)\b|"
              r"\bmiscarr(?:ied|iage)\b|"
              # a birth told by whose arrival and the baby's weight ("little Oscar arrived Feb 27th, 7lb 2oz")
              r"\b(?:arrived|was born|came|is here)\b(?=[^.;!?]{0,40}?\b\d{1,2} ?(?:lbs?|pounds?|kg|kilos?)\b)|"
              r"\blittle [a-z]+ (?:arrived|was born|is here|made (?:his|her|their) (?:debut|entrance|appearance))\b|"
              # a clause that opens with the birth, whose it is left unsaid ("She's here! … born on the 2nd", "born at
              # 3am, both doing great"); never "born and raised"
              r"^(?:and )?born (?:on|at|in the|this|last|yesterday|today|early|late|\d)\b"),
    ],
    "household": [
        (SET, r"\b(?:i|i'm) (?:now )?(?:live|living) (?P<w>alone|by myself|on my own)\b|\bmy roommate(?:'s| is) (?P<v>[a-z]+)\b|"
              # a roommate named with the user ("my roommate Jess and I split the rent"), a place that is the user's alone now
              r"\bmy roommate (?P<y>[a-z]+) and i\b|\b(?:i've got|i have|i've|got|have) (?:the )?(?:whole |entire )?(?:place|apartment|flat|house|condo) (?P<z>to myself)\b|"
              r"\b(?P<x>[a-z]+) is my roommate\b"),
    ],
    "shift": [
        (SET, _NOT_ONE_DAY_EN + r"\b(?:work(?:ing)?|on|to|do|doing|got|pull|pulling|back on|stuck on|only) (?:the |a |an )?"
              r"(?P<v>overnight|night|day|morning|evening|graveyard|swing|early|late|first|second|third|split|weekend) shifts?\b"),
        (SET, _NOT_ONE_DAY_EN + r"\bi(?:'m| am)? (?:now )?(?:work(?:ing)?|on) (?P<v>nights|days|overnights|weekends)\b(?! off)"),
        (SET, r"\b(?:moved|switched|changed|went|transferred|got moved|got switched) (?:over |back )?to (?:the )?"
              r"(?P<v>days|nights|overnights|mornings|evenings|weekends|day shift|night shift|first shift|second shift|third shift)\b(?! for\b)"),
        (SET, r"\b(?:my|her|his) shift is (?:now )?(?P<v>\d{1,2}(?::\d\d)?\s*(?:am|pm)?\s*(?:to|-|till|until)\s*\d{1,2}(?::\d\d)?\s*(?:am|pm)?)"),
    ],
    "bedtime": [
        (SET, _NOT_ONE_DAY_EN + r"(?:\b(?:i|i've been|i'm)|^(?:been|now|usually))(?: usually| always| normally| typically| now| generally)? ?"
              r"(?:go|get|head|going|getting|heading|in bed|asleep|fall asleep|falling asleep|sleep)(?: to (?:bed|sleep))?"
              r" (?:at|around|by|before|after|about) (?P<v>\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)?|midnight)"),
        # up till an hour every night ("I stay up till 2am gaming most nights"): that hour is when one goes to sleep
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
        (SET, r"\b(?:i'm|i am|i've been|went|gone|going|turned|i eat|i do|doing) (?:on )?(?:a |fully |strictly )?(?:vegan|vegetarian|pescatarian|keto|paleo|plant-based|gluten-free|intermittent fasting)\b"),
        (END, r"\beat(?:ing)? (?:meat|fish|chicken|eggs|dairy|beef|pork|cheese|carbs|bread)(?: [a-z]+){0,3} again\b|\bate (?:meat|fish|chicken|a burger|a steak)(?: [a-z]+){0,3} again\b"),
        # a diet over ("keto's over", "my vegan days are over", "the fasting thing is done"); not a day of it ("the fasting day is over")
        (END, r"\b(?:my |the )?(?P<v>vegan|vegetarian|pescatarian|keto|paleo|plant-based|gluten-free|fasting|intermittent fasting|whole30|"
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
        (SET, r"\bin (?:the )?hospital\b|\bhospitali[sz]ed\b|\badmitted\b|\bin the icu\b"),
        (END, (r"\bdischarged\b|\bout of (?:the )?(?:hospital|icu|intensive care|er)\b|\bmoved out of (?:the )?(?:icu|intensive care)\b|\bhome from (?:the )?hospital\b|"
              r"\bcame home from\b|\b(?:they )?(?:released|sent) (?:me|him|her) home\b|\breleased (?:me|him|her) (?:this|last|yesterday|today)\b|"
              r"\b(?:i'm|i am|she's|he's) (?:back )?home now\b|^(?:finally )?home (?:at last|finally)\b|\b[a-z]+(?:'s| is) (?:finally |back )?home(?: now| at last| for good)\b")),
    ],
    **EN_HEALTH_FRAMES,
    **EN_PLACE_FRAMES,
    **EN_AGE_FRAMES,
}
