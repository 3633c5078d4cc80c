#!/usr/bin/env python3
"""Collision query set for finder: hand-written source + builder.
A query is a whole word or name that is the full name (or everyday brand / former name) of one
well-known listed company AND a word in other companies' names or brands; the person means the
well-known company. Kind `brand` for those, `prefix` for the start of the intended name.
usage: build_collisions.py [CATALOGUE]   -> writes collisions_queries.tsv next to this file
COMPANIES: key | ticker regex | country regex | folded-name regex
QUERIES:   query | key | kind[: note]   (the note names the colliding companies / brands)"""
import os, re, sys
sys.path.insert(0, '/work/shared/relevance')
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'typed'))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'blind'))
from build_blind import load, parse, companies, row, write  # noqa: E402  (the same reading of the catalogue)

HERE = os.path.dirname(os.path.abspath(__file__))
CAT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, '..', '..', '..', 'Resources', 'catalogue.tsv')
US = 'united states'

COMPANIES = """
# --- United States
aapl | AAPL | US | ^apple inc
orcl | ORCL | US | ^oracle corp
tgt | TGT | US | ^target corp
v | V | US | ^visa inc
block | XYZ|SQ | US | ^block,? inc
gap | GAP|GPS | US | ^(the )?gap,? inc
f | F | US | ^ford motor
dal | DAL | US | ^delta air lines
ual | UAL | US | ^united airlines
aal | AAL | US | ^american airlines
so | SO | US | ^(the )?southern company
d | D | US | ^dominion energy
meta | META | US | ^meta platforms
zm | ZM | US | ^zoom (video|communications)
snap | SNAP | US | ^snap inc
ge | GE | US | ^(general electric|ge aerospace)
khc | KHC | US | ^(the )?kraft heinz
tpr | TPR | US | ^tapestry
pfe | PFE | US | ^pfizer inc
abt | ABT | US | ^abbott lab
hon | HON | US | ^honeywell international
cl | CL | US | ^colgate.palmolive company
pg | PG | US | ^(the )?procter
wmt | WMT | US | ^walmart inc
mar | MAR | US | ^marriott international
hlt | HLT | US | ^hilton worldwide
dpz | DPZ | US | ^domino.?s pizza,? inc
ko | KO | US | ^(the )?coca.cola company
c | C | US | ^citigroup
ms | MS | US | ^morgan stanley$
jnj | JNJ | US | ^johnson ?& ?johnson
gis | GIS | US | ^general mills
luv | LUV | US | ^southwest airlines
emr | EMR | US | ^emerson electric
hpq | HPQ | US | ^hp inc
# --- Europe
ora | ORA | france | ^orange
tte | TTE|FP | france|US | ^totalenergies
stla | STLA|STLAM|STLAP | france|italy|US | ^stellantis
ker | KER | france | ^kering
rms | RMS | france | ^hermes international
vow | VOW3? | germany | ^volkswagen ag$
sie | SIE | germany | ^siemens (ag|aktiengesellschaft)
bayn | BAYN | germany | ^bayer (ag|aktiengesellschaft)
pum | PUM | germany | ^puma se
alv | ALV | germany | ^allianz se
con | CON | germany | ^continental (ag|aktiengesellschaft)
mbg | MBG | germany | ^mercedes.benz group
shel | SHEL | united kingdom | ^shell plc
bp | BP | united kingdom|US | ^bp p\\.?l\\.?c
ng | NG | united kingdom | ^national grid
tsco | TSCO | united kingdom | ^tesco
nxt | NXT | united kingdom | ^next plc
sge | SGE | united kingdom | ^(the )?sage group
vod | VOD | united kingdom | ^vodafone group
ulvr | ULVR | united kingdom | ^unilever plc
rr | RR | united kingdom | ^rolls.royce holdings
nesn | NESN | switzerland | ^nestle s\\.?a
phia | PHIA | netherlands | ^(koninklijke philips|philips)
heia | HEIA | netherlands | ^heineken n\\.?v
inga | INGA | netherlands | ^ing groep
san | SAN | spain | ^banco santander,? s\\.?a
enel | ENEL | italy | ^enel s\\.?p\\.?a
volv | VOLV-B|VOLV-A | sweden | ^ab volvo|^volvo, ab
nokia | NOKIA | finland | ^nokia (oyj|corp)
# --- Asia-Pacific
toyota | 7203 | japan | ^toyota motor
sony | 6758 | japan | ^sony group
canon | 7751 | japan | ^canon inc
nissan | 7201 | japan | ^nissan motor
suzuki | 7269 | japan | ^suzuki motor
asahi | 2502 | japan | ^asahi group
seven | 3382 | japan | ^seven ?& ?i
samsung | 005930 | south korea | ^samsung electronics
hyundai | 005380 | south korea | ^hyundai motor co
kakao | 035720 | south korea | ^kakao corp
posco | 005490 | south korea | ^posco( holdings)?( inc\\.?)?$
lg | 066570|003550 | south korea | ^lg (electronics|corp)
tencent | 0700 | hong kong | ^tencent holding
baba | 9988|BABA | hong kong|US | ^alibaba group
byd | 1211 | hong kong | ^byd co
pingan | 2318 | hong kong | ^ping an insurance
aia | 1299 | hong kong | ^aia group
jd | 9618|JD | hong kong|US | ^jd\\.?com
woolies | WOW | australia | ^woolworths group
# --- India
reliance | RELIANCE | india | ^reliance industries
airtel | BHARTIARTL | india | ^bharti airtel
titan | TITAN | india | ^titan co
hdfcb | HDFCBANK | india | ^hdfc bank
icicib | ICICIBANK | india | ^icici bank
sbin | SBIN | india | ^state bank of india
mm | M&M|M_M|MM | india | ^mahindra (&|and) mahindra
# --- Latin America
vale | VALE3 | brazil | ^vale s\\.?a
itau | ITUB[34] | brazil | ^itau unibanco
gerdau | GGBR[34] | brazil | ^gerdau s\\.?a
# --- Russia
gazp | GAZP | russia | ^gazprom pao
mgnt | MGNT | russia | ^magnit pao
mtlr | MTLRP? | russia | ^mechel
lkoh | LKOH | russia | ^lukoil|^neftyanaya kompaniya lukoil|^nk lukoil
mtss | MTSS | russia | ^mobil.?nye telesistemy|^mts pao|^mobile telesystems
rosseti | FEES|RSTIP? | russia | ^rosseti, public|^federal grid company
sber | SBERP? | russia | ^sberbank
"""

