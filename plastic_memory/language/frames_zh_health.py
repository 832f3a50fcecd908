"""Chinese frames of health: a condition caught, diagnosed or found, and its end (recovered, ruled out, a test
come back clean, an aid taken off), and what one is allergic to and finding one is not. Read into ZH_FRAMES
(frames_zh.py) in their place among its slots."""

from __future__ import annotations

from .frame_parts import END, SET
from .frame_parts import any_of as _any
from .update_classes import ZH_AIDS, ZH_BODY, ZH_CONDITION_ENDS, ZH_GOOD_RESULTS, ZH_TESTS

_ZH_TESTS = _any(ZH_TESTS)
_ZH_GOOD = _any(ZH_GOOD_RESULTS)
_COND = "(?:" + _any(ZH_CONDITION_ENDS) + ")"
# the organs an illness is named by (胃病, 肠炎, 皮肤过敏), and the everyday illnesses said two at once (咳嗽发烧)
_ORGANS = "(?:胃|肠|肝|肺|心脏|肾|皮肤|眼|耳|鼻|喉咙|嗓子|关节|颈椎|腰椎)"
_EVERYDAY = "(?:感冒|发烧|发高烧|咳嗽|拉肚子|嗓子疼|胃疼|头疼|牙疼|腰疼|中暑)"

