#!/usr/bin/env python3
"""Fresh blind query set for finder: hand-written source + builder (the builder functions follow ../blind/build_blind.py).
usage: build_fresh.py [CATALOGUE]   -> writes fresh_queries.tsv next to this file
COMPANIES: key | ticker regex | country regex | folded-name regex
QUERIES:   query | key | kind[: note]
  layout rows:     @lat:WORD (Russian word typed on the Latin layout) / @ru:WORD (Latin word on ЙЦУКЕН)
  identifier rows: @isin / @cusip / @figi  (taken from the expected company's catalogue row)
  nothing rows:    key '-'"""
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'typed'))
from blind_set import build  # noqa: E402

COMPANIES = """
# --- United States
pep | PEP | US | ^pepsico
kmb | KMB | US | ^kimberly-clark
tjx | TJX | US | ^tjx companies
yum | YUM | US | ^yum! brands
bf | BF[AB] | US | ^brown[- ]forman
pypl | PYPL | US | ^paypal holdings
bkng | BKNG | US | ^booking holdings
ttwo | TTWO | US | ^take-two interactive
dash | DASH | US | ^doordash
pm | PM | US | ^philip morris international
lly | LLY | US | ^eli lilly
pfe | PFE | US | ^pfizer
mmm | MMM | US | ^3m co
de | DE | US | ^deere & co
rtx | RTX | US | ^rtx corp|^raytheon
cost | COST | US | ^costco wholesale
wmt | WMT | US | ^walmart inc
cmcsa | CMCSA | US | ^comcast corp
googl | GOOGL? | US | ^alphabet inc
msft | MSFT | US | ^microsoft corp
amzn | AMZN | US | ^amazon\.com
aapl | AAPL | US | ^apple inc
nvda | NVDA | US | ^nvidia corp
amd | AMD | US | ^advanced micro devices
jpm | JPM | US | ^jp ?morgan chase
bac | BAC | US | ^bank of america corp
axp | AXP | US | ^american express co
gm | GM | US | ^general motors co
nke | NKE | US | ^nike,? inc
brk | BRK[AB] | US | ^berkshire hathaway inc
mdlz | MDLZ | US | ^mondelez international
pg | PG | US | ^(the )?procter & gamble
ko | KO | US | ^coca-cola company
meli | MELI | US | ^mercadolibre
nu | NU | US | ^nu holdings
se | SE | US | ^sea limited
qcom | QCOM | US | ^qualcomm
avgo | AVGO | US | ^broadcom inc
crm | CRM | US | ^salesforce
mcd | MCD | US | ^mcdonald's corp
nflx | NFLX | US | ^netflix
spot | SPOT | US | ^spotify technology
coin | COIN | US | ^coinbase global
lmt | LMT | US | ^lockheed martin
hon | HON | US | ^honeywell international
cvx | CVX | US | ^chevron corp
cop | COP | US | ^conocophillips
vz | VZ | US | ^verizon communications
ma | MA | US | ^mastercard
regn | REGN | US | ^regeneron
mdt | MDT | US | ^medtronic
dhr | DHR | US | ^danaher
crwd | CRWD | US | ^crowdstrike
ftnt | FTNT | US | ^fortinet
pltr | PLTR | US | ^palantir
ba | BA | US | ^(the )?boeing co
xom | XOM | US | ^exxon ?mobil
tsla | TSLA | US | ^tesla,? inc
sbux | SBUX | US | ^starbucks
t | T | US | ^at&t
swk | SWK | US | ^stanley black & decker
spgi | SPGI | US | ^s&p global
wfc | WFC | US | ^wells fargo
cat | CAT | US | ^caterpillar
ups | UPS | US | ^united parcel service
tmo | TMO | US | ^thermo fisher
kr | KR | US | ^(the )?kroger
ph | PH | US | ^parker-hannifin
low | LOW | US | ^lowe's companies
# --- Canada, Latin America
qsr | QSR | canada|US | ^restaurant brands international inc
ctc | CTCA? | canada | ^canadian tire
loblaw | L | canada | ^loblaw companies
suncor | SU | canada | ^suncor energy
rci | RCIB? | canada|US | ^rogers communication
bns | BNS | canada | ^(the )?bank of nova scotia
td | TD | canada | ^(the )?toronto-dominion bank
shop | SHOP | canada|US | ^shopify
cnq | CNQ | canada | ^canadian natural resources
bimbo | BIMBOA | mexico | ^grupo bimbo
amx | AMX[ALB]? | mexico | ^america movil
walmex | WALMEX | mexico | ^wal-mart de mexico
femsa | FEMSAUBD | mexico | ^fomento economico mexicano
abev | ABEV3 | brazil | ^ambev
vibra | VBBR3 | brazil | ^vibra
jbs | JBSS3|JBS | brazil|US | ^jbs
petr | PETR[34] | brazil | ^petroleo brasileiro
bbdc | BBDC[34] | brazil | ^banco bradesco
itub | ITUB[34] | brazil | ^itau unibanco
vale | VALE3 | brazil | ^vale s\.?a
falabella | FALABELLA | chile | ^falabella
# --- Europe
el | EL | france | ^essilorluxottica
lvmh | MC | france | ^lvmh
ker | KER | france | ^kering
or | OR | france | ^l'oreal
bn | BN | france | ^danone
ac | AC | france | ^accor
ubi | UBI | france | ^ubisoft
rno | RNO | france | ^renault
ca | CA | france | ^carrefour
ml | ML | france | michelin
sanfr | SAN | france | ^sanofi
tte | FP|TTE | france|US | ^totalenergies
rms | RMS | france | ^hermes international
bnp | BNP | france | ^bnp paribas
air | AIR | france | ^airbus
stla | STLA[MP]? | france|italy|US | ^stellantis n\.?v
cpr | CPR | italy | ^davide campari
race | RACE | italy|US | ^ferrari n\.?v
eni | ENI | italy | ^eni s\.?p\.?a
isp | ISP | italy | ^intesa sanpaolo
vow | VOW3? | germany | ^volkswagen ag
bmw | BMW3? | germany | ^bayerische motoren werke
mbg | MBG|DAI | germany | ^mercedes-benz group
dpw | DPW|DHL | germany | ^deutsche post|^dhl group
lha | LHA | germany | ^deutsche lufthansa
alv | ALV | germany | ^allianz se
sie | SIE | germany | ^siemens (aktiengesellschaft|ag)
ads | ADS | germany | ^adidas
muv2 | MUV2 | germany | ^munchener ruck
iag | IAG | united kingdom|spain | ^international consolidated airlines
itx | ITX | spain | ^industria de diseno textil
tef | TEF | spain | ^telefonica,? s\.?a
sanes | SAN | spain | ^banco santander,? s\.?a
bbva | BBVA | spain | ^banco bilbao vizcaya
ibe | IBE | spain | ^iberdrola
abi | ABI|BUD | belgium|US | ^anheuser[- ]busch inbev
heia | HEI[AO] | netherlands | ^heineken (n\.?v|holding)
ad | AD | netherlands | ^koninklijke ahold delhaize
asml | ASML | netherlands | ^asml holding
inga | INGA | netherlands | ^ing groep
carl | CARLB | denmark | ^carlsberg
novo | NOVOB | denmark | ^novo nordisk
orsted | ORSTED | denmark | ^orsted
maersk | MAERSKB | denmark | moe?ller - maersk
volv | VOLV[AB] | sweden | ^(ab volvo|volvo, ab)
eric | ERIC[AB] | sweden | ^telefonaktiebolaget lm ericsson|^ericsson, telefonab
inve | INVE[AB] | sweden | ^investor ab
eqnr | EQNR | norway | ^equinor
dnb | DNB | norway | ^dnb (asa|bank)
nokia | NOKIA | finland | ^nokia (corp|oyj)
ubsg | UBSG | switzerland | ^ubs group
roche | ROG?|RO | switzerland | ^roche holding
novn | NOVN | switzerland | ^novartis ag
nesn | NESN | switzerland | ^nestle s\.?a
hsba | HSBA | united kingdom | ^hsbc holdings
lloy | LLOY | united kingdom | ^lloyds banking
nwg | NWG | united kingdom | ^natwest group
sbry | SBRY | united kingdom | sainsbury
dge | DGE | united kingdom | ^diageo
rkt | RKT | united kingdom | ^reckitt
bats | BATS | united kingdom | ^british american tobacco
azn | AZN | united kingdom | ^astrazeneca
gsk | GSK | united kingdom | ^gsk plc
ulvr | ULVR | united kingdom | ^unilever plc
vod | VOD | united kingdom | ^vodafone group
glen | GLEN | united kingdom | ^glencore
barc | BARC | united kingdom | ^barclays plc
shel | SHEL | united kingdom | ^shell plc
rio | RIO | united kingdom|US | ^rio tinto plc
thyao | THYAO | turkey | ^turk hava yollari
arclk | ARCLK | turkey | ^arcelik
kchol | KCHOL | turkey | ^koc holding
asels | ASELS | turkey | ^aselsan
lpp | LPPP? | poland | ^lpp
pko | PKO | poland | ^powszechna kasa oszczednosci
# --- Japan
toyota | 7203 | japan | ^toyota motor corp
nissan | 7201 | japan | ^nissan motor
honda | 7267 | japan | ^honda motor
sony | 6758 | japan | ^sony group
asics | 7936 | japan | ^asics corp
otsuka | 4578 | japan | ^otsuka holdings
sanrio | 8136 | japan | ^sanrio
sqex | 9684 | japan | ^square enix
bandai | 7832 | japan | ^bandai namco
sega | 6460 | japan | ^sega sammy
nintendo | 7974 | japan | ^nintendo
hitachi | 6501 | japan | ^hitachi,? ltd
panasonic | 6752 | japan | ^panasonic
khi | 7012 | japan | ^kawasaki heavy industries
bridgestone | 5108 | japan | ^bridgestone corp
mufg | 8306 | japan | ^mitsubishi ufj financial
ntt | 9432 | japan | ^ntt,? inc|^nippon telegraph
recruit | 6098 | japan | ^recruit holdings
tel | 8035 | japan | ^tokyo electron limited
# --- Korea, China / Hong Kong, Taiwan
samsung | 00593[05] | south korea | ^samsung electronics
kakao | 035720 | south korea | ^kakao corp
hybe | 352820 | south korea | ^hybe
samyang | 003230 | south korea | ^samyang foods
orion | 271560 | south korea | ^orion corp
amore | 09043[05]|00279[05K] | south korea | ^amorepacific
naver | 035420 | south korea | ^naver
hynix | 000660 | south korea | ^sk hynix
tencent | 0700 | hong kong | ^tencent holding
alibaba | 9988|BABA | hong kong|US | ^alibaba group
baidu | BIDU|9888 | US|hong kong | ^baidu
pdd | PDD | US | ^pdd holdings
tcom | 9961|TCOM | hong kong|US | ^trip\.com group
xiaomi | 1810 | hong kong | ^xiaomi corp
pingan | 2318 | hong kong | ^ping an insurance
prada | 1913 | hong kong | ^prada
icbc | 601398 | china | ^industrial and commercial bank of china
honhai | 2317 | taiwan | ^hon hai precision
mediatek | 2454 | taiwan | ^mediatek
tsmc | 2330|TSM | taiwan|US | ^taiwan semi
# --- India, Southeast Asia, Australia, Middle East / Africa
infy | INFY | india|US | ^infosys
reliance | RELIANCE | india | ^reliance industries
hdfcbank | HDFCBANK | india | ^hdfc bank
tcs | TCS | india | ^tata consultancy
hul | HINDUNILVR | india | ^hindustan unilever
hero | HEROMOTOCO | india | ^hero motocorp
ubl | UBL | india | ^united breweries
mm | M&M | india | ^mahindra & mahindra
lt | LT | india | ^larsen & toubro
drreddy | DRREDDY | india | ^dr\.? reddy
z74 | Z74 | singapore | ^singapore telecommunications
d05 | D05 | singapore | ^dbs group
jfc | JFC | philippines | ^jollibee
indofood | INDF|ICBP | indonesia | ^pt indofood
bbca | BBCA | indonesia | ^pt bank central asia
wes | WES | australia | ^wesfarmers
cba | CBA | australia | ^commonwealth bank of australia
qan | QAN | australia | ^qantas
bhp | BHP | australia | ^bhp group
aramco | 2222 | saudi arabia | ^saudi arabian oil
shp | SHP | south africa | ^shoprite
npn | NPN | south africa | ^naspers
# --- Russia
rosn | ROSN | russia | ^rosneft
nvtk | NVTK | russia | ^novatek
tatn | TATNP? | russia | ^tatneft
sibn | SIBN | russia | ^gazprom neft
plzl | PLZL | russia | ^polyus
alrs | ALRS | russia | ^alrosa pao
chmf | CHMF | russia | severstal
nlmk | NLMK | russia | ^novolipetsk
phor | PHOR | russia | ^phosagro
akrn | AKRN | russia | ^acron
hydr | HYDR | russia | rushydro
irao | IRAO | russia | ^inter rao
vtbr | VTBR | russia | ^vtb bank
msng | MSNG | russia | ^mosenergo
rtkm | RTKMP? | russia | ^rostelecom
aflt | AFLT | russia | ^aeroflot
vk | MAIL|VKCO | russia | ^vk company
hhru | HHRU|HEAD | russia | ^headhunter
smlt | SMLT | russia | ^samolet
pikk | PIKK | russia | ^pik
lsrg | LSRG | russia | ^lsr group
enpg | ENPG | russia | ^en\+
rual | RUAL | russia | rusal
flot | FLOT | russia | sovcomflot
trnf | TRNFP? | russia | ^transneft
bane | BANEP? | russia | bashneft
mvid | MVID | russia | ^m\.video
dsky | DSKY | russia | ^detsky mir
lnta | LNTA|LENT | russia | ^lenta
fixp | FIXP | russia | ^fix price
sgzh | SGZH | russia | segezha
afks | AFKS | russia | ^sistema
kmaz | KMAZ | russia | ^kamaz
rasp | RASP | russia | ^raspadskaya
agro | AGRO | russia | ^ros ?agro
gche | GCHE | russia | ^cherkizovo
abrd | ABRD | russia | ^abrau-durso
mdmg | MDMG | russia | ^md medical
cbom | CBOM | russia | ^credit bank of moscow
aptk | APTK | russia | ^pharmacy chain 36\.6
gazp | GAZP | russia | ^gazprom pao
sber | SBERP? | russia | ^sberbank
"""

