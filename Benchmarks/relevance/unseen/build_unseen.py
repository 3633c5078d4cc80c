#!/usr/bin/env python3
"""Unseen blind query set for finder: hand-written source + builder (the builder functions are copied from
../fresh/build_fresh.py, which adapted them from ../blind/build_blind.py).
usage: build_unseen.py [CATALOGUE]   -> writes unseen_queries.tsv next to this file
COMPANIES: key | ticker regex | country regex | folded-name regex
QUERIES:   query | key | kind[: note]
  layout rows:     @lat:WORD (Russian word typed on the Latin layout) / @ru:WORD (Latin word on ЙЦУКЕН)
  identifier rows: @isin / @cusip / @figi  (taken from the expected company's catalogue row)
  nothing rows:    key '-'"""
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'typed'))
from blind_set import build  # noqa: E402

COMPANIES = """
# --- United States (issuer listed in the US)
yum | YUM | US | ^yum! brands
pm_mo | PM|MO | US | ^(philip morris international|altria group)
gm | GM | US | ^general motors
dis | DIS | US | ^walt disney
block | XYZ|SQ | US | ^block,? inc
cart | CART | US | ^maplebear
snap | SNAP | US | ^snap inc
mtch | MTCH | US | ^match group
avgo | AVGO | US | ^broadcom inc
ibm | IBM | US | ^international business machines
intu | INTU | US | ^intuit inc
ms | MS | US | ^morgan stanley
schw | SCHW | US | ^(the )?charles schwab
bac | BAC | US | ^bank of america
cvs | CVS | US | ^cvs health
unh | UNH | US | ^unitedhealth
amd | AMD | US | ^advanced micro devices
swk | SWK | US | ^stanley black
gen | GEN | US | ^gen digital
nwsa | NWSA? | US | ^news corp
dri | DRI | US | ^darden restaurants
eat | EAT | US | ^brinker international
bkng | BKNG | US | ^booking holdings
nke | NKE | US | ^nike
abbv | ABBV | US | ^abbvie
mrk | MRK | US | ^merck & co
stz_abi | STZ|ABI | US|belgium | ^(constellation brands|anheuser)
mcd | MCD | US | ^mcdonald's
pfe | PFE | US | ^pfizer
cat | CAT | US | ^caterpillar
noc | NOC | US | ^northrop grumman
gs | GS | US | ^(the )?goldman sachs
cmg | CMG | US | ^chipotle
pg | PG | US | ^(the )?procter & gamble
hal | HAL | US | ^halliburton
cop | COP | US | ^conocophillips
mdlz | MDLZ | US | ^mondelez
net | NET | US | ^cloudflare
pltr | PLTR | US | ^palantir
meli | MELI | US | ^mercadolibre
sbux | SBUX | US | ^starbucks
intc | INTC | US | ^intel corp
orcl | ORCL | US | ^oracle corp
ba | BA | US | ^(the )?boeing
jnj | JNJ | US | ^johnson & johnson
ma | MA | US | ^mastercard
cvx | CVX | US | ^chevron corp
uber | UBER | US | ^uber technologies
adbe | ADBE | US | ^adobe
anf | ANF | US | ^abercrombie & fitch
ajg | AJG | US | ^arthur j\. gallagher
bbwi | BBWI | US | ^bath & body works
kr | KR | US | ^(the )?kroger
ko | KO | US | ^(the )?coca-cola company
de | DE | US | ^deere
ge | GE | US | ^ge aerospace
mmm | MMM | US | ^3m company
hd | HD | US | ^(the )?home depot
txn | TXN | US | ^texas instruments
hon | HON | US | ^honeywell international
unp | UNP | US | ^union pacific
pdd | PDD | US | ^pdd holdings
# --- Canada, Latin America
qsr | QSR | canada|US | ^restaurant brands international
brp | DOO | canada | ^brp inc
telus | T | canada | ^telus
cve | CVE | canada | ^cenovus
enb | ENB | canada | ^enbridge inc
ry | RY | canada|US | ^royal bank of canada
femsa | FEMSAUBD | mexico | ^fomento economico mexicano
amx | AMX[LB]? | mexico | ^america movil
becle | CUERVO | mexico | ^becle
banorte | GFNORTEO | mexico | ^grupo financiero banorte
alpa | ALPA[34] | brazil | ^alpargatas
ambev | ABEV3 | brazil | ^ambev
embr | EMBR3|EMBJ3 | brazil | ^embraer
petr | PETR[34] | brazil | ^petroleo brasileiro
vale | VALE3 | brazil | ^vale s\.?a
sabesp | SBSP3 | brazil | ^companhia de saneamento basico
conchatoro | CONCHATORO | chile | ^vina concha y toro
latam | LTM | chile | ^latam airlines
sqm | SQM.?[AB] | chile | ^(sociedad quimica y minera|soquimich [ab]$)
# --- Europe, Turkey
itx | ITX | spain | ^industria de diseno textil
ker | KER | france | ^kering
lvmh | MC | france | ^lvmh
cfr | CFR | switzerland | ^compagnie financiere richemont
nesn | NESN | switzerland | ^nestle
bn | BN | france | ^danone
ri | RI | france | ^pernod ricard
dge | DGE | united kingdom | ^diageo
abi | ABI | belgium | ^anheuser
rkt | RKT | united kingdom | ^reckitt
hln | HLN | united kingdom | ^haleon
bei | BEI | germany | ^beiersdorf
hen | HEN3? | germany | ^henkel
bmw | BMW3? | germany | ^bayerische motoren werke
vw | VOW3? | germany | ^volkswagen ag
stla | STLA | france|italy|US | ^stellantis
volvo | VOLV.?[AB] | sweden | ^(ab volvo|volvo, ab)
traton | 8TRA | germany | ^traton
afklm | AF | france | ^air france
iag | IAG | spain|united kingdom | ^international consolidated airlines
monc | MONC | italy | ^moncler
bayn | BAYN | germany | ^bayer aktiengesellschaft
azn | AZN | united kingdom | ^astrazeneca
ihg | IHG | united kingdom | ^intercontinental hotels
heineken | HEI[AO] | netherlands | ^heineken (n\.v|holding)
ulvr | ULVR | united kingdom | ^unilever plc
brby | BRBY | united kingdom | ^burberry
sbry | SBRY | united kingdom | ^j sainsbury
barc | BARC | united kingdom | ^barclays
mks | MKS | united kingdom | ^marks and spencer
shel | SHEL | united kingdom | ^shell plc
bp | BP | united kingdom|US | ^bp p\.?l\.?c
su | SU | france | ^schneider electric
ca | CA | france | ^carrefour
en | EN | france | ^bouygues
loreal | OR | france | ^l'oreal
airbus | AIR | france | ^airbus
renault | RNO | france | ^renault
ml | ML | france | ^compagnie generale des etablissements michelin
ifx | IFX | germany | ^infineon
adidas | ADS | germany | ^adidas
basf | BAS | germany | ^basf
sap | SAP | germany|US | ^sap se
siemens | SIE | germany | ^siemens aktiengesellschaft
dbk | DBK | germany | ^deutsche bank
g | G | italy | ^assicurazioni generali
bmps | BMPS | italy | ^banca monte dei paschi
enel | ENEL | italy | ^enel
tef | TEF | spain | ^telefonica
bbva | BBVA | spain | ^banco bilbao vizcaya
philips | PHIA | netherlands | ^koninklijke philips
ad | AD | netherlands | ^koninklijke ahold delhaize
novn | NOVN | switzerland | ^novartis
sand | SAND | sweden | ^sandvik
elux | ELUX.?B | sweden | ^(ab electrolux|electrolux, ab)
ericsson | ERIC.?B | sweden | ^telefonaktiebolaget lm ericsson
maersk | MAERSK.?B | denmark | ^a\.?p\.? mo
nokia | NOKIA | finland | ^nokia corp
pkn | PKN | poland | ^polski koncern naftowy
isctr | ISCTR | turkey | ^turkiye is bankasi
tcell | TCELL | turkey | ^turkcell
# --- Japan
sony | 6758|SONY | japan|US | ^sony group
nintendo | 7974 | japan | ^nintendo
ryohin | 7453 | japan | ^ryohin keikaku
toyota | 7203 | japan | ^toyota motor
honda | 7267|HMC | japan|US | ^honda motor
nissan | 7201 | japan | ^nissan motor
capcom | 9697 | japan | ^capcom
bandai | 7832 | japan | ^bandai namco
asahi | 2502 | japan | ^asahi group
suzuki | 7269 | japan | ^suzuki motor
panasonic | 6752 | japan | ^panasonic
fujitsu | 6702 | japan | ^fujitsu limited
nikon | 7731 | japan | ^nikon
canon | 7751 | japan | ^canon inc
olympus | 7733 | japan | ^olympus
bridgestone | 5108 | japan | ^bridgestone
shiseido | 4911 | japan | ^shiseido
daikin | 6367 | japan | ^daikin
komatsu | 6301 | japan | ^komatsu ltd
keyence | 6861 | japan | ^keyence
softbank | 9984 | japan | ^softbank group
hitachi | 6501 | japan | ^hitachi, ltd
mufg | 8306 | japan | ^mitsubishi ufj
# --- Korea, China / Hong Kong, Taiwan
hyundai | 005380 | south korea | ^hyundai motor
kia | 000270 | south korea | ^kia corp
samsung | 005930 | south korea | ^samsung electronics
hynix | 000660 | south korea | ^sk hynix
kakao | 035720 | south korea | ^kakao corp
celltrion | 068270 | south korea | ^celltrion, inc
ncsoft | 036570 | south korea | ^ncsoft
nongshim | 004370 | south korea | ^nongshim co
hitejinro | 000080 | south korea | ^hitejinro co
lghh | 051900 | south korea | ^lg household
cjcj | 097950 | south korea | ^cj cheiljedang
tencent | 0?700 | hong kong | ^tencent
alibaba | 0?9988|BABA | hong kong|US | ^alibaba group
meituan | 0?3690 | hong kong | ^meituan
xiaomi | 0?1810 | hong kong | ^xiaomi
lenovo | 0?992 | hong kong | ^lenovo group
popmart | 0?9992 | hong kong | ^pop mart
tti | 0?669 | hong kong | ^techtronic
geely | 0?175 | hong kong | ^geely automobile
byd | 0?1211 | hong kong | ^byd co
cnooc | 0?0?883 | hong kong | ^cnooc
pingan | 0?2318|601318 | hong kong|china | ^ping an insurance
ccb | 601939 | china | ^china construction bank
haier | 600690 | china | ^haier smart home
asus | 2357 | taiwan | ^asustek
honhai | 2317 | taiwan | ^hon hai precision
# --- India, Southeast Asia, Australia, Middle East / Africa
reliance | RELIANCE | india | ^reliance industries
titan | TITAN | india | ^titan company
eicher | EICHERMOT | india | ^eicher motors
indhotel | INDHOTEL | india | indian hotels
hul | HINDUNILVR | india | ^hindustan unilever
hindalco | HINDALCO | india | ^hindalco
lt | LT | india | ^larsen & toubro
itc | ITC | india | ^itc limited
thaibev | Y92 | singapore | ^thai beverage
ocbc | O39 | singapore | ^oversea-chinese banking
amrt | AMRT | indonesia | sumber alfaria
tlkm | TLKM | indonesia | pt telekomunikasi indonesia
bbri | BBRI | indonesia | bank rakyat indonesia
pubm | PUBM | malaysia | ^public bank
scc | SCC | thailand | ^the siam cement public
wow | WOW | australia | ^woolworths group
wes | WES | australia | ^wesfarmers
bga | BGA | australia | ^bega cheese
twe | TWE | australia | ^treasury wine
mqg | MQG | australia | ^macquarie group
csl | CSL | australia | ^csl
bhp | BHP | australia | ^bhp group
eand | ETISALAT|EAND | dubai|abu dhabi|united arab emirates | ^emirates tele
enbd | ENBD|EMIRATESNBD | dubai|united arab emirates | ^emirates nbd
rajhi | 1120 | saudi arabia | ^al rajhi bank
scom | SCOM | kenya | ^safaricom
npn | NPN | south africa | ^naspers
teva | TEVA | israel|US | ^teva pharmaceutical
# --- Russia
sber | SBERP? | russia | ^sberbank
x5 | FIVE|X5 | russia | ^x5 retail
tcs | TCSG|T | russia | t-technologies|tcs group
mts | MTSS | russia | ^mobile telesystems
rtkm | RTKMP? | russia | ^rostelecom
gmkn | GMKN | russia | norilsk nickel
magn | MAGN | russia | ^magnitogorsk
mtlr | MTLRP? | russia | ^mechel
mgnt | MGNT | russia | ^magnit pao
lkoh | LKOH | russia | ^lukoil
sngs | SNGSP? | russia | ^surgutneftegas
trnfp | TRNFP | russia | ^transneft
fees | FEES | russia | ^federal grid
agro | AGRO|RAGR | russia | ^ros ?agro
ozon | OZON | russia | ^ozon
moex | MOEX | russia | ^moscow exchange
upro | UPRO | russia | ^unipro
enru | ENRU|ELFV | russia | ^(enel russia|el5)
kmaz | KMAZ | russia | ^kamaz
akrn | AKRN | russia | ^acron
rasp | RASP | russia | ^raspadskaya
nmtp | NMTP | russia | ^novorossiysk commercial sea port
belu | BELU | russia | ^(novabev|beluga)
aflt | AFLT | russia | ^aeroflot
okey | OKEY | russia | okey
mvid | MVID | russia | ^m\.?video
sgzh | SGZH | russia | segezha
utar | UTAR | russia | ^utair
irkt | IRKT | russia | ^yakovlev
vtbr | VTBR | russia | ^vtb bank
nlmk | NLMK | russia | ^novolipetsk
rosn | ROSN | russia | ^rosneft
"""

