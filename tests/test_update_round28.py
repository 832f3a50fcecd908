"""Updates of the classes a twenty-eighth development set (five pairs of each of the twelve classes, told in many
ways) showed missing (issue 15), in our own sentences, each with look-alikes it must leave alone.

- A first day set for a day ahead is decided (下周一去美团报到, 下个月入职字节, 下个月起我去风控组带新人, an offer
  signed and 下个月去阿里云做算法), as English reads "starting at Stripe next month"; never a plan (我打算下个月入职)
  or a pupil's first day (下周一去学校报到).
- Facts that never change, so a later value corrects them: where one was born, one's birthday however the day is
  written (7 September, the 9th of July, 3月5号).
- One family doctor and one dentist at a time (my GP is Dr Patel -> my doctor's now Dr Nguyen; 我的牙医是张医生 ->
  以后看牙我去瑞尔齿科了); a meat eater gone vegan; the car one drives (a Corolla -> picked up my Model 3).
- Old facts read as people say them: "I stay in Pune" (Indian English for where one lives), "my apartment's on the
  12th floor in downtown Chicago", "new place is a little bungalow in Evanston", "a second-year nursing student at
  Deakin", "in 3rd standard at DPS", 我习惯晚上一两点才睡 (past midnight, not one in the afternoon), 血糖偏高.
- Changes told in passing: "Joined Flipkart this Monday, as senior SDE" (a role after a comma belongs to its clause),
  "started a remote instructional design job at Coursera", "We moved Aarav to Ryan International this term",
  "since moving to Denver", "I'm now on platform under Anita", 医生说根本没有结节 (ruled out), "that old allergy
  label is off my file", "Completed on the Bristol sale", 小牛送给楼下保安大叔了 (what was given comes before 送给),
  "had a heart attack and passed", "put our old boy to sleep" (only a pet is put down), 狗狗上个月因为癌症没了,
  a name spelt another way ("it's Markus with a k, not a c", "the spelling you've got for my wife is off"): a
  correction, as "oh wait it's Hendricks" was.
- Someone else's: "My best mate's getting divorced" (a mate is a friend), never "mate" said to the listener; a child
  put down for a nap is no death."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.updates import reach

SURE = ("sure", "@it", "@bare")


@pytest.mark.parametrize(
    "old, new",
    [
        ("我在京东做运营，每天对着报表。", "告诉你，我下周三正式去拼多多报到了，还是做运营"),
        ("我在德勤做审计。", "我下个月入职普华永道"),
        ("我在小红书做运营。", "offer签了！！下个月去快手做数据分析师🎉"),
        ("我在公司的客服组，天天接电话。", "领导定了，下周起我去质检组带新人"),
        ("I was born in Leeds, grew up all over.", "Sorry, I was born in York, not Leeds"),
        ("我是在沈阳出生的。", "说错了，我出生在大连"),
        ("My birthday's on the 3rd of May.", "Actually my birthday is 5 March, I mixed up the order"),
        ("我生日是4月8号。", "记错了，我生日是四月十八"),
        (
            "My GP is Dr Okafor at the Hillside practice.",
            "Signed up with a new GP near work, my doctor's now Dr Brennan.",
        ),
        ("我的牙医是王医生，在市口腔医院。", "以后看牙我都去小区门口的马泷齿科了"),
        ("I'm a huge meat eater, ribs every weekend.", "Went vegan last month and I feel great"),
        ("I drive a red Mazda 3 to the office.", "Picked up my new Kia EV6 on Saturday!"),
        (
            "I stay in Chennai, Adyar side, with my in-laws.",
            "Shifted to Bangalore for the new role, staying in Koramangala",
        ),
        (
            "My flat's on the 4th floor in central Leeds.",
            "ugh boxes everywhere. new place is a tiny terrace in Harrogate",
        ),
        ("I'm a third-year law student at Monash.", "I dropped out of uni last month, law wasn't for me"),
        (
            "My daughter Diya is in 2nd standard at Kendriya Vidyalaya.",
            "We moved Diya to Podar International this term",
        ),
        ("I'm a nurse at St Mary's in Paddington.", "Joined Bupa last Monday, as a clinical lead. Any tips?"),
        (
            "I teach English at a middle school in Ohio.",
            "I started a remote curriculum writing job at Duolingo, goodbye classroom",
        ),
        ("I live in Phoenix.", "ever since moving to Tucson I bike everywhere"),
        ("My manager is Tom, I'm on the search team.", "Reorg again. I'm now on ads under a guy called Felipe."),
        ("我最近查出来有乳腺结节，要定期复查。", "换了家医院复查，医生说根本没有结节，之前是误判"),
        (
            "I'm allergic to sulfa drugs, please remember.",
            "Allergist cleared me, that allergy label is off my chart now",
        ),
        ("We own a flat in Croydon that we let out.", "Completed on the Croydon sale yesterday, no more tenants!"),
        ("我有辆雅迪电动车，平时接孩子用。", "雅迪送给我表弟了，现在都是走路接孩子"),
        (
            "My uncle Suresh is coming to stay with us in June.",
            "Suresh uncle had a stroke and passed. We're flying out tonight.",
        ),
        (
            "My dog Pepper is a 14-year-old lab who loves the lake.",
            "We had to put our sweet girl to sleep this morning.",
        ),
        ("我家有只柯基叫馒头，天天要遛。", "狗狗前天因为肾衰竭没了…"),
        ("我习惯晚上一两点才睡，早上九点起。", "最近早睡了，现在每天十一点就睡了"),
        ("医生说我血压偏高，让我少吃盐。", "复查完全正常了，医生说排除了"),
    ],
)
def test_updates_of_the_twenty_eighth_round(old, new):
    assert reach(new, old) in SURE + ("health", "allergy")  # (an end of health: the newest remark on it)


@pytest.mark.parametrize(
    "old, new",
    [
        ("我在京东做运营，天天加班", "我打算下个月入职字节"),  # a plan
        ("我在京东做运营，天天加班", "下周一去学校报到，我妹开学"),  # a pupil's first day
        ("我在京东做运营，天天加班", "下个月要是能去腾讯就好了"),  # a wish
        ("I was born in Ohio.", "My daughter was born in Denver"),  # the daughter's
        ("My birthday's on July 9th.", "My sister's birthday is March 3"),  # the sister's
        ("My GP is Dr Patel.", "Saw Dr Lee today about my knee"),  # a visit
        ("我的牙医是刘医生，人很细心。", "我妈换了个牙医，说新的那个技术特别好"),  # the mother's
        ("I drive a Honda Civic.", "got a new phone yesterday"),  # no car
        ("My wife Anna and I have been married 10 years.", "My best mate's getting divorced, any advice?"),  # a friend
        ("I own a little boat at the marina.", "Best day of a boat owner's life is the day you sell it, mate"),
        ("My son Leo goes to Lincoln Elementary.", "Finally put the baby down for a nap"),  # a nap, no death
        ("My son Leo goes to Lincoln Elementary.", "I put the kids to sleep at 8 and watched TV"),
        ("I live in Phoenix.", "I'm under a lot of pressure at work"),  # no one over the user
        ("我朋友小王住在上海。", "小王送给我一本书"),  # a gift to the user
        ("我是四川人。", "下个月起我去风控组带新人"),  # no hometown in 带新人
    ],
)
def test_look_alikes_of_the_twenty_eighth_round(old, new):
    assert reach(new, old) not in SURE


def test_a_home_said_as_a_stay_is_replaced_by_a_move(apart):
    memory, old, new = apart(
        "I stay in Pune, Kothrud side, with my parents.",
        "Shifted to Hyderabad for work, staying in a PG in Gachibowli for now.",
        days=40,
    )
    assert new["action"] == "updated" and old["id"] in new["demoted"]
    assert all("Pune" not in hit["text"] for hit in memory.recall("where do I live", 5))


@pytest.mark.parametrize(
    "old, new",
    [
        ("My partner's name is Marcus.", "Small thing — it's Markus with a k, not a c."),
        (
            "My wife Katherine and I are off to Rome.",
            "The spelling you've got for my wife is off, it's Kathryn, with a y.",
        ),
    ],
)
def test_a_name_spelt_another_way_is_put_right(apart, old, new):
    _, said, fixed = apart(old, new, days=7)
    assert fixed["action"] == "corrected" and said["id"] in fixed["retracted"]


def test_a_coworker_of_a_similar_name_puts_nothing_right(apart):
    _, said, new = apart("My boss is Mark.", "Marcus with a k is my new coworker", days=7)
    assert said["id"] not in new["retracted"] + new["demoted"]
