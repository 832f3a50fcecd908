"""Tests for plastic_memory.language.dates: which day a dated remark expires on, in Chinese and English."""

from datetime import date, datetime, time, timedelta, timezone, UTC

import pytest

from plastic_memory.language.dates import Due, find_due

TZ = timezone(timedelta(hours=8))
MON = datetime(2026, 3, 2, 12, 0, tzinfo=TZ)  # a Monday, the default "now"
SAT = datetime(2026, 3, 7, 12, 0, tzinfo=TZ)
MAR_10 = datetime(2026, 3, 10, 12, 0, tzinfo=TZ)
DEC_15 = datetime(2026, 12, 15, 12, 0, tzinfo=TZ)
JAN_31 = datetime(2026, 1, 31, 12, 0, tzinfo=TZ)


def end_of(day: date, tz=TZ) -> float:
    """The midnight that ends `day` in tz, as epoch seconds."""
    return datetime.combine(day + timedelta(days=1), time(0), tzinfo=tz).timestamp()


# (text, now, local day the item expires at the end of, deadline)
DATED = [
    # Chinese: named days
    ("今天要交报告", MON, date(2026, 3, 2), False),
    ("今晚去看电影", MON, date(2026, 3, 2), False),
    ("明天开会", MON, date(2026, 3, 3), False),
    ("明早八点的航班", MON, date(2026, 3, 3), False),
    ("明晚吃火锅", MON, date(2026, 3, 3), False),
    ("后天回老家", MON, date(2026, 3, 4), False),
    ("大后天考试", MON, date(2026, 3, 5), False),
    # Chinese: weekdays (weeks run Monday..Sunday)
    ("下周三去杭州出差", MON, date(2026, 3, 11), False),
    ("下星期三交房租", MON, date(2026, 3, 11), False),
    ("下礼拜三体检", MON, date(2026, 3, 11), False),
    ("下个星期天搬家", MON, date(2026, 3, 15), False),
    ("这周五聚餐", MON, date(2026, 3, 6), False),
    ("本周五发工资", MON, date(2026, 3, 6), False),
    ("周五要早起", MON, date(2026, 3, 6), False),
    ("星期五见", MON, date(2026, 3, 6), False),
    ("周五要早起", SAT, date(2026, 3, 13), False),
    ("周一例会", MON, date(2026, 3, 2), False),
    ("周末去爬山", MON, date(2026, 3, 8), False),
    ("下周一起吃饭", MON, date(2026, 3, 15), False),
    # Chinese: deadlines
    ("答应周五前交文档", MON, date(2026, 3, 6), True),
    ("周五之前把钱还了", MON, date(2026, 3, 6), True),
    ("截止周五", MON, date(2026, 3, 6), True),
    ("月底前交房租", MON, date(2026, 3, 31), True),
    ("周五前往杭州", MON, date(2026, 3, 6), False),
    # Chinese: weeks, months, years
    ("下周去杭州出差", MON, date(2026, 3, 15), False),
    ("我下个月开始学日语，报了线下班", MON, date(2026, 4, 30), False),
    ("下个月开始学日语", DEC_15, date(2027, 1, 31), False),
    ("下个月", JAN_31, date(2026, 2, 28), False),
    ("下月5号复诊", MON, date(2026, 4, 5), False),
    ("月底结账", MON, date(2026, 3, 31), False),
    ("本月底前交", MON, date(2026, 3, 31), True),
    ("明年去留学", MON, date(2027, 12, 31), False),
    ("年底换工作", MON, date(2026, 12, 31), False),
    # Chinese: absolute dates
    ("3月5日开庭", MON, date(2026, 3, 5), False),
    ("3月5号开庭", MON, date(2026, 3, 5), False),
    ("三月五日开庭", MON, date(2026, 3, 5), False),
    ("3月5日开庭", MAR_10, date(2027, 3, 5), False),
    ("十二月三十一日", MON, date(2026, 12, 31), False),
    ("2027年1月2日交房", MON, date(2027, 1, 2), False),
    ("3月底搬家", MON, date(2026, 3, 31), False),
    # Chinese: relative
    ("3天后出结果", MON, date(2026, 3, 5), False),
    ("三天后出结果", MON, date(2026, 3, 5), False),
    ("两周后复查", MON, date(2026, 3, 16), False),
    ("一周后复查", MON, date(2026, 3, 9), False),
    ("一个星期后复查", MON, date(2026, 3, 9), False),
    ("二十天后", MON, date(2026, 3, 22), False),
    ("3个月后", MON, date(2026, 6, 2), False),
    ("半个月后复查", MON, date(2026, 3, 17), False),
    ("10天内给答复", MON, date(2026, 3, 12), True),
    # English: named days
    ("I have a dentist appointment today", MON, date(2026, 3, 2), False),
    ("Tonight we eat out", MON, date(2026, 3, 2), False),
    ("meeting tomorrow", MON, date(2026, 3, 3), False),
    ("flying out the day after tomorrow", MON, date(2026, 3, 4), False),
    ("TOMORROW!", MON, date(2026, 3, 3), False),
    # English: weekdays
    ("see you next Tuesday", MON, date(2026, 3, 10), False),
    ("next tue works", MON, date(2026, 3, 10), False),
    ("next Tues then", MON, date(2026, 3, 10), False),
    ("this Friday is payday", MON, date(2026, 3, 6), False),
    ("party on Friday", MON, date(2026, 3, 6), False),
    ("Friday works for me", MON, date(2026, 3, 6), False),
    ("see you Saturday", MON, date(2026, 3, 7), False),
    ("sunday brunch", MON, date(2026, 3, 8), False),
    ("due on Wednesday", MON, date(2026, 3, 4), True),
    ("Friday works for me", SAT, date(2026, 3, 13), False),
    ("I need the report by Friday", MON, date(2026, 3, 6), True),
    ("before Friday please", MON, date(2026, 3, 6), True),
    ("by Fri", MON, date(2026, 3, 6), True),
    ("next weekend", MON, date(2026, 3, 15), False),
    # English: weeks, months
    ("I'm in Boston next week", MON, date(2026, 3, 15), False),
    ("starting a course next month", MON, date(2026, 4, 30), False),
    ("next month", DEC_15, date(2027, 1, 31), False),
    ("moving out at the end of the month", MON, date(2026, 3, 31), False),
    ("rent is due at the end of the month", MON, date(2026, 3, 31), True),
    ("by the end of the month", MON, date(2026, 3, 31), True),
    # English: relative
    ("results in three days", MON, date(2026, 3, 5), False),
    ("results in 3 days", MON, date(2026, 3, 5), False),
    ("back in two weeks", MON, date(2026, 3, 16), False),
    ("in a month", JAN_31, date(2026, 2, 28), False),
    ("answer within 10 days", MON, date(2026, 3, 12), True),
    ("3 days from now", MON, date(2026, 3, 5), False),
    ("seven days later", MON, date(2026, 3, 9), False),
    # English: absolute dates
    ("the wedding is on May 5", MON, date(2026, 5, 5), False),
    ("May 5th", MON, date(2026, 5, 5), False),
    ("5 May", MON, date(2026, 5, 5), False),
    ("the 5th of May", MON, date(2026, 5, 5), False),
    ("send it by May 5", MON, date(2026, 5, 5), True),
    ("before May 5", MON, date(2026, 5, 5), True),
    ("on March 1", MON, date(2027, 3, 1), False),
    ("May 5, 2027", MON, date(2027, 5, 5), False),
]


