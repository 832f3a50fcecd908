"""English frames of where one studies: the phrasings that set a school (with the school or grade they name, group
`v`; `n` a school by its name alone; `who` when the pupil is not the clause's subject) and those that end one (the
rest of frames_en.py's slots; read into EN_FRAMES there, in its place among them)."""

from __future__ import annotations

from .frame_parts import END, SET
from .frame_words_en import _EN_GRADE, _EN_SCHOOL, _FIELD, _HELD_NOW

EN_SCHOOL_FRAMES: dict[str, list[tuple[str, str]]] = {
    "school": [
        # children taught at home ("I'm homeschooling my two kids this year"): their school, which a school named replaces
        (SET, r"\b(?:i'm|i am|we're|we are|i|we) (?:currently |now |still )?(?P<v>homeschool)(?:ing)? (?P<who>(?:my|our) (?:[a-z]+ ){0,2}?"
              r"(?:kids?|sons?|daughters?|children|boys|girls|twins))\b"),
        # where a major is studied ("a chemistry major at Ohio State")
        (SET, r"\b(?:i'm|i am) (?:a|an) [a-z\- ]{2,30}? major at (?P<v>[^,.;!]{2,30})"),
        # a child's first term at a school called by its name ("eli started at Hollybank this term")
        (SET, r"\b(?:started|starts|starting) at (?P<n>[a-z][a-z'\-]+)(?: [a-z]+)? (?:this|last|in|for the) (?:term|semester|autumn|fall|"
              r"september|school year)\b"),
        (SET, r"\bgoes to (?P<v>[^,.;!]{2,30})"),
        # a first stretch of a subject at a place called by its name ("First week of comp sci at SMU done"): the school
        (SET, r"\bfirst (?:day|week|month|semester|term) of (?:" + _FIELD + r"|comp sci|med school|law school|uni|college) at "
              r"(?P<n>[a-z][a-z&'\-]+)\b"),
        # a school one is at from a term on ("I'm at UCLA as of fall quarter", "at Leeds from this semester")
        (SET, r"\b(?:i'm|im|i am) (?:now )?at (?P<n>[a-z][a-z&'\-]+)(?: [a-z]+)? (?:as of|from|since|starting) (?:this |next |the )?"
              r"(?:fall|spring|autumn|winter|summer)? ?(?:quarter|semester|term|session)\b"),
        # a school by its name and kind, where one is now ("so I'm at Bunker Hill Community College this year", "I go to
        # Lakeside Community College"), never a visit ("I'm at Columbia University for a conference") or its hospital
        (SET, r"\b(?:i'm|im|i am) (?:now |currently |actually )?(?:at|in) (?P<v>[a-z][a-z&'\- ]{1,40}?(?:community college|college|"
              r"university|polytechnic|institute|academy))\b(?! (?:campus|library|hospital|medical|bookstore|gym|parking|stadium|"
              r"arena)\b| for (?:a|an|the|my|work)\b)|"
              r"\bi (?:now |currently )?(?:go|attend|transferred) (?:to )?(?P<w>[a-z][a-z&'\- ]{1,40}?(?:community college|college|"
              r"university|polytechnic|institute))\b(?! (?:campus|library|hospital|medical|bookstore|gym|parking|stadium|arena)\b)"),
        # a school-leaving course taken now ("doing my A-levels in Biology", "in my IB year"): a school stage
        (SET, r"\b(?:doing|taking|sitting|studying for|in the middle of) (?:my |her |his |the )?(?P<v>a[- ]levels?|gcses|o[- ]levels|"
              r"ib diploma|the ib|ib)\b"),
        # a first week at a school called by its kind, written small ("first week at johns hopkins nursing school DONE"),
        # a child's roommate at a college ("Ethan's roommate at Purdue"), a leave taken from school
        (SET, r"\bfirst (?:day|week|month|semester|term) (?:at|of) (?P<v>[a-z' ]{2,30}? (?:school|college|university|academy|program))\b|"
              r"\b(?P<who>[a-z]+)'s (?:roommate|dorm|dorm room|roomie) at (?P<w>[a-z][a-z ]{1,25}?)(?=[,.;!?]|$| (?:is|was|has|and)\b)"),
        # a year at school begun, or a school joined ("Lwazi started Grade 8", "Joined IIT Madras!"), a gap year taken
        (SET, r"\bstart(?:ed|s|ing)? (?P<v>(?:grade|year|class|standard) \d{1,2})\b|"
              r"\bjoined (?P<w>(?:iit|iim|nit|aiims|bits)(?: [a-z]+)?|[a-z ]{0,20}(?:university|college|uni|institute|academy))\b(?! (?:board|team|club|choir|staff)\b)|"
              r"\b(?:taking|on|doing) (?:a )?(?P<x>gap year)\b"),
        # a child moved to another school ("We moved Aarav to Ryan International this term")
        (SET, r"\b(?:moved|switched|transferred|shifted) (?P<who>him|her|them|[a-z]+) (?:over )?(?:to|into) (?:a |an |the )?"
              r"(?P<v>[a-z][a-z' \-]{1,30}?)(?= this (?:term|semester|school year)\b| (?:school|academy|elementary|middle school|"
              r"high school|primary|preschool|daycare|kindergarten)\b)"),
        # a child taken out of a school ("We pulled Leo out of the Montessori")
        (END, r"\bpulled (?P<who>him|her|them|(?:our |my )?[a-z]+) out of (?:the |his |her |their )?(?:[a-z'\-]+ ){0,2}?(?:school|montessori|daycare|preschool|"
              r"academy|elementary|middle|high|kindergarten|nursery)\b"),
        # ... or out of a school called by its name alone ("We pulled Emma out of Maple Grove", "took our son out of
        # St. Luke's"): a name, as typed, and never for a day ("took her out of school early")
        (END, r"\b(?:pulled|took|taken) (?P<who>him|her|them|(?:our |my )?[a-z]+) out of (?:the )?"
              r"(?P<n>[a-z][a-z'.\-]+(?: [a-z][a-z'.\-]+){0,2}?)(?=[,.;!]|$| and\b| this\b| last\b| because\b| after\b)"),
        (END, r"\b(?:taken|taking|took|on|take) (?:a )?(?:medical )?leave of absence from (?:the |my |law |med |grad |nursing )?(?:school|program|college|university)\b"),
        # the user's school spoken of without saying which ("my professor never replies", "our dorm has mice"): it sets
        # nothing, and a new school replaces it
        (SET, r"\b(?P<held>(?:my|our) (?:professors?|lecturers?|classmates?|uni|campus|dorm|homeroom|form tutor|head ?teacher|"
              r"tutor group|course ?mates?|seminar group))\b" + _HELD_NOW),
        # a new school said in passing, whatever it is ("my son's new school has a uniform", "loving my new uni")
        (SET, r"\b(?:my|our|(?P<who>his|her|their|[a-z]+(?='s))(?:'s)?) new (?:school|preschool|daycare|kindergarten|nursery|college|uni|university)\b"),
        # a new school said in passing ("Zoe's new school in Naperville has a different bell schedule")
        (SET, r"\b(?:my|our|his|her|their|[a-z]+'s) new (?:school|preschool|daycare|kindergarten|college|university) (?:in|at|is) "
              r"(?P<v>[a-z][a-z' ]{1,25}?)(?=[,.;!?]|$| (?:has|is|was|starts|and|so|but)\b)"),
        # a child moved to another teacher's class ("eli got moved to mr. okafor's class"): the class is where they are
        (SET, r"\b(?:got |was |been |is being )?(?:moved|switched|transferred|placed|put|bumped) (?:up |over )?(?:to|into|in) "
              r"(?P<v>(?:mr|mrs|ms|miss|mx)\.? [a-z]+'?s? (?:[a-z]+ )?(?:class|classroom|room|homeroom))\b"),
        # a start at a school ("She started at an international school", "Noah started at Westbrook Middle this week")
        (SET, r"\bstart(?:ed|s|ing)? (?:at|in) (?:the |a |an )?(?P<v>[a-z][a-z' \-]{0,25}?(?:school|middle|elementary|high|primary|academy|"
              r"prep|kindergarten|preschool|daycare|nursery))\b(?! as (?:a|an) (?:[a-z]+ )?(?:teacher|tutor|aide|assistant|coach|nurse|counsel))"),
        # a first day there as a student ("first day at UCLA as a transfer student")
        (SET, r"\bfirst (?:day|week|month|semester|term) at (?P<n>[a-z][a-z&'\-]+)\b(?= as (?:a |an )?(?:[a-z]+ )?(?:student|freshman|"
              r"sophomore|junior|senior|undergrad|pupil)\b)"),
        # a child taken to a first day somewhere ("Dropped Eli off at the bus stop for his first day of public school")
        (SET, r"\bdropped (?P<who>[a-z]+) off (?:at [^,.;!]{1,20}? )?for (?:his|her|their) first day (?:of|at) (?P<v>[^,.;!]{2,30})"),
        # a child left at their college's door ("dropped my son off at his college dorm today", "moved our daughter
        # into her dorm at Ohio State"): they are at college now
        (SET, r"\b(?:dropped|moved) (?:my |our )?(?P<who>son|daughter|kid|boy|girl|oldest|youngest) (?:off at|into) (?:his|her|their) "
              r"(?:(?P<v>college|university|uni)(?: dorm| dorms| halls)?|(?:freshman )?(?:dorm|dorms|residence hall|halls))"
              r"(?: at (?P<w>[^,.;!]{2,30}))?\b"),
        # a student of a field or a degree ("I'm a nursing student, in my second year", "she's a grad student")
        (SET, r"\b(?:i'm|i am|he's|she's|he is|she is) (?:a |an )?(?:first-year |second-year |third-year |final-year |part-time |full-time )?"
              r"(?P<v>nursing|law|med|medical|dental|pharmacy|engineering|art|music|film|architecture|vet|veterinary|grad|graduate|phd|"
              r"doctoral|masters?|master's|college|university|uni|exchange|transfer|pre-med|premed|psych|psychology|education) student\b"),
        # a level reached ("she's a middle schooler now")
        (SET, r"\b(?:she's|he's|i'm|she is|he is|i am) (?:a |an |officially a )?(?P<v>middle schooler|high schooler|college student|kindergartner|"
              r"first grader|freshman|sophomore|junior|senior|[a-z0-9]+ grader)(?: now)\b"),
        # a year of school said bare with "now" or a cheer ("12th grade now", "senior year lets gooo", "year 9 already"):
        # the one one is in now, as a later grade replaces the last
        (SET, r"^(?:so |and |well |ok |omg )?(?P<v>(?:freshman|sophomore|junior|senior) year|\d{1,2}(?:st|nd|rd|th) grade|"
              r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth) grade|grade \d{1,2}|year \d{1,2})"
              r"(?: now| already| officially| (?:let'?s|lets) go+| here (?:i|we) come| baby| babyy*)\b"),
        # a term of a programme one is in ("I'm in my first semester of the RN-to-BSN program at WGU")
        (SET, r"\bin my (?:first|second|third|fourth|final|last|\d(?:st|nd|rd|th)) (?:semester|term|year|quarter) (?:of|in|at) "
              r"(?:the |my |a |an )?(?P<v>[^,.;!]{2,40})"),
        # a first stretch at a place whose name says it is a school ("first week at UC Davis", "first day at Penn State")
        (SET, r"\bfirst (?:day|week|month|semester|term|quarter) (?:at|of classes at) (?P<v>(?:uc|cal|suny|cuny|cal state) [a-z]+|"
              r"[a-z]+(?: [a-z]+)? (?:state|tech|university|college|uni|community college|cc)|(?:the )?university of [a-z]+(?: [a-z]+)?)\b"),
        # a degree one is doing at a school called by its name ("doing my undergrad in chemistry at UCLA")
        (SET, r"\b(?:doing|finishing|starting) my (?:undergrad|undergraduate|degree|masters|master's|phd|bachelors|bachelor's|mba)"
              r"(?: (?:in|on) [a-z ]{2,25}?)? at (?P<n>[a-z][a-z&'\-]+)\b"),
        (SET, (r"\b(?:is|are|i'm|he's|she's|they're|'s) (?:in|at) (?:a |an )?(?:(?:mr|mrs|ms|miss)\.? [a-z]+'s )?(?P<v>preschool|kindergarten|daycare|[a-z0-9]+ (?:grade|standard)[^,.;!]{0,30}|"
              r"(?:year|grade|class|standard) \d{1,2}\b[^,.;!]{0,30}|"
              r"(?:[a-z]+ ){0,2}(?:elementary|middle|high|school|college|university|academy|montessori|primary|juniors|infants|"
              r"secondary|sixth form)(?! of\b)[^,.;!]{0,10})")),
        (SET, r"\bstudying [a-z ]{1,20} at (?P<v>(?:the )?[a-z ]{0,20}(?:university|college|school|academy|institute|uni)\b[^,.;!]{0,10})"),
        (SET, r"\bstudying [a-z ]{1,20} at (?P<n>[a-z]+)\b"),
        # what one studies now and where ("I study computer science at Georgia Tech"), not what one studied
        (SET, r"\bi (?:study|major in|read) [a-z ]{1,25}? at (?P<v>[a-z][^,.;!]{1,30})"),  # "at Georgia Tech": a school by its name
        # a year of a school ("I'm in my last year of law school at Georgetown", "in my second year at Leeds")
        (SET, r"\b(?:i'm|i am) in (?:my )?(?:first|second|third|fourth|fifth|final|last|senior|junior|\d(?:st|nd|rd|th)) year "
              r"(?:of (?P<v>(?:[a-z]+ ){0,2}(?:school|college|university|uni|med school|law school|nursing school)\b[^,.;!]{0,20})|"
              r"at (?P<n>[a-z]+)\b)"),
        (SET, r"\b(?:i'm|i am|he's|she's|is|'s) (?:a |an |in (?:the |my |his |her )?)?(?:freshman|sophomore|junior|senior|grad student|student|(?:first|second|third|fourth|final)[- ]year(?: [a-z]+ student)?)(?: student)? (?:at|of|in) (?:a |an |the )?(?P<v>[^,.;!]{2,40})"),
        (SET, (r"\b(?:transferred|switched|moved)(?: (?P<who>my [a-z]+|him|her|them))? to (?P<v>[^,.;!]{2,30}?(?:state|university|college|school|"
              r"elementary|middle|high|academy))\b")),
        # a school called by its name alone ("transferred to UC Davis this fall"; not "the Denver office")
        (SET, r"\b(?:i |i've |just |finally )?transferred (?:over )?to (?:[a-z]{2,4} )??(?P<n>[a-z]+)\b(?! (?:office|branch|store|location|site|"
              r"team|department|division|shift|plant|hospital|clinic|warehouse)\b)(?![^,.;!]{0,30}\bfor (?:work|my job|the job)\b)"),
        (SET, r"\benrolled (?P<who>[a-z]+) (?:in|at) (?:the |a )?(?P<v>[^,.;!]{2,30})"),
        (SET, r"\bstarted (?P<v>kindergarten|preschool|school|college|middle school|high school|first grade)\b"),
        # a programme one was let into at a school ("got accepted to the BSN program at Ohio State")
        (SET, r"\b(?:got |been |was |i'm |just got )?(?:accepted|admitted|in) (?:to|into) (?:the |a |an )?(?:[a-z0-9\-]+ ){0,3}?"
              r"(?:program|programme|course) (?:at|in) (?P<v>[^,.;!]{2,30})"),
        (SET, r"\bfirst (?:day|week) (?:of|at) (?:the |her |his |my )?(?P<v>" + _EN_GRADE + r"|(?:[a-z]+ ){0,2}" + _EN_SCHOOL + r")\b|"
              r"\borientation (?:for|at) (?:the |my |a )?(?P<w>[a-z ]{2,30}?(?:program|programme|course|school|college|university|degree))\b"),
        (SET, r"\b(?:is|are|'s|'re) (?:now )?(?:going to|attending) (?:a |the )?(?P<v>(?:[a-z]+ ){1,2}(?:school|elementary|academy|college))\b"
              r"(?![^,.;!]*\b(?:next|tomorrow|soon|later|today|tonight|someday|this fall|in the fall)\b)"),
        # "I'm doing a chemistry PhD at Purdue", "doing a part time MBA at night" (a remark may start with the doing)
        (SET, r"(?:^|\b(?:i'm|i am) (?:(?:currently|still|now) )?)(?:doing|getting|working on|pursuing|finishing) (?:my|a|an) "
              r"(?:[a-z-]+ ){0,2}(?P<v>master'?s|phd|doctorate|mba|bachelor'?s)\b|"
              r"\b(?:i'm|i am|he's|she's|he is|she is) (?:doing|studying for|working on|taking|enrolled in) (?:a|an|my|her|his) "
              r"(?P<w>(?:[a-z]+ ){0,2}(?:degree|diploma|program|programme|apprenticeship))\b"),
        (END, r"\b(?:finished|completed|got|earned|defended) (?:my|a) (?:master'?s|phd|doctorate|mba|bachelor'?s|dissertation)\b|"
              # a degree left or done ("left the program in the spring", "Graduated! BSN done", "mastered out")
              r"\bleft (?:the|my) (?:program|programme|phd|course|degree|master'?s)\b|\bwalked at (?:commencement|graduation)\b|"
              r"\bdiploma in hand\b|\bgot my diploma\b|^graduated\b(?! to\b| from (?:the |my )?(?:wheelchair|walker|crutches|boot)\b)|\bmastered out\b|"
              r"\b(?:bsn|msn|mba|phd|degree|masters?|bachelors?|diploma) (?:is )?(?:done|finished|complete)\b|"
              # a doctorate defended ("defended yesterday and they passed me", "Dr. Nguyen now, officially!")
              r"\bdefended (?:yesterday|today|last (?:week|month|friday|monday|tuesday|wednesday|thursday)|this (?:morning|week)|"
              r"successfully|my (?:thesis|dissertation))\b|"
              r"\b(?:finished|completed) (?:my|her|his|the) (?:[a-z]+ ){0,2}(?:degree|diploma|program|programme|course|apprenticeship)\b"),
        (SET, r"\b(?:taking|take) (?:night |evening |online |weekend |part-time )?(?:classes|courses) (?:for|toward|towards) (?:my |a )?(?P<v>[a-z ]{0,20}?(?:degree|diploma|certificate|ged|mba))\b"),
        # (who was pulled out first: "we pulled Ava out and we're homeschooling now" is Ava's school)
        (SET, r"\bpulled (?P<who>her|him|them|the (?:twins|kids|boys|girls)|[a-z]+) out (?:of [a-z' ]{2,30}? )?(?:and|to) "
              r"(?:(?:are|is|we're|we are) )?(?P<v>homeschool(?:ing|ed)?)\b"),
        (SET, r"\bis (?P<w>homeschooled)\b|\b(?:we|i) (?P<x>homeschool)\b|\b(?:switched|changed|transferred|moved) schools\b|"
              # taken out of school to learn at home ("we pulled the twins out and are homeschooling now")
              r"\b(?:(?:is|are|'s|'re) )?(?P<v>homeschool(?:ing|ed)?) now\b"),
        # a year of school begun, said by its name ("Senior year starts Monday"): the one one is in now
        (SET, r"^(?:so |and |well )?(?P<v>freshman|sophomore|junior|senior) year (?:of (?:high school|college|uni)\b|"
              r"(?:starts|started|begins|began|is starting|kicks off)\b)"),
        (SET, r"\b(?:moved up to|going into|goes into|entered|entering|starts|started|starting|headed to|heading to|off to|will start|began) "
              r"(?:the |a )?(?P<v>" + _EN_GRADE + r"|(?:[a-z]+ ){0,2}" + _EN_SCHOOL + r")\b"),
        (SET, r"\b(?:got into|accepted (?:to|into|at)|admitted to|got accepted (?:to|into|at)|enrolled at) (?P<n>[a-z]+)\b"),
        (SET, r"\b(?:first|second|third|fourth|final|last) year of (?:my|a|an|her|his) (?P<v>master'?s|masters|phd|doctorate|degree|"
              r"bachelor'?s|mba|law school|med school|apprenticeship)\b"),
        # a degree finished said by its ceremony or its letters ("walked the stage", "MSc done!!")
        (END, r"\bwalked (?:the|across the) stage\b|\b(?:msc|ma|mba|phd|bsc|ba|masters?|master's|degree|dissertation|thesis) "
              r"(?:is )?(?:officially )?(?:done|finished|complete|over)\b"),
        (END, r"\bgraduated\b|\bdropped out\b|\btransferred out of (?P<n>[a-z][a-z'\-]+)\b|\bfinished (?:year|grade|class|standard) \d{1,2}\b|\b(?:dropped|quit|gave up|abandoned) (?:my|the) (?:mba|masters?|master's|phd|doctorate|degree|"
              r"diploma|course|program|programme|studies)\b|\bwithdrew from (?:school|college|university|the program)\b|\bleft school\b|\bfinished school\b|\b(?:passed|finished|completed) (?:my|the|all my) (?:boards|finals|program|programme|degree|course)\b"),
    ],
    # What one is called and how: one name, one set of pronouns at a time ("call me Tina from now on").
    # Where one comes from: said once, so another value later is a correction.
}
