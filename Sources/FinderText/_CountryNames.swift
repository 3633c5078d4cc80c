// Generated from ICU's data by CountryTests.theCountryNameTableIsICUs
// (FINDER_RECORD_SNAPSHOTS=1 swift test --filter CountryTests); do not edit.

/// English and Russian display names of every country code the catalogue gives
/// (`Country.displayName`'s rule applied to ICU's CLDR data), keyed by the code's two
/// letters (`Country.tableKey`).
enum _CountryNames {
    static func names(_ key: UInt16) -> (en: String, ru: String)? {
        switch key {
        case 0x4145: return ("United Arab Emirates", "ОАЭ")  // AE
        case 0x414D: return ("Armenia", "Армения")  // AM
        case 0x4152: return ("Argentina", "Аргентина")  // AR
        case 0x4154: return ("Austria", "Австрия")  // AT
        case 0x4155: return ("Australia", "Австралия")  // AU
        case 0x415A: return ("Azerbaijan", "Азербайджан")  // AZ
        case 0x4241: return ("Bosnia", "Босния")  // BA
        case 0x4244: return ("Bangladesh", "Бангладеш")  // BD
        case 0x4245: return ("Belgium", "Бельгия")  // BE
        case 0x4247: return ("Bulgaria", "Болгария")  // BG
        case 0x4248: return ("Bahrain", "Бахрейн")  // BH
        case 0x424D: return ("Bermuda", "Бермудские о-ва")  // BM
        case 0x4252: return ("Brazil", "Бразилия")  // BR
        case 0x4253: return ("Bahamas", "Багамы")  // BS
        case 0x4257: return ("Botswana", "Ботсвана")  // BW
        case 0x4259: return ("Belarus", "Беларусь")  // BY
        case 0x4341: return ("Canada", "Канада")  // CA
        case 0x4348: return ("Switzerland", "Швейцария")  // CH
        case 0x4349: return ("Côte d’Ivoire", "Кот-д’Ивуар")  // CI
        case 0x434C: return ("Chile", "Чили")  // CL
        case 0x434E: return ("China", "Китай")  // CN
        case 0x434F: return ("Colombia", "Колумбия")  // CO
        case 0x4352: return ("Costa Rica", "Коста-Рика")  // CR
        case 0x4357: return ("Curaçao", "Кюрасао")  // CW
        case 0x4359: return ("Cyprus", "Кипр")  // CY
        case 0x435A: return ("Czechia", "Чехия")  // CZ
        case 0x4445: return ("Germany", "Германия")  // DE
        case 0x444B: return ("Denmark", "Дания")  // DK
        case 0x4543: return ("Ecuador", "Эквадор")  // EC
        case 0x4545: return ("Estonia", "Эстония")  // EE
        case 0x4547: return ("Egypt", "Египет")  // EG
        case 0x4553: return ("Spain", "Испания")  // ES
        case 0x4649: return ("Finland", "Финляндия")  // FI
        case 0x4652: return ("France", "Франция")  // FR
        case 0x4742: return ("United Kingdom", "Великобритания")  // GB
        case 0x4745: return ("Georgia", "Грузия")  // GE
        case 0x4747: return ("Guernsey", "Гернси")  // GG
        case 0x4748: return ("Ghana", "Гана")  // GH
        case 0x4749: return ("Gibraltar", "Гибралтар")  // GI
        case 0x4752: return ("Greece", "Греция")  // GR
        case 0x484B: return ("Hong Kong", "Гонконг")  // HK
        case 0x4852: return ("Croatia", "Хорватия")  // HR
        case 0x4855: return ("Hungary", "Венгрия")  // HU
        case 0x4944: return ("Indonesia", "Индонезия")  // ID
        case 0x4945: return ("Ireland", "Ирландия")  // IE
        case 0x494C: return ("Israel", "Израиль")  // IL
        case 0x494D: return ("Isle of Man", "о-в Мэн")  // IM
        case 0x494E: return ("India", "Индия")  // IN
        case 0x4951: return ("Iraq", "Ирак")  // IQ
        case 0x4953: return ("Iceland", "Исландия")  // IS
        case 0x4954: return ("Italy", "Италия")  // IT
        case 0x4A45: return ("Jersey", "Джерси")  // JE
        case 0x4A4D: return ("Jamaica", "Ямайка")  // JM
        case 0x4A4F: return ("Jordan", "Иордания")  // JO
        case 0x4A50: return ("Japan", "Япония")  // JP
        case 0x4B45: return ("Kenya", "Кения")  // KE
        case 0x4B52: return ("South Korea", "Южная Корея")  // KR
        case 0x4B57: return ("Kuwait", "Кувейт")  // KW
        case 0x4B59: return ("Cayman Islands", "о-ва Кайман")  // KY
        case 0x4B5A: return ("Kazakhstan", "Казахстан")  // KZ
        case 0x4C42: return ("Lebanon", "Ливан")  // LB
        case 0x4C49: return ("Liechtenstein", "Лихтенштейн")  // LI
        case 0x4C4B: return ("Sri Lanka", "Шри-Ланка")  // LK
        case 0x4C54: return ("Lithuania", "Литва")  // LT
        case 0x4C55: return ("Luxembourg", "Люксембург")  // LU
        case 0x4C56: return ("Latvia", "Латвия")  // LV
        case 0x4D41: return ("Morocco", "Марокко")  // MA
        case 0x4D43: return ("Monaco", "Монако")  // MC
        case 0x4D45: return ("Montenegro", "Черногория")  // ME
        case 0x4D4E: return ("Mongolia", "Монголия")  // MN
        case 0x4D4F: return ("Macao", "Макао")  // MO
        case 0x4D54: return ("Malta", "Мальта")  // MT
        case 0x4D55: return ("Mauritius", "Маврикий")  // MU
        case 0x4D57: return ("Malawi", "Малави")  // MW
        case 0x4D58: return ("Mexico", "Мексика")  // MX
        case 0x4D59: return ("Malaysia", "Малайзия")  // MY
        case 0x4E41: return ("Namibia", "Намибия")  // NA
        case 0x4E47: return ("Nigeria", "Нигерия")  // NG
        case 0x4E4C: return ("Netherlands", "Нидерланды")  // NL
        case 0x4E4F: return ("Norway", "Норвегия")  // NO
        case 0x4E5A: return ("New Zealand", "Новая Зеландия")  // NZ
        case 0x4F4D: return ("Oman", "Оман")  // OM
        case 0x5041: return ("Panama", "Панама")  // PA
        case 0x5045: return ("Peru", "Перу")  // PE
        case 0x5048: return ("Philippines", "Филиппины")  // PH
        case 0x504B: return ("Pakistan", "Пакистан")  // PK
        case 0x504C: return ("Poland", "Польша")  // PL
        case 0x5052: return ("Puerto Rico", "Пуэрто-Рико")  // PR
        case 0x5053: return ("Palestine", "Палестина")  // PS
        case 0x5054: return ("Portugal", "Португалия")  // PT
        case 0x5141: return ("Qatar", "Катар")  // QA
        case 0x524F: return ("Romania", "Румыния")  // RO
        case 0x5253: return ("Serbia", "Сербия")  // RS
        case 0x5255: return ("Russia", "Россия")  // RU
        case 0x5257: return ("Rwanda", "Руанда")  // RW
        case 0x5341: return ("Saudi Arabia", "Саудовская Аравия")  // SA
        case 0x5345: return ("Sweden", "Швеция")  // SE
        case 0x5347: return ("Singapore", "Сингапур")  // SG
        case 0x5349: return ("Slovenia", "Словения")  // SI
        case 0x534B: return ("Slovakia", "Словакия")  // SK
        case 0x5448: return ("Thailand", "Таиланд")  // TH
        case 0x544E: return ("Tunisia", "Тунис")  // TN
        case 0x5452: return ("Turkey", "Турция")  // TR
        case 0x5457: return ("Taiwan", "Тайвань")  // TW
        case 0x545A: return ("Tanzania", "Танзания")  // TZ
        case 0x5541: return ("Ukraine", "Украина")  // UA
        case 0x5547: return ("Uganda", "Уганда")  // UG
        case 0x5553: return ("United States", "США")  // US
        case 0x5559: return ("Uruguay", "Уругвай")  // UY
        case 0x555A: return ("Uzbekistan", "Узбекистан")  // UZ
        case 0x5645: return ("Venezuela", "Венесуэла")  // VE
        case 0x5647: return ("British Virgin Islands", "Британские Виргинские острова")  // VG
        case 0x564E: return ("Vietnam", "Вьетнам")  // VN
        case 0x5A41: return ("South Africa", "ЮАР")  // ZA
        case 0x5A4D: return ("Zambia", "Замбия")  // ZM
        case 0x5A57: return ("Zimbabwe", "Зимбабве")  // ZW
        default: return nil
        }
    }
}