@pytest.mark.parametrize("text, now, day, deadline", DATED)
def test_date_expression_expires_at_end_of_its_day(text, now, day, deadline):
    due = find_due(text, now.timestamp(), TZ)
    assert due is not None
    assert (datetime.fromtimestamp(due.expires_at - 1, TZ).date(), due.deadline) == (day, deadline)
    assert due.expires_at == end_of(day)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "你好",
        "我不吃香菜",
        "我这儿挺好的",
        "上周三去过杭州",
        "每周一例会",
        "三天前的事了",
        "2月30日",
        "I may go",
        "May I come in?",
        "Mondayitis is real",
        "I promised my mother to visit her every Sunday",
        "each Friday we play chess",
        "I hate Mondays",
        "I sat in the sun",
        "we met last Friday",
        "I walked for 3 days",
        "February 30",
        "someday maybe",
    ],
)
def test_text_without_a_date_gives_none(text):
    assert find_due(text, MON.timestamp(), TZ) is None


@pytest.mark.parametrize(
    "text, phrase",
    [
        ("明天开会，下周三出差", "明天"),
        ("next Friday, or tomorrow", "next Friday"),
        ("we met last Friday and meet again next Friday", "next Friday"),
        ("I may go on May 5", "on May 5"),
        ("答应周五前交文档", "周五前"),
    ],
)
def test_first_expression_in_the_text_wins(text, phrase):
    assert find_due(text, MON.timestamp(), TZ).phrase == phrase


def test_next_wednesday_trip_said_on_monday_expires_at_end_of_day_9():
    day0 = MON.timestamp()
    due = find_due("下周三去杭州出差", day0, TZ)
    assert due == Due(expires_at=end_of(date(2026, 3, 11)), phrase="下周三", deadline=False)
    start_of_day0 = datetime(2026, 3, 2, tzinfo=TZ).timestamp()
    assert due.expires_at == start_of_day0 + 10 * 86400
    assert start_of_day0 + 9 * 86400 + 23 * 3600 < due.expires_at  # still valid late on day 9


def test_same_instant_reads_today_in_the_given_zone():
    instant = datetime(2026, 3, 2, 20, 0, tzinfo=UTC).timestamp()  # already Mar 3 in +08:00
    assert find_due("today", instant, UTC).expires_at == end_of(date(2026, 3, 2), UTC)
    assert find_due("today", instant, TZ).expires_at == end_of(date(2026, 3, 3))


def test_no_zone_means_the_machine_zone():
    now = MON.timestamp()
    local = datetime.fromtimestamp(now).astimezone().tzinfo
    assert find_due("tomorrow", now).expires_at == find_due("tomorrow", now, local).expires_at


def test_expiry_is_local_midnight_across_a_dst_change():
    zoneinfo = pytest.importorskip("zoneinfo")
    try:
        new_york = zoneinfo.ZoneInfo("America/New_York")
    except zoneinfo.ZoneInfoNotFoundError:
        pytest.skip("no tz database on this machine")
    now = datetime(2026, 3, 2, 12, 0, tzinfo=new_york).timestamp()  # clocks go forward on Sunday Mar 8
    due = find_due("next week", now, new_york)
    assert datetime.fromtimestamp(due.expires_at, new_york) == datetime(2026, 3, 16, tzinfo=new_york)


@pytest.mark.parametrize(
    "text",
    [
        "Baby number three arrived on Tuesday!",
        "We switched her to a charter school in January",
        "I started the new job on Monday",
    ],
)
def test_a_day_named_in_a_clause_told_in_the_past_is_no_day_ahead(text):
    assert find_due(text, MON.timestamp(), TZ) is None


@pytest.mark.parametrize(
    "text",
    ["My surgery got moved to Tuesday", "I have a dentist appointment on Friday", "I told her I would come on Friday"],
)
def test_a_day_something_was_moved_to_or_planned_for_is_still_ahead(text):
    assert find_due(text, MON.timestamp(), TZ) is not None
