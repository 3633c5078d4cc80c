#!/usr/bin/env python3
"""Eighth blind query set for finder: hand-written source + a call of the shared builder
(../typed/blind_set.py, the same functions as ../sealed/build_sealed.py uses).
usage: build_eighth.py [CATALOGUE]   -> writes eighth_queries.tsv next to this file
COMPANIES: key | ticker regex | country regex | folded-name regex
QUERIES:   query | key | kind[: note]
  layout rows:     @lat:WORD (Russian word typed on the Latin layout) / @ru:WORD (Latin word on ЙЦУКЕН)
  identifier rows: @isin / @cusip / @figi  (taken from the expected company's catalogue row)
  nothing rows:    key '-'"""
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'typed'))
from blind_set import build  # noqa: E402

COMPANIES = """
# --- United States ---
cocacola   | KO          | united states | ^coca-cola company
yum        | YUM         | united states | ^yum! brands
booking    | BKNG        | united states | ^booking holdings
adobe      | ADBE        | united states | ^adobe inc
amd        | AMD         | united states | ^advanced micro devices
intuit     | INTU        | united states | ^intuit inc
snap       | SNAP        | united states | ^snap inc
block      | SQ|XYZ      | united states | ^block inc
abbvie     | ABBV        | united states | ^abbvie
merck      | MRK         | united states | ^merck & company
pfizer     | PFE         | united states | ^pfizer inc
pg         | PG          | united states | ^procter & gamble
mondelez   | MDLZ        | united states | ^mondelez international
pmi        | PM          | united states | ^philip morris international
hasbro     | HAS         | united states | ^hasbro
3m         | MMM         | united states | ^3m company
deere      | DE          | united states | ^deere & company
ibm        | IBM         | united states | ^international business machines
morganst   | MS          | united states | ^morgan stanley$
gm         | GM          | united states | ^general motors company
pdd        | PDD         | united states | ^pdd holdings
meli       | MELI        | united states | ^mercadolibre
newscorp   | NWSA?       | united states | ^news corporation
mcd        | MCD         | united states | ^mcdonald's corporation
sbux       | SBUX        | united states | ^starbucks
disney     | DIS         | united states | ^walt disney company
jnj        | JNJ         | united states | ^johnson & johnson
boeing     | BA          | united states | ^boeing company
intel      | INTC        | united states | ^intel corporation
uber       | UBER        | united states | ^uber technologies
goldman    | GS          | united states | ^goldman sachs group
homedepot  | HD          | united states | ^home depot
churchd    | CHD         | united states | ^church & dwight
bofa       | BAC         | united states | ^bank of america corporation
cat        | CAT         | united states | ^caterpillar inc
mastercard | MA          | united states | ^mastercard incorporated
palantir   | PLTR        | united states | ^palantir technologies
coinbase   | COIN        | united states | ^coinbase global
duolingo   | DUOL        | united states | ^duolingo
onholding  | ONON        | united states | ^on holding
nike       | NKE         | united states | ^nike inc
credicorp  | BAP         | united states | ^credicorp
# --- Canada (QSR: Toronto or its US line) ---
qsr        | QSR         | canada|united states | ^restaurant brands international
suncor     | SU          | canada        | ^suncor energy
rbc        | RY          | canada        | ^royal bank of canada
thomson    | TRI         | canada        | ^thomson reuters
enbridge   | ENB         | canada        | ^enbridge inc
# --- Europe ---
nestle     | NESN        | switzerland   | ^nestle s\\.a
unilever   | ULVR        | united kingdom | ^unilever plc
inditex    | ITX         | spain         | ^industria de diseno textil
vw         | VOW3?       | germany       | ^volkswagen ag
bmw        | BMW3?       | germany       | ^bayerische motoren werke
beiersdorf | BEI         | germany       | ^beiersdorf
kering     | KER         | france        | ^kering
lvmh       | MC          | france        | ^lvmh
loreal     | OR          | france        | ^l'oreal
danone     | BN          | france        | ^danone
heineken   | HEIA|HEIO   | netherlands   | ^heineken (n\\.v|holding)
diageo     | DGE         | united kingdom | ^diageo
pernod     | RI          | france        | ^pernod ricard
reckitt    | RKT         | united kingdom | ^reckitt benckiser
haleon     | HLN         | united kingdom | ^haleon
iag        | IAG         | spain|united kingdom | ^international consolidated airlines
afklm      | AF          | france        | ^air france
telefonica | TEF         | spain         | ^telefonica, s\\.a
richemont  | CFR         | switzerland   | ^compagnie financiere richemont
renault    | RNO         | france        | ^renault sa
stellantis | STLA        | france|united states | ^stellantis
bayer      | BAYN        | germany       | ^bayer aktiengesellschaft
henkel     | HEN3?       | germany       | ^henkel ag
dher       | DHER        | germany       | ^delivery hero
philips    | PHIA        | netherlands   | ^koninklijke philips
piaggio    | PIA         | italy         | ^piaggio
barclays   | BARC        | united kingdom | ^barclays plc
ihg        | IHG         | united kingdom | ^intercontinental hotels
relx       | REL         | united kingdom | ^relx
bp         | BP          | united kingdom | ^bp p\\.l\\.c
azn        | AZN         | united kingdom | ^astrazeneca
electrolux | ELUX-?[AB]  | sweden        | ^(ab electrolux \\(publ\\)|electrolux, ab ser)
telekomat  | TKA         | austria       | ^telekom austria
lpp        | LPPP?       | poland        | ^lpp sa
arcelik    | ARCLK       | turkey        | ^arcelik
turkcell   | TCELL       | turkey        | ^turkcell
prosus     | PRX         | netherlands   | ^prosus
abinbev    | ABI         | belgium       | ^anheuser busch inbev
dtelekom   | DTE         | germany       | ^deutsche telekom
siemens    | SIE         | germany       | ^siemens aktiengesellschaft
novartis   | NOVN        | switzerland   | ^novartis ag
michelin   | ML          | france        | ^compagnie generale des etablissements michelin
bbva       | BBVA        | spain         | ^banco bilbao vizcaya
generali   | G           | italy         | ^assicurazioni generali
ericsson   | ERIC-?[AB]  | sweden        | ^(telefonaktiebolaget lm ericsson|ericsson)
maersk     | MAERSK-?[AB] | denmark      | ^a\\.? ?p\\.? mo
marks      | MKS         | united kingdom | ^marks and spencer
infineon   | IFX         | germany       | ^infineon
safran     | SAF         | france        | ^safran
airbus     | AIR         | france        | ^airbus
volvo      | VOLV-?[AB]  | sweden        | ^(ab volvo \\(publ\\)|volvo, ab ser)
adidas     | ADS         | germany       | ^adidas ag
# --- Asia ---
sony       | 6758        | japan         | ^sony group
nintendo   | 7974        | japan         | ^nintendo
toyota     | 7203        | japan         | ^toyota motor
nissan     | 7201        | japan         | ^nissan motor
squareenix | 9684        | japan         | ^square enix
capcom     | 9697        | japan         | ^capcom
ryohin     | 7453        | japan         | ^ryohin keikaku
seveni     | 3382        | japan         | ^seven & i
panasonic  | 6752        | japan         | ^panasonic
kakao      | 035720      | south korea   | ^kakao corp
nongshim   | 004370      | south korea   | ^nongshim co
hyundai    | 005380      | south korea   | ^hyundai motor company
samsung    | 005930      | south korea   | ^samsung electronics
tencent    | 0?700       | hong kong     | ^tencent
alibaba    | 9988|BABA   | hong kong|united states | ^alibaba group
popmart    | 9992        | hong kong     | ^pop mart
xiaomi     | 1810        | hong kong     | ^xiaomi
titan      | TITAN       | india         | ^titan company
reliance   | RELIANCE    | india         | ^reliance industries
icici      | ICICIBANK   | india         | ^icici bank
maggi      | NESTLEIND|NESN | india|switzerland | ^nestle (india|s\\.a)
hul        | HINDUNILVR  | india         | ^hindustan unilever
telkom     | TLKM        | indonesia     | ^perusahaan perseroan .*telekomunikasi indonesia
# --- Australia ---
wesfarmers | WES         | australia     | ^wesfarmers
bega       | BGA         | australia     | ^bega cheese
macquarie  | MQG         | australia     | ^macquarie group
bhp        | BHP         | australia     | ^bhp group
# --- Latin America ---
alpargatas | ALPA[34]    | brazil        | ^alpargatas
ambev      | ABEV3       | brazil        | ^ambev
petrobras  | PETR[34]    | brazil        | ^petroleo brasileiro
bradesco   | BBDC[34]    | brazil        | ^banco bradesco
femsa      | FEMSAUBD    | mexico        | ^fomento economico mexicano
amx        | AMX[LAB]?   | mexico        | ^america movil
conchatoro | CONCHATORO  | chile         | ^vina concha y toro
# --- Middle East, Africa ---
safaricom  | SCOM        | kenya         | ^safaricom
naspers    | NPN         | south africa  | ^naspers
stc        | 7010        | saudi arabia  | ^saudi telecom
mobily     | 7020        | saudi arabia  | ^etihad etisalat
sabic      | 2010        | saudi arabia  | ^saudi basic industries
etisalat   | ETISALAT|EAND | dubai       | ^emirates telec
zain       | ZAIN        | kuwait        | ^mobile telecommunications
ooredoo    | ORDS        | qatar         | ^ooredoo q\\.p\\.s\\.c
# --- Russia ---
sber       | SBERP?      | russia        | ^sberbank
lukoil     | LKOH        | russia        | ^lukoil
rosneft    | ROSN        | russia        | ^rosneft
mts        | MTSS        | russia        | ^mobile telesystems
magnit     | MGNT        | russia        | ^magnit pao
nornickel  | GMKN        | russia        | ^mining and metallurgical company norilsk
nlmk       | NLMK        | russia        | ^novolipetsk
mmk        | MAGN        | russia        | ^magnitogorsk
surgut     | SNGSP?      | russia        | ^surgutneftegas
aeroflot   | AFLT        | russia        | ^aeroflot
vtb        | VTBR        | russia        | ^vtb bank
moex       | MOEX        | russia        | ^moscow exchange
ozon       | OZON        | russia        | ^ozon holdings
x5         | FIVE|X5     | russia        | ^x5 retail
rostelecom | RTKMP?      | russia        | ^rostelecom
transneft  | TRNFP?      | russia        | ^transneft
tbank      | TCSG|T      | russia        | (t-technologies|tcs group)
mechel     | MTLRP?      | russia        | ^mechel
raspadskaya | RASP       | russia        | ^raspadskaya
acron      | AKRN        | russia        | ^acron
kamaz      | KMAZ        | russia        | ^kamaz
sollers    | SVAV        | russia        | ^sollers
mvideo     | MVID        | russia        | ^m\\.video
unipro     | UPRO        | russia        | ^unipro
rusagro    | AGRO|RAGR   | russia        | ^ros ?agro
"""