QUERIES = """
# ---------------- brand: product / brand / subsidiary / app / store / drug / game / former name -> listed issuer
# United States (issuer listed in the US)
taco bell | yum | brand
Marlboro | pm_mo | brand: PMI outside the US, Altria in the US
cadillac | gm | brand
espn | dis | brand
cash app | block | brand
instacart | cart | brand: Maplebear Inc.
snapchat | snap | brand
Tinder | mtch | brand
vmware | avgo | brand: former listed company, Broadcom since 2023
red hat | ibm | brand
turbotax | intu | brand
e*trade | ms | brand: Morgan Stanley since 2020
td ameritrade | schw | brand: former listed company, Schwab since 2020
merrill lynch | bac | brand
aetna | cvs | brand
optum | unh | brand
xilinx | amd | brand: former listed company, AMD since 2022
dewalt | swk | brand
nortonlifelock | gen | brand: former name of Gen Digital
wall street journal | nwsa | brand: Dow Jones, News Corp
olive garden | dri | brand
chili's | eat | brand: Brinker International
booking.com | bkng | brand
converse | nke | brand
Botox | abbv | brand: drug (Allergan)
keytruda | mrk | brand: drug
Jeep | stla | brand
modelo especial | stz_abi | brand: Constellation in the US, AB InBev elsewhere
# Europe
bershka | itx | brand
Gucci | ker | brand
sephora | lvmh | brand
cartier | cfr | brand
purina | nesn | brand
evian | bn | brand
absolut vodka | ri | brand
guinness | dge | brand
stella artois | abi | brand
durex | rkt | brand
sensodyne | hln | brand
nivea | bei | brand
loctite | hen | brand
mini cooper | bmw | brand
audi | vw | brand
alfa romeo | stla | brand
renault trucks | volvo | brand: AB Volvo, not Renault
scania | traton | brand
klm | afklm | brand
iberia | iag | brand
stone island | monc | brand
monsanto | bayn | brand: former listed company, Bayer since 2018
tagrisso | azn | brand: drug
holiday inn | ihg | brand
tiger beer | heineken | brand
# Asia
PlayStation | sony | brand
mario kart | nintendo | brand: game
wechat | tencent | brand: app
tmall | alibaba | brand
dianping | meituan | brand: app
temu | pdd | brand: app
muji | ryohin | brand
lexus | toyota | brand: marque
acura | honda | brand: marque
street fighter | capcom | brand: game
gundam | bandai | brand
peroni | asahi | brand: beer
blade & soul | ncsoft | brand: game
shin ramyun | nongshim | brand
chamisul | hitejinro | brand: soju
the history of whoo | lghh | brand: cosmetics
bibigo | cjcj | brand
zenbook | asus | brand
ge appliances | haier | brand: Haier since 2016
thinkpad | lenovo | brand
labubu | popmart | brand
milwaukee tool | tti | brand
tanishq | titan | brand
royal enfield | eicher | brand: marque
taj hotels | indhotel | brand
horlicks | hul | brand: HUL in India
chang beer | thaibev | brand
alfamart | amrt | brand: store chain
telkomsel | tlkm | brand: subsidiary
# Australia, Middle East, Africa
woolies | wow | brand: colloquial (Australia)
bunnings | wes | brand
vegemite | bga | brand
penfolds | twe | brand
etisalat | eand | brand: former name of e&
m-pesa | scom | brand
takealot | npn | brand
copaxone | teva | brand: drug
# Canada, Latin America
tim hortons | qsr | brand
ski-doo | brp | brand
koodo | telus | brand
husky energy | cve | brand: former listed company, Cenovus since 2021
oxxo | femsa | brand: store chain
claro | amx | brand
jose cuervo | becle | brand
havaianas | alpa | brand
guaraná antarctica | ambev | brand
casillero del diablo | conchatoro | brand
lan airlines | latam | brand: former name
# ---------------- typo (Latin: one or two edits)
macdonalds | mcd | typo: phonetic
volkswagon | vw | typo
hyundia | hyundai | typo: transposition
toyata | toyota | typo
suzuky | suzuki | typo: i/y
panasonik | panasonic | typo: c/k
fujitzu | fujitsu | typo
nicon | nikon | typo: k/c
cannon | canon | typo: doubled letter
olimpus | olympus | typo: y/i
bridgstone | bridgestone | typo: dropped letter
shisedo | shiseido | typo: dropped letter
diakin | daikin | typo: transposition
komatzu | komatsu | typo
keyance | keyence | typo
hinix | hynix | typo: y/i
kakoa | kakao | typo: transposition
celtrion | celltrion | typo: dropped letter
meitaun | meituan | typo: transposition
geley | geely | typo
hindalko | hindalco | typo: c/k
uniliver | ulvr | typo
diagio | dge | typo
dannone | bn | typo: doubled letter
kerring | ker | typo: doubled letter
burbery | brby | typo: dropped letter
sainsburry | sbry | typo: doubled letter
barcleys | barc | typo
astrazenica | azn | typo
stelantis | stla | typo: dropped letter
schnieder | su | typo: transposition
bouyges | en | typo: dropped letter
carefour | ca | typo: dropped letter
infenion | ifx | typo: transposition
sandvick | sand | typo
elektrolux | elux | typo: c/k
mearsk | maersk | typo: transposition
telefonika | tef | typo: c/k
embrear | embr | typo: transposition
phizer | pfe | typo: ph/f
catepillar | cat | typo: dropped letter
northrup | noc | typo: o/u
chipolte | cmg | typo: transposition
proctor | pg | typo
haliburton | hal | typo: dropped letter
conocophilips | cop | typo: dropped letter
anheiser | abi | typo
mondalez | mdlz | typo
cloudfare | net | typo: dropped letter
palantier | pltr | typo
enbrige | enb | typo: dropped letter
westfarmers | wes | typo: added letter
macquaire | mqg | typo: transposition
turksell | tcell | typo: phonetic
mercado libre | meli | typo: split word
starbuks | sbux | typo: dropped letter
broadcomm | avgo | typo: doubled letter
loukoil | lkoh | typo: ou/u (French transliteration)
# typo (Cyrillic)
норникел | gmkn | typo: dropped soft sign
сургутнефтигаз | sngs | typo
транснефт | trnfp | typo: dropped soft sign
ростелекам | rtkm | typo: о/а
мечэл | mtlr | typo: е/э
масбиржа | moex | typo: о/а
тинькоф | tcs | typo: dropped letter
интэл | intc | typo: е/э
адедас | adidas | typo
макдональдс | mcd | typo: added soft sign
фольцваген | vw | typo: кс/ц
полантир | pltr | typo: а/о
# ---------------- ru-spelling: foreign companies in Cyrillic
интел | intc | ru-spelling
оракл | orcl | ru-spelling
старбакс | sbux | ru-spelling
макдоналдс | mcd | ru-spelling
боинг | ba | ru-spelling
эйрбас | airbus | ru-spelling
джонсон энд джонсон | jnj | ru-spelling
мастеркард | ma | ru-spelling
голдман сакс | gs | ru-spelling
шеврон | cvx | ru-spelling
шелл | shel | ru-spelling
ниссан | nissan | ru-spelling
хёндай | hyundai | ru-spelling
киа | kia | ru-spelling
алибаба | alibaba | ru-spelling
сяоми | xiaomi | ru-spelling
леново | lenovo | ru-spelling
луи виттон | lvmh | ru-spelling
лореаль | loreal | ru-spelling
данон | bn | ru-spelling
адидас | adidas | ru-spelling
фольксваген | vw | ru-spelling
рено | renault | ru-spelling
байер | bayn | ru-spelling
басф | basf | ru-spelling
филипс | philips | ru-spelling
эрикссон | ericsson | ru-spelling
астразенека | azn | ru-spelling
новартис | novn | ru-spelling
рилайанс | reliance | ru-spelling
вале | vale | ru-spelling
тева | teva | ru-spelling
палантир | pltr | ru-spelling
убер | uber | ru-spelling
катерпиллер | cat | ru-spelling
# ---------------- ru-everyday: names Russians use for Russian issuers
сбер | sber | ru-everyday
пятёрочка | x5 | ru-everyday: store chain
тинькофф | tcs | ru-everyday: former bank name
т-банк | tcs | ru-everyday: bank brand since 2024
мтс | mts | ru-everyday
ростелеком | rtkm | ru-everyday
норникель | gmkn | ru-everyday
ммк | magn | ru-everyday
мечел | mtlr | ru-everyday
магнит | mgnt | ru-everyday
лукойл | lkoh | ru-everyday
сургут | sngs | ru-everyday: colloquial
транснефть | trnfp | ru-everyday
фск еэс | fees | ru-everyday: former name (Россети)
русагро | agro | ru-everyday
озон | ozon | ru-everyday
мосбиржа | moex | ru-everyday
юнипро | upro | ru-everyday
энел россия | enru | ru-everyday: former name (ЭЛ5-Энерго)
камаз | kmaz | ru-everyday
акрон | akrn | ru-everyday
распадская | rasp | ru-everyday
нмтп | nmtp | ru-everyday
белуга | belu | ru-everyday: former name (Novabev)
победа | aflt | ru-everyday: subsidiary airline
окей | okey | ru-everyday: store chain
эльдорадо | mvid | ru-everyday: store chain
сегежа | sgzh | ru-everyday
ютэйр | utar | ru-everyday
иркут | irkt | ru-everyday: former name (Яковлев)
# ---------------- layout
@lat:лукойл | lkoh | layout
@lat:сбербанк | sber | layout
@lat:норникель | gmkn | layout
@lat:магнит | mgnt | layout
@lat:мтс | mts | layout
@lat:ростелеком | rtkm | layout
@lat:озон | ozon | layout
@lat:тинькофф | tcs | layout
@lat:мосбиржа | moex | layout
@lat:транснефть | trnfp | layout
@ru:alibaba | alibaba | layout
@ru:toyota | toyota | layout
@ru:boeing | ba | layout
@ru:adidas | adidas | layout
@ru:starbucks | sbux | layout
@ru:oracle | orcl | layout
@ru:intel | intc | layout
@ru:honda | honda | layout
@ru:volkswagen | vw | layout
@ru:airbus | airbus | layout
# ---------------- prefix
caterp | cat | prefix
halli | hal | prefix
schnei | su | prefix
bouyg | en | prefix
carref | ca | prefix
enbrid | enb | prefix
macqua | mqg | prefix
hindal | hindalco | prefix
celltr | celltrion | prefix
keyen | keyence | prefix
cloudf | net | prefix
chipot | cmg | prefix
mondel | mdlz | prefix
embrae | embr | prefix
turkce | tcell | prefix
sandv | sand | prefix
komat | komatsu | prefix
норник | gmkn | prefix
сургу | sngs | prefix
лукой | lkoh | prefix
ростел | rtkm | prefix
мосби | moex | prefix
трансн | trnfp | prefix
тиньк | tcs | prefix
распад | rasp | prefix
# ---------------- suffixed-ticker
7267.T | honda | suffixed-ticker
9984.T | softbank | suffixed-ticker
005380.KS | hyundai | suffixed-ticker
1211.HK | byd | suffixed-ticker
3690.hk | meituan | suffixed-ticker
2317.TW | honhai | suffixed-ticker
TITAN.NS | titan | suffixed-ticker
sap.de | sap | suffixed-ticker
ULVR.L | ulvr | suffixed-ticker
MC.PA | lvmh | suffixed-ticker
ENEL.MI | enel | suffixed-ticker
NOKIA.HE | nokia | suffixed-ticker
RY.TO | ry | suffixed-ticker
BHP.AX | bhp | suffixed-ticker
LKOH.ME | lkoh | suffixed-ticker
# ---------------- prefixed-ticker
NASDAQ:ADBE | adbe | prefixed-ticker
NYSE:DIS | dis | prefixed-ticker
nasdaq:intc | intc | prefixed-ticker
LON:BARC | barc | prefixed-ticker
ETR:SIE | siemens | prefixed-ticker
EPA:OR | loreal | prefixed-ticker
TYO:8306 | mufg | prefixed-ticker
HKG:0883 | cnooc | prefixed-ticker
MOEX:MGNT | mgnt | prefixed-ticker
TSX:ENB | enb | prefixed-ticker
ASX:CSL | csl | prefixed-ticker
NSE:ITC | itc | prefixed-ticker
BVMF:PETR4 | petr | prefixed-ticker
KRX:005930 | samsung | prefixed-ticker
SWX:NOVN | novn | prefixed-ticker
# ---------------- identifier
@isin | sap | identifier
@isin | lvmh | identifier
@isin | lkoh | identifier
@isin | ulvr | identifier
@isin | novn | identifier
@isin | reliance | identifier
@isin | tencent | identifier
@isin | petr | identifier
@isin | hyundai | identifier
@cusip | adbe | identifier
@cusip | dis | identifier
@cusip | pfe | identifier
@figi | honda | identifier
@figi | ericsson | identifier
@figi | ker | identifier
# ---------------- legal-connector
ПАО «Сургутнефтегаз» | sngs | legal-connector
ПАО «НК «ЛУКОЙЛ» | lkoh | legal-connector
ПАО «ГМК «Норильский никель» | gmkn | legal-connector
ПАО «Магнитогорский металлургический комбинат» | magn | legal-connector
Публичное акционерное общество «Мобильные ТелеСистемы» | mts | legal-connector
ПАО «Транснефть» | trnfp | legal-connector
ПАО Сбербанк | sber | legal-connector
Банк ВТБ (ПАО) | vtbr | legal-connector
ПАО Московская Биржа | moex | legal-connector
ПАО «КАМАЗ» | kmaz | legal-connector
ПАО «Акрон» | akrn | legal-connector
ПАО «Новолипецкий металлургический комбинат» | nlmk | legal-connector
Public Joint Stock Company Magnit | mgnt | legal-connector
Rosneft Oil Company PJSC | rosn | legal-connector
johnson and johnson | jnj | legal-connector
Marks & Spencer Group plc | mks | legal-connector
abercrombie and fitch co. | anf | legal-connector
arthur j gallagher and co | ajg | legal-connector
bath and body works | bbwi | legal-connector
The Goldman Sachs Group, Inc. | gs | legal-connector
the kroger co. | kr | legal-connector
Deutsche Bank Aktiengesellschaft | dbk | legal-connector
Bayerische Motoren Werke Aktiengesellschaft | bmw | legal-connector
Assicurazioni Generali S.p.A. | g | legal-connector
Banca Monte dei Paschi di Siena S.p.A. | bmps | legal-connector
Telefónica, S.A. | tef | legal-connector
Banco Bilbao Vizcaya Argentaria, S.A. | bbva | legal-connector
Compagnie Générale des Établissements Michelin | ml | legal-connector
Koninklijke Ahold Delhaize N.V. | ad | legal-connector
Anheuser-Busch InBev SA/NV | abi | legal-connector
A.P. Møller - Mærsk A/S | maersk | legal-connector
Aktiebolaget Volvo (publ) | volvo | legal-connector
Polski Koncern Naftowy ORLEN Spółka Akcyjna | pkn | legal-connector
Türkiye İş Bankası A.Ş. | isctr | legal-connector
Hitachi, Ltd. | hitachi | legal-connector
Mitsubishi UFJ Financial Group, Inc. | mufg | legal-connector
Samsung Electronics Co., Ltd. | samsung | legal-connector
China Construction Bank Corporation | ccb | legal-connector
Ping An Insurance (Group) Company of China, Ltd. | pingan | legal-connector
Hon Hai Precision Industry Co., Ltd. | honhai | legal-connector
Larsen & Toubro Limited | lt | legal-connector
PT Bank Rakyat Indonesia (Persero) Tbk | bbri | legal-connector
Oversea-Chinese Banking Corporation Limited | ocbc | legal-connector
Public Bank Berhad | pubm | legal-connector
The Siam Cement Public Company Limited | scc | legal-connector
Al Rajhi Banking & Investment Corp. | rajhi | legal-connector
Emirates NBD Bank P.J.S.C. | enbd | legal-connector
Grupo Financiero Banorte, S.A.B. de C.V. | banorte | legal-connector
Companhia de Saneamento Básico do Estado de São Paulo | sabesp | legal-connector
Sociedad Química y Minera de Chile S.A. | sqm | legal-connector
# ---------------- short-ticker
ko | ko | short-ticker
DE | de | short-ticker
ge | ge | short-ticker
DIS | dis | short-ticker
pfe | pfe | short-ticker
MMM | mmm | short-ticker
ibm | ibm | short-ticker
hd | hd | short-ticker
txn | txn | short-ticker
Hon | hon | short-ticker
unp | unp | short-ticker
BP | bp | short-ticker
SAP | sap | short-ticker
RY | ry | short-ticker
ITC | itc | short-ticker
# ---------------- nothing
qzvrtx | - | nothing
pwkhzn corp | - | nothing
xjvbql sa | - | nothing
zgrtwq holdings | - | nothing
vxkpfmd | - | nothing
фыщцжъ | - | nothing
ъхзщцю пао | - | nothing
жщьэцбк | - | nothing
ыъьщцх ао | - | nothing
гщэжъф | - | nothing
"""


if __name__ == '__main__':
    build('unseen', COMPANIES, QUERIES)
