"""English life told the way friends talk (judgement/chat_told.py): each class kept, and the chatter like it dropped."""

import pytest

from plastic_memory.judgement import gate

NOW = 1_740_000_000.0


@pytest.mark.parametrize(
    "text",
    [
        # a pastime the speaker does, by the pastime lists or as a compound ending in one
        "I'm doing kickboxing and it's giving me so much energy",
        "We do aerial yoga on Sundays",
        "I've gotten into freediving",
        "I'm doing a lot of paddleboarding",
        # a trip told by its verbs, to a place or its sights
        "We explored the coast up in the Pacific Northwest and hit some cool national parks",
        "we explored Kyoto for a few days",
        "We road-tripped through Utah",
        "We hit up some cool breweries while we were in Portland",
        "Went island hopping in Greece",
        "We'll hit some national parks next summer",
        # someone met, by name
        "at the event, I had a conversation with someone named David",
        "Had a long chat with a guy called Pete at the bar",
        # a taste told by an idiom, of a thing of the world or of the thing just named
        "Jazz just gets me",
        "Poetry really resonates with me",
        "Folk music has always spoken to me",
        "Hiking in the fall is so peaceful, it means the world to me",
        "Can't get enough of Thai food",
        "Honestly, nothing makes me happier than baking",
        "Hit the slopes last weekend",
        "Contemporary dance is so expressive - it really speaks to me",
        # a life's options are no answer's options
        "Gonna continue my edu and check out career options",
        "Gonna apply to grad school and look at funding options",
        "I've taken up birdwatching",
    ],
)
def test_life_told_the_way_friends_talk_is_kept(text):
    assert gate.judge(text, NOW).store


@pytest.mark.parametrize(
    "text",
    [
        "I'm doing fine",
        "sounds fun!",
        "we had a blast, thanks",
        # a taste for the answer
        "That speaks to me, great answer.",
        "Great answer, it really speaks to me.",
        "The card you sent was so thoughtful - it means so much to me",
        "Thanks, John. Your words mean so much to me.",
        "Great, I'm really into this explanation.",
        "Can't get enough of this explanation",
        # explored, hit and checked out what is no place
        "I explored the docs",
        "I explored a few options in the settings menu but nothing worked.",
        "We explored several approaches to the bug",
        "Let's hit the next section.",
        "If I ever go, I'll hit some national parks",
        "Or perhaps we can all go birdwatching sometime.",
        "Thanks! I'm glad the pic reminded you of your love for dancing.",
        "I checked out the link you sent",
        "I'll go with the second option",
        # a pastime heard of, or praised in general, or the listener's
        "I've heard kickboxing burns a lot of calories",
        "Boxing is a brilliant workout, I've read.",
        "Swimming is such a good way to unwind.",
        "Climbing sounds fun but scary.",
        "Enjoyed reading your story.",
        # said to the listener, or of a source
        "Keep up the great work!",
        "Wishing you the best with the interview.",
        "Sounds like a lovely trip!",
        "That's such a beautiful painting, love the colors.",
        "Hope you enjoy the road trip!",
        "The study says rock climbing is good for anxiety",
        "The article says kickboxing burns more calories than running.",
    ],
)
def test_chatter_like_it_is_dropped(text):
    assert not gate.judge(text, NOW).store


def test_a_taste_and_a_pastime_are_filed_as_such():
    assert gate.judge("Poetry really resonates with me", NOW).kind == "pref"
    assert gate.judge("I do kickboxing", NOW).kind == "life"
