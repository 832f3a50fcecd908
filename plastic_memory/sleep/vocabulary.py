"""Common Chinese words a paraphrase may use that no remark needs to contain.

The guard (invented._new_han_token) flags a stretch of new characters as an invented name unless it is the user's
own words or a word a restatement needs. This list is the second kind for everyday matters (health, sleep, work,
family roles, money, time, change): general nouns, verbs and measures, deliberately without surnames, given-name
characters, place names or brands, so a new person or place is still caught.
"""


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


COMMON_WORDS = _words("""
睡眠 质量 下降 上升 好转 恶化 失眠 入睡 熬夜 早睡 早起 午睡 休息 放松 疲劳 精力 体力 体重 血压 血糖 血脂 心率 指标 数值
检查 复查 体检 结果 报告 治疗 手术 住院 出院 康复 恢复 症状 疼痛 不适 疾病 病情 药物 吃药 服药 用药 医生 医院 门诊 诊断
过敏 饮食 运动 锻炼 跑步 训练 比赛 成绩 距离 速度 时长 次数 频率 年龄 实际 岁数 生日 年纪 出生 身高 视力 牙齿 膝盖 腰部
工作 职业 岗位 职位 公司 单位 同事 领导 老板 客户 项目 任务 会议 加班 出差 通勤 上班 下班 收入 工资 薪水 预算 费用 开销
花费 存款 贷款 房贷 房租 价格 金额 成本 家庭 家人 亲人 父母 父亲 母亲 孩子 子女 儿子 女儿 妻子 丈夫 爱人 伴侣 配偶 老人
长辈 兄弟 姐妹 朋友 邻居 宠物 学校 学业 学习 考试 作业 课程 成长 教育 老师 同学 年级 升学 择校 选校 报名 录取 住处 住所
房子 新房 搬家 装修 家居 风格 环境 城市 老家 家乡 回家 旅行 旅游 行程 日期 时间 周末 假期 节日 每天 每周 每月 每年 上周
下周 上月 下月 明年 去年 今年 早上 晚上 中午 半夜 凌晨 原来 本来 计划中 推迟 延期 取消 提前 改期 调整 变动 打算中 目前
仍在 依然 继续 坚持 放弃 开始 结束 完成 进行中 准备 期间 之后 之前 以来 至今 近况 现状 状况 情况 消息 事情 事务 经历 回忆
兴趣 爱好 口味 习惯 偏好 选择 决定 想法 看法 意见 态度 心情 情绪 感受 焦虑 担心 担忧 沮丧 失落 难过 开心 高兴 满意 期待
压力 烦恼 困扰 矛盾 冲突 关系 沟通 陪伴 照顾 照料 负担 责任 安排 参加 参与 报名参加 相处 见面 联系 聚会 活动 方面 部分
整体 主要 次要 重要 严重 轻微 明显 逐渐 略有 有所 稍微 一些 一点 较多 较少 更多 更少 增加 减少 保持 维持 控制 改善 提高
降低 降到 升到 达到 超过 低于 高于 左右 大约 将近 至少 最多 以上 以下 分别 各自 一共 总共 共同 同样 相同 不同 其中 包括
公里 千米 小时 分钟 公斤 厘米 毫米 块钱 万元 次数
""")
