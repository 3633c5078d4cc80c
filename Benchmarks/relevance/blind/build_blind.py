#!/usr/bin/env python3
"""Blind query set for finder: hand-written source + builder.
usage: build_blind.py [CATALOGUE]   -> writes blind_queries.tsv next to this file
COMPANIES: key | ticker regex | country regex | folded-name regex
QUERIES:   query | key | kind[: note]
  layout rows:     @lat:WORD (Russian word typed on the Latin layout) / @ru:WORD (Latin word on ЙЦУКЕН)
  identifier rows: @isin / @cusip / @figi  (taken from the expected company's catalogue row)
  nothing rows:    key '-'"""
import os, re, sys
sys.path.insert(0, '/work/shared/relevance')
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'typed'))
from company_id import fold, ticker_ok  # noqa: E402
from common import isin_valid, cusip_valid, figi_valid  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
CAT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, '..', '..', '..', 'Resources', 'catalogue.tsv')
LAT = "qwertyuiop[]asdfghjkl;'zxcvbnm,."
RUS = "йцукенгшщзхъфывапролджэячсмитьбю"
US = 'united states'

COMPANIES = """
# --- United States
pg | PG | US | ^procter
mdlz | MDLZ | US | mondelez
pep | PEP | US | pepsico
ko | KO | US | ^coca-cola co
mo_pm | MO|PM | US | altria|philip morris
meta | META | US | meta platforms
goog | GOOGL?|GOOGL? | US | alphabet
msft | MSFT | US | microsoft
amzn | AMZN | US | amazon
gm | GM | US | general motors
lly | LLY | US | lilly
mrk | MRK | US | merck
abbv | ABBV | US | abbvie
pfe | PFE | US | pfizer
kvue | KVUE | US | kenvue
yum | YUM | US | yum.? brands
dri | DRI | US | darden
cmcsa | CMCSA | US | ^comcast corp
dis | DIS | US | disney
wbd | WBD | US | warner bros
snap | SNAP | US | ^snap inc
mtch | MTCH | US | match group
pypl | PYPL | US | paypal
block | XYZ|SQ | US | ^block
bkng | BKNG | US | booking holdings
expe | EXPE | US | expedia
ttwo | TTWO | US | take.two
brk | BRK[AB] | US | berkshire hathaway
kmb | KMB | US | kimberly
tjx | TJX | US | tjx
wmt | WMT | US | walmart
gap | GAP|GPS | US | gap inc
cpri | CPRI | US | capri holdings
pvh | PVH | US | pvh
vfc | VFC | US | v\.f\. corp
nke | NKE | US | nike
stz | STZ | US | constellation brands
bf | BF[AB] | US | brown.forman
gild | GILD | US | gilead
regn | REGN | US | regeneron
bmy | BMY | US | bristol
nu | NU | US | nu holdings
meli | MELI | US | mercadolibre
jnj | JNJ | US | johnson & johnson
mcd | MCD | US | mcdonald
sbux | SBUX | US | starbucks
nflx | NFLX | US | netflix
nvda | NVDA | US | nvidia
intc | INTC | US | intel corp
ba | BA | US | boeing
mrna | MRNA | US | moderna
xom | XOM | US | ^exxon
cvx | CVX | US | chevron
orcl | ORCL | US | oracle
csco | CSCO | US | cisco
adbe | ADBE | US | adobe
avgo | AVGO | US | broadcom
qcom | QCOM | US | qualcomm
v | V | US | ^visa
ma | MA | US | mastercard
axp | AXP | US | american express
uber | UBER | US | ^uber tech
pltr | PLTR | US | palantir
spot | SPOT | US | spotify
gs | GS | US | goldman sachs
ms | MS | US | morgan stanley
citi | C | US | ^citigroup
jpm | JPM | US | jpmorgan|j\.?p\.? morgan
crm | CRM | US | salesforce
snow | SNOW | US | snowflake
cost | COST | US | costco
cat | CAT | US | caterpillar
hon | HON | US | ^honeywell international
lmt | LMT | US | lockheed
cl | CL | US | colgate
blk | BLK | US | ^blackrock inc\.?$
lulu | LULU | US | lululemon
abnb | ABNB | US | airbnb
team | TEAM | US | atlassian
t | T | US | ^at&t
swk | SWK | US | stanley black
chd | CHD | US | church & dwight
ajg | AJG | US | gallagher
bbwi | BBWI | US | bath & body
mmc | MRSH|MMC | US | ^marsh
khc | KHC | US | kraft heinz
wm | WM | US | waste management
ci | CI | US | cigna
aa | AA | US | alcoa
d | D | US | ^dominion energy
o | O | US | ^realty income corp
a | A | US | agilent
unh | UNH | US | unitedhealth
# --- Europe
diageo | DGE | united kingdom | diageo
pernod | RI | france | pernod
lvmh | MC | france | lvmh
kering | KER | france | kering
oreal | OR | france | l'oreal
nestle | NESN | switzerland | nestle
unilever | ULVR | united kingdom | unilever
reckitt | RKT | united kingdom | reckitt
inditex | ITX | spain | inditex|industria de diseno
swatch | UHR|UHRN | switzerland | swatch
richemont | CFR | switzerland | richemont
heineken | HEIA | netherlands | heineken n\.v
carlsberg | CARL-?[AB] | denmark | carlsberg a/s
novo | NOVO-?B | denmark | novo nordisk
sanofi | SAN | france | sanofi
haleon | HLN | united kingdom | haleon
essilor | EL | france | essilor
abinbev | ABI | belgium | anheuser
danone | BN | france | danone
jde | JDEP | netherlands | jde peet
bayer | BAYN | germany | ^bayer (ag|aktiengesellschaft)
roche | ROG|RO | switzerland | roche
novartis | NOVN | switzerland | novartis
azn | AZN | united kingdom | astrazeneca
vw | VOW3?|VOW | germany | ^volkswagen ag
bmw | BMW3?|BMW | germany | bayerische motoren|bmw
stellantis | STLA|STLAM|STLAP | france|italy|united states | ^stellantis n
traton | 8TRA | germany | traton
piaggio | PIA | italy | piaggio
iag | IAG | united kingdom|spain | international consolidated
lufthansa | LHA | germany | ^deutsche lufthansa
afkl | AF | france | air france
ceconomy | CEC | germany | ceconomy
ahold | AD | netherlands | ahold
jmt | JMT | portugal | jeronimo martins
sainsbury | SBRY | united kingdom | sainsbury
campari | CPR | italy | campari
moncler | MONC | italy | ^moncler
prada | 1913 | hong kong | prada
ubisoft | UBI | france | ubisoft
telefonica | TEF | spain | telefonica
siemens | SIE | germany | ^siemens (ag|aktiengesellschaft)
adidas | ADS | germany | adidas
airbus | AIR | france | airbus
philips | PHIA | netherlands | philips
renault | RNO | france | renault
shell | SHEL | united kingdom | ^shell plc
total | FP|TTE | france|US | totalenergies
mbg | MBG | germany | mercedes
ferrari | RACE | italy | ^ferrari
hermes | RMS | france | hermes
burberry | BRBY | united kingdom | burberry
unicredit | UCG | italy | ^unicredit
santander | SAN | spain | santander
barclays | BARC | united kingdom | ^barclays
dbk | DBK | germany | deutsche bank
nokia | NOKIA | finland | ^nokia corp
electrolux | ELUX-?B | sweden | electrolux ab|electrolux, ab
maersk | MAERSK-?[AB] | denmark | maersk
volvo | VOLV-?B | sweden | ^volvo,? ab
saab | SAAB-?B | sweden | saab
vodafone | VOD | united kingdom | vodafone group
tesco | TSCO | united kingdom | tesco
iberdrola | IBE | spain | iberdrola
repsol | REP | spain | repsol
ericsson | ERIC-?B | sweden | ericsson
vestas | VWS | denmark | vestas
spotify | SPOT | US | spotify
schneider | SU | france | schneider electric
safran | SAF | france | safran
allianz | ALV | germany | allianz
basf | BAS | germany | basf
mks | MKS | united kingdom | marks
saintgobain | SGO | france | saint.gobain
rio | RIO | united kingdom|australia|US | ^rio tinto
ubs | UBSG | switzerland | ubs group
infineon | IFX | germany | infineon
rollsroyce | RR | united kingdom | rolls.royce
airliquide | AI | france | air liquide
asml | ASML | netherlands | asml
adyen | ADYEN | netherlands | adyen
intesa | ISP | italy | intesa
atlascopco | ATCO-?A | sweden | atlas copco
dsv | DSV | denmark | dsv
equinor | EQNR | norway | equinor
neste | NESTE | finland | neste
hsbc | HSBA | united kingdom | ^hsbc
enel | ENEL | italy | ^enel
sap | SAP | germany|US | ^sap se
abb | ABBN?|ABB | switzerland|sweden|US | ^abb ltd
# --- Japan
toyota | 7203 | japan | toyota motor
sony | 6758 | japan | sony group
nintendo | 7974 | japan | nintendo
honda | 7267 | japan | honda motor
nissan | 7201 | japan | nissan motor
nissin | 2897 | japan | nissin food
seven_i | 3382 | japan | seven & i
ryohin | 7453 | japan | ryohin
panasonic | 6752 | japan | panasonic
sharp | 6753 | japan | sharp corp
ly | 4689 | japan | yahoo japan|^ly corp|^z holdings
ntt | 9432 | japan | ^nippon telegraph|^ntt,? inc
asahi | 2502 | japan | asahi group
ana | 9202 | japan | ana holdings
squareenix | 9684 | japan | square enix
capcom | 9697 | japan | capcom
konami | 9766 | japan | konami
bandai | 7832 | japan | bandai namco
sega | 6460 | japan | sega sammy
kadokawa | 9468 | japan | kadokawa
hitachi | 6501 | japan | ^hitachi,? ltd
fujifilm | 4901 | japan | fujifilm
canon | 7751 | japan | ^canon inc
nikon | 7731 | japan | nikon
yamaha | 7951|7272 | japan | yamaha
suzuki | 7269 | japan | suzuki motor
mazda | 7261 | japan | mazda
subaru | 7270 | japan | ^subaru corp
shinetsu | 4063 | japan | shin-etsu chemical
tel | 8035 | japan | tokyo electron ltd|tokyo electron limited
recruit | 6098 | japan | recruit holdings
hoya | 7741 | japan | hoya
softbankg | 9984 | japan | softbank group
# --- Korea, China, HK, Taiwan
samsung | 00593[05] | south korea | samsung electronics
nongshim | 004370 | south korea | ^nongshim co
orion | 271560 | south korea | ^orion corp
amore | 090430 | south korea | ^amorepacific corp
hitejinro | 00008[07] | south korea | hitejinro co
ncsoft | 036570 | south korea | ncsoft
hyundai | 00538[0-9] | south korea | hyundai motor
naver | 035420 | south korea | naver
lgelec | 06657[05] | south korea | lg electronics
tencent | 0700 | hong kong | tencent holding
alibaba | 9988|BABA | hong kong|US | alibaba group
pdd | PDD | US | pdd holdings|pinduoduo
xiaomi | 1810 | hong kong | xiaomi
lenovo | 0992 | hong kong | lenovo group
crbeer | 0291 | hong kong | china resources beer
geely | 0175 | hong kong | geely automobile
saic | 600104 | china | saic motor
cathay | 0293 | hong kong | cathay pacific
baidu | 9888|BIDU | hong kong|US | baidu
meituan | 3690 | hong kong | meituan
aia | 1299 | hong kong | aia group
tsmc | 2330 | taiwan | taiwan semicon
honhai | 2317 | taiwan | hon hai
# --- India
reliance | RELIANCE | india | reliance industries
nestleind | NESTLEIND|NESN | india|switzerland | nestle
hul | HINDUNILVR | india | hindustan unilever
titan | TITAN | india | titan company
ihcl | INDHOTEL | india | indian hotels
dmart | DMART | india | avenue supermarts
ubl | UBL | india | united breweries
usl | UNITDSPR|MCDOWELL-N | india | united spirits
tatamotors | TATAMOTORS | india | tata motors
indigo | INDIGO | india | interglobe
infosys | INFY | india | ^infosys
tcs | TCS | india | tata consultancy
hdfcbank | HDFCBANK | india | hdfc bank
# --- Brazil, Latin America
ambev | ABEV3 | brazil | ambev
brf | BRFS3 | brazil | brf
jbs | JBSS3|JBS | brazil|US | jbs
mglu | MGLU3 | brazil | magazine luiza
gpa | PCAR3 | brazil | brasileira de distribuicao
petrobras | PETR[34] | brazil | ^petroleo brasileiro
vale | VALE3 | brazil | ^vale s
itau | ITUB4|ITUB3 | brazil | itau unibanco
bradesco | BBDC[34] | brazil | ^banco bradesco
embraer | EMBR3 | brazil | embraer
femsa | FEMSAUBD|FEMSA.* | mexico | fomento economico
walmex | WALMEX | mexico | wal-mart de mexico|walmart de mexico
becle | CUERVO | mexico | becle
# --- Canada, Australia, other
qantas | QAN | australia | qantas
wesfarmers | WES | australia | wesfarmers
loblaw | L | canada | loblaw
ctc | CTC|CTC-A | canada | canadian tire
couche | ATD[AB]?|ATD | canada | couche-tard
qsr | QSR | canada|US | restaurant brands international inc
shopify | SHOP | canada|US | shopify
cnr | CNR | canada | canadian national
bns | BNS | canada | bank of nova scotia
csl | CSL | australia | ^csl
bhp | BHP | australia|US|united kingdom | bhp
cba | CBA | australia | commonwealth bank
fmg | FMG | australia | fortescue
mqg | MQG | australia | macquarie group
tls | TLS | australia | telstra
sia | C6L | singapore | singapore airlines
veon | VEON | netherlands|US | ^veon
# --- Russia
sber | SBER | russia | sberbank
gmkn | GMKN | russia | norilsk
magn | MAGN | russia | magnitogorsk
nlmk | NLMK | russia | novolipetsk
rual | RUAL | russia | rusal
fees | FEES|RSTIP? | russia | federal grid|rosseti, public
rosseti | RSTIP?|FEES | russia | rosseti, public|federal grid
mtss | MTSS | russia | mobile telesystems
mfon | MFON | russia | megafon
vk | MAIL | russia | vk company
hhru | HHRU | russia | headhunter
tcsg | TCSG | russia | t-technologies
bspb | BSPBP?|BSPB | russia | bank saint-petersburg|bank st petersburg
cbom | CBOM | russia | credit bank of moscow
five | FIVE | russia | x5 retail
mvid | MVID | russia | m\.video
dsky | DSKY | russia | detsky mir
belu | BELU | russia | novabev|beluga
abrd | ABRD | russia | abrau
afks | AFKS | russia | ^sistema
kmaz | KMAZ | russia | kamaz
svav | SVAV | russia | sollers
gaza | GAZAP?|GAZA | russia | ^gaz pao
aflt | AFLT | russia | aeroflot
utar | UTAR | russia | utair
sibn | SIBN | russia | gazprom neft
sngs | SNGSP?|SNGS | russia | surgutneftegas
tatn | TATNP?|TATN | russia | tatneft
bane | BANEP?|BANE | russia | bashneft
trnf | TRNFP | russia | transneft
rosn | ROSN | russia | rosneft
lkoh | LKOH | russia | lukoil
nvtk | NVTK | russia | novatek
plzl | PLZL | russia | polyus
poly | POLYP?|POLY | russia|united kingdom | polymetal
alrs | ALRS | russia | ^alrosa pao
phor | PHOR | russia | phosagro
akrn | AKRN | russia | acron
urka | URKA | russia | uralkali
hydr | HYDR | russia | rushydro
irao | IRAO | russia | inter rao
msng | MSNG | russia | mosenergo
upro | UPRO | russia | unipro
enru | ENRU | russia | enel russia
rtkm | RTKMP?|RTKM | russia | rostelecom
moex | MOEX | russia | moscow exchange
flot | FLOT | russia | sovcomflot
fesh | FESH | russia | far-eastern shipping
nmtp | NMTP | russia | novorossiysk commercial
rasp | RASP | russia | raspadskaya
mtlr | MTLRP?|MTLR | russia | mechel
chmf | CHMF | russia | severstal
vtbr | VTBR | russia | vtb bank
pikk | PIKK | russia | ^pik
smlt | SMLT | russia | samolet
lnta | LNTA | russia | lenta
ozon | OZON | russia | ozon holdings
fixp | FIXP | russia | fix price
gche | GCHE | russia | cherkizovo
irkt | IRKT | russia | yakovlev
unac | UNAC | russia | united aircraft
trmk | TRMK | russia | tmk
tgkd | TGKDP?|TGKD | russia | quadra
ogkb | OGKB | russia | second generating
gazp | GAZP | russia | ^gazprom pao
mgnt | MGNT | russia | ^magnit pao

ed | ED | US | consolidated edison
sea | SE | US | sea limited
loews | L | US | loews
jacobs | J | US | jacobs
ibm | IBM | US | international business machines
"""

