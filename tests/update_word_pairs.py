"""Update pairs in the seven record languages (the `updates` sections of language/lang/<code>.yaml), written for
tests/test_update_words_languages.py, by the classes of words they stand for: the verb forms people type (a perfect,
a clitic after the verb, Perfekt with a separable verb, a Russian past of either gender, 引越しました, 이사 왔어요), the
colloquial words of a slot (curro, taf, Bude, хата, 在住, 백수), the common words of a habit or a thing, the ways a death
is said; and the look-alikes that must stay apart (someone else's news, a wish, a plan, a denial, a day's exception,
a word inside a longer one, a ride in the car)."""

from __future__ import annotations

# (language, older, newer): the newer replaces the older as what is current
UPDATES = [
    # "X and I," opening what is said of them both: the comma splits nothing (the forty-third session)
    ("fr", "Je suis en couple avec Julien depuis deux ans.", "Julien et moi, c'est fini depuis un mois."),
    ("es", "Tengo novio, se llama Carlos.", "Carlos y yo, lo dejamos la semana pasada."),
    # a move: a perfect of "venirse a vivir", a move of flat said with "depa", "trasladarse"
    (
        "es",
        "Estoy viviendo en Lima con mi prima desde hace un año.",
        "Me he venido a vivir a Arequipa, el clima es mucho mejor.",
    ),
    ("es", "Vivo en un depa pequeño en Polanco.", "Por fin me cambié de depa, el otro era carísimo."),
    ("es", "Resido en Murcia con mi familia.", "Me he trasladado a Cartagena por el trabajo de mi mujer."),
    # a job said colloquially (curro, laburo, "estoy de dependienta"), and its ends
    ("es", "Curro de reponedor en el Lidl de mi barrio.", "Ya no curro, me han echado hace una semana."),
    (
        "es",
        "Laburo en una agencia de publicidad en el centro.",
        "Por fin conseguí trabajo en un banco, empiezo el lunes.",
    ),
    (
        "es",
        "Estoy de dependienta en Zara, en el centro comercial.",
        "Me quedé en paro hace un mes y estoy buscando algo.",
    ),
    (
        "es",
        "Soy enfermera en el Clínico y hago muchas noches.",
        "Me han prejubilado y no sé qué hacer con tanto tiempo libre.",
    ),
    ("es", "Mi madre es enfermera en el Doce de Octubre.", "Mi madre se ha jubilado por fin, está encantada."),
    # school: a degree named before the place; a child moved to another school
    ("es", "Estudio Derecho en la Complutense y me agobia mucho.", "He dejado la carrera, no era lo mío."),
    (
        "es",
        "Mi hijo va al instituto Cervantes de mi barrio.",
        "Hemos cambiado a mi hijo de insti porque no estaba a gusto.",
    ),
    # a partner: "echarse novia", "mi chica", "romper con"
    ("es", "Estoy soltero y la verdad es que estoy bien así.", "Me he echado novia, se llama Irene y es un encanto."),
    ("es", "Mi chica se llama Paula y vive en Valencia.", "Rompí con Paula el sábado, todavía estoy fatal."),
    # an illness over (the illness is the value), a habit given up, a medicine taken off, meat eaten again
    ("es", "Tengo la gripe y estoy en la cama con fiebre.", "Ya se me ha pasado la gripe, vuelvo a la oficina mañana."),
    ("es", "Fumo unos diez cigarros al día desde la uni.", "Me he quitado del tabaco, llevo un mes limpio."),
    (
        "es",
        "Voy al gimnasio casi todos los días después del curro.",
        "Me he dado de baja del gimnasio, no me daba la vida.",
    ),
    ("es", "Tomo Orfidal para dormir desde hace meses.", "El médico me ha retirado el Orfidal y duermo peor."),
    ("es", "Soy vegetariana desde hace cinco años.", "He vuelto a comer carne por la anemia."),
    # a thing replaced, a death told by a family word ("la yaya")
    ("es", "Tengo un portátil Lenovo que va muy lento.", "Me he pillado un MacBook de segunda mano."),
    ("es", "Mi abuela Rosa tiene noventa años y vive sola.", "Se nos ha ido la yaya esta madrugada."),
    # a move: "mudei pra" without the clitic, a European "mudámo-nos", "fui viver para"
    ("pt", "Moro em Recife com a minha irmã.", "Mudei pra João Pessoa mês passado, tô amando."),
    ("pt", "Vivo em Coimbra com o meu namorado.", "Mudámo-nos para Aveiro em setembro, estamos felizes."),
    ("pt", "Ainda moro com os meus pais em Sintra.", "Fui viver para Setúbal com a minha namorada."),
    # a job: "estou a trabalhar", "trampo", "faço bico"; fired, quitting, retiring in either usage
    ("pt", "Estou a trabalhar num call center em Lisboa.", "Fui despedido na sexta-feira e ainda estou em choque."),
    ("pt", "Trampo numa loja de roupa no shopping.", "Pedi demissão, não aguentava mais aquela gerente."),
    ("pt", "Sou enfermeira no Hospital de Santa Maria.", "Já me reformei, acabou o trabalho por turnos."),
    (
        "pt",
        "Faço bico de entregador no iFood à noite.",
        "Arrumei um emprego de carteira assinada numa empresa de logística.",
    ),
    ("pt", "Meu irmão trabalha numa oficina mecânica.", "Meu irmão foi demitido da oficina, tá bem chateado."),
    # school: a degree named before the place; a child moved to another school
    ("pt", "Estudo Medicina na Universidade do Porto.", "Acabei o curso, já sou médica!"),
    (
        "pt",
        "Minha filha Clara estuda na Escola Municipal do bairro.",
        "Mudamos a Clara de escola, agora ela vai pra uma particular.",
    ),
    # a partner who ended it, named
    ("pt", "Minha namorada Bia mora longe de mim.", "A Bia terminou comigo por mensagem, acredita?"),
    # ill and well again, a sick leave over
    ("pt", "Tô com virose, de cama faz dois dias.", "Já sarei, tô ótima e voltei pra academia."),
    ("pt", "Estou de baixa por causa das costas.", "Já não estou de baixa, voltei ao escritório hoje."),
    # a habit cut or a gym membership frozen; a thing stolen or swapped; a pet put down
    ("pt", "Tomo uns cinco cafezinhos por dia no trabalho.", "Cortei o café, agora só tomo chá."),
    ("pt", "Vou na academia todo dia de manhã.", "Tranquei a academia por falta de tempo."),
    ("pt", "Meu celular é um Galaxy velho e lento.", "Fui assaltado e levaram meu celular no ônibus."),
    ("pt", "Tenho um PlayStation 4 que uso todo fim de semana.", "Troquei de videogame, agora jogo no Xbox."),
    ("pt", "Meu gato Frajola tem quinze anos.", "Tivemos que sacrificar o Frajola, ele estava muito doente."),
    # French: a move said in the recent past, with être, by buying; a flat given back
    ("fr", "J'habite à Grenoble depuis cinq ans.", "Je viens de déménager à Annecy, c'est trop beau."),
    ("fr", "Je loue un studio à Lille près de la gare.", "Je suis partie vivre à Rennes pour le boulot."),
    ("fr", "J'habite dans le 11e à Paris.", "On a acheté une maison à Fontainebleau."),
    ("fr", "Je suis en coloc à Nantes avec deux potes.", "J'ai rendu l'appart, fini la coloc."),
    # a job said colloquially; hired, fired, resigned, a contract over, a parent retired
    ("fr", "Je taffe dans un resto à Marseille.", "J'ai trouvé un nouveau boulot dans une banque."),
    ("fr", "Je suis comptable chez KPMG.", "Ils m'ont licenciée, plan social."),
    ("fr", "Je suis vendeur chez Fnac.", "J'ai donné ma démission ce matin."),
    ("fr", "Je suis en CDD chez Decathlon.", "Mon CDD est terminé, je cherche autre chose."),
    ("fr", "Ma mère est infirmière à l'hôpital de Dijon.", "Maman a pris sa retraite, elle est ravie."),
    ("fr", "Mon frère travaille chez Michelin.", "Mon frangin s'est fait virer de chez Michelin."),
    # school over; a break-up said colloquially; single again; home from hospital; well again
    ("fr", "Je fais un BTS commerce à Tours.", "J'ai validé mon BTS !"),
    ("fr", "Ma copine Inès et moi on vit ensemble.", "Je me suis fait larguer par Inès."),
    ("fr", "Mon copain Hugo habite avec moi.", "Je suis redevenue célibataire."),
    ("fr", "Je suis hospitalisée à la clinique des Cèdres.", "Je suis rentrée chez moi hier soir, enfin."),
    ("fr", "J'ai mal au genou depuis un mois.", "Mon genou va beaucoup mieux grâce au kiné."),
    # a pet put down; a habit dropped (ne left out, "laissé tomber", an app deleted); a thing dead; a new console
    ("fr", "Mon chien Oscar a 14 ans.", "On a dû faire euthanasier Oscar ce matin."),
    ("fr", "Je fume depuis le lycée.", "Je fume plus depuis janvier."),
    ("fr", "Je fais du footing tous les matins.", "J'ai laissé tomber le footing, trop mal aux genoux."),
    ("fr", "Je passe des heures sur TikTok.", "J'ai supprimé TikTok, ça me pourrissait la vie."),
    ("fr", "Mon ordi portable rame.", "Mon ordi a rendu l'âme."),
    ("fr", "J'ai une PS4.", "Je me suis offert une PS5 !"),
    # German: a Perfekt with its subject left out, the V2 order ("Seit Januar wohne ich"), a place of one's own
    ("de", "Wir wohnen in einer kleinen Wohnung in Mainz.", "Wir sind aufs Land gezogen, endlich Ruhe."),
    ("de", "Ich wohne noch bei meinen Eltern in Aachen.", "Bin endlich ausgezogen, hab jetzt ne eigene Bude in Köln."),
    ("de", "Ich wohne in Bremen.", "Seit Januar wohne ich in Hannover."),
    ("de", "Ich wohne in Dortmund.", "Wir haben ein Haus gekauft, der Umzug ist geschafft."),
    # a job: colloquial "jobben", a new employer, fired, thrown in, self-employed, retired, out of work
    ("de", "Ich jobbe im Lager bei Zalando.", "Ich bin jetzt bei Otto im Kundenservice."),
    ("de", "Bin Erzieherin in einer Kita.", "Seit März bin ich Grundschullehrerin."),
    ("de", "Ich arbeite als Krankenpfleger.", "Ich wurde gefeuert, einfach so."),
    ("de", "Ich bin Koch in einem Hotel.", "Ich hab den Job hingeschmissen."),
    ("de", "Mein Vater ist Busfahrer.", "Papa ist in Rente gegangen."),
    ("de", "Ich arbeite bei Lidl.", "Bin arbeitslos seit letzter Woche."),
    # school started; a break-up and a new relationship; home from intensive care; well again; a pet's death
    ("de", "Unser Sohn geht in den Kindergarten Sonnenschein.", "Unser Sohn wurde eingeschult."),
    ("de", "Ich bin mit Markus zusammen.", "Markus hat mit mir Schluss gemacht."),
    ("de", "Ich bin single seit einem Jahr.", "Ich bin jetzt in einer Beziehung."),
    ("de", "Meine Oma liegt auf der Intensivstation.", "Oma ist wieder zu Hause."),
    ("de", "Ich habe eine fiese Erkältung.", "Die Erkältung ist endlich weg."),
    ("de", "Mir tut das Knie weh.", "Mein Knie ist wieder gut."),
    ("de", "Mein Hund Rocky ist alt.", "Rocky ist über die Regenbogenbrücke gegangen."),
    # habits struck off, deleted, stopped; taken up again; a thing dead; a new car
    ("de", "Ich trinke jeden Morgen drei Kaffee.", "Hab den Kaffee komplett gestrichen."),
    ("de", "Ich bin jeden Abend auf TikTok.", "Hab TikTok gelöscht, tut richtig gut."),
    ("de", "Ich nehme Ibuprofen gegen die Schmerzen.", "Die Tabletten hab ich abgesetzt."),
    ("de", "Ich hab vor einem Jahr mit dem Rauchen aufgehört.", "Ich rauche wieder, leider."),
    ("de", "Mein Laptop ist total langsam.", "Mein Laptop hat den Geist aufgegeben."),
    ("de", "Ich fahre ein altes Auto.", "Hab mir ein E-Auto zugelegt."),
    # Russian: a move in either gender and the colloquial verbs (перебрались, съехал от предков)
    ("ru", "Живу в Омске с мужем.", "Мы перебрались в Томск."),
    ("ru", "Живу с родителями.", "Наконец съехал от предков!"),
    ("ru", "Снимаю квартиру в Химках.", "Съехала со съёмной квартиры, живу у подруги."),
    # a job: laid off, a new one found, moved to another employer, quit, the last day, a parent laid off
    ("ru", "Я работаю в Сбере.", "Меня сократили."),
    ("ru", "Я официантка в кафе.", "Нашла новую работу в банке!"),
    ("ru", "Я менеджер в Ozon.", "Перешла работать в Wildberries."),
    ("ru", "Пашу на стройке.", "Я уволился, сейчас без работы."),
    ("ru", "Папа работает в такси.", "Папу сократили, он ищет работу."),
    ("ru", "Тружусь в «Магните» кассиром.", "Последний рабочий день в «Магните» был вчера."),
    # school dropped or finished; a child moved to another kindergarten
    ("ru", "Я студентка МГИМО.", "Бросила институт, пошла работать."),
    ("ru", "Я студент МИФИ.", "Защитил диплом на отлично!"),
    ("ru", "Дочь ходит в 12-й садик.", "Перевели дочку в другой садик."),
    # a break-up, a divorce filed, married, a new partner; out of intensive care; well again; a pet's death
    ("ru", "Мой парень Денис очень заботливый.", "Денис меня бросил."),
    ("ru", "Я замужем за Олегом.", "Подала на развод."),
    ("ru", "Я не женат.", "Мы расписались в субботу!"),
    ("ru", "Я в разводе.", "У меня появился молодой человек."),
    ("ru", "Папа в реанимации.", "Папу перевели из реанимации в обычную палату."),
    ("ru", "Я на больничном с гриппом.", "Вышла с больничного сегодня."),
    ("ru", "Я простыла.", "Выздоровела, всё хорошо."),
    ("ru", "Мой кот Мурзик старенький.", "Мурзик ушёл на радугу."),
    # habits abandoned, stopped, relapsed; a thing stolen, dead, sold
    ("ru", "Хожу в качалку через день.", "Забросил качалку, времени нет."),
    ("ru", "Бегаю по утрам.", "Перестала бегать, колени болят."),
    ("ru", "Я бросил курить год назад.", "Сорвался, опять курю."),
    ("ru", "У меня машина, старая «Тойота».", "Машину угнали."),
    ("ru", "Мой ноут совсем древний.", "Ноут сдох окончательно."),
    ("ru", "У меня самокат.", "Самокат продала, теперь хожу пешком."),
    # a move said without っ, or as 上京 / 移住; a home said as 在住 or 〜住み
    ("ja", "名古屋に住んでます。", "先週、福岡に引越しました。"),
    ("ja", "千葉に住んでる。", "春に上京しました！"),
    ("ja", "大阪住みです", "沖縄に移住しました。"),
    ("ja", "横浜在住です。", "今は神戸に住んでます"),
    # a job said by its title; an end said colloquially (リストラ, クビ, 最終出社)
    ("ja", "保育士をしています", "リストラされた"),
    ("ja", "楽天で働いてる", "今日が最終出社でした"),
    ("ja", "トヨタに勤務しています", "転職先が決まりました"),
    # a partner found after "single"; a breakup said as 破局 or by 振られた
    ("ja", "独身です", "付き合うことになった"),
    ("ja", "彼氏がいます", "破局しました"),
    # discharge and recovery in their polite and casual forms
    ("ja", "入院してる", "やっと退院できた"),
    ("ja", "インフルにかかった", "インフル治った！"),
    ("ja", "熱が出て寝込んでる", "熱下がった〜"),
    # a death said by 永眠 / 息を引き取る / 亡くす
    ("ja", "祖母は92歳です", "祖母が永眠しました"),
    ("ja", "母は80歳", "母を亡くしました"),
    # the drinks of a habit (ハイボール, ストロングゼロ); its end said by 禁煙 forms; a gym left by 退会
    ("ja", "毎晩ハイボール飲んでる", "お酒やめました"),
    ("ja", "毎日タバコ吸ってる", "禁煙して3ヶ月"),
    ("ja", "週3でジム通ってる", "ジム退会した"),
    # a new phone said as 機種変
    ("ja", "iPhone使ってます", "Pixelに機種変した"),
    # a move with its honorific-free past forms; living alone begun; a home said without a particle
    ("ko", "인천 살아", "드디어 이사 끝났다"),
    ("ko", "대전에 삽니다", "제주도로 이주했어요"),
    ("ko", "원룸 살아", "새집 너무 좋아"),
    # a job said as "X 다녀"; its end said as 퇴사했습니다, 관뒀어, 잘렸어, 백수, 때려쳤어; a first day
    ("ko", "삼성 다녀요", "퇴사했습니다"),
    ("ko", "카페 알바 해", "알바 관뒀어"),
    ("ko", "카페에서 알바해", "알바 잘렸어"),
    ("ko", "쿠팡 다녀", "요즘 백수야"),
    ("ko", "은행원이에요", "회사 때려쳤어"),
    ("ko", "쿠팡 다녀", "오늘 첫 출근했어"),
    # a breakup said as 깨졌어 / 차였어; a marriage said by its years (결혼 3년차)
    ("ko", "남친 있어요", "남친이랑 깨졌어"),
    ("ko", "여친 있어", "여친한테 차였어"),
    ("ko", "결혼 3년차야", "이혼했어요"),
    # discharge, recovery, a fever gone, quarantine over
    ("ko", "입원 중이야", "드디어 퇴원함"),
    ("ko", "감기 걸렸어", "감기 나았어요"),
    ("ko", "코로나 걸렸어요", "격리 해제됐어요"),
    # a death said as 돌아가심 or 별세
    ("ko", "할아버지는 건강하셔", "할아버지 돌아가심"),
    # the common words of a habit (아메리카노, 맥주, 소주, 전자담배); its end said as 금연한 지, 끊음
    ("ko", "하루에 아메리카노 세 잔 마셔", "커피 끊었어"),
    ("ko", "매일 맥주 마셔", "술 끊었어"),
    ("ko", "담배 피워요", "금연한 지 한 달 됐어"),
    ("ko", "전자담배 펴요", "전자담배 끊음"),
    # a thing disposed of (처분), smashed (박살났어)
    ("ko", "그랜저 타고 다녀", "차 처분했어"),
    ("ko", "아이폰 써요", "폰 박살났어"),
    # -- the fourth round (the thirtieth session): a birth, out of work then a new job, a thing called new, a death
    # told object first or by its memorial, a home arrived in or someone moved, a honeymoon, a relative's partner
    # a pregnancy, ended by the birth: told of the baby, by the mother, or as becoming a parent
    ("es", "Estoy embarazada de siete meses", "ya nació Martina, 3 kilos, estamos en las nubes"),
    ("es", "Mi mujer está embarazada de gemelos", "mi mujer dio a luz anoche, todo perfecto"),
    ("pt", "Tô grávida de 8 meses", "ganhei meu menino ontem, 3,1kg"),
    ("fr", "Ma femme est enceinte de notre deuxième", "notre fille est née samedi, tout le monde va bien"),
    ("de", "Ich bin in der 30. Woche schwanger", "der Kleine ist endlich da, 3500g"),
    ("ru", "Жена беременна, ждём сына", "у нас родился сын!"),
    ("ja", "妻が妊娠7ヶ月です", "息子が生まれました！"),
    ("ko", "저 임신 30주예요", "딸 낳았어요!"),
    # out of work (the adverbs between, the copula's other endings, a husband's), then a new job said by what followed
    ("de", "Ich bin momentan arbeitslos", "der erste Tag im neuen Job war super"),
    ("ja", "夫はずっと無職です", "夫、新しい職場にもう慣れたみたい"),
    ("ko", "남편이 지금 백수라 걱정이에요", "남편 새 회사 첫 출근 했어요"),
    ("es", "Mi marido está parado desde marzo", "mi marido ya tiene trabajo nuevo en una constructora"),
    # a thing called new where it is named
    ("es", "Tengo un Renault Clio viejísimo", "mi coche nuevo es una maravilla, ni se oye"),
    ("de", "Ich hab ein altes Samsung Handy", "das neue Handy ist der Wahnsinn"),
    ("ru", "У меня старый ноутбук, тормозит", "новый ноутбук просто летает"),
    ("ko", "아직 아이폰 8 써요", "새로 산 폰 카메라 대박이에요"),
    ("pt", "Meu notebook é bem velhinho", "o notebook que ganhei de natal é rapidíssimo"),
    # a death: the one who died said first, the clitics before the verb no one, a short Russian name in another case
    ("es", "Tenemos un perro, Rufo, de 15 años", "se nos murió Rufo esta mañana"),
    ("de", "Unsere Katze Mimi ist schon 19", "Mimi mussten wir gestern einschläfern lassen"),
    ("ru", "У нас кошка Маша, ей 17", "Маши больше нет, вчера усыпили"),
    ("ru", "Дедушка лежит в больнице", "сорок дней дедушке было в четверг"),
    # a home arrived in, someone of the user's moved by the user, a daughter settled with her boyfriend
    ("es", "Vivo en Móstoles con mis padres", "por fin en mi piso de Vallecas, qué gusto"),
    ("de", "Ich wohne noch in einer WG in Bochum", "endlich in der eigenen Wohnung, mega"),
    ("ru", "Папа живёт один в Рязани", "перевезли папу к себе в Тулу"),
    ("fr", "Mon fils est en coloc à Lyon", "mon fils s'est installé chez sa copine à Grenoble"),
    # married: a honeymoon, and together for years said with how long
    ("ko", "아직 미혼이에요", "신혼여행 다녀왔어요, 너무 좋았어요"),
    ("es", "Estoy soltera y feliz", "volvimos de la luna de miel ayer, agotados"),
    ("de", "Ich bin schon seit drei Jahren mit Lukas zusammen", "Lukas und ich haben Schluss gemacht"),
    # the partner of one of the user's people ends their "single"
    ("ja", "兄はずっと独身です", "兄の奥さん、すごく優しい人だった"),
    ("ko", "언니는 아직 미혼이에요", "언니 남편이 요리를 잘해요"),
    ("pt", "Minha irmã tá solteira", "o marido da minha irmã é um amor de pessoa"),
]