QUERIES = """
# --- US: whole-word names with namesakes
apple | aapl | brand: Apple Hospitality REIT
oracle | orcl | brand: Oracle Financial Services Software (India)
target | tgt | brand: Target Hospitality
visa | v | brand: Visa Steel, Visaka Industries (India)
block | block | brand: H&R Block
square | block | brand: former name; Square Enix
gap | gap | brand: The Gap; Gap Inc.'s namesakes
ford | f | brand: Ford Otomotiv Sanayi (Turkey)
delta | dal | brand: Delta Electronics (Taiwan/Thailand), Delta Apparel
united | ual | brand: United Airlines; United Rentals, UnitedHealth, United Parcel Service
american | aal | brand: American Airlines; American Express, American Tower
southern | so | brand: Southern Company; Southern Copper
dominion | d | brand: Dominion Energy; Dominion Lending
meta | meta | brand: Meta Financial, Metalla ...
zoom | zm | brand: Zoomlion (China)
snap | snap | brand: Snap-on
general electric | ge | brand: General Motors, General Mills
kraft heinz | khc | brand
coach | tpr | brand: former name of Tapestry; bus makers
pfizer | pfe | brand: Pfizer Ltd (India)
abbott | abt | brand: Abbott India
honeywell | hon | brand: Honeywell Automation India
colgate | cl | brand: Colgate-Palmolive (India), Colgate-Palmolive Pakistan
procter & gamble | pg | brand: Procter & Gamble Hygiene and Health Care (India)
walmart | wmt | brand: Walmart de México
marriott | mar | brand: Marriott Vacations Worldwide
hilton | hlt | brand: Hilton Grand Vacations
domino's | dpz | brand: Domino's Pizza Group (UK), Domino's Pizza Enterprises (Australia)
coca-cola | ko | brand: Coca-Cola HBC, Coca-Cola Europacific, Coca-Cola FEMSA, Coca-Cola Consolidated
citi | c | brand: Citizens Financial, CITIC
morgan stanley | ms | brand: JPMorgan Chase
johnson & johnson | jnj | brand: Johnson Controls, Johnson Outdoors
general mills | gis | brand: General Motors, General Electric
southwest | luv | brand: Southwest Gas
emerson | emr | brand: Emerson Radio
hp | hpq | brand: Hewlett Packard Enterprise
# --- Europe
orange | ora | brand: Simply Orange (Coca-Cola)
total | tte | brand: former name of TotalEnergies
peugeot | stla | brand: Peugeot Invest
jeep | stla | brand
gucci | ker | brand
hermes | rms | brand: EFG Hermes, Federated Hermes
audi | vow | brand: Audible (Amazon)
siemens | sie | brand: Siemens Energy, Siemens Healthineers, Siemens Ltd (India)
bayer | bayn | brand: Bayer CropScience (India)
puma | pum | brand: Puma Biotechnology (US)
allianz | alv | brand: Allianz Malaysia
continental | con | brand: Continental Building Products, Continental Holdings
daimler | mbg | brand: former name; Daimler Truck
shell | shel | brand: Shell Pakistan, Shell Midstream
bp | bp | brand: BP Prudhoe Bay Royalty Trust
national grid | ng | brand
tesco | tsco | brand: Tractor Supply (ticker TSCO)
next | nxt | brand: NextEra, Nextracker
sage | sge | brand: Sage Therapeutics
vodafone | vod | brand: Vodafone Idea (India), Vodacom
unilever | ulvr | brand: Hindustan Unilever
dove | ulvr | brand
rolls royce | rr | brand: Rolls-Royce Motor Cars (BMW)
nestle | nesn | brand: Nestlé India, Nestlé Malaysia
philips | phia | brand: Phillips 66, Philips' former Lighting arm
heineken | heia | brand: Heineken Holding, Heineken Malaysia
ing | inga | brand
santander | san | brand: Santander Bank Polska, Banco Santander Chile / Brasil / México
enel | enel | brand: Enel Chile, Enel Américas
volvo | volv | brand: Volvo Car AB
nokia | nokia | brand: Nokian Tyres
# --- Asia-Pacific
toyota | toyota | brand: Toyota Industries, Toyota Tsusho, Toyota Boshoku
lexus | toyota | brand
sony | sony | brand: Sony Financial Group
canon | canon | brand: Canon Marketing Japan, Canon Electronics
nissan | nissan | brand: Nissan Chemical, Nissan Shatai
suzuki | suzuki | brand: Maruti Suzuki India
asahi | asahi | brand: Asahi Kasei, Asahi Intecc
seven eleven | seven | brand: 7-Eleven Malaysia, Seven Bank
samsung | samsung | brand: Samsung SDI, Samsung C&T, Samsung Biologics
hyundai | hyundai | brand: Hyundai Mobis, Hyundai Steel, Hyundai Engineering
kakao | kakao | brand: KakaoBank, Kakao Pay, Kakao Games
posco | posco | brand: POSCO Future M, POSCO International
lg | lg | brand: LG Chem, LG Display, LG Energy Solution
tencent | tencent | brand: Tencent Music (US)
alibaba | baba | brand: Alibaba Health, Alibaba Pictures
byd | byd | brand: BYD Electronic
ping an | pingan | brand: Ping An Bank, Ping An Healthcare
aia | aia | brand: AIA Engineering (India)
jd | jd | brand: JD Sports (UK), JD Health, JD Logistics
woolworths | woolies | brand: Woolworths Holdings (South Africa)
# --- India
reliance | reliance | brand: Reliance Power, Reliance Infrastructure
airtel | airtel | brand: Airtel Africa
titan | titan | brand: Titan Machinery (US)
hdfc | hdfcb | brand: HDFC Life, HDFC AMC
icici | icicib | brand: ICICI Prudential, ICICI Lombard
sbi | sbin | brand: SBI Life, SBI Cards
mahindra | mm | brand: Tech Mahindra, Mahindra Finance
# --- Latin America
vale | vale | brand: Vale Indonesia
itau | itau | brand: Itaúsa
gerdau | gerdau | brand: Metalúrgica Gerdau
# --- Russia
gazprom | gazp | brand: Gazprom Neft
газпром | gazp | brand: Газпром нефть
магнит | mgnt | brand: Магнитогорский металлургический комбинат
мечел | mtlr | brand
лукойл | lkoh | brand
мтс | mtss | brand: МТС-Банк
россети | rosseti | brand: Россети Ленэнерго, Россети Центр
сбербанк | sber | brand
# --- prefix: the start of the intended name
micros | msft | prefix
berksh | brk | prefix
samsu | samsung | prefix
hyund | hyundai | prefix
volksw | vow | prefix
siemen | sie | prefix
walmar | wmt | prefix
santan | san | prefix
alibab | baba | prefix
tence | tencent | prefix
relian | reliance | prefix
toyot | toyota | prefix
gazpr | gazp | prefix
heinek | heia | prefix
panaso | panasonic | prefix
"""
COMPANIES += """
msft | MSFT | US | ^microsoft
brk | BRK[AB] | US | ^berkshire hathaway
panasonic | 6752 | japan | ^panasonic
"""


def main():
    rows = load(CAT)
    comp = companies(rows, COMPANIES)
    out = ['# collision query set for finder: query, ticker regex, country regex, kind[: note], ISINs, '
           'folded-name regex (written blind, see README.md)']
    for q, key, kind in parse(QUERIES, 3):
        if key not in comp:
            print(f'UNKNOWN KEY {key} for {q}', file=sys.stderr); continue
        tick, country, name_rx, exp = comp[key]
        out.append(row(q, tick, country, kind, exp, name_rx))
    write(out, os.path.join(HERE, 'collisions_queries.tsv'))


if __name__ == '__main__':
    main()
