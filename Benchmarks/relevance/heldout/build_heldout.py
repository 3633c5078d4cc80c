#!/usr/bin/env python3
"""Build heldout_queries.tsv from the hand-written list below (written from market knowledge, blind to
finder). Columns: query, ticker regex, country regex, kind[: note], ISINs (from the catalogue rows that
match ticker + country), folded-name regex. Layout rows are written as @lat:текст / @ru:text and converted
with the standard ЙЦУКЕН/QWERTY mapping; identifier rows as @isin:KEY / @cusip:KEY / @figi:KEY and filled
from the catalogue row of that company.
usage: build_heldout.py [CATALOGUE]   (default /work/data-38/catalogue.tsv)"""
import os, re, sys
sys.path.insert(0, '/work/shared/relevance')
from company_id import norm_ticker, ticker_ok  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
CAT = sys.argv[1] if len(sys.argv) > 1 else '/work/data-38/catalogue.tsv'

# key: (ticker regex, country regex, folded-name regex)
C = {
 # Japan
 'sony': ('6758', 'japan', r'sony group'), 'keyence': ('6861', 'japan', r'keyence'),
 'nintendo': ('7974', 'japan', r'nintendo'), 'fastretailing': ('9983', 'japan', r'fast retailing'),
 'shinetsu': ('4063', 'japan', r'shin-?etsu chemical'), 'daikin': ('6367', 'japan', r'daikin'),
 'tel': ('8035', 'japan', r'tokyo electron(?! device)'), 'hitachi': ('6501', 'japan', r'^hitachi,? ltd|^hitachi$'),
 'panasonic': ('6752', 'japan', r'panasonic'), 'canon': ('7751', 'japan', r'^canon\b'),
 'fanuc': ('6954', 'japan', r'fanuc'), 'murata': ('6981', 'japan', r'murata manufacturing'),
 'shiseido': ('4911', 'japan', r'shiseido'), 'kao': ('4452', 'japan', r'^kao\b'),
 'bridgestone': ('5108', 'japan', r'bridgestone'), 'komatsu': ('6301', 'japan', r'komatsu ltd'),
 'takeda': ('4502', 'japan', r'takeda pharm'), 'olympus': ('7733', 'japan', r'olympus'),
 'softbank': ('9984', 'japan', r'softbank group'), 'nidec': ('6594', 'japan', r'nidec'),
 'yamaha': ('7951', 'japan', r'^yamaha corp'), 'suzuki': ('7269', 'japan', r'suzuki motor'),
 'mazda': ('7261', 'japan', r'mazda'), 'subaru': ('7270', 'japan', r'subaru'),
 'advantest': ('6857', 'japan', r'advantest'), 'nitori': ('9843', 'japan', r'nitori'),
 'bandai': ('7832', 'japan', r'bandai namco'), 'capcom': ('9697', 'japan', r'capcom'),
 'konami': ('9766', 'japan', r'konami'), 'ajinomoto': ('2802', 'japan', r'ajinomoto'),
 'kikkoman': ('2801', 'japan', r'kikkoman'), 'yakult': ('2267', 'japan', r'yakult'),
 'hoya': ('7741', 'japan', r'^hoya'), 'kyocera': ('6971', 'japan', r'kyocera'),
 'shimano': ('7309', 'japan', r'shimano'), 'asics': ('7936', 'japan', r'asics'),
 'itochu': ('8001', 'japan', r'itochu'), 'kddi': ('9433', 'japan', r'kddi'),
 'rakuten': ('4755', 'japan', r'rakuten group'), 'seven': ('3382', 'japan', r'seven ?& ?i'),
 'makita': ('6586', 'japan', r'makita'), 'terumo': ('4543', 'japan', r'terumo'),
 'denso': ('6902', 'japan', r'denso'), 'mufg': ('8306', 'japan', r'mitsubishi ufj'),
 'orientalland': ('4661', 'japan', r'oriental land'), 'squareenix': ('9684', 'japan', r'square enix'),
 'unicharm': ('8113', 'japan', r'unicharm|uni-charm'), 'asahi': ('2502', 'japan', r'asahi group'),
 # Germany
 'bmw': ('BMW', 'germany', r'bayerische motoren'), 'adidas': ('ADS', 'germany', r'adidas'),
 'puma': ('PUM', 'germany', r'^puma'), 'henkel': ('HEN3?', 'germany', r'henkel'),
 'beiersdorf': ('BEI', 'germany', r'beiersdorf'), 'continental': ('CON', 'germany', r'continental'),
 'infineon': ('IFX', 'germany', r'infineon'), 'dtelekom': ('DTE', 'germany', r'deutsche telekom'),
 'allianz': ('ALV', 'germany', r'allianz'), 'munichre': ('MUV2', 'germany', r'munchener ruck|muenchener ruck|munich re'),
 'bayer': ('BAYN', 'germany', r'^bayer (ag|aktien)'), 'basf': ('BAS', 'germany', r'^basf'),
 'merckkgaa': ('MRK', 'germany', r'merck (kgaa|kommandit)'), 'zalando': ('ZAL', 'germany', r'zalando'),
 'rheinmetall': ('RHM', 'germany', r'rheinmetall'), 'mtu': ('MTX', 'germany', r'mtu aero'),
 'symrise': ('SY1', 'germany', r'symrise'), 'hugoboss': ('BOSS', 'germany', r'hugo boss'),
 'porsche': ('P911', 'germany', r'porsche ag|dr\.? ing'), 'vw': ('VOW3?', 'germany', r'volkswagen'),
 'mercedes': ('MBG', 'germany', r'mercedes'), 'dhl': ('DHL', 'germany', r'dhl|deutsche post'),
 'lufthansa': ('LHA', 'germany', r'lufthansa'), 'eon': ('EOAN', 'germany', r'^e\.?on'),
 'commerzbank': ('CBK', 'germany', r'commerzbank'), 'sartorius': ('SRT3?', 'germany', r'sartorius'),
 'heidelberg': ('HEI', 'germany', r'heidelberg'), 'siemens': ('SIE', 'germany', r'^siemens (ag|aktien)'),
 'hannover': ('HNR1', 'germany', r'hannover r'), 'vonovia': ('VNA', 'germany', r'vonovia'),
 'deliveryhero': ('DHER', 'germany', r'delivery hero'), 'knorr': ('KBX', 'germany', r'knorr'),
 'dbank': ('DBK', 'germany', r'deutsche bank'),
 # France
 'lvmh': ('MC', 'france', r'lvmh|louis vuitton'), 'loreal': ('OR', 'france', r"l'?oreal"),
 'hermes': ('RMS', 'france', r'hermes'), 'kering': ('KER', 'france', r'kering'),
 'sanofi': ('SAN', 'france', r'^sanofi'), 'airbus': ('AIR', 'france', r'airbus'),
 'safran': ('SAF', 'france', r'safran'), 'danone': ('BN', 'france', r'danone'),
 'pernod': ('RI', 'france', r'pernod'), 'michelin': ('ML', 'france', r'michelin'),
 'renault': ('RNO', 'france', r'renault'), 'schneider': ('SU', 'france', r'schneider electric'),
 'airliquide': ('AI', 'france', r'air liquide'), 'vinci': ('DG', 'france', r'^vinci'),
 'saintgobain': ('SGO', 'france', r'saint-?gobain'), 'capgemini': ('CAP', 'france', r'capgemini'),
 'dassault': ('DSY', 'france', r'dassault systemes'), 'orange': ('ORA', 'france', r'^orange'),
 'socgen': ('GLE', 'france', r'societe generale'), 'axa': ('CS', 'france', r'^axa'),
 'carrefour': ('CA', 'france', r'carrefour'), 'essilor': ('EL', 'france', r'essilor'),
 'thales': ('HO', 'france', r'thales'), 'legrand': ('LR', 'france', r'legrand'),
 'publicis': ('PUB', 'france', r'publicis'), 'ubisoft': ('UBI', 'france', r'ubisoft'),
 'accor': ('AC', 'france', r'^accor'), 'bic': ('BB', 'france', r'\bbic\b'),
 'alstom': ('ALO', 'france', r'alstom'), 'bouygues': ('EN', 'france', r'bouygues'),
 'veolia': ('VIE', 'france', r'veolia'), 'engie': ('ENGI', 'france', r'engie'),
 # UK
 'marks': ('MKS', 'united kingdom', r'marks (and|&) spencer'), 'tesco': ('TSCO', 'united kingdom', r'tesco'),
 'sainsbury': ('SBRY', 'united kingdom', r'sainsbury'), 'burberry': ('BRBY', 'united kingdom', r'burberry'),
 'rollsroyce': ('RR', 'united kingdom', r'rolls[- ]royce'), 'bae': ('BA', 'united kingdom', r'bae systems'),
 'barclays': ('BARC', 'united kingdom', r'barclays'), 'lloyds': ('LLOY', 'united kingdom', r'lloyds banking'),
 'diageo': ('DGE', 'united kingdom', r'diageo'), 'reckitt': ('RKT', 'united kingdom', r'reckitt'),
 'unilever': ('ULVR', 'united kingdom', r'unilever'), 'astrazeneca': ('AZN', 'united kingdom', r'astrazeneca'),
 'gsk': ('GSK', 'united kingdom', r'^gsk'), 'riotinto': ('RIO', 'united kingdom', r'rio tinto'),
 'glencore': ('GLEN', 'united kingdom', r'glencore'), 'bat': ('BATS', 'united kingdom', r'british american tobacco'),
 'legalgeneral': ('LGEN', 'united kingdom', r'legal (and|&) general'), 'abf': ('ABF', 'united kingdom', r'associated british foods'),
 'experian': ('EXPN', 'united kingdom', r'experian'), 'relx': ('REL', 'united kingdom', r'relx'),
 'ocado': ('OCDO', 'united kingdom', r'ocado'), 'easyjet': ('EZJ', 'united kingdom', r'easyjet'),
 'kingfisher': ('KGF', 'united kingdom', r'kingfisher'), 'smithnephew': ('SN', 'united kingdom', r'smith (and|&) nephew'),
 'gamesworkshop': ('GAW', 'united kingdom', r'games workshop'), 'greggs': ('GRG', 'united kingdom', r'greggs'),
 'wpp': ('WPP', 'united kingdom', r'^wpp'), 'centrica': ('CNA', 'united kingdom', r'centrica'),
 'ihg': ('IHG', 'united kingdom', r'intercontinental hotels'), 'jdsports': ('JD', 'united kingdom', r'jd sports'),
 'hsbc': ('HSBA', 'united kingdom', r'hsbc'), 'vodafone': ('VOD', 'united kingdom', r'vodafone'),
 'nationalgrid': ('NG', 'united kingdom', r'national grid'), 'imperial': ('IMB', 'united kingdom', r'imperial brands'),
 'persimmon': ('PSN', 'united kingdom', r'persimmon'), 'pearson': ('PSON', 'united kingdom', r'pearson'),
 # Switzerland
 'nestle': ('NESN', 'switzerland', r'nestle'), 'novartis': ('NOVN', 'switzerland', r'novartis'),
 'ubs': ('UBSG', 'switzerland', r'^ubs'), 'richemont': ('CFR', 'switzerland', r'richemont'),
 'swatch': ('UHR', 'switzerland', r'swatch'), 'lindt': ('LISN|LISP', 'switzerland', r'lindt'),
 'givaudan': ('GIVN', 'switzerland', r'givaudan'), 'sika': ('SIKA', 'switzerland', r'^sika'),
 'lonza': ('LONN', 'switzerland', r'lonza'), 'geberit': ('GEBN', 'switzerland', r'geberit'),
 'schindler': ('SCHP|SCHN', 'switzerland', r'schindler'), 'logitech': ('LOGN', 'switzerland', r'logitech'),
 'holcim': ('HOLN|LHN', 'switzerland', r'holcim'), 'swisscom': ('SCMN', 'switzerland', r'swisscom'),
 'abb': ('ABBN', 'switzerland', r'^abb'), 'zurich': ('ZURN', 'switzerland', r'zurich insurance'),
 'swissre': ('SREN', 'switzerland', r'swiss re'), 'straumann': ('STMN', 'switzerland', r'straumann'),
 'kuehne': ('KNIN', 'switzerland', r'kuehne|kuhne'), 'sgs': ('SGSN', 'switzerland', r'^sgs'),
 # Netherlands
 'asml': ('ASML', 'netherlands', r'asml'), 'philips': ('PHIA', 'netherlands', r'philips'),
 'heineken': ('HEIA', 'netherlands', r'^heineken n\.?v'), 'ahold': ('AD', 'netherlands', r'ahold'),
 'ing': ('INGA', 'netherlands', r'^ing groep'), 'adyen': ('ADYEN', 'netherlands', r'adyen'),
 'wolters': ('WKL', 'netherlands', r'wolters'), 'akzo': ('AKZA', 'netherlands', r'akzo'),
 'besi': ('BESI', 'netherlands', r'be semiconductor'), 'randstad': ('RAND', 'netherlands', r'randstad'),
 'kpn': ('KPN', 'netherlands', r'\bkpn\b'), 'prosus': ('PRX', 'netherlands', r'prosus'),
 # Nordics
 'novo': ('NOVOB', 'denmark', r'novo nordisk'), 'carlsberg': ('CARLB', 'denmark', r'carlsberg'),
 'maersk': ('MAERSKB', 'denmark', r'maersk'), 'vestas': ('VWS', 'denmark', r'vestas'),
 'orsted': ('ORSTED', 'denmark', r'orsted'), 'pandora': ('PNDORA', 'denmark', r'pandora'),
 'coloplast': ('COLOB', 'denmark', r'coloplast'), 'genmab': ('GMAB', 'denmark', r'genmab'),
 'volvo': ('VOLVB', 'sweden', r'volvo'), 'ericsson': ('ERICB', 'sweden', r'ericsson'),
 'hm': ('HMB', 'sweden', r'hennes'), 'atlascopco': ('ATCOA', 'sweden', r'atlas copco'),
 'sandvik': ('SAND', 'sweden', r'sandvik'), 'skf': ('SKFB', 'sweden', r'\bskf\b'),
 'electrolux': ('ELUXB', 'sweden', r'electrolux(?! professional)'), 'essity': ('ESSITYB', 'sweden', r'essity'),
 'hexagon': ('HEXAB', 'sweden', r'hexagon'), 'assa': ('ASSAB', 'sweden', r'assa abloy'),
 'alfalaval': ('ALFA', 'sweden', r'alfa laval'), 'saab': ('SAABB', 'sweden', r'^saab'),
 'husqvarna': ('HUSQB', 'sweden', r'husqvarna'), 'equinor': ('EQNR', 'norway', r'equinor'),
 'dnb': ('DNB', 'norway', r'^dnb'), 'telenor': ('TEL', 'norway', r'telenor'),
 'hydro': ('NHY', 'norway', r'norsk hydro'), 'mowi': ('MOWI', 'norway', r'mowi'),
 'yara': ('YAR', 'norway', r'yara'), 'kongsberg': ('KOG', 'norway', r'kongsberg gruppen'),
 'orkla': ('ORK', 'norway', r'orkla'), 'nokia': ('NOKIA', 'finland', r'\bnokia\b'),
 'kone': ('KNEBV', 'finland', r'^kone\b'), 'neste': ('NESTE', 'finland', r'neste'),
 'wartsila': ('WRT1V', 'finland', r'wartsila'), 'upm': ('UPM', 'finland', r'upm'),
 'storaenso': ('STERV', 'finland', r'stora enso'), 'fortum': ('FORTUM', 'finland', r'fortum'),
 # Korea
 'samsung': ('005930', 'south korea', r'samsung electronics'), 'hynix': ('000660', 'south korea', r'sk hynix'),
 'hyundai': ('005380', 'south korea', r'hyundai motor'), 'kia': ('000270', 'south korea', r'^kia'),
 'lgelec': ('066570', 'south korea', r'lg electronics'), 'lgchem': ('051910', 'south korea', r'lg chem'),
 'naver': ('035420', 'south korea', r'naver'), 'kakao': ('035720', 'south korea', r'^kakao corp'),
 'posco': ('005490', 'south korea', r'posco'), 'celltrion': ('068270', 'south korea', r'^celltrion,? inc'),
 'amore': ('090430', 'south korea', r'amorepacific'), 'hybe': ('352820', 'south korea', r'hybe'),
 'krafton': ('259960', 'south korea', r'krafton'), 'ncsoft': ('036570', 'south korea', r'ncsoft'),
 'samsungsdi': ('006400', 'south korea', r'samsung sdi'), 'ktg': ('033780', 'south korea', r'kt ?& ?g'),
 # Taiwan
 'tsmc': ('2330', 'taiwan', r'taiwan semi'), 'honhai': ('2317', 'taiwan', r'hon hai'),
 'mediatek': ('2454', 'taiwan', r'mediatek'), 'delta': ('2308', 'taiwan', r'delta electronics'),
 'asus': ('2357', 'taiwan', r'asustek'), 'acer': ('2353', 'taiwan', r'^acer'),
 'largan': ('3008', 'taiwan', r'largan'), 'giant': ('9921', 'taiwan', r'giant manufacturing'),
 'quanta': ('2382', 'taiwan', r'quanta computer'), 'umc': ('2303', 'taiwan', r'united microelectronics'),
 'chunghwa': ('2412', 'taiwan', r'chunghwa telecom'), 'evergreen': ('2603', 'taiwan', r'evergreen marine'),
 # India
 'reliance': ('RELIANCE', 'india', r'reliance industries'), 'tcs': ('TCS', 'india', r'tata consultancy'),
 'infosys': ('INFY', 'india', r'^infosys\b'), 'hdfcbank': ('HDFCBANK', 'india', r'hdfc bank'),
 'icici': ('ICICIBANK', 'india', r'icici bank'), 'wipro': ('WIPRO', 'india', r'wipro'),
 'maruti': ('MARUTI', 'india', r'maruti'), 'asianpaints': ('ASIANPAINT', 'india', r'asian paints'),
 'hul': ('HINDUNILVR', 'india', r'hindustan unilever'), 'lt': ('LT', 'india', r'larsen (&|and) toubro (ltd|limited)$'),
 'sunpharma': ('SUNPHARMA', 'india', r'sun pharma'), 'titan': ('TITAN', 'india', r'^titan company'),
 'airtel': ('BHARTIARTL', 'india', r'bharti airtel'), 'mahindra': ('M&M|M-M|MM', 'india', r'^mahindra (&|and) mahindra (ltd|limited)'),
 'eicher': ('EICHERMOT', 'india', r'eicher'), 'tatasteel': ('TATASTEEL', 'india', r'tata steel'),
 'britannia': ('BRITANNIA', 'india', r'britannia'), 'dabur': ('DABUR', 'india', r'dabur'),
 'pidilite': ('PIDILITIND', 'india', r'pidilite'), 'drreddy': ('DRREDDY', 'india', r"reddy'?s"),
 'bajajauto': ('BAJAJ-AUTO|BAJAJAUTO', 'india', r'bajaj auto'), 'dmart': ('DMART', 'india', r'avenue supermarts'),
 # Brazil
 'petrobras': ('PETR[34]', 'brazil', r'petroleo brasileiro'), 'vale': ('VALE3', 'brazil', r'^vale'),
 'itau': ('ITUB[34]', 'brazil', r'itau unibanco'), 'bradesco': ('BBDC[34]', 'brazil', r'banco bradesco'),
 'ambev': ('ABEV3', 'brazil', r'ambev'), 'weg': ('WEGE3', 'brazil', r'^weg'),
 'embraer': ('EMBR3|EMBJ3', 'brazil', r'embraer'), 'magalu': ('MGLU3', 'brazil', r'magazine luiza'),
 'localiza': ('RENT3', 'brazil', r'localiza'), 'suzano': ('SUZB3', 'brazil', r'suzano'),
 'gerdau': ('GGBR[34]', 'brazil', r'gerdau'), 'renner': ('LREN3', 'brazil', r'renner'),
 'alpargatas': ('ALPA[34]', 'brazil', r'alpargatas'), 'natura': ('NTCO3|NATU3', 'brazil', r'natura'),
 'bb': ('BBAS3', 'brazil', r'banco do brasil'), 'totvs': ('TOTS3', 'brazil', r'totvs'),
 # Russia
 'sber': ('SBER', 'russia', r'sberbank'), 'nornickel': ('GMKN', 'russia', r'norilsk|nornickel|mining and metallurgical'),
 'tatneft': ('TATNP?', 'russia', r'tatneft'), 'surgut': ('SNGSP?', 'russia', r'surgutneftegas'),
 'mts': ('MTSS', 'russia', r'mobile telesystems'), 'magnit': ('MGNT', 'russia', r'\bmagnit\b'),
 'aeroflot': ('AFLT', 'russia', r'aeroflot'), 'alrosa': ('ALRS', 'russia', r'\balrosa(?!-nyurba)'),
 'polyus': ('PLZL', 'russia', r'polyus'), 'severstal': ('CHMF', 'russia', r'severstal'),
 'nlmk': ('NLMK', 'russia', r'novolipetsk|nlmk'), 'mmk': ('MAGN', 'russia', r'magnitogorsk'),
 'rusal': ('RUAL', 'russia', r'rusal'), 'interrao': ('IRAO', 'russia', r'inter rao'),
 'rushydro': ('HYDR', 'russia', r'rushydro|federal hydro'), 'rostelecom': ('RTKMP?', 'russia', r'rostelecom'),
 'phosagro': ('PHOR', 'russia', r'phosagro'), 'moex': ('MOEX', 'russia', r'moscow exchange'),
 'ozon': ('OZON', 'russia', r'ozon'), 'tinkoff': ('TCSG', 'russia', r'tcs group|tinkoff|t-tech'),
 'sistema': ('AFKS', 'russia', r'\bsistema\b'), 'transneft': ('TRNFP', 'russia', r'transneft'),
 'mechel': ('MTLRP?', 'russia', r'mechel'), 'sovcomflot': ('FLOT', 'russia', r'sovcomflot'),
 'pik': ('PIKK', 'russia', r'\bpik\b'), 'samolet': ('SMLT', 'russia', r'samolet'),
 'detmir': ('DSKY', 'russia', r'detsky mir|detskiy mir'), 'hh': ('HHRU', 'russia', r'headhunter'),
 'vtb': ('VTBR', 'russia', r'\bvtb\b'), 'novatek': ('NVTK', 'russia', r'novatek'),
 'kamaz': ('KMAZ', 'russia', r'kamaz'), 'megafon': ('MFON', 'russia', r'megafon'),
 'uralkali': ('URKA', 'russia', r'uralkali'), 'akron': ('AKRN', 'russia', r'acron'),
 'bashneft': ('BANEP?', 'russia', r'bashneft'), 'x5': ('FIVE', 'russia', r'x5'),
 'vk': ('MAIL', 'russia', r'vk company'), 'rosneft': ('ROSN', 'russia', r'rosneft'),
 'lukoil': ('LKOH', 'russia', r'lukoil'), 'segezha': ('SGZH', 'russia', r'segezha'),
 'sollers': ('SVAV', 'russia', r'sollers'), 'lenta': ('LNTA', 'russia', r'lenta'),
 'mvideo': ('MVID', 'russia', r'm\.?video'), 'rusagro': ('AGRO', 'russia', r'ros ?agro'),
 'lsr': ('LSRG', 'russia', r'\blsr\b'), 'raspadskaya': ('RASP', 'russia', r'raspadskaya'),
 'vsmpo': ('VSMO', 'russia', r'vsmpo'),
 # Canada
 'shopify': ('SHOP', 'canada', r'shopify'), 'ry': ('RY', 'canada', r'royal bank of canada'),
 'td': ('TD', 'canada', r'toronto-dominion'), 'enbridge': ('ENB', 'canada', r'^enbridge inc\.?$'),
 'cn': ('CNR', 'canada', r'canadian national railway'), 'nutrien': ('NTR', 'canada', r'^nutrien\b'),
 'manulife': ('MFC', 'canada', r'manulife'), 'couchetard': ('ATDB?', 'canada', r'couche-?tard'),
 'dollarama': ('DOL', 'canada', r'dollarama'), 'magna': ('MG', 'canada', r'magna international'),
 'cgi': ('GIBA', 'canada', r'^cgi'), 'constellation': ('CSU', 'canada', r'constellation software'),
 'cameco': ('CCO', 'canada', r'cameco'), 'cantire': ('CTCA', 'canada', r'canadian tire'),
 'saputo': ('SAP', 'canada', r'saputo'), 'bombardier': ('BBDB', 'canada', r'bombardier'),
 'aircanada': ('AC', 'canada', r'air canada'), 'gildan': ('GIL', 'canada', r'gildan'),
 'qsr': ('QSR', 'canada', r'restaurant brands'), 'loblaw': ('L', 'canada', r'loblaw'),
 'telus': ('T', 'canada', r'telus'), 'suncor': ('SU', 'canada', r'suncor'),
 # Australia
 'bhp': ('BHP', 'australia', r'^bhp'), 'csl': ('CSL', 'australia', r'^csl'),
 'cba': ('CBA', 'australia', r'commonwealth bank'), 'westpac': ('WBC', 'australia', r'westpac'),
 'wesfarmers': ('WES', 'australia', r'wesfarmers'), 'woolworths': ('WOW', 'australia', r'woolworths'),
 'telstra': ('TLS', 'australia', r'telstra'), 'fortescue': ('FMG', 'australia', r'fortescue'),
 'macquarie': ('MQG', 'australia', r'macquarie group'), 'woodside': ('WDS', 'australia', r'woodside'),
 'cochlear': ('COH', 'australia', r'cochlear'), 'qantas': ('QAN', 'australia', r'qantas'),
 'aristocrat': ('ALL', 'australia', r'aristocrat'), 'twe': ('TWE', 'australia', r'treasury wine'),
 'jbhifi': ('JBH', 'australia', r'jb hi-?fi'), 'xero': ('XRO', 'australia', r'xero'),
 'wisetech': ('WTC', 'australia', r'wisetech'), 'a2': ('A2M', 'australia', r'a2 milk'),
 'brambles': ('BXB', 'australia', r'brambles'), 'coles': ('COL', 'australia', r'coles group'),
 # US
 'costco': ('COST', 'united states', r'costco'), 'chipotle': ('CMG', 'united states', r'chipotle'),
 'pg': ('PG', 'united states', r'procter'), 'pepsico': ('PEP', 'united states', r'pepsico'),
 'mondelez': ('MDLZ', 'united states', r'mondelez'), 'kimberly': ('KMB', 'united states', r'kimberly'),
 'altria': ('MO', 'united states', r'altria'), 'pmi': ('PM', 'united states', r'philip morris'),
 'alphabet': ('GOOGL?', 'united states', r'alphabet'), 'meta': ('META', 'united states', r'meta platforms'),
 'microsoft': ('MSFT', 'united states', r'microsoft'), 'booking': ('BKNG', 'united states', r'booking holdings'),
 'match': ('MTCH', 'united states', r'match group'), 'yum': ('YUM', 'united states', r'yum! brands|yum brands'),
 'disney': ('DIS', 'united states', r'walt disney'), 'mattel': ('MAT', 'united states', r'mattel'),
 'tapestry': ('TPR', 'united states', r'tapestry'), 'deckers': ('DECK', 'united states', r'deckers'),
 'kenvue': ('KVUE', 'united states', r'kenvue'), 'mmm': ('MMM', 'united states', r'^3m'),
 'clorox': ('CLX', 'united states', r'clorox'), 'browforman': ('BFB', 'united states', r'brown[- ]forman'),
 'adobe': ('ADBE', 'united states', r'adobe'), 'autodesk': ('ADSK', 'united states', r'autodesk'),
 'intuit': ('INTU', 'united states', r'^intuit inc'), 'taketwo': ('TTWO', 'united states', r'take-two'),
 'ea': ('EA', 'united states', r'electronic arts'), 'textron': ('TXT', 'united states', r'textron'),
 'block': ('XYZ', 'united states', r'^block'), 'paypal': ('PYPL', 'united states', r'paypal'),
 'gd': ('GD', 'united states', r'general dynamics'), 'vfc': ('VFC', 'united states', r'v\.?f\.? corp'),
 'stz': ('STZ', 'united states', r'constellation brands'), 'paccar': ('PCAR', 'united states', r'paccar'),
 'visa': ('V', 'united states', r'^visa'), 'mastercard': ('MA', 'united states', r'mastercard'),
 'goldman': ('GS', 'united states', r'^goldman sachs group'), 'morganstanley': ('MS', 'united states', r'^morgan stanley$'),
 'boeing': ('BA', 'united states', r'boeing'), 'deere': ('DE', 'united states', r'deere'),
 'ge': ('GE', 'united states', r'^general electric|^ge aerospace'), 'homedepot': ('HD', 'united states', r'home depot'),
 'coke': ('KO', 'united states', r'coca-cola company'), 'blackstone': ('BX', 'united states', r'blackstone inc'),
 'dollargeneral': ('DG', 'united states', r'dollar general'), 'chubb': ('CB', 'united states', r'chubb'),
 'micron': ('MU', 'united states', r'micron'), 'ford': ('F', 'united states', r'ford motor'),
 'citi': ('C', 'united states', r'citigroup'), 'att': ('T', 'united states', r'at&t'),
 'southern': ('SO', 'united states', r'^(the )?southern co(mpany)?\b'), 'dupont': ('DD', 'united states', r'dupont'),
 'gm': ('GM', 'united states', r'general motors'), 'sherwin': ('SHW', 'united states', r'sherwin'),
 'caterpillar': ('CAT', 'united states', r'caterpillar'), 'starbucks': ('SBUX', 'united states', r'starbucks'),
 'harley': ('HOG', 'united states', r'harley'), 'whirlpool': ('WHR', 'united states', r'whirlpool'),
 'hershey': ('HSY', 'united states', r'hershey'), 'colgate': ('CL', 'united states', r'colgate'),
 'estee': ('EL', 'united states', r'estee lauder'), 'churchdwight': ('CHD', 'united states', r'church (&|and) dwight'),
 'berkshire': ('BRK[AB]', 'united states', r'berkshire hathaway'), 'jpm': ('JPM', 'united states', r'jpmorgan'),
 'spotify': ('SPOT', 'united states', r'spotify'), 'lululemon': ('LULU', 'united states', r'lululemon'),
 'nvidia': ('NVDA', 'united states', r'nvidia'), 'crowdstrike': ('CRWD', 'united states', r'crowdstrike'),
 'palantir': ('PLTR', 'united states', r'palantir'), 'broadcom': ('AVGO', 'united states', r'broadcom'),
 'qualcomm': ('QCOM', 'united states', r'qualcomm'), 'honeywell': ('HON', 'united states', r'honeywell'),
 'netflix': ('NFLX', 'united states', r'netflix'), 'amd': ('AMD', 'united states', r'advanced micro'),
 'amazon': ('AMZN', 'united states', r'amazon\.?com'), 'johnson': ('JNJ', 'united states', r'johnson (&|and) johnson'),
 'walmart': ('WMT', 'united states', r'walmart'), 'oracle': ('ORCL', 'united states', r'oracle corp'),
 'salesforce': ('CRM', 'united states', r'salesforce'), 'moderna': ('MRNA', 'united states', r'moderna'),
 'airbnb': ('ABNB', 'united states', r'airbnb'), 'uber': ('UBER', 'united states', r'uber tech'),
 'toyota': ('7203', 'japan', r'toyota motor'), 'inditex': ('ITX', 'spain', r'industria de diseno'),
 'tesla': ('TSLA', 'united states', r'tesla'), 'mcd': ('MCD', 'united states', r"mcdonald'?s corp"),
 'bp': ('BP', 'united kingdom', r'^bp p\.?l\.?c'),
 'halma': ('HLMA', 'united kingdom', r'halma'),
}

