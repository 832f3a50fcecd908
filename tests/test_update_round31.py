"""Updates of the classes the twenty-third session worked on (issue 15), in our own sentences, each with look-alikes
it must leave alone.

- A habit now done more or less often: "I do yoga maybe once a month" -> "doing yoga every single day now",
  我每天喝两杯咖啡 -> 现在一天只喝一杯咖啡了; never a plan, a wish, a question, one week's tally, the same frequency
  again or someone else's.
- An end naming its thing by a word read as a kind only in its phrase ("Haven't had a drink since Easter" after "a
  couple of beers most nights").
- Whom a named person is to the user, said beside the name: "Tom, my ex as of Tuesday, …" after "Tom's my husband",
  "Raj, my boyfriend since last month, …" after "Raj is my best mate", 李强，我前夫 after 我老公李强; never a role of
  someone else's ("Tom, my ex's brother"), a question, or the same role again.
- An aside between the one a remark is about and what it says of them ("My mum, the one who swore…, has just been
  put on insulin", 我那个做电子生意的表哥，上个月回老家了).
- Homes told by the first days in them ("First week in Toronto and…", "Still unpacking boxes in Walthamstow", 到墨尔本
  已经三周了) after a home said of the dwelling ("My flat in Glasgow's West End is above a chippy", "Our HDB in Jurong
  West", 我住的小区在西安高新区); where one is registered (户口, 社保, the electoral register); a phone number written in
  groups; a membership let lapse; a house sale gone through; a job left with no mark before the next (辞职自己开了个网店).
- Deaths told by what follows them: whose ashes, burial or 追思会, what they left (遗物), the days kept (百日), the grave
  visited (去墓地看了我爸), "after the funeral" with whose things, "First Mother's Day without Mum".
- Corrections that own the slip by naming it ("I got the landlord's name wrong — it's…", "Got the time wrong before —
  …", "Mixed up my family there — …"), a year ("it's a 2018 model"), a name that opens the remark ("Tunde is my
  cousin"), a diet by its name (vegan -> vegetarian), a child's age by her name (朵朵是七岁)."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.corrections import parse_correction
from plastic_memory.judgement.update_asides import without_aside
from plastic_memory.judgement.update_often import rate
from plastic_memory.judgement.updates import claims, reach

SURE = ("sure", "@it", "@bare")


@pytest.mark.parametrize(
    "clause, times_a_week",
    [
        ("i do yoga every single day", 7.0),
        ("i run twice a week", 2.0),
        ("4x a week at the gym", 4.0),
        ("three coffees a day", 21.0),
        ("a pack a day", 7.0),
        ("once a month", 0.23),
        ("every other day", 3.5),
        ("我每天喝两杯咖啡", 14.0),
        ("一周去三次健身房", 3.0),
        ("每个月打一次球", 0.23),
        ("i like yoga", None),
        ("我喜欢喝咖啡", None),
    ],
)
def test_how_often_is_read_as_times_a_week(clause, times_a_week):
    assert rate(clause) == times_a_week


@pytest.mark.parametrize(
    "old, new",
    [
        ("I do yoga maybe once a month when I remember.", "I'm doing yoga every single day now, 20 mins a session."),
        ("I run every morning before work.", "I'm down to running twice a week now, my knee is complaining."),
        ("I drink 3 coffees a day.", "Cut down to one coffee a day now."),
        ("I go to the gym 5 days a week.", "These days I only hit the gym once a week."),
        ("I smoke a pack a day.", "I'm down to three cigarettes a day now."),
        ("I walk the dog twice a day.", "I only walk the dog once a day now, my back."),
        ("我每天喝两杯咖啡。", "现在一天只喝一杯咖啡了"),
        ("我一周去三次健身房。", "最近一周只去一次健身房"),
        ("我每周打一次羽毛球。", "现在每周打三次羽毛球了"),
        ("I read for an hour every night before bed.", "Reading's become a weekend-only thing since the baby arrived."),
        ("我每天都要喝三杯奶茶，戒不掉。", "奶茶现在只有周末奖励自己的时候才喝"),
        ("我外婆今年九十二了，身体还挺硬朗。", "整理外婆遗物的时候翻出了好多老照片"),
        (
            "My grandad is 94 and does the crossword every morning.",
            "Sorting Grandad's books after the funeral was hard.",
        ),
        ("I call my mum every Sunday, she lives alone in Adelaide.", "First Mother's Day without Mum."),
        ("I have a couple of beers most nights after work.", "Haven't had a drink since Easter. Feel heaps better."),
        ("Tom's my husband, we live in Cardiff.", "Tom, my ex as of Tuesday, is keeping the cats."),
        ("Raj is my best mate from uni.", "Raj, my boyfriend since last month, says hi."),
        ("Jordan's my fiancé.", "Jordan, my husband of two weeks now, hates the photos."),
        ("I've been on a few dates with Sam.", "Sam and I are official, she's my girlfriend now!"),
        ("我老公李强是做建筑设计的。", "李强，我前夫，这个月搬出去了。"),
        ("我女朋友小雨在读博。", "小雨，前女友了，上个月分的。"),
        ("My sister Rachel lives in Leeds.", "My sister, the one who hated the rain — she's moved to Bristol."),
        (
            "My daughter Ellie is at Oakfield Primary.",
            "Ellie — the little one who cried on day one — started at Kingsmead Secondary.",
        ),
        ("我表哥住在深圳。", "我那个做电子生意的表哥，上个月搬去广州了"),
    ],
)
def test_updates_of_the_thirty_first_round(old, new):
    assert reach(new, old) in SURE


@pytest.mark.parametrize(
    "old, new",
    [
        ("I run every morning before work.", "This week I only ran twice."),  # one week's tally
        ("I run every morning before work.", "My wife runs twice a week now."),  # hers
        ("I run every morning before work.", "I want to run twice a week now."),  # a wish
        ("I run every morning before work.", "I run every morning now, even in the rain."),  # the same frequency
        ("I drink 3 coffees a day.", "Should I cut down to one coffee a day?"),  # a question
        ("我每天喝两杯咖啡。", "我老公现在一天喝四杯咖啡"),  # his
        ("我一周去三次健身房。", "这周只去了一次健身房"),  # this week
        ("我一周去三次健身房。", "我打算以后一周去五次健身房"),  # a plan
        ("I do yoga every morning.", "I swim twice a week now."),  # another habit
        ("I walk to work every day.", "I now work from home twice a week."),  # "work" names no habit
        ("My kids live with me.", "First Christmas without the kids, they're at their dad's."),  # away, alive
        ("My dad lives in Leeds.", "First weekend without my dad around, he's on a cruise!"),  # away
        ("My grandad is 94.", "We went to a funeral yesterday, a neighbour's."),  # someone else's
        ("我外婆今年九十二了。", "我在整理我的旧物"),  # one's own old things
        ("My friend Tom lives in Leeds.", "Tom, my ex's brother, came round."),  # the ex is someone else
        ("Tom's my husband.", "Tom, my husband, says hi."),  # the same role
        ("Raj is my best mate.", "Raj, my boyfriend? No way lol"),  # a question
        ("好烦 gfqxsxtlz oyvmiqmok mymzhapkc", "好烦 exbyzvwlg ywpoazbpd exhionzsu"),  # letters, no role
        ("My partner Chloe is great.", "Chloe, my sister's partner, is visiting."),  # the sister's
    ],
)
def test_look_alikes_of_the_thirty_first_round(old, new):
    assert reach(new, old) not in SURE


def test_a_habit_done_at_another_frequency_leaves_what_is_offered(apart):
    memory, old, new = apart("I do yoga maybe once a month when I remember.", "Doing yoga every day now, mornings.")
    assert new["action"] == "updated" and old["id"] in new["demoted"]
    block = memory.context("Any tips for my yoga practice?", session_id="later") or ""
    assert "every day now" in block and "once a month" not in block


@pytest.mark.parametrize(
    "said, read",
    [
        (
            "My mum, the one who swore she'd never do it, has just been put on insulin.",
            "My mum has just been put on insulin.",
        ),
        ("Danny — remember, the engineer brother — he's left Tesla.", "Danny's left Tesla."),
        ("Olu, the one with the twins — well, him and Kemi have separated.", "Olu and Kemi have separated."),
        ("Anyway, the meeting went fine, I think.", "Anyway, the meeting went fine, I think."),  # no one described
        ("My sister, the nurse, lives in Leeds.", "My sister, the nurse, lives in Leeds."),  # a role, kept
    ],
)
def test_an_aside_about_the_subject_is_left_out_for_reading(said, read):
    assert without_aside(said, False) == read


@pytest.mark.parametrize(
    "text",
    [
        "I got the landlord's name wrong — it's Mr Anderton.",
        "Got the time wrong before — standup is 10:15, not half nine.",
        "Sorry, got that wrong earlier — book club's a Wednesday thing.",
        "Mixed up my family there — it's ibuprofen I react to.",
    ],
)
def test_a_slip_owned_by_naming_what_was_wrong_is_a_correction(text):
    assert parse_correction(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Did I tell you about my trip? It was amazing.",
        "I got the answer wrong on my exam, so annoyed.",
        "I confused my brother, lol",
        "Mixed up the paint colours for the bedroom, it looks great",
    ],
)
def test_a_story_of_getting_something_wrong_is_no_correction(text):
    assert parse_correction(text) is None


@pytest.mark.parametrize(
    "said, correction",
    [
        (
            "My landlord's name is Mr Henderson.",
            "I got the landlord's name wrong — it's Mr Anderton. No idea where I got the other one from.",
        ),
        ("My car is a 2016 Mazda 3, it's due for a service.", "No, you've got the year wrong — it's a 2018 model."),
        ("Tunde is my cousin, he's visiting next week.", "Correction, Tunde is my brother-in-law."),
        ("I'm vegan these days, so keep that in mind.", "I misspoke before — I'm vegetarian, I do eat eggs."),
        ("我女儿叫朵朵，今年五岁。", "纠正一下，朵朵是七岁，我前面打错了。"),
        (
            "Book club is on Thursday evenings at the library.",
            "Sorry, got that wrong earlier — book club's a Wednesday thing.",
        ),
        ("My flight to Toronto lands at 4:15pm on the 20th.", "I had the landing time wrong — it's 2:45pm. Same day."),
        ("我女儿对芒果过敏，推荐水果的时候避开一下。", "不是啦，她过敏的是猕猴桃，我之前说错了"),
        ("我新来的室友叫王思远，人挺好的。", "哦对了，我室友名字之前打错了，是王思源"),
        (
            "Our anniversary dinner is booked for Tuesday the 9th at the Thai place.",
            "I think I told you Tuesday for the anniversary dinner? It's actually Thursday the 11th.",
        ),
        ("明天下午三点半要去牙医那里复查，别让我忘了。", "是我记错了，预约单上写的是四点一刻"),
        ("I stay in Tampines, near the interchange.", "Sorry ah, wrong estate earlier. I'm in Pasir Ris."),
    ],
)
def test_corrections_of_the_thirty_first_round_retract_what_they_correct(corrects, said, correction):
    corrects(said, correction)


@pytest.mark.parametrize(
    "said",
    [
        "Raj, my boyfriend since last month, says the flat feels like home now.",
        "Bruno, our boxer, is 12 now and slowing down a lot on walks.",
        "My mum, the one who swore she'd never do injections, has just been put on insulin.",
        "Biscuit, the scruffy one my parents had — he's come to live with us in the city.",
    ],
)
def test_a_remark_with_an_apposition_or_an_aside_is_kept_whole(mem, said):
    memory = mem()
    kept = memory.observe(said)
    assert memory.trace(id=kept["id"])["text"] == said


@pytest.mark.parametrize(
    "said, kept",
    [
        ("Mel, my mom is sick", "my mom is sick"),  # Mel is called, not described
        ("git rebase vs merge, is one better", None),  # asked without its mark
    ],
)
def test_a_name_called_and_a_question_without_its_mark_stay_out(mem, said, kept):
    memory = mem()
    done = memory.observe(said)
    assert (memory.trace(id=done["id"])["text"] if done.get("id") else None) == kept


@pytest.mark.parametrize(
    "old, new",
    [
        ("Living in Dubai means I hibernate indoors all summer.", "First week in Toronto and I already need a coat."),
        ("Our house in Hackney has the tiniest kitchen.", "Still unpacking boxes in Walthamstow. Big kitchen at last!"),
        ("My flat in Glasgow's West End is above a chippy.", "Moved in with my gran in Paisley to help her out."),
        ("Our HDB in Jurong West is ancient but we love it.", "Got the keys to our BTO in Punggol!"),
        ("I live in Leeds near Hyde Park.", "Signed the lease in Bristol!! Moving in on the 1st."),
        ("我现在住在广州天河，夏天热得要命。", "到墨尔本已经三周了，这边一天四季"),
        ("我住的小区在西安高新区，出门就是地铁站。", "搬到曲江了，离大雁塔很近"),
        ("我户口在河南周口老家。", "户口迁到了杭州，手续上周办完了"),
        ("我的医保是在深圳交的。", "社保转到成都了，这个月开始在成都交"),
        ("I'm registered to vote in Edinburgh Central.", "I'm on the register in Glasgow Kelvin now."),
        ("My mobile is 07700 900123 if you need it.", "Updated my number on WhatsApp, it's 07700 900456 now."),
        ("I'm a member of the Riverside Golf Club.", "I let my membership lapse, the fees were silly."),
        ("We own a house in Harrogate.", "The house sale went through, we're renting for now."),
        ("我在国企上班，铁饭碗。", "我下海了，辞职自己开了个网店卖茶叶。"),
        ("Bruno, our boxer, is 12 now.", "Collected Bruno's ashes from the vet today."),
        ("我的钢琴老师周老师七十多了，还每周给我上课。", "周老师的追思会上放了她年轻时候的录像"),
        ("我爸退休后天天在楼下下象棋。", "清明去墓地看了我爸，给他带了副新象棋"),
        ("My dad still runs the farm near Dubbo at 78.", "Dad's gone. Heart attack in the shed Tuesday."),
        (
            "Grandpa Walt in Tucson still won't let anyone help him.",
            "Spent the week after the service clearing out Grandpa's place.",
        ),
        ("I ride an old Bajaj scooter to work.", "Scrapped the scooter, the mechanic said it was not worth fixing."),
        ("I drive a Honda Civic.", "The buyer picked up the Civic this morning."),
        ("我租的房子在重庆解放碑附近。", "换地方住了，现在在北碚，山清水秀"),
        ("我在内蒙古草原上养了一匹枣红马，每次回去都骑。", "那匹马卖给邻村的牧民了"),
        ("我在华为做测试，天天加班。", "新公司食堂不错，就是离家远"),
        ("I work at Boots as a pharmacist.", "First week at the new job done, the team is lovely."),
        ("I cycle to work on my bike every day.", "Some absolute legend nicked my bike from outside Sainsbury's."),
        ("My dad runs a hardware shop in Galway.", "My dad, who swore he'd die behind that counter, has retired."),
        ("I work at Tesco as a shift manager.", "I handed my notice in at Tesco, last day Friday."),
        ("My dog Max is 13.", "We had to have Max put down last night."),
        ("My number is 07700 900111.", "My new number is 07700 900222."),
        ("I've lived in Melbourne for ten years.", "We moved to Sydney last month."),
        ("Penicillin makes me break out in hives.", "Turns out I'm not allergic to penicillin after all."),
        ("我在老家开了个小超市。", "我把超市转给我表弟了，现在在家带孩子"),
        ("My partner Sam and I live in Leeds.", "Sam and I aren't together anymore."),
        ("My partner Sam and I live in Leeds.", "Sam left me in June."),
        ("My partner Sam and I live in Leeds.", "Sam and I called it a day."),
        ("My surname is Smith.", "I've taken my husband's name, I'm Jones now."),
        ("I work at Barclays in risk.", "I'm now working for myself as a consultant."),
        ("I play in a band called Static.", "I left Static, they're looking for a new drummer."),
        ("I smoke about ten a day.", "I'm a non-smoker now."),
        ("I have a couple of beers most nights.", "I'm teetotal now."),
        ("My boyfriend and I are going to his parents' for Christmas.", "Still adjusting to single life, honestly."),
    ],
)
def test_homes_papers_things_and_deaths_of_the_thirty_first_round(old, new):
    assert reach(new, old) in SURE


@pytest.mark.parametrize(
    "old, new",
    [
        ("I live in Leeds.", "First week in Bali on holiday and I'm already tanned."),  # a holiday
        ("I live in Leeds.", "My sister's first week in Toronto went fine."),  # hers
        ("我住在广州天河。", "到三亚两天了，海鲜太好吃"),  # a trip of days
        ("我户口在河南周口老家。", "我老公户口迁到了杭州"),  # his
        ("我户口在河南周口老家。", "户口迁到杭州要什么手续？"),  # a question
        ("I'm a member of the Riverside Golf Club.", "I let my gym membership lapse."),  # another membership
        ("We own a house in Harrogate.", "My neighbour's house sale went through."),  # the neighbour's
        ("我在国企上班。", "我想辞职自己开店"),  # a wish
        ("我爸身体很好。", "我爸每年清明都去扫墓"),  # he visits graves: alive
        ("My dog Max is 13.", "I put down the book and went to bed."),  # a book put down
        ("My dog Max is 13.", "We put the baby down at 7."),  # the baby, for the night
        ("Penicillin makes me break out in hives.", "That song makes me break out in tears."),  # no allergy
        ("My partner Sam and I live in Leeds.", "My boss left me a message."),  # a message left
        (
            "My partner Sam and I live in Leeds.",
            "Sam and I are not together this weekend, she's away.",
        ),  # apart a while
        ("I play in a band called Static.", "My brother left Static last year."),  # his
        ("I live near the cemetery.", "My grandma's ashtray broke."),  # no ashes
        ("My dad lives in Leeds.", "Dad's gone to the shops."),  # gone somewhere
        ("I drive a Honda Civic.", "We scrapped the plan to buy a new Civic."),  # a plan scrapped
        ("My boyfriend Jake lives with me.", "My sister is adjusting to single life."),  # hers
        ("I'm vegetarian, have been for ten years.", "Funny memory: at uni I went vegan for a month."),  # a story
        ("我养了一匹马。", "那匹布卖了"),  # cloth, counted as a horse is
        ("我在华为做测试。", "我老公新公司在望京"),  # his
        ("I work at Boots.", "My sister's first week at the new job went well."),  # hers
        ("I cycle to work on my bike every day.", "Someone stole my neighbour's bike."),  # the neighbour's
        ("I drive a Civic.", "I sold my dad's car last week."),  # dad's
    ],
)
def test_look_alikes_of_homes_papers_and_deaths(old, new):
    assert reach(new, old) not in SURE


# Our own list, written for s23, of how people state a standing fact: each is read in its slot (a phrasing no frame
# reads is an update never linked to what it replaces).
@pytest.mark.parametrize(
    "slot, text",
    [
        ("job", "I'm a dental hygienist."),
        ("job", "I teach Year 4 at a primary in Croydon."),
        ("job", "I drive for Uber most evenings."),
        ("job", "I'm a line cook at a diner downtown."),
        ("job", "Work-wise, I'm a data analyst at the NHS."),
        ("job", "I'm the office manager at a dental practice."),
        ("job", "I freelance as a graphic designer."),
        ("job", "I'm a postman."),
        ("job", "我在老家开了个小超市。"),
        ("job", "我是跑外卖的，骑手。"),
        ("job", "我在医院药房上班。"),
        ("home", "We're renting a two-bed in Hackney."),
        ("home", "I'm living with my parents in Leicester for now."),
        ("home", "Our place is in Fremont, near the BART."),
        ("home", "I'm based in Nairobi."),
        ("home", "Home for me is a houseboat on the Regent's Canal."),
        ("home", "I've lived in Melbourne for ten years."),
        ("home", "我家在成都高新区。"),
        ("home", "我租的房子在望京。"),
        ("home", "我们住在郊区的一个小镇上。"),
        ("home", "我在深圳南山住。"),
        ("partner", "My wife Anna and I have been married eight years."),
        ("partner", "I'm seeing someone called Leo."),
        ("partner", "My girlfriend's name is Mei."),
        ("partner", "I'm engaged to Priya."),
        ("partner", "我老婆是做会计的。"),
        ("partner", "我有男朋友了，叫阿杰。"),
        ("partner", "我和我对象在一起三年了。"),
        ("school", "I'm doing a master's in public health at Imperial."),
        ("school", "I'm a second-year at Leeds, studying law."),
        ("school", "My son's in Year 2 at St Mary's."),
        ("school", "我在读大三，学计算机。"),
        ("school", "我女儿在实验小学上二年级。"),
        ("team", "I play five-a-side with the Tuesday Lions."),
        ("team", "I'm on the netball team at work."),
        ("team", "我在公司羽毛球队。"),
        ("car", "I drive a 2015 Honda Jazz."),
        ("car", "我开的是一辆大众朗逸。"),
        ("phone", "I'm on an iPhone 13."),
        ("phone", "我用的是华为Mate 40。"),
        ("health", "I have type 2 diabetes."),
        ("health", "I've got asthma, use an inhaler."),
        ("health", "我有高血压。"),
        ("health", "我有点轻度抑郁，在吃药。"),
        ("allergy", "I'm allergic to cats."),
        ("allergy", "Penicillin makes me break out in hives."),
        ("allergy", "我对海鲜过敏。"),
        ("state", "I've got a cocker spaniel called Alfie."),
        ("state", "We have two cats, Miso and Tofu."),
        ("state", "我养了一只柯基叫可乐。"),
        ("state", "I go to the gym four times a week."),
    ],
)
def test_a_standing_fact_is_read_in_its_slot(slot, text):
    slots = {c.slot for c in claims(text)}
    assert slot in slots or (slot == "state" and slots)  # a pet, a habit: read in its own slot or as a state