# (language, older, newer): the newer only looks like an update; the older stays current
LOOKALIKES = [
    ("es", "Vivo en Valencia con mi novio.", "Estoy pensando en mudarme a Madrid el año que viene."),
    ("es", "Vivo en Valencia con mi novio.", "Mi prima se ha mudado a Málaga con su pareja."),
    ("es", "Vivo en Valencia con mi novio.", "Me fui de la fiesta a las tres de la mañana."),
    ("es", "Trabajo en Mercadona de cajera.", "Entré en la tienda y no había nadie en la caja."),
    ("es", "Trabajo en Mercadona de cajera.", "Empecé de nuevo a estudiar inglés por las tardes."),
    ("es", "Estudio en la Complutense, en Madrid.", "Estudio en la biblioteca por las tardes con mis amigas."),
    ("es", "Voy al gimnasio casi todos los días después del curro.", "Hoy no he ido al gimnasio, estaba muerta."),
    ("es", "Voy a natación los lunes y los jueves.", "Dejé la toalla en la piscina y no la encuentro."),
    ("es", "Fumo unos diez cigarros al día desde la uni.", "Quiero dejar de fumar este año, a ver si lo consigo."),
    ("es", "Tengo un Seat León del 2015.", "Le cambié el aceite al coche en el taller de mi barrio."),
    ("es", "Mi novio Dani vive en Cádiz.", "Estoy con Laura en el cine, luego te cuento."),
    ("es", "Mi novio Dani vive en Cádiz.", "Mi novio me dejó su coche para el fin de semana."),
    ("pt", "Moro em Curitiba com o meu marido.", "Tô pensando em me mudar pra Floripa no ano que vem."),
    ("pt", "Moro em Curitiba com o meu marido.", "Mudei pra outro plano de celular, bem mais barato."),
    ("pt", "Trabalho no Itaú como analista.", "Minha amiga pediu as contas ontem, tô chocada."),
    ("pt", "Trabalho no Itaú como analista.", "Saí do trabalho pra academia às seis da tarde."),
    ("pt", "Trabalho no Itaú como analista.", "Agora tô na praia com a galera do trabalho."),
    ("pt", "Fumo uns dez cigarros por dia.", "Meu pai parou de fumar depois do infarto."),
    ("pt", "Vou na academia todo dia de manhã.", "Parei o carro na frente da academia e fui treinar."),
    ("pt", "Vou na academia todo dia de manhã.", "Deixei a garrafa na academia de novo, que cabeça."),
    ("pt", "Tenho um carro, um Onix prata.", "Passei de carro na frente da casa dela ontem."),
    ("pt", "Tenho um carro, um Onix prata.", "Perdi a hora e fui de carro pro trabalho."),
    ("pt", "Minha avó tem noventa anos e mora comigo.", "Me despedi da minha avó no aeroporto ontem."),
    # French: a wish or a plan, someone else's news, one day's exception, a word read in another sense
    ("fr", "Je fume un paquet par jour.", "Je voudrais arrêter de fumer."),
    ("fr", "Je fume un paquet par jour.", "Il faut que j'arrête de fumer, franchement."),
    ("fr", "Je fume un paquet par jour.", "Mon père a arrêté de fumer."),
    ("fr", "J'habite à Grenoble.", "Mon pote a déménagé à Annecy."),
    ("fr", "J'habite à Grenoble.", "Tu crois que je devrais déménager ?"),
    ("fr", "Je bosse chez Renault.", "Je suis chez ma mère ce week-end."),
    ("fr", "Je bosse chez Renault.", "J'ai quitté le boulot à 18h aujourd'hui."),
    ("fr", "Je bosse chez Renault.", "J'ai pas démissionné, je suis juste en vacances."),
    ("fr", "Mon frère habite à Lyon.", "Mon frère est parti en vacances hier."),
    ("fr", "Je suis hospitalisé.", "Je suis sorti fumer une clope."),
    ("fr", "Je suis mariée avec Paul.", "On ne s'est pas séparés, tout va bien."),
    ("fr", "J'ai une voiture rouge.", "Tu penses que je devrais vendre ma voiture ?"),
    # German: a plan, a denial, someone else's move or habit, one day's exception, a child asleep
    ("de", "Ich wohne in Kassel.", "Ich überlege, nach München zu ziehen."),
    ("de", "Ich wohne in Kassel.", "Wir sind nicht umgezogen, das war nur ein Gerücht."),
    ("de", "Ich wohne in Kassel.", "Sie sind nach Hamburg gezogen, die Nachbarn."),
    ("de", "Ich arbeite bei Aldi.", "Meine Kollegin hat gekündigt."),
    ("de", "Ich arbeite bei Aldi.", "Ich hab nicht gekündigt, keine Sorge."),
    ("de", "Ich rauche viel.", "Ich will aufhören zu rauchen."),
    ("de", "Ich gehe ins Gym.", "Heute nicht im Gym gewesen, war zu müde."),
    ("de", "Ich bin mit Lena verheiratet.", "Wir sind nicht getrennt, Lena ist nur verreist."),
    ("de", "Mein Sohn ist 3 Jahre alt.", "Mein Sohn ist endlich eingeschlafen."),
    ("de", "Ich fahre einen Golf.", "Mein Nachbar hat sein Auto verkauft."),
    # Russian: "она" before a past tense, a wish, a denial, a day's exception, words read in another sense
    ("ru", "Я живу в Туле.", "Она переехала в Калугу в прошлом месяце."),
    ("ru", "Я живу в Туле.", "Хочу переехать в Калугу."),
    ("ru", "Я работаю в Сбере.", "Он уволился из Сбера."),
    ("ru", "Я работаю в Сбере.", "Ушёл спать пораньше."),
    ("ru", "Я работаю в Сбере.", "Перевела деньги на карту маме."),
    ("ru", "Я замужем за Игорем.", "Нет, мы не разводимся."),
    ("ru", "Я замужем за Игорем.", "У меня есть свободное время вечером."),
    ("ru", "Я курю.", "Папа бросил курить."),
    ("ru", "Я хожу в бассейн.", "Сегодня пропустила бассейн."),
    ("ru", "У меня машина «Киа».", "Поменял масло в машине."),
    ("ru", "Учусь в МГУ.", "Перешла на зелёный чай."),
    ("ja", "横浜に住んでいます。", "大阪に引っ越したい"),
    ("ja", "横浜に住んでいます。", "来年大阪に引っ越す予定です"),
    ("ja", "楽天で働いてる", "会社辞めたい"),
    ("ja", "楽天で働いてる", "転職したいなあ"),
    ("ja", "独身です", "結婚したい"),
    ("ja", "入院中です", "早く退院したい"),
    ("ja", "インフルにかかった", "治ったら旅行行きたい"),
    ("ja", "毎日ロキソニン飲んでる", "ライブ行けなかった"),
    ("ja", "横浜に住んでいます。", "姉が札幌に引っ越しました"),
    ("ja", "彼氏のケンと付き合ってる", "駅で友達と別れて帰った"),
    ("ja", "楽天で働いてる", "新しい職場を探してる"),
    ("ko", "인천에 살아요", "부산으로 이사하고 싶다"),
    ("ko", "인천에 살아요", "다음 달에 부산으로 이사할 예정이야"),
    ("ko", "인천에 살아요", "동생이 부산으로 이사했어"),
    ("ko", "인천에 살아요", "집에 들어왔어"),
    ("ko", "인천에 살아요", "새 집 구하는 중"),
    ("ko", "삼성에서 일해요", "회사 그만두고 싶다"),
    ("ko", "담배 피워요", "담배 끊고 싶다"),
    ("ko", "남자친구 준호랑 사귀어요", "헤어지고 싶어"),
    ("ko", "독감 걸렸어", "나으면 여행 갈 거야"),
    ("ko", "담배 끊은 지 1년", "다시는 담배 안 피워"),
    # -- the fourth round's look-alikes: someone else's birth, a wish, a launch, a trip to the hospital
    # someone else's birth, a birthplace, a birth told before a new pregnancy, a birth wished for
    ("es", "Estoy embarazada de cinco meses", "mi amiga Laura dio a luz ayer"),
    ("es", "Estoy embarazada de cinco meses", "mi hermana dio a luz anoche, ya soy tía"),
    ("es", "Mi hijo nació en 2019", "estoy embarazada otra vez!!"),
    ("ru", "Я беременна, 30 недель", "я родилась в Казани"),
    ("de", "Ich bin schwanger", "ich bin 1990 in Köln geboren"),
    ("ja", "妊娠8ヶ月です", "友達の子が生まれたって"),
    ("ko", "저 임신 20주예요", "친구 아기가 태어났어요"),
    ("pt", "Estou grávida de 6 meses", "se nascer menina vai se chamar Alice"),
    # a new thing wished for, launched, or someone else's
    ("es", "Tengo un Seat Ibiza del 2008", "quiero un coche nuevo pero no me llega"),
    ("es", "Tengo un iPhone 11", "el nuevo iPhone sale a la venta en septiembre"),
    ("de", "Ich fahr einen alten Golf", "ich brauche ein neues Auto"),
    ("de", "Ich fahr einen alten Golf", "mein Bruder hat ein neues Auto"),
    ("ru", "У меня старый айфон 8", "хочу новый телефон"),
    ("ja", "古いノートPC使ってる", "新しいパソコン欲しいなあ"),
    ("ko", "아직 갤럭시 S10 써요", "새 폰 사고 싶어요"),
    ("fr", "J'ai une vieille Clio", "je cherche une nouvelle voiture"),
    # a parent taken to the hospital, a child picked up, a vacation of forty days
    ("ru", "Мама живёт в деревне под Тверью", "перевезли маму в другую больницу"),
    ("ru", "Мама живёт в деревне под Тверью", "забрали маму в больницу, давление"),
    ("ru", "Мама живёт в деревне под Тверью", "сорок дней отпуска провели с мамой на море"),
    # a honeymoon only planned, one's sister's; the husband's brother
    ("es", "Estoy prometida con Dani", "estamos planeando la luna de miel"),
    ("es", "Mi hermana está soltera", "mi marido y mi hermano se llevan bien"),
    ("ru", "Брат холост", "брат мужа приехал в гости"),
    # a Japanese adverb that holds ず denies nothing, and "大丈夫、" is no husband
    ("ja", "毎日タバコを吸ってる", "毎日ずっとタバコ吸ってる"),
    ("ja", "夫は東京で働いています", "大丈夫、もう治った"),
]