# tightened name patterns (so that other companies with a similar name never count as the expected one)
for _k, _rx in {'nestle': '^nestle s\\.?a', 'kingfisher': '^kingfisher plc', 'pmi': 'philip morris international', 'kimberly': '^kimberly-clark corp', 'pg': '^procter (&|and) gamble (company|co)\\b', 'mmm': '^3m company', 'block': '^block,? inc', 'qsr': 'restaurant brands international', 'rusal': '\\brusal\\b', 'ozon': '^ozon holdings', 'sistema': 'sistema (public|pjsfc|gdr)', 'akron': '\\bacron\\b', 'panasonic': '^panasonic (corp|holdings)', 'bridgestone': '^bridgestone corp', 'puma': '^puma se', 'basf': '^basf se', 'hermes': 'hermes international', 'danone': '^danone', 'renault': '^renault', 'novartis': '^novartis ag', 'philips': 'koninklijke philips|koninkl\\. philips', 'volvo': '^(ab )?volvo(?! car)(?!.*\\b[ks]o \\d)', 'tesla': '^tesla', 'nvidia': '^nvidia', 'boeing': '^boeing', 'carlsberg': '^carlsberg a/s', 'tesco': '^tesco plc', 'reckitt': '^reckitt benckiser group', 'vestas': '^vestas', 'neste': '^neste oyj', 'delta': '^delta electronics(?! \\(thailand| thailand)', 'weg': '^weg s\\.?a', 'manulife': '^manulife financial corporation$', 'hoya': '^hoya corp', 'nitori': '^nitori', 'hexagon': '^hexagon ab', 'largan': '^largan', 'xero': '^xero\\b', 'halma': '^halma plc', 'csl': '^csl limited', 'socgen': '^societe generale s', 'holcim': '^holcim (ltd|ag)', 'visa': '^visa inc', 'chubb': '^chubb limited', 'micron': '^micron technology', 'citi': '^citigroup', 'dupont': '^dupont de nemours', 'ajinomoto': '^ajinomoto co', 'sartorius': 'sartorius(?! stedim)', 'astrazeneca': '^astrazeneca plc', 'electrolux': 'electrolux(?! prof| de chile)', 'woolworths': '^woolworths group', 'hm': 'hennes (&|and) mauritz'}.items():
    C[_k] = C[_k][:2] + (_rx,)