QUERIES = """
# ---------------- brand: product / brand / subsidiary / former name -> issuer
oreo | mdlz | brand
doritos | pep | brand
gatorade | pep | brand
thums up | ko | brand: indian cola of Coca-Cola
marlboro | mo_pm | brand
instagram | meta | brand
facebook | meta | brand: former name
youtube | goog | brand
whole foods | amzn | brand
chevrolet | gm | brand
mounjaro | lly | brand: drug
keytruda | mrk | brand: drug
humira | abbv | brand: drug
tylenol | kvue | brand
kfc | yum | brand
taco bell | yum | brand
xfinity | cmcsa | brand
pixar | dis | brand
hbo max | wbd | brand
snapchat | snap | brand
venmo | pypl | brand
cash app | block | brand
vrbo | expe | brand
grand theft auto | ttwo | brand: game
geico | brk | brand
kleenex | kmb | brand
tj maxx | tjx | brand
sam's club | wmt | brand
michael kors | cpri | brand
calvin klein | pvh | brand
the north face | vfc | brand
modelo beer | stz | brand
jack daniel's | bf | brand
biktarvy | gild | brand: drug
eylea | regn | brand: drug
opdivo | bmy | brand: drug
nubank | nu | brand
mercado pago | meli | brand
guinness | diageo | brand
absolut vodka | pernod | brand
jameson whiskey | pernod | brand
sephora | lvmh | brand
gucci | kering | brand
lancome | oreal | brand
nespresso | nestle | brand
hellmann's | unilever | brand
durex | reckitt | brand
zara | inditex | brand
longines | swatch | brand
van cleef & arpels | richemont | brand
amstel | heineken | brand
tuborg | carlsberg | brand
ozempic | novo | brand: drug
dupixent | sanofi | brand: drug
panadol | haleon | brand
ray-ban | essilor | brand
stella artois | abinbev | brand
activia | danone | brand
jacobs kronung | jde | brand
aspirin | bayer | brand
herceptin | roche | brand: drug
entresto | novartis | brand: drug
tagrisso | azn | brand: drug
audi | vw | brand
mini cooper | bmw | brand
jeep | stellantis | brand
scania | traton | brand
vespa | piaggio | brand
british airways | iag | brand
vueling | iag | brand
eurowings | lufthansa | brand
transavia | afkl | brand
mediamarkt | ceconomy | brand
albert heijn | ahold | brand
biedronka | jmt | brand
argos | sainsbury | brand
aperol | campari | brand
stone island | moncler | brand
miu miu | prada | brand
assassin's creed | ubisoft | brand: game
movistar | telefonica | brand
lexus | toyota | brand
walkman | sony | brand
super mario | nintendo | brand: game
acura | honda | brand
infiniti | nissan | brand
cup noodles | nissin | brand
7-eleven | seven_i | brand
muji | ryohin | brand
lumix | panasonic | brand
aquos | sharp | brand
gran turismo | sony | brand: game
peroni | asahi | brand
peach aviation | ana | brand
final fantasy | squareenix | brand: game
resident evil | capcom | brand: game
metal gear solid | konami | brand: game
pac-man | bandai | brand: game
sonic the hedgehog | sega | brand: game
elden ring | kadokawa | brand: game
shin ramyun | nongshim | brand
choco pie | orion | brand
sulwhasoo | amore | brand
chamisul | hitejinro | brand
guild wars | ncsoft | brand: game (ArenaNet)
wechat | tencent | brand
temu | pdd | brand
pinduoduo | pdd | brand: former name
thinkpad | lenovo | brand
snow beer | crbeer | brand
zeekr | geely | brand
mg motor | saic | brand
hk express | cathay | brand
jio platforms | reliance | brand
maggi | nestleind | brand
surf excel | hul | brand
tanishq | titan | brand
taj hotels | ihcl | brand
kingfisher beer | ubl | brand
royal challenge | usl | brand
jaguar land rover | tatamotors | brand
indigo airlines | indigo | brand
skol | ambev | brand
sadia | brf | brand
friboi | jbs | brand
magalu | mglu | brand
pao de acucar | gpa | brand
jetstar | qantas | brand
bunnings | wesfarmers | brand
shoppers drug mart | loblaw | brand
sport chek | ctc | brand
circle k | couche | brand
popeyes | qsr | brand
oxxo | femsa | brand
bodega aurrera | walmex | brand
jose cuervo | becle | brand
beeline | veon | brand
pobeda airlines | aflt | brand
perekrestok | five | brand
scoot airline | sia | brand
# ---------------- typo
starbuks | sbux | typo
mcdonals | mcd | typo
costko | cost | typo
walmrat | wmt | typo
berkshre | brk | typo
goldmann | gs | typo
citigroop | citi | typo
siemes | siemens | typo
volkswagon | vw | typo
mercedez | mbg | typo
ferari | ferrari | typo
addidas | adidas | typo
nestel | nestle | typo
unilver | unilever | typo
danonne | danone | typo
toyta | toyota | typo
panasonik | panasonic | typo
hitachy | hitachi | typo
samsnug | samsung | typo
alibba | alibaba | typo
tencnet | tencent | typo
xiaomy | xiaomi | typo
infosis | infosys | typo
petrobas | petrobras | typo
embrear | embraer | typo
bradsco | bradesco | typo
santnder | santander | typo
barclys | barclays | typo
vodafon | vodafone | typo
unicredt | unicredit | typo
iberdola | iberdrola | typo
telefonika | telefonica | typo
ericson | ericsson | typo
mearsk | maersk | typo
carlsbreg | carlsberg | typo
vestsa | vestas | typo
spotfy | spotify | typo
philps | philips | typo
schnieder | schneider | typo
renualt | renault | typo
allianze | allianz | typo
novatris | novartis | typo
richmont | richemont | typo
caterpiller | cat | typo
honeywel | hon | typo
lockhead | lmt | typo
boieng | ba | typo
qualcom | qcom | typo
broadcomm | avgo | typo
oracel | orcl | typo
salesforse | crm | typo
phizer | pfe | typo
moderma | mrna | typo
mastercrad | ma | typo
chevorn | cvx | typo
colgatte | cl | typo
blackrok | blk | typo
lululemom | lulu | typo
fortesque | fmg | typo
nintedo | nintendo | typo
газпрон | gazp | typo: газпром
сбербнак | sber | typo: сбербанк
роснефт | rosn | typo: роснефть
аэрфлот | aflt | typo: аэрофлот
ростелекм | rtkm | typo: ростелеком
северстль | chmf | typo: северсталь
# ---------------- ru-spelling: foreign companies in Cyrillic
макдональдс | mcd | ru-spelling
старбакс | sbux | ru-spelling
пепсико | pep | ru-spelling
нетфликс | nflx | ru-spelling
нвидиа | nvda | ru-spelling
интел | intc | ru-spelling
самсунг | samsung | ru-spelling
тойота | toyota | ru-spelling
фольксваген | vw | ru-spelling
сименс | siemens | ru-spelling
адидас | adidas | ru-spelling
найк | nke | ru-spelling
боинг | ba | ru-spelling
эйрбас | airbus | ru-spelling
дисней | dis | ru-spelling
уолмарт | wmt | ru-spelling
пфайзер | pfe | ru-spelling
модерна | mrna | ru-spelling
ниссан | nissan | ru-spelling
хонда | honda | ru-spelling
панасоник | panasonic | ru-spelling
нинтендо | nintendo | ru-spelling
филипс | philips | ru-spelling
нестле | nestle | ru-spelling
юнилевер | unilever | ru-spelling
данон | danone | ru-spelling
лореаль | oreal | ru-spelling
рено | renault | ru-spelling
тоталь | total | ru-spelling
эксон мобил | xom | ru-spelling
шеврон | cvx | ru-spelling
алибаба | alibaba | ru-spelling
тенсент | tencent | ru-spelling
сяоми | xiaomi | ru-spelling
леново | lenovo | ru-spelling
инфосис | infosys | ru-spelling
новартис | novartis | ru-spelling
астразенека | azn | ru-spelling
санофи | sanofi | ru-spelling
мерседес | mbg | ru-spelling
феррари | ferrari | ru-spelling
хитачи | hitachi | ru-spelling
фуджифильм | fujifilm | ru-spelling
сузуки | suzuki | ru-spelling
барклайс | barclays | ru-spelling
дойче банк | dbk | ru-spelling
голдман сакс | gs | ru-spelling
джейпи морган | jpm | ru-spelling
нокиа | nokia | ru-spelling
маерск | maersk | ru-spelling
убер | uber | ru-spelling
шопифай | shopify | ru-spelling
оракл | orcl | ru-spelling
бродком | avgo | ru-spelling
мастеркард | ma | ru-spelling
# ---------------- ru-everyday: names Russians use for Russian issuers
сбер | sber | ru-everyday
норник | gmkn | ru-everyday
норильский никель | gmkn | ru-everyday
магнитка | magn | ru-everyday
новолипецкий комбинат | nlmk | ru-everyday
русал | rual | ru-everyday
фск еэс | fees | ru-everyday: old name of Rosseti/FGC
россети | rosseti | ru-everyday
мтс | mtss | ru-everyday
мегафон | mfon | ru-everyday
вконтакте | vk | ru-everyday
мейл ру | vk | ru-everyday: old name of VK
хедхантер | hhru | ru-everyday
т-банк | tcsg | ru-everyday
банк санкт-петербург | bspb | ru-everyday
московский кредитный банк | cbom | ru-everyday
перекресток | five | ru-everyday
эльдорадо | mvid | ru-everyday: brand of M.Video
детский мир | dsky | ru-everyday
белуга | belu | ru-everyday: old name of NovaBev
абрау-дюрсо | abrd | ru-everyday
афк система | afks | ru-everyday
камаз | kmaz | ru-everyday
уаз | svav | ru-everyday: Sollers brand
горьковский автозавод | gaza | ru-everyday
ютэйр | utar | ru-everyday
сибнефть | sibn | ru-everyday: old name of Gazprom Neft
газпромнефть | sibn | ru-everyday
сургутнефтегаз | sngs | ru-everyday
татнефть | tatn | ru-everyday
башнефть | bane | ru-everyday
транснефть | trnf | ru-everyday
полюс золото | plzl | ru-everyday: old name
полиметалл | poly | ru-everyday
уралкалий | urka | ru-everyday
русгидро | hydr | ru-everyday
интер рао | irao | ru-everyday
мосэнерго | msng | ru-everyday
э.он россия | upro | ru-everyday: old name of Unipro
энел россия | enru | ru-everyday
ростелеком | rtkm | ru-everyday
московская биржа | moex | ru-everyday
совкомфлот | flot | ru-everyday
двмп | fesh | ru-everyday: Far-Eastern Shipping
новороссийский порт | nmtp | ru-everyday
распадская | rasp | ru-everyday
северсталь | chmf | ru-everyday
иркут | irkt | ru-everyday: old name of Yakovlev
черкизово | gche | ru-everyday
фосагро | phor | ru-everyday
# ---------------- layout
@lat:сбер | sber | layout
@lat:газпром | gazp | layout
@lat:лукойл | lkoh | layout
@lat:роснефть | rosn | layout
@lat:норникель | gmkn | layout
@lat:аэрофлот | aflt | layout
@lat:магнит | mgnt | layout
@lat:северсталь | chmf | layout
@lat:полюс | plzl | layout
@lat:алроса | alrs | layout
@lat:новатэк | nvtk | layout
@lat:фосагро | phor | layout
@lat:мечел | mtlr | layout
@lat:ростелеком | rtkm | layout
@lat:русгидро | hydr | layout
@ru:siemens | siemens | layout
@ru:toyota | toyota | layout
@ru:nvidia | nvda | layout
@ru:netflix | nflx | layout
@ru:samsung | samsung | layout
@ru:adidas | adidas | layout
@ru:nestle | nestle | layout
@ru:boeing | ba | layout
@ru:airbus | airbus | layout
@ru:volkswagen | vw | layout
@ru:ferrari | ferrari | layout
@ru:unilever | unilever | layout
@ru:starbucks | sbux | layout
@ru:oracle | orcl | layout
@ru:pfizer | pfe | layout
@ru:philips | philips | layout
# ---------------- prefix
broadc | avgo | prefix
qualc | qcom | prefix
salesf | crm | prefix
snowfl | snow | prefix
costc | cost | prefix
caterp | cat | prefix
honeyw | hon | prefix
lockhe | lmt | prefix
berksh | brk | prefix
unilev | unilever | prefix
astraz | azn | prefix
novart | novartis | prefix
volksw | vw | prefix
infine | infineon | prefix
spotif | spotify | prefix
schnei | schneider | prefix
ninten | nintendo | prefix
tencen | tencent | prefix
xiaom | xiaomi | prefix
petrob | petrobras | prefix
brades | bradesco | prefix
shopif | shopify | prefix
macqua | mqg | prefix
atlass | team | prefix
норил | gmkn | prefix
ростел | rtkm | prefix
русги | hydr | prefix
фосаг | phor | prefix
сургут | sngs | prefix
сибне | sibn | prefix
полим | poly | prefix
эльдор | mvid | prefix
мосэн | msng | prefix
черки | gche | prefix
# ---------------- suffixed-ticker
4063.T | shinetsu | suffixed-ticker
6098.T | recruit | suffixed-ticker
7741.T | hoya | suffixed-ticker
SIE.DE | siemens | suffixed-ticker
IFX.DE | infineon | suffixed-ticker
RR.L | rollsroyce | suffixed-ticker
ULVR.L | unilever | suffixed-ticker
SU.PA | schneider | suffixed-ticker
AI.PA | airliquide | suffixed-ticker
3690.HK | meituan | suffixed-ticker
005380.KS | hyundai | suffixed-ticker
035420.KS | naver | suffixed-ticker
VALE3.SA | vale | suffixed-ticker
ITUB4.SA | itau | suffixed-ticker
LKOH.ME | lkoh | suffixed-ticker
SHOP.TO | shopify | suffixed-ticker
CSL.AX | csl | suffixed-ticker
BHP.AX | bhp | suffixed-ticker
INFY.NS | infosys | suffixed-ticker
NESN.SW | nestle | suffixed-ticker
UBSG.SW | ubs | suffixed-ticker
ASML.AS | asml | suffixed-ticker
ISP.MI | intesa | suffixed-ticker
RACE.MI | ferrari | suffixed-ticker
ITX.MC | inditex | suffixed-ticker
ATCO-A.ST | atlascopco | suffixed-ticker
DSV.CO | dsv | suffixed-ticker
EQNR.OL | equinor | suffixed-ticker
NESTE.HE | neste | suffixed-ticker
2317.TW | honhai | suffixed-ticker
# ---------------- prefixed-ticker
NASDAQ:COST | cost | prefixed-ticker
NYSE:JPM | jpm | prefixed-ticker
LON:HSBA | hsbc | prefixed-ticker
ETR:BAS | basf | prefixed-ticker
EPA:OR | oreal | prefixed-ticker
TYO:9984 | softbankg | prefixed-ticker
HKG:1810 | xiaomi | prefixed-ticker
MOEX:GMKN | gmkn | prefixed-ticker
TSX:BNS | bns | prefixed-ticker
ASX:CBA | cba | prefixed-ticker
NSE:HDFCBANK | hdfcbank | prefixed-ticker
BVMF:PETR4 | petrobras | prefixed-ticker
AMS:HEIA | heineken | prefixed-ticker
BIT:ENEL | enel | prefixed-ticker
BME:SAN | santander | prefixed-ticker
CPH:MAERSK-B | maersk | prefixed-ticker
KRX:005930 | samsung | prefixed-ticker
TPE:2330 | tsmc | prefixed-ticker
NYSE:BRK.B | brk | prefixed-ticker
NASDAQ:AVGO | avgo | prefixed-ticker
ETR:MBG | mbg | prefixed-ticker
EPA:AIR | airbus | prefixed-ticker
LON:BARC | barclays | prefixed-ticker
NYSE:UBER | uber | prefixed-ticker
TSX:CNR | cnr | prefixed-ticker
TYO:6758 | sony | prefixed-ticker
# ---------------- identifier
@isin | nestle | identifier
@isin | asml | identifier
@isin | siemens | identifier
@isin | toyota | identifier
@isin | samsung | identifier
@isin | sber | identifier
@isin | petrobras | identifier
@isin | infosys | identifier
@isin | unilever | identifier
@isin | novartis | identifier
@isin | tencent | identifier
@isin | iberdrola | identifier
@isin | lkoh | identifier
@isin | cba | identifier
@isin | inditex | identifier
@cusip | cost | identifier
@cusip | cvx | identifier
@cusip | pfe | identifier
@figi | xiaomi | identifier
@figi | ncsoft | identifier
@figi | naver | identifier
@figi | lenovo | identifier
@figi | prada | identifier
@cusip | abbv | identifier
@cusip | axp | identifier
@isin | hdfcbank | identifier
@isin | reliance | identifier
# ---------------- legal-connector
johnson and johnson | jnj | legal-connector
procter and gamble co | pg | legal-connector
marks & spencer group plc | mks | legal-connector
at and t inc | t | legal-connector
stanley black and decker inc | swk | legal-connector
church and dwight co inc | chd | legal-connector
arthur j gallagher and co | ajg | legal-connector
bath and body works | bbwi | legal-connector
l'oreal sa | oreal | legal-connector
siemens aktiengesellschaft | siemens | legal-connector
basf se | basf | legal-connector
allianz se | allianz | legal-connector
banco santander s.a. | santander | legal-connector
nestle s.a. | nestle | legal-connector
samsung electronics co ltd | samsung | legal-connector
lg electronics inc. | lgelec | legal-connector
tata consultancy services limited | tcs | legal-connector
petroleo brasileiro s.a. petrobras | petrobras | legal-connector
a.p. moller - maersk a/s | maersk | legal-connector
compagnie de saint gobain sa | saintgobain | legal-connector
rio tinto plc | rio | legal-connector
deutsche bank ag | dbk | legal-connector
jp morgan chase and co | jpm | legal-connector
kraft heinz co | khc | legal-connector
marsh and mclennan | mmc | legal-connector
пао сбербанк | sber | legal-connector
пао лукойл | lkoh | legal-connector
пао гмк норильский никель | gmkn | legal-connector
публичное акционерное общество магнит | mgnt | legal-connector
пао мтс | mtss | legal-connector
пао «газпром» | gazp | legal-connector
ао «алроса» | alrs | legal-connector
пао новатэк | nvtk | legal-connector
# ---------------- short-ticker
CL | cl | short-ticker
WM | wm | short-ticker
CI | ci | short-ticker
AA | aa | short-ticker
D | d | short-ticker
O | o | short-ticker
A | a | short-ticker
ED | ed | short-ticker
SE | sea | short-ticker
L | loews | short-ticker
J | jacobs | short-ticker
LLY | lly | short-ticker
XOM | xom | short-ticker
UNH | unh | short-ticker
JNJ | jnj | short-ticker
IBM | ibm | short-ticker
SAP | sap | short-ticker
BMW | bmw | short-ticker
BHP | bhp | short-ticker
RIO | rio | short-ticker
# ---------------- nothing
qzxvbtrw | - | nothing
zzkqvpt | - | nothing
xjvqzk plc | - | nothing
wqqxjz inc | - | nothing
yyxqvvz | - | nothing
qpwzmx holdings | - | nothing
vlqxmzk | - | nothing
xkcdqqzb | - | nothing
фыщшзщъ | - | nothing
ъхзщшг | - | nothing
ккщщжжб | - | nothing
пщжэъвк | - | nothing
жжъъхх ао | - | nothing
шщзхъжэ пао | - | nothing
ыъыъыъ | - | nothing
"""