QUERIES = """
# ===== brand: products, apps, chains, marques, drugs, games, drinks, airlines, banks -> listed owner =====
sprite | cocacola | brand
thums up | cocacola | brand: Indian cola owned by Coca-Cola since 1993
kfc | yum | brand
burger king | qsr | brand
tim hortons | qsr | brand
booking.com | booking | brand
photoshop | adobe | brand
ryzen | amd | brand
turbotax | intuit | brand
snapchat | snap | brand
cash app | block | brand
humira | abbvie | brand
keytruda | merck | brand: MSD outside North America
viagra | pfizer | brand
cadbury | mondelez | brand
iqos | pmi | brand
post-it | 3m | brand
john deere | deere | brand
e*trade | morganst | brand
chevrolet | gm | brand
temu | pdd | brand
mercado pago | meli | brand
wall street journal | newscorp | brand
nespresso | nestle | brand
dove | unilever | brand
zara | inditex | brand
audi | vw | brand
mini cooper | bmw | brand
nivea | beiersdorf | brand
gucci | kering | brand
louis vuitton | lvmh | brand
evian | danone | brand
guinness | diageo | brand
johnnie walker | diageo | brand
absolut vodka | pernod | brand
sensodyne | haleon | brand
british airways | iag | brand
klm | afklm | brand
movistar | telefonica | brand
cartier | richemont | brand
dacia | renault | brand
jeep | stellantis | brand
aspirin | bayer | brand
foodpanda | dher | brand
sonicare | philips | brand
vespa | piaggio | brand
barclaycard | barclays | brand
holiday inn | ihg | brand
lexisnexis | relx | brand
aral | bp | brand: German fuel stations
tagrisso | azn | brand
aeg | electrolux | brand
mack trucks | volvo | brand
a1 | telekomat | brand: Austrian mobile network
reserved | lpp | brand: Polish fashion chain
beko | arcelik | brand
on running | onholding | brand
ifood | prosus | brand
stella artois | abinbev | brand
playstation | sony | brand
mario kart | nintendo | brand
lexus | toyota | brand
infiniti | nissan | brand
final fantasy | squareenix | brand
resident evil | capcom | brand
muji | ryohin | brand
7-eleven | seveni | brand
kakaotalk | kakao | brand
shin ramyun | nongshim | brand
wechat | tencent | brand
taobao | alibaba | brand
labubu | popmart | brand
redmi | xiaomi | brand
tanishq | titan | brand
maggi | maggi | brand: Nestlé India or its Swiss parent
surf excel | hul | brand
telkomsel | telkom | brand
bunnings | wesfarmers | brand
vegemite | bega | brand
petro-canada | suncor | brand
havaianas | alpargatas | brand
brahma | ambev | brand
oxxo | femsa | brand
telcel | amx | brand
bcp | credicorp | brand: Banco de Crédito del Perú
casillero del diablo | conchatoro | brand
m-pesa | safaricom | brand: Kenya
takealot | naspers | brand
mobily | mobily | brand
stc | stc | brand
etisalat | etisalat | brand: now e& (former name)
zain | zain | brand
# ===== ru-everyday: Russian names of Russian issuers =====
сбербанк | sber | ru-everyday
лукойл | lukoil | ru-everyday
роснефть | rosneft | ru-everyday
мтс | mts | ru-everyday
магнит | magnit | ru-everyday
норникель | nornickel | ru-everyday
нлмк | nlmk | ru-everyday
ммк | mmk | ru-everyday
сургутнефтегаз | surgut | ru-everyday
аэрофлот | aeroflot | ru-everyday
победа | aeroflot | ru-everyday: Aeroflot's low-cost airline
втб | vtb | ru-everyday
мосбиржа | moex | ru-everyday
озон | ozon | ru-everyday
пятёрочка | x5 | ru-everyday
перекрёсток | x5 | ru-everyday
ростелеком | rostelecom | ru-everyday
транснефть | transneft | ru-everyday
тинькофф | tbank | ru-everyday: former name of T-Bank
мечел | mechel | ru-everyday
распадская | raspadskaya | ru-everyday
акрон | acron | ru-everyday
камаз | kamaz | ru-everyday
соллерс | sollers | ru-everyday
м.видео | mvideo | ru-everyday
юнипро | unipro | ru-everyday
русагро | rusagro | ru-everyday
# ===== ru-spelling: foreign companies written in Cyrillic =====
кока-кола | cocacola | ru-spelling
макдоналдс | mcd | ru-spelling
старбакс | sbux | ru-spelling
найк | nike | ru-spelling
дисней | disney | ru-spelling
пфайзер | pfizer | ru-spelling
джонсон энд джонсон | jnj | ru-spelling
боинг | boeing | ru-spelling
интел | intel | ru-spelling
адоби | adobe | ru-spelling
убер | uber | ru-spelling
голдман сакс | goldman | ru-spelling
мастеркард | mastercard | ru-spelling
тойота | toyota | ru-spelling
сони | sony | ru-spelling
нинтендо | nintendo | ru-spelling
самсунг | samsung | ru-spelling
хендай | hyundai | ru-spelling
тенсент | tencent | ru-spelling
алибаба | alibaba | ru-spelling
сяоми | xiaomi | ru-spelling
нестле | nestle | ru-spelling
юнилевер | unilever | ru-spelling
фольксваген | vw | ru-spelling
сименс | siemens | ru-spelling
байер | bayer | ru-spelling
данон | danone | ru-spelling
адидас | adidas | ru-spelling
хайнекен | heineken | ru-spelling
лореаль | loreal | ru-spelling
астразенека | azn | ru-spelling
новартис | novartis | ru-spelling
# ===== legal-connector =====
ПАО Сбербанк | sber | legal-connector: register form
ПАО «ЛУКОЙЛ» | lukoil | legal-connector: register form
ПАО «НК «Роснефть» | rosneft | legal-connector: register form
ПАО «ГМК «Норильский никель» | nornickel | legal-connector: register form
ПАО «НЛМК» | nlmk | legal-connector: register form
ПАО «Магнитогорский металлургический комбинат» | mmk | legal-connector: register form
ПАО «Сургутнефтегаз» | surgut | legal-connector: register form
ПАО «Аэрофлот» | aeroflot | legal-connector: register form
Банк ВТБ (ПАО) | vtb | legal-connector: register form
ПАО Московская Биржа | moex | legal-connector: register form
ПАО «МТС» | mts | legal-connector: register form
ПАО «Магнит» | magnit | legal-connector: register form
ПАО «Ростелеком» | rostelecom | legal-connector: register form
ПАО «Транснефть» | transneft | legal-connector: register form
ПАО «Мечел» | mechel | legal-connector: register form
ПАО «КАМАЗ» | kamaz | legal-connector: register form
The Coca-Cola Company | cocacola | legal-connector: "the" in front
The Walt Disney Company | disney | legal-connector: "the" in front
Procter and Gamble Co | pg | legal-connector: "and" for "&"
Johnson and Johnson | jnj | legal-connector: "and" for "&"
The Goldman Sachs Group, Inc. | goldman | legal-connector: "the" in front
The Home Depot, Inc. | homedepot | legal-connector: "the" in front
Church and Dwight Co., Inc. | churchd | legal-connector: "and" for "&"
Marks & Spencer Group plc | marks | legal-connector: "&" for "and"
Merck and Co., Inc. | merck | legal-connector: "and" for "&"
Bayerische Motoren Werke Aktiengesellschaft | bmw | legal-connector: AG written out
Volkswagen Aktiengesellschaft | vw | legal-connector: AG written out
Deutsche Telekom Aktiengesellschaft | dtelekom | legal-connector: AG written out
Compagnie Générale des Établissements Michelin SCA | michelin | legal-connector: accented, SCA
LVMH Moët Hennessy Louis Vuitton SE | lvmh | legal-connector: SE
Industria de Diseño Textil, S.A. | inditex | legal-connector: ñ
Telefónica, S.A. | telefonica | legal-connector: accented
Banco Bilbao Vizcaya Argentaria, Sociedad Anónima | bbva | legal-connector: S.A. written out
Assicurazioni Generali S.p.A. | generali | legal-connector
Koninklijke Philips N.V. | philips | legal-connector
Telefonaktiebolaget L M Ericsson (publ) | ericsson | legal-connector: spaced initials
A.P. Møller - Mærsk A/S | maersk | legal-connector: Danish letters
Toyota Jidosha Kabushiki Kaisha | toyota | legal-connector: Japanese legal name
Samsung Electronics Co., Ltd. | samsung | legal-connector
Tencent Holdings Limited | tencent | legal-connector: Holdings, Limited
Petróleo Brasileiro S.A. – Petrobras | petrobras | legal-connector: accented, en dash
Fomento Económico Mexicano, S.A.B. de C.V. | femsa | legal-connector: accented
América Móvil, S.A.B. de C.V. | amx | legal-connector: accented
Saudi Basic Industries Corp. | sabic | legal-connector
Turkcell İletişim Hizmetleri A.Ş. | turkcell | legal-connector: Turkish letters
Banque Royale du Canada | rbc | legal-connector: French name
Thomson Reuters Corp | thomson | legal-connector
# ===== typo (Latin) =====
mcdonals | mcd | typo: dropped d
starbuks | sbux | typo: dropped c
volkswagon | vw | typo: wrong vowel
heiniken | heineken | typo: wrong vowel
seimens | siemens | typo: transposition
unilver | unilever | typo: dropped e
astrazenica | azn | typo: wrong vowel
phizer | pfizer | typo: ph for f
disnay | disney | typo: wrong vowel
toyata | toyota | typo: wrong vowel
hundai | hyundai | typo: dropped y
nintedo | nintendo | typo: dropped n
tencant | tencent | typo: wrong vowel
caterpiller | cat | typo: wrong vowel
mastercrad | mastercard | typo: transposition
palantier | palantir | typo: added e
coinbace | coinbase | typo: c for s
duolinguo | duolingo | typo: added u
renalt | renault | typo: dropped u
ericson | ericsson | typo: dropped s
mearsk | maersk | typo: transposition
phillips | philips | typo: doubled l
kearing | kering | typo: added a
richmont | richemont | typo: dropped e
nestel | nestle | typo: transposition
novatis | novartis | typo: dropped r
infinion | infineon | typo: wrong vowel
biersdorf | beiersdorf | typo: dropped e
henkle | henkel | typo: transposition
reckit | reckitt | typo: dropped t
telefonika | telefonica | typo: k for c
stellantus | stellantis | typo: wrong vowel
panasonik | panasonic | typo: k for c
relience | reliance | typo: wrong vowel
petrobas | petrobras | typo: dropped r
safaricon | safaricom | typo: n for m
naspars | naspers | typo: wrong vowel
oredoo | ooredoo | typo: dropped o
turkcel | turkcell | typo: dropped l
westfarmers | wesfarmers | typo: added t
macquaire | macquarie | typo: transposition
endbridge | enbridge | typo: added d
airbuss | airbus | typo: doubled s
safron | safran | typo: wrong vowel
mondelaz | mondelez | typo: wrong vowel
hasboro | hasbro | typo: added o
boing | boeing | typo: dropped e
nongshin | nongshim | typo: n for m
bradesko | bradesco | typo: k for c
# ===== typo (Cyrillic) =====
сбербнак | sber | typo: transposition
раснефть | rosneft | typo: а for о
аэрафлот | aeroflot | typo: а for о
норникел | nornickel | typo: dropped ь
ростелекам | rostelecom | typo: а for о
магнид | magnit | typo: д for т
сургутнефтигаз | surgut | typo: и for е
тинькоф | tbank | typo: dropped ф
макдональдс | mcd | typo: added ь
фольцваген | vw | typo: ц for кс
тоета | toyota | typo: sound-alike
нинтэндо | nintendo | typo: э for е
пфайзир | pfizer | typo: и for е
алибабба | alibaba | typo: doubled б
# ===== prefix =====
volksw | vw | prefix
heinek | heineken | prefix
starbu | sbux | prefix
mcdona | mcd | prefix
ninten | nintendo | prefix
tencen | tencent | prefix
alibab | alibaba | prefix
astraz | azn | prefix
mondel | mondelez | prefix
caterp | cat | prefix
palant | palantir | prefix
wesfar | wesfarmers | prefix
macqua | macquarie | prefix
beiers | beiersdorf | prefix
сберба | sber | prefix
лукой | lukoil | prefix
роснеф | rosneft | prefix
сургут | surgut | prefix
аэроф | aeroflot | prefix
норил | nornickel | prefix
трансн | transneft | prefix
ростел | rostelecom | prefix
# ===== layout =====
@lat:сбербанк | sber | layout
@lat:лукойл | lukoil | layout
@lat:роснефть | rosneft | layout
@lat:аэрофлот | aeroflot | layout
@lat:магнит | magnit | layout
@lat:норникель | nornickel | layout
@lat:ростелеком | rostelecom | layout
@lat:мечел | mechel | layout
@lat:камаз | kamaz | layout
@ru:heineken | heineken | layout
@ru:nestle | nestle | layout
@ru:volkswagen | vw | layout
@ru:toyota | toyota | layout
@ru:samsung | samsung | layout
@ru:tencent | tencent | layout
@ru:siemens | siemens | layout
@ru:unilever | unilever | layout
@ru:novartis | novartis | layout
@ru:caterpillar | cat | layout
# ===== suffixed-ticker =====
7203.T | toyota | suffixed-ticker
6758.t | sony | suffixed-ticker
005930.KS | samsung | suffixed-ticker
0700.HK | tencent | suffixed-ticker
9988.hk | alibaba | suffixed-ticker
RELIANCE.NS | reliance | suffixed-ticker
PETR4.SA | petrobras | suffixed-ticker
NESN.SW | nestle | suffixed-ticker
MC.PA | lvmh | suffixed-ticker
SIE.DE | siemens | suffixed-ticker
VOW3.DE | vw | suffixed-ticker
ITX.MC | inditex | suffixed-ticker
SBER.ME | sber | suffixed-ticker
lkoh.me | lukoil | suffixed-ticker
BHP.AX | bhp | suffixed-ticker
RY.TO | rbc | suffixed-ticker
# ===== prefixed-ticker =====
NYSE:KO | cocacola | prefixed-ticker
NASDAQ:SBUX | sbux | prefixed-ticker
nyse:dis | disney | prefixed-ticker
LON:ULVR | unilever | prefixed-ticker
LON:AZN | azn | prefixed-ticker
ETR:BAYN | bayer | prefixed-ticker
EPA:OR | loreal | prefixed-ticker
BME:BBVA | bbva | prefixed-ticker
TYO:7974 | nintendo | prefixed-ticker
HKG:1810 | xiaomi | prefixed-ticker
KRX:005380 | hyundai | prefixed-ticker
NSE:ICICIBANK | icici | prefixed-ticker
ASX:WES | wesfarmers | prefixed-ticker
TSX:SU | suncor | prefixed-ticker
MOEX:ROSN | rosneft | prefixed-ticker
# ===== identifier =====
@isin | nestle | identifier
@isin | sony | identifier
@isin | toyota | identifier
@isin | samsung | identifier
@isin | tencent | identifier
@isin | siemens | identifier
@isin | lvmh | identifier
@isin | unilever | identifier
@isin | sber | identifier
@isin | lukoil | identifier
@isin | reliance | identifier
@cusip | cocacola | identifier
@cusip | disney | identifier
@figi | inditex | identifier
@figi | nintendo | identifier
# ===== short-ticker =====
ko | cocacola | short-ticker
Dis | disney | short-ticker
gs | goldman | short-ticker
MS | morganst | short-ticker
pg | pg | short-ticker
hd | homedepot | short-ticker
BA | boeing | short-ticker
gm | gm | short-ticker
de | deere | short-ticker
ibm | ibm | short-ticker
pfe | pfizer | short-ticker
MRK | merck | short-ticker
bac | bofa | short-ticker
Ry | rbc | short-ticker
bp | bp | short-ticker
azn | azn | short-ticker
# ===== nothing =====
qzvbxk | - | nothing
wpfjqz inc | - | nothing
xkvtrq ag | - | nothing
zqjwpx sa | - | nothing
vbqzkx holdings | - | nothing
jxqwzv corp | - | nothing
щйъцжф | - | nothing
ъьщцйж | - | nothing
жщйъхц пао | - | nothing
фъщьцй ао | - | nothing
цйъщжх групп | - | nothing
"""

if __name__ == '__main__':
    build('eighth', COMPANIES, QUERIES)
