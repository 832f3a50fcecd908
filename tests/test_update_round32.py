"""Updates of the classes the twenty-fourth session worked on (issue 15), in our own sentences, each with look-alikes
it must leave alone.

- A thing parted with and called only "it", or left out as Chinese leaves it out, after a remark that calls it the
  user's ("my PS5 keeps overheating", "Mine's an old Defender", 我那台小电驴): what it fetched ("CEX gave me £280 for
  it"), sent back, listed and taken, 地铁上被偷了, 挂闲鱼两天就被人拿走了, 开到报废厂了, "went to the scrapyard"; never a
  thing only supposed (要是车被偷了) or another's ("my brother sold it").
- Deaths told by a farewell for someone called by name ("a little funeral for Captain"), a first holiday without
  them, a goodbye at the vet, whose things sorted "since the funeral", a kin word and name said anywhere in the older
  remark ("…and Grandad Ted, who…"), 头七过了, 处理完我爸的后事, 老死, 寿终正寝.
- Homes: "now that we're in Hoboken", "as of last Tuesday", "First night in the Leeds flat", a commute from a place,
  在昆明落脚了, 新房钥匙拿到了, 上礼拜搬的; "Mom and Dad live in Moncton".
- Jobs: the shift one works at a place, a role moved over to, a promotion that came through, onboarding, a first
  day at the council; 外卖不跑了, 在物流园开叉车, 不用倒班了; never a quit only said to be meant (他又说要辞职).
- Corrections: "had the X wrong this whole time", crossed wires, "it's a Civic, not whatever I told you before", a
  school year, a weekday, "strictly veggie"; a fix about where someone lives never takes down what they do.
- Look-alikes: a past stretch of one's life (大学那几年我住佛山), a quit said to be meant, a theft only feared."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.update_it import calls_theirs, owns_a_thing, parted_with_it
from plastic_memory.judgement.updates import claims, reach

SURE = ("sure", "@it", "@bare")


@pytest.mark.parametrize(
    "old, new",
    [
        # a thing parted with, called only "it" or left out
        ("My PS4 keeps crashing mid-game, any fix?", "GAME gave me £90 for it, so that's the new controller sorted."),
        ("my Kindle screen has a dead line across it", "Sent it back in the end, the replacement's on its way."),
        ("My Yamaha scooter needs new tyres", "Listed it on Gumtree last week and a student took it yesterday."),
        ("Mine's a '98 Land Cruiser, still going strong.", "The Land Cruiser went to the scrapyard this morning."),
        ("我的小米手机屏幕碎了，换屏多少钱", "公交上被偷了，气死我了"),
        ("我那台电动车电池鼓包了", "挂闲鱼一天就被人拿走了，卖了五百"),
        # deaths
        ("Our hamster Nibbles loves his wheel at night.", "We had a tiny funeral for Nibbles under the apple tree."),
        ("My wife Joan and I walk the dog every evening.", "First Easter without Joan. The grandkids came round."),
        ("Remind me to give Milo his heart tablets.", "We said goodbye to Milo at the vet this morning."),
        ("My mum's 84 and still does her own shopping.", "Spent the weekend sorting Mum's clothes since the funeral."),
        ("Sunday lunch will be me, Sam and Auntie Grace, who can't eat spicy food.", "We buried Auntie yesterday."),
        ("周末去看外公，他耳朵不太好", "外公的头七过了，家里还是很安静"),
        ("我爸七十了还天天去钓鱼", "办完我爸的后事，明天回上海"),
        ("我家鹦鹉小黄会说你好", "小黄是老死的，也算寿终正寝了"),
        # homes
        (
            "My commute from Hackney to Canary Wharf is brutal.",
            "Now that we're in Greenwich the DLR takes ten minutes.",
        ),
        ("Our flat in Leith gets so cold in winter.", "We're in Dundee as of last weekend, still unpacking."),
        ("I live in Cardiff.", "First night in the Bristol flat, no curtains yet."),
        ("我住在成都高新区", "在大理落脚了，空气真好"),
        ("我租的房子在徐汇", "新房钥匙拿到了，在闵行，下周搬"),
        ("住在老小区六楼没电梯", "这个小区有电梯了，上个月搬的"),
        ("My parents live in Halifax.", "My mum and dad live in Truro now, they sold up last spring."),
        # jobs
        (
            "My shift at the Tesco in Croydon ends at 11.",
            "Handed my notice in at the supermarket, first day at the council Monday.",
        ),
        ("I'm the night porter at the Hilton.", "Moved over to events manager, days only from now on."),
        ("I'm a junior designer at an agency.", "My promotion came through, senior designer from next month!"),
        ("I work at Capgemini.", "Joined Accenture last week. Onboarding is endless slide decks."),
        ("我在饿了么送外卖", "外卖不跑了，现在在仓库开叉车"),
        ("我在医院上夜班", "调到门诊了，终于不用倒班了"),
    ],
)
def test_updates_of_the_thirty_second_round(old, new):
    assert reach(new, old) in SURE + ("job", "home", "shift", "state")


@pytest.mark.parametrize(
    "old, new",
    [
        ("我家那辆自行车是捷安特的", "要是车被偷了我真会疯，小区最近老丢车"),
        ("My PS5 keeps overheating", "My brother sold it last week."),
        ("I have a PS5.", "My friend got £200 for his."),
        ("我住的小区在广州天河", "大学那几年我住佛山，房价那时候才几千"),
        ("我老公是厨师，在酒店上班", "他又说干够了要辞职开饭馆，每年都说，哈哈"),
        ("I bought a latte at the corner cafe this morning.", "I quit coffee, it was wrecking my sleep."),
        ("I'm in Paris for a conference.", "I'm in Paris as of last week for a conference."),
        ("We said goodbye to Tom at the airport.", "Tom's flight landed safely."),
    ],
)
def test_look_alikes_of_the_thirty_second_round(old, new):
    assert reach(new, old) not in SURE


@pytest.mark.parametrize(
    "text, mine",
    [
        ("My PS5 keeps overheating in the cabinet", True),
        ("my Kindle's frozen again", True),
        ("我的iPhone屏幕裂了", True),
        ("我那台小电驴电池不行了", True),
        ("Mine's a '94 Defender.", True),
        ("my brother's car is red", False),
        ("my mum's phone is broken", False),
        ("I love my job", False),
    ],
)
def test_a_thing_called_the_users_is_had(text, mine):
    assert calls_theirs(text) is mine
    assert owns_a_thing(text) is mine


@pytest.mark.parametrize(
    "text, parted",
    [
        ("CEX gave me £280 for it", True),
        ("got $400 for her in the end", True),
        ("sent it back to Amazon", True),
        ("地铁上被偷了", True),
        ("今天开到报废厂了", True),
        ("要是车被偷了怎么办", False),
        ("if CEX gave me £280 for it I'd be happy", False),
        ("I gave him a lift", False),
    ],
)
def test_a_thing_parted_with_unnamed(text, parted):
    assert parted_with_it(text) is parted


@pytest.mark.parametrize(
    "text, slot",
    [
        ("Now that we're in Hoboken the PATH gets me in in twenty minutes.", "home"),
        ("My commute from Edison to Midtown is killing me.", "home"),
        ("在昆明落脚了，四季如春", "home"),
        ("My shift at the Woolies in Parramatta finishes at 10", "job"),
        ("Promotion came through — Associate from next month!", "job"),
        ("I'm strictly veggie", "diet"),
        ("Mom and Dad live in Moncton.", "home"),
    ],
)
def test_a_fact_is_read_in_its_slot(text, slot):
    assert slot in {c.slot for c in claims(text)}


@pytest.mark.parametrize(
    "text",
    [
        "Now that we're in the car, let's go.",
        "I'm in Paris as of last week for a conference.",
        "他说要辞职",
        "I'm onboarding two new hires this week.",
    ],
)
def test_no_home_or_job_is_read_in_look_alikes(text):
    assert not {"home", "job"} & {c.slot for c in claims(text) if c.mode == "set" or c.slot == "job"}


@pytest.mark.parametrize(
    "said, correction",
    [
        ("My landlady is Mrs Okoro, she's lovely.", "Had the landlady's name wrong this whole time, it's Mrs Okafor."),
        ("I'm flying to see my parents in Halifax next week.", "Got my wires crossed — Mom and Dad live in Moncton."),
        ("my Corolla's making a rattling noise again", "Small thing — it's a Civic, not whatever I told you before."),
        ("My daughter's in year 3 at Hillside.", "Sorry — she's in year 4, I don't know why I said otherwise."),
        (
            "Can you book something for my usual Monday off?",
            "I gave you the wrong day earlier. Wednesdays are my day off.",
        ),
        (
            "Plan my meals — I'm vegetarian but I eat fish.",
            "Correction on the diet: no fish at all, I'm strictly veggie.",
        ),
    ],
)
def test_corrections_of_the_thirty_second_round_retract_what_they_correct(corrects, said, correction):
    corrects(said, correction)


def test_a_fix_of_where_someone_lives_leaves_what_they_do(mem):
    m = mem()
    m.observe("My dad is a retired mechanic")
    m.observe("I'm flying out on the 3rd to see my parents in Halifax.")
    m.observe("Got my wires crossed — Mom and Dad live in Moncton.")
    state = {r["text"]: r["state"] for r in m.store.owner_items(m.owner)}
    assert state["My dad is a retired mechanic"] not in ("retracted", "superseded")
    assert state["I'm flying out on the 3rd to see my parents in Halifax."] == "retracted"


@pytest.mark.parametrize(
    "old, new",
    [
        ("I support Arsenal, don't even mention Chelsea to me.", "After this season I'm done, I'm a Spurs fan now."),
        ("我是恒大球迷，十几年了", "现在改支持成都蓉城了，主场氛围太好了"),
        ("I drink like four coffees a day.", "Day 9 of no caffeine, the headaches are easing."),
        ("I'm in Ikoyi, any good generator brands?", "Lagos Island now — the move was smoother than I expected."),
        ("提醒我每周日给奶奶打视频，她在哈尔滨一个人住", "奶奶追悼会定在周六，我买了去哈尔滨的票"),
    ],
)
def test_sides_stretches_bare_places_and_rites(old, new):
    assert reach(new, old) in SURE


@pytest.mark.parametrize(
    "old, new",
    [
        ("I'm a huge Taylor Swift fan.", "I'm a big BTS fan too."),
        ("I'm a huge Liverpool fan.", "Yeah so like I said, Liverpool till I die, even after that result."),
        ("我每天早上跑五公里", "今天下暴雨，就不跑了，在家拉伸"),
        ("我每天晚上喝一杯", "今晚不喝了，明天还要开车"),
    ],
)
def test_a_second_side_a_side_retold_and_a_day_off_are_no_updates(old, new):
    assert reach(new, old) not in SURE


@pytest.mark.parametrize(
    "text, fan",
    [
        ("I'm a huge Liverpool fan.", True),
        ("我是铁杆国安球迷", True),
        ("I'm not a fan of that font on slide 2", False),
        ("Liverpool won 3-0 last night", False),
    ],
)
def test_whose_fan_one_is_is_kept(text, fan):
    from plastic_memory.judgement.utterance import Utterance
    from plastic_memory.judgement.verdicts import judge

    assert judge(Utterance.read(text, 1.7e9)).store is fan


def test_another_s_slip_is_no_correction():
    from plastic_memory.judgement.corrections import parse_correction

    assert parse_correction("Lol my coworker keeps calling me Rohit by mistake, so annoying.") is None
    assert parse_correction("I typed Tuesday by mistake, it's Wednesday.") is not None


@pytest.mark.parametrize(
    "old, new",
    [
        ("My manager is Ravi, he's easy-going.", "Reporting to Neha from this month after the reorg."),
        ("我领导是张总，人比较好说话", "组织架构调整，现在直属领导换成刘姐了"),
        ("My partner Tom is vegetarian.", "tom's an ex now. any good steak recipes for one?"),
        ("I'm dating a guy named Marcus.", "im seeing Daniel now, he cooks!"),
        ("我在公司市场部", "转岗到产品已经俩礼拜了，学到好多"),
        ("I'm in the marketing department at DBS.", "Been in product for two weeks now."),
        ("室友是我大学同学阿杰，房租我们对半分", "现在一个人住了，房租全是自己出"),
        ("My housemate Jess and I share groceries.", "Jess moved out on Sunday, it's just me in the flat now."),
    ],
)
def test_managers_partners_departments_and_households(old, new):
    assert reach(new, old) in SURE


@pytest.mark.parametrize(
    "old, new",
    [
        ("My name is Rohan.", "ok so im with Daniel now"),
        ("I'm single.", "That's my ex's car."),
        ("我领导是张总", "他的领导是王总"),
    ],
)
def test_no_partner_name_or_manager_change_in_look_alikes(old, new):
    assert reach(new, old) not in SURE


@pytest.mark.parametrize(
    "old, new",
    [
        ("I usually sleep around 2am, I'm a night owl.", "New routine: lights out by 10:30, up at 5:30."),
        ("我一般凌晨两点才睡", "最近十点半就躺下了，早上五点半起来背单词"),
        ("I live in Mississauga.", "Finally unpacked the last box in our Calgary place."),
        ("My main bank is Barclays.", "Moved everything over to Monzo, the app is just better."),
        ("We use PLDT for home internet.", "Converge installed the fiber today, so much faster!"),
        ("家里宽带是电信的", "装了移动的宽带，送了两张卡"),
        ("每天坐13号线换10号线去国贸上班", "公司搬到望京了，现在骑电驴十分钟到"),
    ],
)
def test_routines_providers_and_commutes(old, new):
    assert reach(new, old) in SURE


@pytest.mark.parametrize(
    "text", ["公司搬到望京了", "Our office moved to Canary Wharf.", "The guy installed the fiber today."]
)
def test_a_workplace_moving_or_an_installer_is_no_home_or_provider(text):
    assert not {"home", "internet"} & {c.slot for c in claims(text) if c.mode == "set"}


@pytest.mark.parametrize(
    "old, new",
    [
        ("Nibbles the hamster escaped again last night.", "The kids held a little funeral for Nibbles in the garden."),
        (
            "Pepper, our old tabby, has claimed the radiator bed again.",
            "We said goodbye to Pepper at the vet on Saturday.",
        ),
        (
            "My old Bajaj scooter still starts on the first kick.",
            "Finally scrapped the scooter yaar, not worth fixing.",
        ),
        ("My commute from Jersey City is just the PATH.", "Now that we're in Hoboken the PATH is ten minutes."),
        ("我每天通勤要一个半小时，地铁换两趟", "公司搬到我家附近了，骑车十分钟就到"),
    ],
)
def test_pets_by_apposition_fillers_and_commutes(old, new):
    assert reach(new, old) in SURE


def test_a_sentence_opening_is_no_pets_name():
    from plastic_memory.judgement.update_values import introduced

    assert introduced("Since the breakup I've been cooking for one") == frozenset()
    assert introduced("Nibbles the hamster escaped again") == {"nibbles"}


def test_a_company_that_relocated_the_user_moved_the_user():
    old = "I'm based in the Boston area, living in Somerville near Davis Square."
    new = "The company relocated me to Seattle — they found me an apartment on Capitol Hill."
    assert reach(new, old) in SURE


@pytest.mark.parametrize(
    "old, new",
    [
        ("Still in the ward at St Mary's, bored stiff.", "Home in my own bed at last. The nurses were angels."),
        (
            "I'm allergic to peanuts, so check this menu.",
            "Did the food challenge — my old allergy test was a false positive!",
        ),
        ("I've got glandular fever so I'm stuck in bed.", "Back at work this week. The fever's finally behind me."),
    ],
)
def test_wards_challenges_and_illnesses_behind_one(old, new):
    assert reach(new, old) in SURE + ("allergy", "health", "hospital")


@pytest.mark.parametrize(
    "old, new",
    [
        ("My uncle Ray is my best fishing buddy.", "uncle Ray passed. heart attack. can't believe it"),
        ("I'm pregnant!! 12 weeks", "baby's here! he was born tuesday"),
        ("we own a condo in Florida we rent out", "closed on the sale of the florida place today"),
        ("我开了个小饭馆", "饭馆转让出去了"),
        ("我高三，明年高考", "高考完了，被浙大录取了！"),
        ("我在读成人自考本科", "自考不读了，太累了"),
        ("I'm here on a student visa", "got my green card!!! finally"),
        ("I'm a huge Yankees fan", "I've switched sides, Mets fan now"),
        ("我是湖人球迷", "我现在粉勇士了"),
    ],
)
def test_everyday_updates_of_the_thirty_fifth_set(old, new):
    assert reach(new, old) in SURE


@pytest.mark.parametrize(
    "said, correction",
    [
        ("我对花生过敏", "更正一下，是芒果过敏，我之前说错了"),
        ("I'm allergic to peanuts", "sorry I mixed that up, it's actually tree nuts I'm allergic to"),
        ("my daughter is 7", "oops, she's actually 8, she had her birthday already"),
        ("my wife's name is Jen", "ugh autocorrect, my wife is Jan, not the other one"),
    ],
)
def test_everyday_corrections_retract_what_they_correct(corrects, said, correction):
    corrects(said, correction)


def test_no_correction_in_look_alikes():
    from plastic_memory.judgement.corrections import parse_correction

    assert parse_correction("My autocorrect keeps changing my name") is None
    assert parse_correction("Oops, spilled coffee on my laptop") is None


@pytest.mark.parametrize(
    "new, joins",
    [
        ("I joined the Lions this season.", True),
        ("I joined the Red Sox as a pitcher.", True),
        ("Just joined the Zoom call.", False),
        ("I joined the gym.", False),
        ("My son joined the Lions.", False),
    ],
)
def test_a_team_joined_by_its_name(new, joins):
    assert (reach(new, "I play for the Tigers.") in SURE) is joins