QUERIES = """
# ---------------- brand: product / brand / subsidiary / app / store / former name -> listed issuer
# United States (issuer listed in the US)
gatorade | pep | brand
Huggies | kmb | brand
t.j. maxx | tjx | brand
taco bell | yum | brand
jack daniel's | bf | brand
venmo | pypl | brand
priceline | bkng | brand: former name (Priceline Group, now Booking Holdings)
grand theft auto | ttwo | brand
wolt | dash | brand: Finnish app, DoorDash since 2022
zyn | pm | brand
zepbound | lly | brand
post-it | mmm | brand
john deere | de | brand
pratt & whitney | rtx | brand
raytheon | rtx | brand: former name (Raytheon Technologies, RTX since 2023)
sam's club | wmt | brand
flipkart | wmt | brand: Indian e-commerce, majority-owned by Walmart
sky tv | cmcsa | brand: Sky (UK), Comcast since 2018
waymo | googl | brand
whole foods | amzn | brand
chase bank | jpm | brand
bofa | bac | brand: short form
amex | axp | brand: short form
chevy | gm | brand
air jordan | nke | brand
cadbury | mdlz | brand
head & shoulders | pg | brand
SK-II | pg | brand
thums up | ko | brand: Indian cola, Coca-Cola
popeyes | qsr | brand
mercado pago | meli | brand
nubank | nu | brand
shopee | se | brand
# Europe
ray-ban | el | brand
louis vuitton | lvmh | brand
moët & chandon | lvmh | brand
balenciaga | ker | brand
lancôme | or | brand
evian | bn | brand
aperol | cpr | brand
miu miu | prada | brand: Prada is listed in Hong Kong
ibis hotels | ac | brand
assassin's creed | ubi | brand
dacia | rno | brand
citroën | stla | brand
maserati | stla | brand
lamborghini | vow | brand
dhl express | dpw | brand: DHL Group (catalogue: Deutsche Post AG)
british  airways | iag | brand
pull&bear | itx | brand
movistar | tef | brand
stella artois | abi | brand
tuborg | carl | brand
Ozempic | novo | brand
mack trucks | volv | brand
statoil | eqnr | brand: former name
dong energy | orsted | brand: former name
credit suisse | ubsg | brand: taken over by UBS in 2023
genentech | roche | brand
halifax | lloy | brand
rbs | nwg | brand: former name (Royal Bank of Scotland Group)
argos | sbry | brand
guinness | dge | brand
dettol | rkt | brand
vuse | bats | brand
ventolin | gsk | brand
entresto | novn | brand
hellmann's | ulvr | brand
nescafé | nesn | brand
albert heijn | ad | brand
turkish airlines | thyao | brand: catalogue name Turk Hava Yollari
beko | arclk | brand
sinsay | lpp | brand
# Asia, Australia, Middle East / Africa
daihatsu | toyota | brand
infiniti | nissan | brand
crunchyroll | sony | brand
onitsuka tiger | asics | brand
pocari sweat | otsuka | brand
hello kitty | sanrio | brand
final fantasy | sqex | brand
pac-man | bandai | brand
angry birds | sega | brand: Rovio, Sega Sammy since 2023
super mario | nintendo | brand
kakaotalk | kakao | brand
bts | hybe | brand
buldak | samyang | brand
choco pie | orion | brand
innisfree | amore | brand: Amorepacific group
foxconn | honhai | brand
supercell | tencent | brand
taobao | alibaba | brand
pinduoduo | pdd | brand: former name (PDD Holdings)
ctrip | tcom | brand: former name (Trip.com Group)
redmi | xiaomi | brand
surf excel | hul | brand
hero honda | hero | brand: former name (Hero MotoCorp)
kingfisher beer | ubl | brand
optus | z74 | brand
chowking | jfc | brand
indomie | indofood | brand: Indofood CBP or its parent Indofood Sukses Makmur
commbank | cba | brand
jetstar | qan | brand
aramco | aramco | brand: short form (catalogue name Saudi Arabian Oil Company)
checkers | shp | brand
# Canada, Latin America
sport chek | ctc | brand
shoppers drug mart | loblaw | brand
petro-canada | suncor | brand
fido | rci | brand
tangerine bank | bns | brand
takis | bimbo | brand
telcel | amx | brand
bodega aurrera | walmex | brand
brahma | abev | brand
br distribuidora | vibra | brand: former name (Vibra Energia)
seara | jbs | brand
sodimac | falabella | brand
# ---------------- typo
qualcom | qcom | typo
broadcomm | avgo | typo
siemans | sie | typo
nestlee | nesn | typo
lufthanza | lha | typo
carrefur | ca | typo
heinekin | heia | typo
adiddas | ads | typo
ferarri | race | typo
hitachy | hitachi | typo
panasonik | panasonic | typo
tencnet | tencent | typo
xiomi | xiaomi | typo
infosis | infy | typo
relaince | reliance | typo
salesfroce | crm | typo
berkshrie | brk | typo
mcdonals | mcd | typo
paypall | pypl | typo
pfizzer | pfe | typo
astrazenica | azn | typo
novartiss | novn | typo
unilver | ulvr | typo
diagio | dge | typo
barcleys | barc | typo
vodaphone | vod | typo
ericson | eric | typo
carlsburg | carl | typo
equnor | eqnr | typo
michellin | ml | typo
renualt | rno | typo
allainz | alv | typo
santandar | sanes | typo
toyta | toyota | typo
kawasaky | khi | typo
bridgstone | bridgestone | typo
mediatec | mediatek | typo
petrobas | petr | typo
bradesko | bbdc | typo
quantas | qan | typo
mahendra | mm | typo
gasprom | gazp | typo: Latin, phonetic
lockhead | lmt | typo
conocophilips | cop | typo
verison | vz | typo
medtronics | mdt | typo
crowdstirke | crwd | typo
роснефт | rosn | typo: Cyrillic
новотэк | nvtk | typo: Cyrillic
северстал | chmf | typo: Cyrillic
аллроса | alrs | typo: Cyrillic
фосогро | phor | typo: Cyrillic
русгидра | hydr | typo: Cyrillic
тотнефть | tatn | typo: Cyrillic
майкрасофт | msft | typo: Cyrillic
нинтэндо | nintendo | typo: Cyrillic
# ---------------- ru-spelling: foreign companies in Cyrillic
эппл | aapl | ru-spelling
тесла | tsla | ru-spelling
майкрософт | msft | ru-spelling
нвидиа | nvda | ru-spelling
Кока-Кола | ko | ru-spelling
найк | nke | ru-spelling
адидас | ads | ru-spelling
самсунг | samsung | ru-spelling
тойота | toyota | ru-spelling
хонда | honda | ru-spelling
панасоник | panasonic | ru-spelling
нинтендо | nintendo | ru-spelling
тенсент | tencent | ru-spelling
алибаба | alibaba | ru-spelling
байду | baidu | ru-spelling
сименс | sie | ru-spelling
мерседес | mbg | ru-spelling
бмв | bmw | ru-spelling
рено | rno | ru-spelling
нестле | nesn | ru-spelling
юнилевер | ulvr | ru-spelling
проктер энд гэмбл | pg | ru-spelling
боинг | ba | ru-spelling
эксон мобил | xom | ru-spelling
шелл | shel | ru-spelling
тоталь | tte | ru-spelling
мастеркард | ma | ru-spelling
пфайзер | pfe | ru-spelling
новартис | novn | ru-spelling
санофи | sanfr | ru-spelling
ново нордиск | novo | ru-spelling
нетфликс | nflx | ru-spelling
старбакс | sbux | ru-spelling
лореаль | or | ru-spelling
эрмес | rms | ru-spelling
карлсберг | carl | ru-spelling
инфосис | infy | ru-spelling
петробрас | petr | ru-spelling
рио тинто | rio | ru-spelling
гленкор | glen | ru-spelling
арамко | aramco | ru-spelling
палантир | pltr | ru-spelling
феррари | race | ru-spelling
нокиа | nokia | ru-spelling
бэнк оф америка | bac | ru-spelling
# ---------------- ru-everyday: names Russians use for Russian issuers
роснефть | rosn | ru-everyday
новатек | nvtk | ru-everyday
татнефть | tatn | ru-everyday
газпромнефть | sibn | ru-everyday
полюс золото | plzl | ru-everyday: former name
алроса | alrs | ru-everyday
северсталь | chmf | ru-everyday
нлмк | nlmk | ru-everyday
фосагро | phor | ru-everyday
акрон | akrn | ru-everyday
русгидро | hydr | ru-everyday
интер рао | irao | ru-everyday
втб | vtbr | ru-everyday
мосэнерго | msng | ru-everyday
ростелеком | rtkm | ru-everyday
аэрофлот | aflt | ru-everyday
вконтакте | vk | ru-everyday: brand (VK Company)
хедхантер | hhru | ru-everyday
самолёт | smlt | ru-everyday
пик | pikk | ru-everyday
лср | lsrg | ru-everyday
эн+ | enpg | ru-everyday
русал | rual | ru-everyday
совкомфлот | flot | ru-everyday
транснефть | trnf | ru-everyday
башнефть | bane | ru-everyday
м.видео | mvid | ru-everyday
детский мир | dsky | ru-everyday
лента | lnta | ru-everyday
фикс прайс | fixp | ru-everyday
сегежа | sgzh | ru-everyday
афк система | afks | ru-everyday
камаз | kmaz | ru-everyday
распадская | rasp | ru-everyday
русагро | agro | ru-everyday
черкизово | gche | ru-everyday
абрау-дюрсо | abrd | ru-everyday
мать и дитя | mdmg | ru-everyday
мкб | cbom | ru-everyday
аптеки 36,6 | aptk | ru-everyday
# ---------------- layout
@lat:роснефть | rosn | layout
@lat:северсталь | chmf | layout
@lat:алроса | alrs | layout
@lat:аэрофлот | aflt | layout
@lat:ростелеком | rtkm | layout
@lat:фосагро | phor | layout
@lat:втб | vtbr | layout
@lat:русгидро | hydr | layout
@lat:полюс | plzl | layout
@lat:самолет | smlt | layout
@lat:татнефть | tatn | layout
@lat:камаз | kmaz | layout
@ru:netflix | nflx | layout
@ru:pfizer | pfe | layout
@ru:siemens | sie | layout
@ru:toyota | toyota | layout
@ru:tencent | tencent | layout
@ru:shopify | shop | layout
@ru:unilever | ulvr | layout
@ru:ferrari | race | layout
@ru:novartis | novn | layout
@ru:qualcomm | qcom | layout
@ru:vodafone | vod | layout
@ru:carrefour | ca | layout
@ru:infosys | infy | layout
# ---------------- prefix
honeyw | hon | prefix
palant | pltr | prefix
regene | regn | prefix
danahe | dhr | prefix
fortin | ftnt | prefix
coinba | coin | prefix
spotif | spot | prefix
netfli | nflx | prefix
salesf | crm | prefix
medtro | mdt | prefix
crowds | crwd | prefix
lockhe | lmt | prefix
ninten | nintendo | prefix
xiaom | xiaomi | prefix
mediat | mediatek | prefix
petrob | petr | prefix
diage | dge | prefix
glenc | glen | prefix
ericss | eric | prefix
mahind | mm | prefix
роснеф | rosn | prefix
новат | nvtk | prefix
татне | tatn | prefix
алрос | alrs | prefix
фосаг | phor | prefix
русги | hydr | prefix
совком | flot | prefix
черки | gche | prefix
башне | bane | prefix
мосэн | msng | prefix
# ---------------- suffixed-ticker
6098.T | recruit | suffixed-ticker
8035.T | tel | suffixed-ticker
035420.KS | naver | suffixed-ticker
0700.HK | tencent | suffixed-ticker
2318.HK | pingan | suffixed-ticker
2454.TW | mediatek | suffixed-ticker
HDFCBANK.NS | hdfcbank | suffixed-ticker
ALV.DE | alv | suffixed-ticker
AZN.L | azn | suffixed-ticker
nesn.sw | nesn | suffixed-ticker
NOVO-B.CO | novo | suffixed-ticker
VOLV-B.ST | volv | suffixed-ticker
DNB.OL | dnb | suffixed-ticker
INGA.AS | inga | suffixed-ticker
SAN.MC | sanes | suffixed-ticker
ITUB4.SA | itub | suffixed-ticker
CNQ.TO | cnq | suffixed-ticker
CBA.AX | cba | suffixed-ticker
GAZP.ME | gazp | suffixed-ticker
D05.SI | d05 | suffixed-ticker
THYAO.IS | thyao | suffixed-ticker
2222.SR | aramco | suffixed-ticker
WALMEX.MX | walmex | suffixed-ticker
NPN.JO | npn | suffixed-ticker
BBCA.JK | bbca | suffixed-ticker
# ---------------- prefixed-ticker
NASDAQ:COST | cost | prefixed-ticker
NYSE:BRK.B | brk | prefixed-ticker
nasdaq:pep | pep | prefixed-ticker
LON:HSBA | hsba | prefixed-ticker
EPA:AIR | air | prefixed-ticker
TYO:6501 | hitachi | prefixed-ticker
HKG:1810 | xiaomi | prefixed-ticker
MOEX:NVTK | nvtk | prefixed-ticker
TSX:BNS | bns | prefixed-ticker
ASX:WES | wes | prefixed-ticker
NSE:INFY | infy | prefixed-ticker
BVMF:VALE3 | vale | prefixed-ticker
BIT:ISP | isp | prefixed-ticker
BME:IBE | ibe | prefixed-ticker
CPH:MAERSK-B | maersk | prefixed-ticker
STO:INVE-B | inve | prefixed-ticker
KRX:000660 | hynix | prefixed-ticker
TPE:2330 | tsmc | prefixed-ticker
BIST:ASELS | asels | prefixed-ticker
WSE:PKO | pko | prefixed-ticker
# ---------------- identifier
@isin | nesn | identifier
@isin | asml | identifier
@isin | toyota | identifier
@isin | infy | identifier
@isin | sie | identifier
@isin | sber | identifier
@isin | vale | identifier
@isin | samsung | identifier
@isin | tte | identifier
@isin | bhp | identifier
@isin | tsmc | identifier
@isin | walmex | identifier
@cusip | ko | identifier
@cusip | jpm | identifier
@cusip | mcd | identifier
@cusip | nke | identifier
@figi | sony | identifier
@figi | ads | identifier
@figi | itx | identifier
@figi | nokia | identifier
# ---------------- legal-connector
procter & gamble co | pg | legal-connector
at&t inc. | t | legal-connector
l'oréal s.a. | or | legal-connector
toyota motor | toyota | legal-connector: name without the legal form
bank of america | bac | legal-connector: name without the legal form
stanley black & decker | swk | legal-connector
s&p global inc | spgi | legal-connector
dr. reddy's laboratories ltd | drreddy | legal-connector
larsen & toubro limited | lt | legal-connector
mahindra and mahindra | mm | legal-connector
taiwan semiconductor manufacturing co., ltd. | tsmc | legal-connector
samsung electronics co ltd | samsung | legal-connector
mitsubishi ufj financial group, inc. | mufg | legal-connector
nippon telegraph and telephone | ntt | legal-connector: former name (NTT, Inc. since 2025)
banco bilbao vizcaya argentaria s.a. | bbva | legal-connector
münchener rückversicherungs-gesellschaft ag | muv2 | legal-connector
nokia oyj | nokia | legal-connector
fomento económico mexicano s.a.b. de c.v. | femsa | legal-connector
koç holding a.ş. | kchol | legal-connector
pko bank polski s.a. | pko | legal-connector
industrial and commercial bank of china ltd | icbc | legal-connector
the toronto-dominion bank | td | legal-connector
пао «нк «роснефть» | rosn | legal-connector
пао новатэк | nvtk | legal-connector
пао «татнефть» им. в.д. шашина | tatn | legal-connector
пао «северсталь» | chmf | legal-connector
пао фосагро | phor | legal-connector
публичное акционерное общество «аэрофлот» | aflt | legal-connector
пао «интер рао» | irao | legal-connector
пао «мосэнерго» | msng | legal-connector
# ---------------- short-ticker
jpm | jpm | short-ticker
bac | bac | short-ticker
WFC | wfc | short-ticker
CVX | cvx | short-ticker
AMD | amd | short-ticker
MCD | mcd | short-ticker
NKE | nke | short-ticker
Cat | cat | short-ticker
AXP | axp | short-ticker
UPS | ups | short-ticker
TMO | tmo | short-ticker
LMT | lmt | short-ticker
NU | nu | short-ticker
PH | ph | short-ticker
KR | kr | short-ticker
LOW | low | short-ticker
ENI | eni | short-ticker
CBA | cba | short-ticker
TCS | tcs | short-ticker
BNP | bnp | short-ticker
# ---------------- nothing
qwzxvkt | - | nothing
zxqvbwp | - | nothing
flurbogrit | - | nothing
plonkwert | - | nothing
krzvtqe | - | nothing
xjqlvm corp | - | nothing
vbnzqw inc | - | nothing
brzqkl ltd | - | nothing
yyzqvxw | - | nothing
жщфыхъ | - | nothing
мрхщэжк | - | nothing
ъьъщзы | - | nothing
фщызкцх пао | - | nothing
щгъжэю ао | - | nothing
ххщщжжы | - | nothing
"""


if __name__ == '__main__':
    build('fresh', COMPANIES, QUERIES)
