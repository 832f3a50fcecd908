"""English frames of health and allergies: the phrasings that set a condition, a treatment or an allergy (with what
they name, group `v`) and those that end one (the rest of frames_en.py's slots; read into EN_FRAMES there, in its
place among them)."""

from __future__ import annotations

from .frame_parts import END, SET
from .frame_parts import any_of as _any
from .update_classes import EN_BODY, EN_TESTS
from .frame_words_en import _EN_GOOD, _EN_COND

EN_HEALTH_FRAMES: dict[str, list[tuple[str, str]]] = {
    "health": [
        (SET, r"\bdiagnosed with (?P<v>[a-z0-9 \-]{2,30})"),
        # a condition one has had a while ("I've had a bad case of long COVID since January")
        (SET, r"\b(?:i've had|i have had|i've got|i have|been dealing with|been battling|struggling with) (?:a |an )?(?:bad |mild |nasty |"
              r"really bad |severe )?(?:case|bout|flare-up|flare) of (?P<v>[a-z][a-z0-9\- ]{2,30}?)(?=[,.;!]|$| since\b| for\b| and\b)"),
        # a condition one is getting over now ("I'm recovering from a torn ACL"): it ends when one is well again
        (SET, r"\b(?:i'm|i am|he's|she's|still|slowly|currently) recovering from (?:a |an |my |his |her |the )?"
              r"(?P<v>[a-z][a-z0-9\- ]{2,30}?)(?=[,.;!]|$| and\b| so\b| after\b| which\b)"),
        (SET, r"\b(?:found|discovered|spotted|felt) (?:a |an )?(?P<v>(?:[a-z\-]+ ){0,2}?" + _EN_COND + ")"),
        (SET, r"\b(?:might|may|could) be (?:a |an )?(?P<v>(?:[a-z\-]+ ){0,2}?" + _EN_COND + ")"),
        (SET, r"\b(?:have|has|'ve got|'s got|got|caught|came down with) (?:a |an |the )?(?P<v>(?:[a-z\-]+ ){0,2}?" + _EN_COND + ")"),
        (SET, r"\btested positive(?: for (?P<v>[a-z0-9\-]+))?"),
        # a condition one is having these days ("Having really bad migraines lately", "been having panic attacks again")
        (SET, r"(?:^|\bi'?ve been |\bi'?m |\bbeen |\bstill )having (?:really |very |super |such |so many )?(?:bad |terrible |awful |horrible |nasty |"
              r"crazy |constant |frequent |severe |a lot of |lots of )?(?P<v>" + _EN_COND + r")(?! (?:again )?(?:today|tonight|this morning)\b)"),
        # a test one waits on the result of ("waiting on biopsy results", "still waiting for my MRI"): what it finds, or
        # its coming back clean, is news of that health
        (SET, r"\b(?:waiting (?:on|for)|awaiting) (?:the |my |his |her )?(?P<v>biopsy|scan|mri|ct scan|ct|blood ?work|blood test|"
              r"test|lab|pathology|mammogram|ultrasound)(?: results?)?\b"),
        # a condition said as what one is ("I'm type 2 diabetic", "she's asthmatic")
        (SET, r"\b(?:i'm|i am|he's|she's|he is|she is) (?:a )?(?:type [12] |pre-?)?(?P<v>diabetic|asthmatic|epileptic|anemic|anaemic|celiac|"
              r"coeliac|hypertensive|prediabetic|lactose intolerant|gluten intolerant)\b"),
        (SET, r"\b(?:have|has|'ve got|'s got|got|caught|came down with) (?:a |an |the )?(?:[a-z\-]+ )?case of (?P<v>" + _EN_COND + ")"),
        (SET, r"\b(?:i'm|i am|he's|she's) (?:on|in) (?:a )?(?P<v>crutches|cast|brace|sling|wheelchair|chemo|dialysis|insulin|antibiotics|antidepressants|meds|medication)\b"),
        (SET, r"(?:^|, )(?:still |now )?(?:on|in) (?:a )?(?P<v>crutches|a cast|a brace|a sling|a wheelchair|a walker)\b"),
        (SET, r"\b(?:in the middle of|going through|undergoing|doing|started|starting|halfway through) (?:a |her |his |my )?(?:round of |course of )?"
              r"(?P<v>chemo(?:therapy)?|radiation|radiotherapy|dialysis|ivf|immunotherapy|physio(?:therapy)?|physical therapy|rehab)\b"),
        # a treatment one goes to for a part of the body ("On my way to physio again for the knee", "rehab for my shoulder")
        (SET, r"\b(?:physio(?:therapy)?|physical therapy|rehab|pt) (?:again |sessions? |appointments? )?for (?:my |the |his |her )?(?:(?:left|right|bad|dodgy) )?"
              r"(?P<v>" + _any(EN_BODY) + r")\b"),
        (SET, r"\b(?:broke|tore|sprained|fractured|dislocated|twisted|injured) (?:my|his|her) (?:(?:left|right) )?(?P<v>" + _any(EN_BODY) + r")\b|"
              r"\b(?:have|has|'ve got|'s got|got|with) (?:a |an )?(?:broken|fractured|busted|dislocated|torn|sprained|twisted) "
              r"(?:(?:left|right) )?(?P<w>" + _any(EN_BODY) + r")\b"),
        # (any doctor by their field: "neurologist cleared me!", "the cardiologist has cleared him"; taken off the drugs)
        (END, r"\b(?:doc|doctor|dr|gp|pt|physio|physical therapist|surgeon|specialist|consultant|[a-z]{3,}ologist|ortho(?:pedist)?)"
              r"(?:'s| has)? (?:has |just |finally |officially )?cleared (?:me|him|her)\b|\b(?:took|taken|has taken) (?:me|him|her) off\b|"
              # well again, told by how one feels ("feel like myself again", "energy's back fully"), a test said negative
              r"\bfeel(?:ing)? (?:like )?(?:myself|my old self|normal|human) again\b|\b(?:my )?(?:energy|strength)(?:'s| is| has) (?:all |fully )?(?:back|returned)\b|"
              r"^(?:all |it's |it was |came back )?negative$|"
              r"\b(?:got|been|was|were) (?:medically )?cleared\b|\btested negative\b|"
              # back to what the injury stopped ("cleared to walk without crutches", "signed me off", "my first mile
              # post-surgery", "first full 90 since the surgery")
              r"\b(?:i'm |i am |am |now )?cleared (?:to|for) (?:walk|run|play|train|drive|work|return|full|normal|light|go back)|"
              r"\bsigned (?:me|him|her) off\b|\bfirst [a-z0-9 ]{1,20}? (?:since|post)[- ](?:the |my )?(?:surgery|op|operation|injury|accident)\b|"
              # (the injury called by the part it hurt, as "thing": "first 5k back since the hamstring thing")
              r"\bfirst [a-z0-9 ]{1,20}? back (?:since|after) (?:the |my )?(?:" + _any(EN_BODY) + r") (?:thing|injury|tear|surgery|op)\b|"
              r"\bmisdiagnos|\b(?:it's|it was|was|is) benign\b|\b(?:cancer|tumou?r)[- ]free\b|\bin (?:full |complete |total )?remission\b|\ball clear\b|"
              # well again, told by the bouts that stopped coming ("haven't had a single headache in weeks", "no migraines
              # since March", "not one seizure in six months")
              r"\b(?:haven'?t had|have not had|not had|no|not (?:a single|one)) (?:a |one )?(?:single )?(?:migraine|headache|attack|panic attack|seizure|"
              r"flare(?:-up)?|episode|nosebleed|fit|bout|cluster)s? (?:in|for|since) (?:a |the (?:last|past) )?(?:\d+ |two |three |four |five |six |"
              r"several |many |a few |few )?(?:days|weeks?|months?|years?|ages|january|february|march|april|may|june|july|august|september|"
              r"october|november|december|christmas|the surgery|the new meds|i started)\b"),
        # sleep come back, told by how one sleeps now ("I'm sleeping 8 hours a night now", "finally sleeping through the
        # night again"): never one good night ("slept great last night")
        (END, r"\b(?:i'm |i am |been |finally |now |actually )*(?P<v>sleeping) (?:(?:through the night|like a (?:baby|log|rock)|"
              r"(?:so much |way |a lot |much )?better|normally|properly|well)(?= (?:now|again|these days|lately|every night)\b)|"
              r"(?:\d{1,2}|six|seven|eight|nine) (?:full |solid )?hours (?:a|every|per) night)"),
        # the end of a course of treatment: the bell rung after the last one, the last round done, scans clear
        (END, r"\brang the (?:chemo |cancer )?bell\b|\b(?:last|final) (?:round of |dose of |session of )?(?:treatment|chemo(?:therapy)?|radiation|"
              r"infusion|dialysis)s? (?:is |was )?(?:done|over|finished|complete)\b|\bfinished (?:her |his |my )?(?:treatment|chemo(?:therapy)?|radiation)\b|"
              r"\bscans? (?:are|is|were|was|came back|look|looks|looked) (?:all )?clear\b|\bno evidence of disease\b"),
        # (a course of therapy for an injury too, by its short name: "PT is done", "physio's over")
        (END, r"\b(?P<v>chemo(?:therapy)?|radiation|radiotherapy|dialysis|infusions?|immunotherapy|pt|physio(?:therapy)?|physical therapy|"
              r"rehab)(?: is| was|'s)? (?:all |finally |officially )?(?:done|over|finished)\b"),
        # an illness put behind one ("The fever's finally behind me", "the flu is behind me now")
        (END, r"\b(?:the |my )?(?P<v>[a-z]+(?: [a-z]+)?)(?:'s| is) (?:finally |all |now |well )?behind me\b"),
        (END, r"\bbenign\b|\b" + _any(EN_TESTS) + r"\b[a-z ]{0,14}\b(?:came back|was|were|is|are|look|looks|looked)\b[a-z ]{0,12}?\b" + _EN_GOOD + r"\b|^not (?:a |an )?" + _EN_COND),
        (END, r"\b(?:turns out|turned out)\b[^,.;!]{0,20}\b(?:wasn't|isn't|not|don't have|didn't have)\b (?:a |an )?(?P<v>[a-z ]{2,20})"),
        (END, r"\bwasn't (?:a |an )?(?P<v>[a-z]+) after all\b|\bruled out (?P<w>[a-z ]{2,20})|\bno longer (?:have|has) (?P<x>[a-z ]{2,20})"),
        (END, r"\boff (?:the |my )?(?P<v>crutches|meds|medication|antibiotics|insulin|antidepressants|chemo)\b"),
        # a medicine tapered to nothing with the doctor ("Finished tapering", "tapered me off completely", "tapered
        # down … I'm fully off it", "med-free for 3 weeks"): not a lower dose ("tapered me down to 50mg")
        (END, r"\b(?:finished|done|through) (?:with )?(?P<v>tapering)\b|\b(?P<w>taper(?:ed|ing)) (?:me |him |her |myself )?(?:all the way |completely |fully )?off\b|"
              r"\b(?P<x>taper)[a-z]*\b[^.;!]*\b(?:completely|fully|totally|all the way) off (?:it|them|the [a-z]+)\b|"
              r"\b(?P<y>med|meds|medication|drug|pill)[- ]free\b|\bweaned (?:myself |me |him |her )?off\b"),
        # an illness gone, said of it ("rash is totally gone", "the eczema has cleared up", "my cough's finally gone")
        (END, r"\b(?P<v>" + _EN_COND + r")(?:'s| is| has| have| are)? (?:totally |completely |all |finally |pretty much |basically )*"
              r"(?:gone|cleared(?: up)?|healed|disappeared)\b"),
        (END, r"\b(?P<v>crutches|cast|brace|sling|stitches|splint|(?:walking |moon )?boot)(?: is| are|'s)? (?:finally )?(?:gone|off|out)\b|"
              r"\b(?P<w>cast|stitches|brace|splint|(?:walking |moon )?boot) came (?:off|out)\b"),
    ],
    "allergy": [
        (SET, r"\ballergic to (?P<v>[a-z ]{2,20})|\ballerg(?:y|ies) (?:is|are|'s) (?:actually |really )?(?:to )?"
              r"(?P<w>[a-z ]{2,20})|\b(?:has|have|had|with) an? (?P<x>[a-z]+(?: [a-z]+)?) allergy\b"),
        (SET, r"(?:^|, )(?P<v>[a-z]+(?: [a-z]+)?) (?:is|are) (?:the|her|his|my|our) (?:real )?allerg(?:y|en)\b|"
              r"\b(?:it's|its) (?:actually |really )?(?P<w>[a-z]+(?: [a-z]+)?) (?:that )?(?:i|she|he) (?:react|reacts) to\b|"
              r"\b(?:it's|its) (?:actually |really )?(?P<y>[a-z]+(?: [a-z]+)?) (?:that )?(?:i'm|i am|she's|he's|she is|he is) allergic to\b|\b(?:i|she|he) (?:react|reacts) (?:badly )?to (?P<x>[a-z]+(?: [a-z]+)?)\b"),
        # an allergy told by what it does ("Penicillin makes me break out in hives", "shellfish gives me a rash")
        (SET, r"^(?P<v>[a-z]+(?: [a-z]+)?) (?:makes|make) (?:me|her|him) (?:(?:break|come) out in (?:hives|a rash|spots|welts|"
              r"blotches)|swell up)\b|"
              r"^(?P<w>[a-z]+(?: [a-z]+)?) (?:gives|give) (?:me|her|him) (?:hives|a rash|an allergic reaction)\b"),
        # the cleft said the other way round: "sulfa drugs are what I react to", "cats are what she's allergic to"
        (SET, r"(?:^|[,;—] ?)(?P<v>[a-z]+(?: [a-z]+)?) (?:is|are) what (?:i|she|he)(?:'m| am|'s| is)? (?:really |actually )?"
              r"(?:react|reacts|allergic) to\b"),
        (END, r"\b(?:not|isn'?t|aren'?t|wasn'?t|never was|no longer) (?:actually |really )?allergic(?: to (?P<v>[a-z ]{2,20}))?"),
        (END, r"\ballergy (?:test|panel|tests)\b[a-z ]{0,12}\bcame back (?:clean|negative|normal|fine|clear)\b|\boutgr[eo]wn? (?:my |the |his |her )?(?P<v>[a-z]+) allergy"),
        # outgrown without naming it ("the allergist said he's outgrown it"), a food challenge passed
        (END, r"\b(?:has |have |he's |she's |i've |they've )?outgr(?:own|ew) (?:it|them|that|the allergy)\b|"
              r"\b(?:the |my |that )?(?:childhood |old |original )?(?:allergy )?test was a false positive\b|"
              r"\bpassed (?:his|her|my|their|the) (?:oral )?(?:food |drug )?challenge(?: test)?\b|"
              # the label taken off one's record ("that old allergy label is off my file")
              r"\ballergy (?:label|flag|alert|tag)? ?(?:is |was |got |has been )?(?:off|removed from|taken off|deleted from) (?:my|his|her|the) (?:file|chart|record|records|notes)\b"),
        # an allergy that turned out never to have been one ("the shellfish thing was never real", "the nut allergy
        # was a misdiagnosis")
        (END, r"\b(?:the )?(?!(?:whole|entire|all|same|other)\b)(?P<v>[a-z]+)(?: allergy| thing) (?:was|is|turned out to be) (?:never real|not real|a misdiagnosis|"
              r"misdiagnosed|a false (?:alarm|positive))\b"),
    ],
}