ZH_HEALTH_FRAMES: dict[str, list[tuple[str, str]]] = {
    "health": [
        (SET, r"(?:得了|查出(?:来)?(?:是|了)?|确诊(?:了|为|是)?|诊断(?:出|为|是)|患(?:有|了)|其实是|原来是|可能是|结果是|^是|(?:怀疑|疑似)(?:我|他|她)?(?:是|有|得了)?)(?P<v>[^，。,；;]{0,8}?" + _COND + ")"),
        (SET, r"(?:打着|打了|拄着|拄上|坐着|坐上了)(?P<v>石膏|拐杖|拐|轮椅|夹板|支具)"),
        # a measure out of range (医生说我血糖偏高, 血压有点高, 尿酸超标)
        (SET, r"(?P<v>血糖|血压|血脂|尿酸|胆固醇|转氨酶|甘油三酯|眼压|心率)(?:一直|有点|有些|稍微|略|又)?(?:偏高|偏低|超标|高了|太高|过高)"),
        # an everyday illness caught, a part of the body hurt: 我感冒了, 脚崴了
        # (whoever it is, called by a word or by name: 豆豆发烧了, 我表妹感冒了; not one no longer ill, 不发烧了)
        (SET, r"(?:^|我|他|她)(?:(?![不没别])[\u4e00-\u9fff]){0,4}?(?:最近|这两天|又|有点|好像)?"
              r"(?P<v>感冒|发烧|发高烧|咳嗽|拉肚子|嗓子疼|胃疼|头疼|牙疼|腰疼|中暑)(?:[一二两三四五六七八九十几\d]+天)?了"),
        (SET, r"(?P<v>" + _any(ZH_BODY) + r")(?:摔|崴|扭|撞)?(?:崴|扭|摔|伤|骨折|拉伤|扭伤|骨裂)了"),  # (腿摔骨折了)
        # a condition said bare after whose it is, closing the clause: 我腰椎间盘突出, 我妈高血压
        # (two said together, 我最近感冒发烧; one flared up, 我最近痛风发作, 我胃病又犯了, with the part it is of)
        (SET, r"^(?:我(?:妈|爸|老婆|老公|儿子|女儿|奶奶|爷爷|姥姥|姥爷|外婆|外公|哥|姐|弟|妹)?(?:最近|一直|总是|经常|这两天)?|"
              # (whoever it is, by name, then when: 豆豆这两天发烧)
              r"(?:(?![不没别防治])[\u4e00-\u9fff]){1,4}?(?:最近|一直|总是|经常|这两天)|(?:最近|一直|总是|经常|这两天)?)(?P<v>(?:" + _any(ZH_BODY)
              + r"|" + _ORGANS + r")?(?:" + _COND + r"|" + _EVERYDAY + r"){1,2})(?:很严重|挺严重|越来越严重|好严重|又犯了|犯了|又发作了|发作了?|又发了|特别厉害|很厉害)?(?=[，。,；;！!]|$)"),
        # a course of treatment one is in (我在做化疗, 我爸在做透析): 化疗结束了 ends it
        (SET, r"(?:^|我|他|她)(?:妈|爸|老婆|老公|儿子|女儿|奶奶|爷爷|外婆|外公)?(?:最近|现在|目前|还)?(?:在做|正在做|在|开始做|每周做)"
              r"(?P<v>化疗|放疗|透析|理疗|康复训练|复健|针灸)"),
        (SET, r"(?:有|长了)(?:个|一个|颗|一颗)?(?P<v>[^，。,；;有]{0,6}?" + _COND + ")"),
        # an infection tested positive (新冠阳了, 我也阳了), which 转阴 ends; not the sun (太阳了)
        (SET, r"(?P<v>新冠|甲流|乙流|流感|支原体)?(?:也|又|终于|还是)?(?<![太夕向朝斜])(?:阳了|中招了)(?=[，。,；;！!~～]|$)"),
        # (a condition the doctor found not there: 医生说根本没有结节, B超结果没有囊肿; a misjudgement: 之前那家诊所误判了)
        (END, r"(?:医生说|大夫说|结果|检查|复查|B超|b超|显示)[^，。,；;]{0,6}?(?:根本|其实|并|都)?(?:没有|没)(?P<v>[^，。,；;没]{0,6}?" + _COND + ")|"
              r"误诊|误判|良性|不是恶性|虚惊一场|恶性(?:已经)?排除了?|(?<!没)(?<!还没)排除了(?!嫌疑)|(?:可以|已经|终于)?停药|不用(?:再)?(?:吃药|打针|打胰岛素)|转阴|" + _ZH_TESTS + r"[^，。,；;]{0,6}" + _ZH_GOOD),
        # a fever gone, a part of the body well again, recovered (儿子烧退了, 腰好多了, 医生说基本恢复了)
        (END, r"烧(?:已经|终于)?退了|退烧了|不烧了|(?:" + _any(ZH_BODY) + r")(?:已经|基本|全)?(?:好了|好多了|不疼了|恢复了)|"
              r"(?:已经|基本|完全|彻底)(?:恢复|康复|痊愈)了|^(?:已经|终于|总算)?(?:好利索了|全好了|彻底好了)"),
        (END, r"(?P<v>[^，。,；;]{0,6}?" + _COND + r")(?:已经|终于|基本|全)?(?:好了|好得差不多了|痊愈了?|治好了|康复了?|没了)"),
        # well again by what a check shows or the doctor allows (片子显示基本好了, 医生说可以正常活动了), sleep come back
        # by its name (睡眠好多了, 不失眠了): a sleep told by its hours names nothing it ends
        (END, r"(?:复查|片子|检查|拍片|核磁|CT|B超|b超|指标)[^，。,；;]{0,8}?(?:基本|已经|都|全)?(?:好了|正常了|没事了|没问题了)|"
              r"(?:医生|大夫)(?:说|让我)?(?:可以|能)?(?:正常)(?:活动|上班|运动|训练)|"
              r"(?P<v>睡眠|失眠)(?:质量)?(?:好多了|正常了|好了)|不(?P<w>失眠)了|"
              # sleep come back, told by how one sleeps now (现在倒头就睡, 最近一觉到天亮): not one good night (昨晚睡得很香)
              r"(?:现在|最近|终于|已经|每天|天天|这阵子|这段时间|如今|总算)(?:都|也|晚上)?(?:倒头就睡|沾枕头就睡着?|一觉(?:睡)?到天亮|"
              r"睡得(?:很|挺|特别|超)?(?:香|踏实|安稳)|能睡着了|睡得着了)|"
              # well again, told by the bouts that stopped (偏头痛三个月没犯了, 好几周都没发作过): not one day without
              r"(?:[一二两三四五六七八九十几\d]+|好几|好些|半)个?(?:月|周|星期|礼拜|年)(?:了)?(?:都|也|一直)?没(?:再)?(?:犯|发作|复发|发过|疼|痛)(?:过)?了?"),
        (END, r"(?P<v>" + _any(ZH_BODY) + r")(?:已经|终于|基本|全|彻底)?(?:好了|不疼了|消肿了|恢复了|痊愈了|长好了|好利索了|利索了)"),
        # a course of treatment done, a recovery told: 手术做完恢复得不错, 化疗结束了
        (END, r"(?:手术|治疗|疗程|化疗|放疗|透析)(?:已经|终于|总算)?(?:做完|结束|完成|做好)了?|恢复得(?:不错|很好|挺好|差不多了?)|(?:已经|基本)?康复了|痊愈了|"
              # (said the other way round, 做完手术了; a pain gone, told on its own, 现在不疼了; a rash scabbed and fallen
              # off, 疱疹结痂掉了, 伤口愈合了)
              r"(?:做完|做好)了?(?:手术|化疗|放疗|疗程|透析)(?!第|[一二两三四五六七八九十\d]+次)|(?:^|现在|已经|终于|早就|都)(?:也)?不(?:疼|痛)了|"
              r"(?P<v>疱疹|疹子|湿疹|伤口|痘痘?|水泡|刀口)?(?:都|已经|终于)?(?:结痂(?:都)?(?:掉了|脱落了|了)|愈合了|长好了|消下去了)"),
        (END, r"(?P<v>" + _any(ZH_AIDS) + r")(?:终于|已经)?(?:拆了|拆掉了|拿掉了|不用了|扔了)|(?:拆|拆了|拆完|拆完了|拆掉了|拿掉了|摘了|摘掉了)(?P<w>"
              + _any(ZH_AIDS) + r")"),
    ],
    "allergy": [
        (SET, r"(?<![不没])对(?P<v>[^，。,；;]{1,8}?)过敏|过敏(?:的|源|原)(?:是|为)(?P<w>[^，。,；;]{1,8})|"
              # the allergen said first (是芒果过敏, 其实是海鲜过敏), not a denial (不是芒果过敏)
              r"(?<!不)(?:其实|实际上)?是(?P<x>[\u4e00-\u9fff]{1,4}?)过敏|"
              # the allergen opening the clause (狗毛过敏, 我花粉过敏): not a denial nor a degree (居然不过敏, 有点过敏)
              r"(?:^|(?<=[，,\s]))我?(?P<y>(?:(?![不没有又也都就会还很太点])[\u4e00-\u9fff]){2,4}?)过敏(?=$|[，。,；;！!了])"),
        # (a test of what one was allergic to came back negative: 皮试青霉素阴性, 医生说青霉素阴性)
        (END, r"对(?P<v>[^，。,；;]{1,8}?)不过敏|不过敏|没有过敏|不是过敏|过敏[^，。,；;]{0,4}(?:阴性|排除)|"
              # (a test come back negative names no allergen: 皮试结果阴性 ends the allergy said last)
              r"^(?:皮试|测试|检测|过敏原检测|过敏测试)(?:结果)?(?:是|呈|显示)?阴性|"
              r"(?:[^，。,；;]{0,6}?说)?(?P<x>[^，。,；;说]{1,8}?)(?:皮试|测试|检测)?(?:结果)?(?:是|呈|显示)?阴性|"
              r"(?:不|没有?)对(?P<w>[^，。,；;]{1,8}?)过敏|"  # 我根本不对海鲜过敏
              r"(?:其实|原来|完全)(?:能|可以)(?:用|吃|碰|喝|打)(?P<y>[^，。,；;的]{1,6})"),  # 其实能用青霉素类的药
        # (the allergen said usable, in a clause of its own: 皮试阴性，青霉素能用)
        (END, r"^(?P<v>(?:(?![我你他她是])[\u4e00-\u9fff]){2,6}?)(?<![不没别])(?:也)?(?:能用|能吃|可以用|可以吃)了?(?=$|[，。,；;！!])"),
    ],
}
