"""Chinese names in Latin letters and back: 李红 is "Li Hong" (or "Lihong", "Hong Li"), so a request to forget a
person named in one script finds the remark that named them in the other ("forget everything about Li Hong" and 我同事
李红…; 忘掉李红的事 and "my colleague Li Hong…").

Only the characters people's names are mostly made of are read, each by its reading in a name (曾 zeng, 单 shan, 朴
piao is left out); a word holding any other character has no reading, so 上海 or 同事 are never taken for a name.
Tones are not written. Used only by forgetting (turn/naming.py), never on the per-turn path.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import product
from .lazy_re import later

# a syllable, then the characters of names read so (a character may stand under two spellings: 吕 lu and lv)
_TABLE = """
    a 阿 ai 艾爱 an 安 ao 敖奥 ba 巴 bai 白柏百 ban 班 bao 包鲍宝保 bei 贝蓓 ben 本 bi 毕碧必
    bian 卞边 bin 彬斌宾 bing 冰兵炳 bo 薄博波伯 cai 蔡才彩 cao 曹 cen 岑 chang 常昌畅 chao 超朝
    chen 陈晨辰琛臣 cheng 程成诚承城 chi 迟池 chong 崇 chu 褚楚初 chuan 川传 chun 春纯 cong 丛聪
    cui 崔翠 da 达 dai 戴代黛 dan 丹 dang 党 deng 邓登 di 狄迪笛娣 dian 典 ding 丁鼎
    dong 董东冬 dou 窦 du 杜 duan 段 fan 范樊凡帆 fang 方房芳 fei 费飞菲 feng 冯封凤峰锋丰枫
    fu 傅付符福富甫芙 gao 高 ge 葛戈歌格 gong 龚宫 gu 顾古谷 guan 关管冠 guang 光广 gui 桂贵
    guo 郭国果 han 韩涵寒晗翰汉 hang 杭航 hao 郝浩昊皓豪 he 何贺赫和鹤荷 heng 衡恒 hong 洪红宏鸿虹弘
    hou 侯 hu 胡虎琥 hua 华桦 huai 怀 huan 欢桓焕 huang 黄煌 hui 惠慧辉晖卉蕙 huo 霍
    ji 季纪姬吉冀继霁济 jia 贾佳嘉 jian 简建剑健坚 jiang 江姜蒋疆 jiao 焦娇 jie 杰洁捷婕 jin 金晋靳锦瑾津
    jing 景井晶静敬京婧菁靖 jiu 久 ju 鞠菊 juan 娟鹃 jun 君军俊骏峻 kai 凯楷 kang 康 ke 柯珂
    kong 孔 kuang 匡况 kun 坤昆 lai 赖莱 lan 兰蓝岚澜 lang 郎朗 lao 劳 lei 雷蕾磊 leng 冷
    li 李黎厉丽莉俐璃励 lian 连莲廉 liang 梁良亮 liao 廖 lin 林琳霖麟 ling 凌玲灵铃龄 liu 刘柳
    long 龙隆 lou 娄楼 lu 卢陆鲁路露璐鹿吕 lv 吕 lyu 吕 luan 栾 lun 伦 luo 罗骆洛 ma 马玛 mai 麦
    man 满曼蔓 mao 毛茅茂 mei 梅美媚玫 meng 孟蒙梦萌 mi 米宓 miao 苗妙淼 min 闵敏旻 ming 明鸣铭茗
    mo 莫墨默 mu 穆牧沐慕 na 娜纳 nan 南楠 ni 倪妮霓 ning 宁凝 niu 牛 nie 聂 ou 欧鸥 pan 潘盼
    pang 庞 pei 裴佩沛培 peng 彭鹏蓬 ping 萍 pu 蒲浦 qi 齐戚祁琪琦奇淇棋启麒 qian 钱倩茜谦乾
    qiang 强蔷 qiao 乔巧 qin 秦琴勤钦沁芹 qing 青清庆卿晴 qiu 邱秋丘裘 qu 曲瞿屈 quan 全权泉 rao 饶
    ren 任仁 rong 荣容蓉融 ru 茹汝儒 ruan 阮 rui 瑞芮睿蕊锐 run 润 ruo 若 sa 萨 sen 森
    shan 山珊单善杉姗 shang 尚商 shao 邵韶绍 shen 沈申慎莘 sheng 盛胜圣晟笙 shi 石史施诗仕 shou 寿
    shu 舒淑蜀 shuang 双爽 shun 顺舜 si 司思斯 song 宋松嵩颂 su 苏素 sui 隋穗 sun 孙 tai 泰
    tan 谭檀 tang 唐汤棠 tao 陶涛韬 teng 滕腾 tian 田恬 ting 婷亭廷庭霆 tong 童佟彤桐 tu 涂
    wan 万婉宛 wang 王汪 wei 魏韦卫伟薇维威巍蔚玮炜 wen 文温闻雯 weng 翁 wu 吴武伍巫邬 xi 席夕希曦熙溪
    xia 夏霞 xian 冼贤娴 xiang 向项翔湘祥 xiao 萧肖晓筱潇 xie 谢 xin 辛欣鑫馨昕 xing 邢星杏
    xiong 熊雄 xiu 秀 xu 徐许胥旭煦 xuan 宣轩萱璇 xue 薛雪 xun 荀勋 ya 雅亚娅 yan 严颜阎闫燕艳岩妍彦琰焱
    yang 杨阳扬洋 yao 姚尧瑶耀 ye 叶烨 yi 易伊依怡逸毅艺仪奕翼 yin 尹殷茵寅 ying 英颖莹映鹰樱瑛 yong 永勇雍咏
    you 尤游佑悠 yu 于余俞虞雨宇玉钰瑜羽煜昱郁裕渝禹 yuan 袁元源远苑媛渊 yue 岳月悦越跃 yun 云芸韵昀允 zang 臧
    zeng 曾 zhai 翟 zhan 詹展湛 zhang 张章彰璋 zhao 赵昭钊 zhen 甄振珍贞震桢 zheng 郑峥铮
    zhi 智志芝致 zhong 钟仲忠 zhou 周舟洲宙 zhu 朱祝竹珠诸 zhuang 庄 zhuo 卓 zi 紫梓 zong 宗
    zou 邹 zu 祖