Q = r"""
# ---------- brand: product / brand typed alone -> issuer
brand	playstation	sony
brand	nespresso	nestle
brand	kitkat	nestle
brand	nivea	beiersdorf
brand	persil	henkel
brand	cartier	richemont
brand	omega watches	swatch
brand	lexus	toyota
brand	zara	inditex
brand	primark	abf
brand	b&q	kingfisher
brand	jack daniel's	browforman
brand	marlboro	altria
brand	iqos	pmi
brand	oreo	mondelez
brand	huggies	kimberly
brand	gillette	pg
brand	doritos	pepsico
brand	instagram	meta
brand	youtube	alphabet
brand	tinder	match
brand	kfc	yum
brand	barbie	mattel
brand	kate spade	tapestry
brand	ugg	deckers
brand	tylenol	kenvue
brand	post-it	mmm
brand	photoshop	adobe
brand	turbotax	intuit
brand	grand theft auto	taketwo
brand	cessna	textron
brand	cash app	block
brand	venmo	paypal
brand	gulfstream	gd
brand	the north face	vfc
brand	penfolds	twe
brand	bunnings	wesfarmers
brand	tim hortons	qsr	canada|united states
brand	royal enfield	eicher
brand	fevicol	pidilite
brand	havaianas	alpargatas
brand	whatsapp	meta
brand	pampers	pg
brand	mini cooper	bmw
# ---------- ru-everyday
ru-everyday	норникель	nornickel
ru-everyday	татнефть	tatneft
ru-everyday	сургут	surgut
ru-everyday	сургутнефтегаз	surgut
ru-everyday	мтс	mts
ru-everyday	магнит	magnit
ru-everyday	аэрофлот	aeroflot
ru-everyday	алроса	alrosa
ru-everyday	полюс золото	polyus
ru-everyday	северсталь	severstal
ru-everyday	нлмк	nlmk
ru-everyday	ммк	mmk
ru-everyday	русал	rusal
ru-everyday	интер рао	interrao
ru-everyday	русгидро	rushydro
ru-everyday	ростелеком	rostelecom
ru-everyday	фосагро	phosagro
ru-everyday	мосбиржа	moex
ru-everyday	озон	ozon
ru-everyday	тинькофф	tinkoff
ru-everyday	афк система	sistema
ru-everyday	транснефть	transneft
ru-everyday	мечел	mechel
ru-everyday	совкомфлот	sovcomflot
ru-everyday	самолет	samolet
ru-everyday	детский мир	detmir
ru-everyday	хедхантер	hh
ru-everyday	камаз	kamaz
ru-everyday	мегафон	megafon
ru-everyday	уралкалий	uralkali
ru-everyday	акрон	akron
ru-everyday	башнефть	bashneft
ru-everyday	пятёрочка	x5
ru-everyday	всмпо	vsmpo
# ---------- ru-spelling: foreign companies in Cyrillic
ru-spelling	сони	sony
ru-spelling	нинтендо	nintendo
ru-spelling	тойота	toyota
ru-spelling	панасоник	panasonic
ru-spelling	бриджстоун	bridgestone
ru-spelling	адидас	adidas
ru-spelling	пума	puma
ru-spelling	байер	bayer
ru-spelling	басф	basf
ru-spelling	сименс	siemens
ru-spelling	фольксваген	vw
ru-spelling	люфтганза	lufthansa
ru-spelling	хенкель	henkel
ru-spelling	эрмес	hermes
ru-spelling	лореаль	loreal
ru-spelling	данон	danone
ru-spelling	мишлен	michelin
ru-spelling	рено	renault
ru-spelling	эйрбас	airbus
ru-spelling	нестле	nestle
ru-spelling	новартис	novartis
ru-spelling	хайнекен	heineken
ru-spelling	филипс	philips
ru-spelling	вольво	volvo
ru-spelling	эрикссон	ericsson
ru-spelling	нокиа	nokia
ru-spelling	самсунг	samsung
ru-spelling	хендай	hyundai
ru-spelling	тесла	tesla
ru-spelling	кока-кола	coke
ru-spelling	макдоналдс	mcd
ru-spelling	дисней	disney
ru-spelling	нвидиа	nvidia
ru-spelling	боинг	boeing
ru-spelling	старбакс	starbucks
ru-spelling	карлсберг	carlsberg
ru-spelling	новартис аг	novartis
ru-spelling	уолмарт	walmart
# ---------- suffixed-ticker
suffixed-ticker	6861.T	keyence
suffixed-ticker	7974.T	nintendo
suffixed-ticker	8035.T	tel
suffixed-ticker	6954.T	fanuc
suffixed-ticker	4063.T	shinetsu
suffixed-ticker	9984.T	softbank
suffixed-ticker	ADS.DE	adidas
suffixed-ticker	IFX.DE	infineon
suffixed-ticker	HEN3.DE	henkel
suffixed-ticker	MUV2.DE	munichre
suffixed-ticker	SY1.DE	symrise
suffixed-ticker	RMS.PA	hermes
suffixed-ticker	SAF.PA	safran
suffixed-ticker	DSY.PA	dassault
suffixed-ticker	TSCO.L	tesco
suffixed-ticker	GAW.L	gamesworkshop
suffixed-ticker	RKT.L	reckitt
suffixed-ticker	GIVN.SW	givaudan
suffixed-ticker	LONN.SW	lonza
suffixed-ticker	ADYEN.AS	adyen
suffixed-ticker	BESI.AS	besi
suffixed-ticker	VWS.CO	vestas
suffixed-ticker	SAND.ST	sandvik
suffixed-ticker	EQNR.OL	equinor
suffixed-ticker	NESTE.HE	neste
suffixed-ticker	000660.KS	hynix
suffixed-ticker	035420.KS	naver
suffixed-ticker	2454.TW	mediatek
suffixed-ticker	2308.TW	delta
suffixed-ticker	INFY.NS	infosys
suffixed-ticker	TITAN.NS	titan
suffixed-ticker	WEGE3.SA	weg
suffixed-ticker	RENT3.SA	localiza
suffixed-ticker	PLZL.ME	polyus
suffixed-ticker	CSU.TO	constellation
suffixed-ticker	MFC.TO	manulife
suffixed-ticker	COH.AX	cochlear
suffixed-ticker	WTC.AX	wisetech
# ---------- prefixed-ticker
prefixed-ticker	TYO:6367	daikin
prefixed-ticker	TYO:7741	hoya
prefixed-ticker	TSE:9843	nitori
prefixed-ticker	ETR:ZAL	zalando
prefixed-ticker	ETR:MTX	mtu
prefixed-ticker	ETR:BEI	beiersdorf
prefixed-ticker	EPA:KER	kering
prefixed-ticker	EPA:CAP	capgemini
prefixed-ticker	EPA:HO	thales
prefixed-ticker	LON:BRBY	burberry
prefixed-ticker	LON:EXPN	experian
prefixed-ticker	LON:OCDO	ocado
prefixed-ticker	SWX:GEBN	geberit
prefixed-ticker	SWX:LOGN	logitech
prefixed-ticker	AMS:WKL	wolters
prefixed-ticker	CPH:GMAB	genmab
prefixed-ticker	STO:HEXA-B	hexagon
prefixed-ticker	HEL:KNEBV	kone
prefixed-ticker	OSL:MOWI	mowi
prefixed-ticker	KRX:068270	celltrion
prefixed-ticker	TPE:3008	largan
prefixed-ticker	NSE:DMART	dmart
prefixed-ticker	BVMF:MGLU3	magalu
prefixed-ticker	MOEX:PHOR	phosagro
prefixed-ticker	MOEX:SMLT	samolet
prefixed-ticker	TSX:DOL	dollarama
prefixed-ticker	ASX:XRO	xero
prefixed-ticker	NASDAQ:CRWD	crowdstrike
prefixed-ticker	NYSE:SHW	sherwin
# ---------- identifier (filled from the catalogue)
identifier	@isin:keyence	keyence
identifier	@isin:shimano	shimano
identifier	@isin:kikkoman	kikkoman
identifier	@isin:knorr	knorr
identifier	@isin:legrand	legrand
identifier	@isin:halma	halma
identifier	@isin:diageo	diageo
identifier	@isin:geberit	geberit
identifier	@isin:wolters	wolters
identifier	@isin:coloplast	coloplast
identifier	@isin:assa	assa
identifier	@isin:equinor	equinor
identifier	@isin:hynix	hynix
identifier	@isin:tsmc	tsmc
identifier	@isin:infosys	infosys
identifier	@isin:petrobras	petrobras
identifier	@isin:polyus	polyus
identifier	@isin:nutrien	nutrien
identifier	@isin:csl	csl
identifier	@isin:costco	costco
identifier	@cusip:chipotle	chipotle
identifier	@cusip:autodesk	autodesk
identifier	@cusip:textron	textron
identifier	@cusip:hershey	hershey
identifier	@cusip:cba	cba
identifier	@cusip:ry	ry
identifier	@figi:adyen	adyen
identifier	@figi:carlsberg	carlsberg
identifier	@figi:nokia	nokia
identifier	@figi:reliance	reliance
identifier	@figi:kone	kone
identifier	@figi:sony	sony
# ---------- legal-connector
legal-connector	ПАО Северсталь	severstal
legal-connector	ПАО "Полюс"	polyus
legal-connector	АФК Система ПАО	sistema
legal-connector	мечел пао	mechel
legal-connector	ПАО Аэрофлот	aeroflot
legal-connector	adidas ag	adidas
legal-connector	bayer aktiengesellschaft	bayer
legal-connector	merck kgaa	merckkgaa
legal-connector	hugo boss ag	hugoboss
legal-connector	kering sa	kering
legal-connector	societe generale sa	socgen
legal-connector	smith and nephew	smithnephew
legal-connector	smith & nephew plc	smithnephew
legal-connector	legal and general	legalgeneral
legal-connector	legal & general group plc	legalgeneral
legal-connector	associated british foods plc	abf
legal-connector	marks & spencer	marks
legal-connector	church and dwight	churchdwight
legal-connector	johnson and johnson	johnson
legal-connector	procter and gamble	pg
legal-connector	procter & gamble co	pg
legal-connector	mahindra and mahindra	mahindra
legal-connector	larsen & toubro ltd	lt
legal-connector	h&m	hm
legal-connector	hennes and mauritz	hm
legal-connector	kt&g	ktg
legal-connector	novo nordisk a/s	novo
legal-connector	volvo ab	volvo
legal-connector	ab volvo	volvo
legal-connector	holcim ltd	holcim
legal-connector	koninklijke philips nv	philips
legal-connector	wesfarmers limited	wesfarmers
legal-connector	the walt disney company	disney
legal-connector	sony group corporation	sony
# ---------- short-ticker
short-ticker	V	visa
short-ticker	MA	mastercard
short-ticker	GS	goldman
short-ticker	MS	morganstanley
short-ticker	BA	boeing
short-ticker	DE	deere
short-ticker	GE	ge
short-ticker	HD	homedepot
short-ticker	KO	coke
short-ticker	PG	pg
short-ticker	MO	altria
short-ticker	PM	pmi
short-ticker	BX	blackstone
short-ticker	RY	ry	canada|united states
short-ticker	TD	td	canada|united states
short-ticker	BP	bp	united kingdom|united states
short-ticker	CB	chubb
short-ticker	MU	micron
short-ticker	GD	gd
short-ticker	F	ford
short-ticker	C	citi
short-ticker	T	att
short-ticker	SO	southern
short-ticker	DD	dupont
short-ticker	GM	gm
# ---------- typo
typo	shiseydo	shiseido
typo	bridgestne	bridgestone
typo	komatsy	komatsu
typo	ajinomto	ajinomoto
typo	kikoman	kikkoman
typo	infinion	infineon
typo	sartorious	sartorius
typo	lufthanza	lufthansa
typo	beiersdorff	beiersdorf
typo	comerzbank	commerzbank
typo	michelen	michelin
typo	capgemeni	capgemini
typo	burbery	burberry
typo	sainsbry	sainsbury
typo	glencor	glencore
typo	astrazeneka	astrazeneca
typo	givaudin	givaudan
typo	straumman	straumann
typo	heinekin	heineken
typo	ericson	ericsson
typo	electrolix	electrolux
typo	husqvarner	husqvarna
typo	kongsbreg	kongsberg
typo	celtrion	celltrion
typo	mediatec	mediatek
typo	embraier	embraer
typo	bradescoo	bradesco
typo	enbrige	enbridge	canada|united states
typo	dollarma	dollarama
typo	woolwroths	woolworths
typo	cochlaer	cochlear
typo	chipolte	chipotle
typo	palantier	palantir
typo	qualcom	qualcomm
typo	moderrna	moderna
# ---------- layout (converted by the builder)
layout	@lat:татнефть	tatneft
layout	@lat:северсталь	severstal
layout	@lat:аэрофлот	aeroflot
layout	@lat:норникель	nornickel
layout	@lat:магнит	magnit
layout	@lat:русгидро	rushydro
layout	@lat:фосагро	phosagro
layout	@lat:мечел	mechel
layout	@lat:алроса	alrosa
layout	@lat:совкомфлот	sovcomflot
layout	@lat:ростелеком	rostelecom
layout	@lat:уралкалий	uralkali
layout	@lat:камаз	kamaz
layout	@ru:nintendo	nintendo
layout	@ru:keyence	keyence
layout	@ru:infineon	infineon
layout	@ru:sartorius	sartorius
layout	@ru:hermes	hermes
layout	@ru:burberry	burberry
layout	@ru:novartis	novartis
layout	@ru:heineken	heineken
layout	@ru:ericsson	ericsson
layout	@ru:equinor	equinor
layout	@ru:mediatek	mediatek
layout	@ru:embraer	embraer
layout	@ru:shopify	shopify	canada|united states
layout	@ru:qantas	qantas
layout	@ru:netflix	netflix
layout	@ru:palantir	palantir
# ---------- prefix (first letters of a well-known name)
prefix	keyen	keyence
prefix	ninten	nintendo
prefix	shisei	shiseido
prefix	bridg	bridgestone
prefix	kikkom	kikkoman
prefix	lufth	lufthansa
prefix	infine	infineon
prefix	capgem	capgemini
prefix	straum	straumann
prefix	burber	burberry
prefix	glenc	glencore
prefix	astraz	astrazeneca
prefix	givau	givaudan
prefix	heinek	heineken
prefix	ericss	ericsson
prefix	husqv	husqvarna
prefix	celltr	celltrion
prefix	mediat	mediatek
prefix	embrae	embraer
prefix	enbri	enbridge	canada|united states
prefix	wesfar	wesfarmers
prefix	chipot	chipotle
prefix	palant	palantir
prefix	crowds	crowdstrike
prefix	северс	severstal
prefix	аэроф	aeroflot
prefix	татне	tatneft
# ---------- nothing
nothing	qwzxjvbk
nothing	zzxqkwpt
nothing	asdfjklqwz
nothing	ыфвапролдж
nothing	щшщшщшхъ
nothing	xqjvkzwq corp
nothing	fjdksla ltd
nothing	ъъъыыы
nothing	vvqqxxzz
nothing	пщзщшгк
nothing	klmnqxzv
nothing	ёёжжщщ
"""