def load(p):
    with open(p, encoding='utf-8') as f:
        next(f); hdr = next(f).rstrip('\n').split('\t')
        return [dict(zip(hdr, l.rstrip('\n').split('\t'))) for l in f]


def parse(block, n):
    out = []
    for line in block.strip('\n').split('\n'):
        line = line.strip()
        if not line or line.startswith('#'):
            continue
        f = [x.strip() for x in re.split(r'\s\|\s', line)]
        if len(f) != n:
            raise SystemExit(f'bad line: {line!r}')
        out.append(f)
    return out


def companies(rows, block):
    """key -> (ticker regex, country regex, folded-name regex, the catalogue rows they match)."""
    comp = {}
    for key, tick, country, name_rx in parse(block, 4):
        country = country.replace('US', US)
        if key in comp:
            raise SystemExit(f'duplicate company {key}')
        exp = [x for x in rows if re.fullmatch(country, x['country']) and ticker_ok(tick, x['ticker'])
               and (re.search(name_rx, fold(x['name'])) or re.search(name_rx, fold(x['alt_name'])))]
        if not exp:
            print(f'NO ROW: {key} /{tick}/ {country} /{name_rx}/', file=sys.stderr)
        comp[key] = (tick, country, name_rx, exp)
    return comp


def main():
    rows = load(CAT)
    comp = companies(rows, COMPANIES)
    out = ['# blind typed query set for finder: query, ticker regex, country regex, kind[: note], ISINs, '
           'folded-name regex (written blind, see README.md)']
    for q, key, kind in parse(QUERIES, 3):
        if key == '-':
            out.append('\t'.join([q, '-', '-', kind, '', ''])); continue
        if key not in comp:
            print(f'UNKNOWN KEY {key} for {q}', file=sys.stderr); continue
        tick, country, name_rx, exp = comp[key]
        if q.startswith('@lat:') or q.startswith('@ru:'):
            word = q.split(':', 1)[1]
            m = dict(zip(RUS, LAT)) if q.startswith('@lat:') else dict(zip(LAT, RUS))
            q = ''.join(m.get(c, c) for c in word.lower())
            kind = f'layout: {word}'
        elif q in ('@isin', '@cusip', '@figi'):
            what = q[1:]
            val = ''
            for x in exp:
                cand = (x[what].split() or [''])[0].upper()
                if cand and {'isin': isin_valid, 'cusip': cusip_valid, 'figi': figi_valid}[what](cand):
                    val = cand; break
            if not val:
                print(f'NO {what} for {key}', file=sys.stderr); continue
            q = val
            kind = f'identifier: {what}'
        out.append(row(q, tick, country, kind, exp, name_rx))
    write(out, os.path.join(HERE, 'blind_queries.tsv'))


def row(q, tick, country, kind, exp, name_rx):
    """A query's line: its expectations and the valid ISINs of the expected rows, each once."""
    isins = []
    for x in exp:
        i = x['isin'].upper()
        if i and isin_valid(i) and i not in isins:
            isins.append(i)
    return '\t'.join([q, tick, country, kind, ','.join(isins), name_rx])


def write(lines, path):
    with open(path, 'w', encoding='utf-8') as f:
        f.write('\n'.join(lines) + '\n')
    print(f'{len(lines) - 1} queries written')


if __name__ == '__main__':
    main()