"""
_READINGS: dict[str, tuple[str, ...]] = {}
for _syllable, _chars in zip(*[iter(_TABLE.split())] * 2):
    for _ch in _chars:
        _READINGS[_ch] = _READINGS.get(_ch, ()) + (_syllable,)
SYLLABLES = frozenset(s for readings in _READINGS.values() for s in readings)
_LONGEST = max(len(s) for s in SYLLABLES)
_CJK = later(r"[\u4e00-\u9fff]+")


def spellings(word: str) -> tuple[tuple[str, ...], ...]:
    """The Latin spellings of a name of two to four characters, syllable by syllable; () when any character is not
    one names are read by."""
    if not 2 <= len(word) <= 4 or any(ch not in _READINGS for ch in word):
        return ()
    return tuple(product(*(_READINGS[ch] for ch in word)))


def split(word: str) -> tuple[str, ...]:
    """A Latin word read as two or three syllables of a name ("lihong" -> li, hong; "xiaoming"), or ()."""
    if not 4 <= len(word) <= 3 * _LONGEST or not word.isalpha():
        return ()

    def cut(rest: str, left: int) -> tuple[str, ...] | None:
        if not rest:
            return ()
        if left == 0:
            return None
        for n in range(min(_LONGEST, len(rest)), 0, -1):
            if rest[:n] in SYLLABLES:
                tail = cut(rest[n:], left - 1)
                if tail is not None:
                    return (rest[:n],) + tail
        return None

    found = cut(word, 3)
    return found if found is not None and len(found) >= 2 else ()


def _orders(run: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """A name's syllables as written, and with the family name last ("Hong Li" for 李红)."""
    return (run,) if len(run) < 2 else (run, run[1:] + run[:1])


@lru_cache(maxsize=1024)
def _latin_name(run: tuple[str, ...]) -> re.Pattern[str]:
    ways = ["[\\s\\-']?".join(order) for order in _orders(run)]
    return re.compile(r"(?<![a-z])(?:" + "|".join(ways) + r")(?![a-z])")


def in_latin(word: str, lowered: str) -> bool:
    """Whether a lower-cased text writes this Chinese name in Latin letters (李红: "li hong", "lihong", "hong li")."""
    return any(_latin_name(run).search(lowered) for run in spellings(word))


def in_hanzi(run: tuple[str, ...], text: str) -> bool:
    """Whether a text writes in characters the name these syllables spell (li, hong: 李红, or 红李 never)."""
    for chars in _CJK.findall(text):
        for order in _orders(run):
            for start in range(len(chars) - len(order) + 1):
                if all(s in _READINGS.get(ch, ()) for s, ch in zip(order, chars[start : start + len(order)])):
                    return True
    return False