LAT = "qwertyuiop[]asdfghjkl;'zxcvbnm,."
RUS = "йцукенгшщзхъфывапролджэячсмитьбю"
to_lat = dict(zip(RUS, LAT)); to_rus = dict(zip(LAT, RUS))


def conv(s, m):
    return ''.join(m.get(c, c) for c in s)


def load_cat(path):
    rows = []
    with open(path, encoding='utf-8') as f:
        next(f); hdr = next(f).rstrip('\n').split('\t')
        for line in f:
            x = dict(zip(hdr, line.rstrip('\n').split('\t')))
            rows.append(x)
    return rows


def matches(x, tick, country):
    if x['country'] != country and not re.fullmatch(country, x['country']):
        return False
    t = x['ticker']
    return ticker_ok(tick, t)


def main():
    rows = load_cat(CAT)
    by_t = {}
    for x in rows:
        by_t.setdefault(norm_ticker(x['ticker']), []).append(x)
    out, dropped = [], []
    for line in Q.strip().split('\n'):
        if not line.strip() or line.startswith('#'):
            continue
        f = line.split('\t')
        kind, q = f[0], f[1]
        if kind == 'nothing':
            out.append([q, '-', '-', 'nothing', '', '']); continue
        key = f[2]
        if key.endswith('?') or key not in C:
            dropped.append((q, key, 'company not in the list')); continue
        tick, country, name_rx = C[key]
        if len(f) > 3 and f[3]:
            country = f[3]
        cands = [x for x in rows if matches(x, tick, country)]
        named = [x for x in cands if re.search(name_rx, x['name'].casefold())] or cands
        if not cands:
            dropped.append((q, key, f'no catalogue row /{tick}/ {country}')); continue
        isins = sorted({x['isin'] for x in named if x['isin']})
        note = ''
        if q.startswith('@lat:'):
            note = q[5:]; q = conv(q[5:], to_lat)
        elif q.startswith('@ru:'):
            note = q[4:]; q = conv(q[4:].lower(), to_rus)
        elif q.startswith('@'):
            typ = q[1:].split(':')[0]
            val = ''
            for x in named:
                if typ == 'isin' and x['isin']:
                    val = x['isin']
                elif typ == 'cusip' and x['cusip']:
                    val = x['cusip']
                elif typ == 'figi' and x['figi']:
                    val = x['figi'].split()[0]
                if val:
                    break
            if not val:
                dropped.append((q, key, f'no {typ} in the catalogue')); continue
            note = typ; q = val
        kindf = f'{kind}: {note}' if note else kind
        out.append([q, tick, country, kindf, ','.join(isins), name_rx])
    with open(os.path.join(HERE, 'heldout_queries.tsv'), 'w', encoding='utf-8') as w:
        w.write('# held-out typed queries for finder (issue 38); see README.md. '
                'query\tticker regex\tcountry regex\tkind[: note]\tISINs\tfolded-name regex\n')
        for r in out:
            w.write('\t'.join(r) + '\n')
    for d in dropped:
        print('DROPPED', *d, sep='\t')
    print(len(out), 'queries written,', len(dropped), 'dropped')


if __name__ == '__main__':
    main()
