#!/usr/bin/env python3
"""Sealed blind query set for finder: hand-written source + a call of the shared builder
(../typed/blind_set.py, the same functions as ../unseen/build_unseen.py uses).
usage: build_sealed.py [CATALOGUE]   -> writes sealed_queries.tsv next to this file
COMPANIES: key | ticker regex | country regex | folded-name regex
QUERIES:   query | key | kind[: note]
  layout rows:     @lat:WORD (Russian word typed on the Latin layout) / @ru:WORD (Latin word on ЙЦУКЕН)
  identifier rows: @isin / @cusip / @figi  (taken from the expected company's catalogue row)
  nothing rows:    key '-'"""
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'typed'))
from blind_set import build  # noqa: E402

COMPANIES = """
# --- United States (home or main listing) ---
alphabet   | GOOGL?                | united states                 | ^alphabet inc
meta       | META                  | united states                 | ^meta platforms
apple      | AAPL                  | united states                 | ^apple inc
amazon     | AMZN                  | united states                 | ^amazon\\.com
msft       | MSFT                  | united states                 | ^microsoft corp
ttwo       | TTWO                  | united states                 | ^take-two interactive
nvda       | NVDA                  | united states                 | ^nvidia
qcom       | QCOM                  | united states                 | ^qualcomm
pypl       | PYPL                  | united states                 | ^paypal holdings
brk        | BRK-[AB]       | united states                 | ^berkshire hathaway
citi       | C                     | united states                 | ^citigroup
blk        | BLK                   | united states                 | ^blackrock inc\\.?$
cost       | COST                  | united states                 | ^costco wholesale
tjx        | TJX                   | united states                 | ^tjx companies
gap        | GAP|GPS               | united states                 | ^gap inc
mar        | MAR                   | united states                 | ^marriott international
cmcsa      | CMCSA                 | united states                 | ^comcast corp
lly        | LLY                   | united states                 | ^eli lilly
hsy        | HSY                   | united states                 | ^the hershey company
bf         | BF-[AB]        | united states                 | ^brown.forman
vfc        | VFC                   | united states                 | ^v\\.f\\. corp
deck       | DECK                  | united states                 | ^deckers outdoor
mat        | MAT                   | united states                 | ^mattel
lyv        | LYV                   | united states                 | ^live nation
pep        | PEP                   | united states                 | ^pepsico
wmt        | WMT                   | united states                 | ^walmart inc
jpm        | JPM                   | united states                 | ^jp ?morgan chase
v          | V                     | united states                 | ^visa inc
t          | T                     | united states                 | ^at&t inc
xom        | XOM                   | united states                 | ^exxon ?mobil
f          | F                     | united states                 | ^ford motor
mu         | MU                    | united states                 | ^micron technology
nee        | NEE                   | united states                 | ^nextera energy
ups        | UPS                   | united states                 | ^united parcel service
low        | LOW                   | united states                 | ^lowe's companies
nflx       | NFLX                  | united states                 | ^netflix
tsla       | TSLA                  | united states                 | ^tesla inc
crm        | CRM                   | united states                 | ^salesforce
vz         | VZ                    | united states                 | ^verizon communications
gild       | GILD                  | united states                 | ^gilead sciences
elv        | ELV                   | united states                 | ^elevance health
crwd       | CRWD                  | united states                 | ^crowdstrike
abnb       | ABNB                  | united states                 | ^airbnb
hog        | HOG                   | united states                 | ^harley-davidson
cmi        | CMI                   | united states                 | ^cummins inc
lmt        | LMT                   | united states                 | ^lockheed martin
nem        | NEM                   | united states                 | ^newmont corp
mrna       | MRNA                  | united states                 | ^moderna
csco       | CSCO                  | united states                 | ^cisco systems
el         | EL                    | united states                 | ^estee lauder
spot       | SPOT                  | united states                 | ^spotify technology
lulu       | LULU                  | united states                 | ^lululemon
acn        | ACN                   | united states                 | ^accenture
mdt        | MDT                   | united states                 | ^medtronic
crh        | CRH                   | united states                 | ^crh plc
team       | TEAM                  | united states                 | ^atlassian
se         | SE                    | united states                 | ^sea limited
nu         | NU                    | united states                 | ^nu holdings
cpa        | CPA                   | united states                 | ^copa holdings
baidu      | BIDU                  | united states                 | ^baidu
# --- Americas outside the US ---
shop       | SHOP                  | canada|united states          | ^shopify inc
bbd        | BBD-B           | canada                        | ^bombardier inc
loblaw     | L                     | canada                        | ^loblaw companies
bns        | BNS                   | canada                        | ^bank of nova scotia
td         | TD                    | canada|united states          | toronto.dominion bank
bmo        | BMO                   | canada                        | ^bank of montreal
cnr        | CNR                   | canada                        | ^canadian national railway
atd        | ATD-B           | canada                        | ^alimentation couche-tard
walmex     | WALMEX                | mexico                        | ^wal-mart de mexico
mglu       | MGLU3                 | brazil                        | ^magazine luiza
jbs        | JBS|JBSS3             | united states|brazil          | ^jbs (n\\.v\\.|s\\.a\\.)
itub       | ITUB[34]              | brazil                        | ^itau unibanco
bbas       | BBAS3                 | brazil                        | ^banco do brasil
falabella  | FALABELLA             | chile                         | ^falabella s\\.a\\.
# --- Europe ---
bt         | BT-A            | united kingdom                | ^bt group
lloy       | LLOY                  | united kingdom                | ^lloyds banking group
nwg        | NWG                   | united kingdom                | ^natwest group
bats       | BATS                  | united kingdom                | ^british american tobacco
kgf        | KGF                   | united kingdom                | ^kingfisher plc
gaw        | GAW                   | united kingdom                | ^games workshop
vod        | VOD                   | united kingdom                | ^vodafone group
tsco       | TSCO                  | united kingdom                | ^tesco plc
hsba       | HSBA                  | united kingdom                | ^hsbc holdings
glen       | GLEN                  | united kingdom                | ^glencore
lgen       | LGEN                  | united kingdom                | ^legal & general
rio        | RIO                   | united kingdom|united states  | ^rio tinto
gsk        | GSK                   | united kingdom|united states  | ^gsk plc
flut       | FLTR|FLUT             | ireland|united kingdom|united states | ^flutter entertainment
ryanair    | RY4C|RYAAY            | ireland|united states         | ^ryanair holdings
dsy        | DSY                   | france                        | ^dassault systemes
ubi        | UBI                   | france                        | ^ubisoft
gle        | GLE                   | france                        | ^societe generale
essilor    | EL                    | france                        | ^essilorluxottica
ai         | AI                    | france                        | ^l'air liquide
rms        | RMS                   | france                        | ^hermes international
cap        | CAP                   | france                        | ^capgemini
tte        | FP|TTE                | france                        | ^totalenergies
mbg        | MBG                   | germany                       | ^mercedes-benz group
lha        | LHA                   | germany                       | ^deutsche lufthansa
alv        | ALV                   | germany                       | ^allianz se
muv2       | MUV2                  | germany                       | ^munchener ruckversicherungs
ad         | AD                    | netherlands                   | ^koninklijke ahold delhaize
asml       | ASML                  | netherlands                   | ^asml holding
adyen      | ADYEN                 | netherlands                   | ^adyen
kpn        | KPN                   | netherlands                   | ^koninklijke kpn
mt         | MT                    | netherlands|united states     | ^arcelor ?mittal
lotb       | LOTB                  | belgium                       | ^lotus bakeries
uhr        | UHR                   | switzerland                   | ^the swatch group
roche      | ROG?                  | switzerland                   | ^roche holding
ubsg       | UBSG                  | switzerland                   | ^ubs group
logi       | LOGN|LOGI             | switzerland|united states     | ^logitech international
rbi        | RBI                   | austria                       | ^raiffeisen bank international
carl       | CARL-B          | denmark                       | ^carlsberg a/s
novo       | NOVO-B          | denmark                       | ^novo nordisk a/s
orsted     | ORSTED                | denmark                       | ^orsted a/s
hm         | HM-B            | sweden                        | ^h & m hennes
shba       | SHB-A           | sweden                        | ^svenska handelsbanken
atco       | ATCO-[AB]       | sweden                        | ^atlas copco
eqnr       | EQNR                  | norway                        | ^equinor
nda        | NDA-FI          | finland                       | ^nordea bank
cabk       | CABK                  | spain                         | ^caixabank
ibe        | IBE                   | spain                         | ^iberdrola
san        | SAN                   | spain                         | ^banco santander
eni        | ENI                   | italy                         | ^eni s\\.p\\.a
cpr        | CPR                   | italy                         | ^davide campari
race       | RACE                  | italy|united states           | ^ferrari n\\.v
pirc       | PIRC                  | italy                         | ^pirelli
ucg        | UCG                   | italy                         | ^unicredit
jmt        | JMT                   | portugal                      | ^jeronimo martins
ote        | HTO                   | greece                        | ^hellenic telecommunications organization
thy        | THYAO                 | turkey                        | ^turk hava yollari
kchol      | KCHOL                 | turkey                        | ^koc holding
sahol      | SAHOL                 | turkey                        | ^haci omer sabanci
pko        | PKO                   | poland                        | ^powszechna kasa oszczednosci
# --- Russia ---
gazp       | GAZP                  | russia                        | ^gazprom pao
nvtk       | NVTK                  | russia                        | ^novatek
tatn       | TATNP?                | russia                        | ^tatneft
plzl       | PLZL                  | russia                        | ^polyus
alrs       | ALRS                  | russia                        | ^alrosa pao
chmf       | CHMF                  | russia                        | severstal
rual       | RUAL                  | russia                        | ^united company rusal
phor       | PHOR                  | russia                        | ^phosagro
irao       | IRAO                  | russia                        | ^inter rao
hydr       | HYDR                  | russia                        | rushydro
sibn       | SIBN                  | russia                        | ^gazprom neft
bane       | BANEP?                | russia                        | bashneft
msng       | MSNG                  | russia                        | ^mosenergo
afks       | AFKS                  | russia                        | ^sistema public joint stock
lenta      | LNTA|LENT             | russia                        | ^lenta
fixp       | FIXP                  | russia                        | ^fix price
hhru       | HHRU                  | russia                        | ^headhunter
vk         | MAIL|VKCO             | russia                        | ^vk company
flot       | FLOT                  | russia                        | sovcomflot
pikk       | PIKK                  | russia                        | ^pik-specialized
smlt       | SMLT                  | russia                        | ^samolet
etln       | ETLN                  | russia                        | ^etalon group
bspb       | BSPB                  | russia                        | ^bank saint-petersburg
cbom       | CBOM                  | russia                        | ^credit bank of moscow
mdmg       | MDMG                  | russia                        | ^md medical group
trmk       | TRMK                  | russia                        | ^pao tmk
selg       | SELG                  | russia                        | ^seligdar
nknc       | NKNCP?                | russia                        | ^nizhnekamskneftekhim
gche       | GCHE                  | russia                        | ^cherkizovo
abrd       | ABRD                  | russia                        | ^abrau-durso
vsmo       | VSMO                  | russia                        | vsmpo-avisma
# --- Japan, Korea ---
sanrio     | 8136                  | japan                         | ^sanrio
glico      | 2206                  | japan                         | ^ezaki glico
otsuka     | 4578                  | japan                         | ^otsuka holdings
itochu     | 8001                  | japan                         | ^itochu corp
casio      | 6952                  | japan                         | ^casio computer
olc        | 4661                  | japan                         | ^oriental land
ntt        | 9432                  | japan                         | ^ntt, inc|^nippon telegraph
nexon      | 3659                  | japan                         | ^nexon
kirin      | 2503                  | japan                         | ^kirin holdings
recruit    | 6098                  | japan                         | ^recruit holdings
asics      | 7936                  | japan                         | ^asics corp
sega       | 6460                  | japan                         | ^sega sammy
tel        | 8035                  | japan                         | ^tokyo electron
shinetsu   | 4063                  | japan                         | ^shin-etsu chemical
hitachi    | 6501                  | japan                         | ^hitachi, ltd
mazda      | 7261                  | japan                         | ^mazda motor
subaru     | 7270                  | japan                         | ^subaru corp
fanuc      | 6954                  | japan                         | ^fanuc corp
kansai     | 9503                  | japan                         | ^the kansai electric power
smfg       | 8316                  | japan                         | ^sumitomo mitsui financial
samyang    | 003230                | south korea                   | ^samyang foods
hybe       | 352820                | south korea                   | ^hybe
yg         | 122870                | south korea                   | ^yg entertainment
amore      | 090430                | south korea                   | ^amorepacific corp
naver      | 035420                | south korea                   | ^naver corp
posco      | 005490                | south korea                   | ^posco( holdings)?( inc\\.?)?$
hanwha     | 000880                | south korea                   | ^hanwha corp
fila       | 081660|2020           | south korea|hong kong          | ^misto holdings|^anta sports
# --- China, Hong Kong, Taiwan ---
catl       | 300750|3750           | china|hong kong               | ^contemporary amperex
trip       | 9961|TCOM             | hong kong|united states       | ^trip\\.com group
ckh        | 0001                  | hong kong                     | ^ck hutchison
sands      | 1928|LVS              | hong kong|united states       | ^sands china|^las vegas sands
moutai     | 600519                | china                         | ^kweichow moutai
hkex       | 0388                  | hong kong                     | ^hong kong exchanges and clearing
kuaishou   | 1024                  | hong kong                     | ^kuaishou
prada      | 1913                  | hong kong                     | ^prada s\\.p\\.a
tsmc       | 2330|TSM              | taiwan|united states          | ^taiwan semicon
mediatek   | 2454                  | taiwan                        | ^mediatek
# --- South and South-East Asia ---
sbi        | SBIN                  | india                         | ^state bank of india
pidilite   | PIDILITIND            | india                         | ^pidilite industries
infy       | INFY                  | india|united states           | ^infosys
hdfcb      | HDFCBANK              | india                         | ^hdfc bank
mm         | M&M|MM                | india                         | ^mahindra & mahindra
tcs        | TCS                   | india                         | ^tata consultancy
indomie    | ICBP|INDF             | indonesia                     | ^pt indofood
bbca       | BBCA                  | indonesia                     | ^pt bank central asia
bbri       | BBRI                  | indonesia                     | ^pt bank rakyat indonesia
pubm       | PUBM                  | malaysia                      | ^public bank
singtel    | Z74                   | singapore                     | ^singapore telecommunications
sia        | C6L                   | singapore                     | ^singapore airlines
makro      | MAKRO|CPAXT           | thailand                      | ^siam makro|^cp axtra
kbank      | KBANK                 | thailand                      | ^kasikornbank public company
jfc        | JFC                   | philippines                   | ^jollibee foods
vinfast    | VFS|VIC               | united states|vietnam         | ^vinfast auto|^vingroup
vnm        | VNM                   | vietnam                       | ^vietnam dairy products
# --- Australia, New Zealand ---
qan        | QAN                   | australia                     | ^qantas airways
cba        | CBA                   | australia                     | ^commonwealth bank of australia
fmg        | FMG                   | australia                     | ^fortescue
wbc        | WBC                   | australia                     | ^westpac banking
fph        | FPH                   | new zealand                   | ^fisher & paykel healthcare
# --- Middle East, Africa ---
lumi       | LUMI                  | israel                        | ^bank leumi
aramco     | 2222                  | saudi arabia                  | ^saudi arabian oil
snb        | 1180                  | saudi arabia                  | ^national com bnk|^saudi national bank
almarai    | 2280                  | saudi arabia                  | ^almarai
emaar      | EMAR|EMAA             | dubai                         | ^emaar (properties|malls)
enbd       | ENBD                  | dubai                         | ^emirates nbd
qnb        | QNBK                  | qatar                         | ^qatar national bank
kfh        | KFH                   | kuwait                        | ^kuwait finance house
comi       | EGS60121C018          | egypt                         | ^commercial international ban
gtco       | GUARANT|GTCO          | nigeria                       | ^guaranty trust
shp        | SHP                   | south africa                  | ^shoprite holdings
fsr        | FSR                   | south africa                  | ^firstrand
eabl       | EABL                  | kenya                         | ^east african breweries
"""

QUERIES = """
# ===== brand (106) =====
# United States (26)
youtube                  | alphabet  | brand
waze                     | alphabet  | brand
whatsapp                 | meta      | brand
iphone                   | apple     | brand
whole foods              | amazon    | brand
linkedin                 | msft      | brand
call of duty             | msft      | brand: Activision Blizzard, Microsoft since 2023
grand theft auto         | ttwo      | brand: Rockstar Games
geforce                  | nvda      | brand
snapdragon               | qcom      | brand
venmo                    | pypl      | brand
geico                    | brk       | brand
citibank                 | citi      | brand
kirkland signature       | cost      | brand
tj maxx                  | tjx       | brand
old navy                 | gap       | brand
ritz-carlton             | mar       | brand
xfinity                  | cmcsa     | brand
mounjaro                 | lly       | brand
reese's                  | hsy       | brand
jack daniel's            | bf        | brand
the north face           | vfc       | brand
ugg                      | deck      | brand
barbie                   | mat       | brand
ticketmaster             | lyv       | brand
sodastream               | pep       | brand: Israeli brand, PepsiCo since 2018
# Europe (26)
openreach                | bt        | brand
halifax                  | lloy      | brand
royal bank of scotland   | nwg       | brand: former name of NatWest Group
lucky strike             | bats      | brand
screwfix                 | kgf       | brand
warhammer                | gaw       | brand
paddy power              | flut      | brand
solidworks               | dsy       | brand
assassin's creed         | ubi       | brand
boursorama               | gle       | brand: now BoursoBank
ray-ban                  | essilor   | brand
amg                      | mbg       | brand
albert heijn             | ad        | brand
biscoff                  | lotb      | brand
omega watches            | uhr       | brand
genentech                | roche     | brand
credit suisse            | ubsg      | brand: taken over by UBS in 2023
tuborg                   | carl      | brand
ozempic                  | novo      | brand
statoil                  | eqnr      | brand: former name of Equinor
la caixa                 | cabk      | brand
agip                     | eni       | brand
aperol                   | cpr       | brand
biedronka                | jmt       | brand
cosmote                  | ote       | brand
miu miu                  | prada     | brand
# Asia (35)
hello kitty              | sanrio    | brand
pocky                    | glico     | brand
pocari sweat             | otsuka    | brand
familymart               | itochu    | brand: FamilyMart, taken private by Itochu in 2020
g-shock                  | casio     | brand
tokyo disneyland         | olc       | brand
docomo                   | ntt       | brand
maplestory               | nexon     | brand
xxxx gold                | kirin     | brand: Lion (Kirin)
indeed                   | recruit   | brand
onitsuka tiger           | asics     | brand
angry birds              | sega      | brand: Rovio, Sega Sammy since 2023
buldak                   | samyang   | brand
bts                      | hybe      | brand
blackpink                | yg        | brand
sulwhasoo                | amore     | brand
catl                     | catl      | brand
ctrip                    | trip      | brand: former name of Trip.com
ernie bot                | baidu     | brand
watsons                  | ckh       | brand
the venetian macao       | sands     | brand
fila                     | fila      | brand: FILA Holdings (now Misto) or Anta (FILA China)
tsmc                     | tsmc      | brand
sbi                      | sbi       | brand
fevicol                  | pidilite  | brand
flipkart                 | wmt       | brand
indomie                  | indomie   | brand
bca                      | bbca      | brand
optus                    | singtel   | brand
scoot                    | sia       | brand
shopee                   | se        | brand
lotus's                  | makro     | brand: Lotus's stores, CP Axtra (formerly Siam Makro)
chowking                 | jfc       | brand
vinfast                  | vinfast   | brand
vinamilk                 | vnm       | brand
# Americas outside the US, Australia, Middle East, Africa (19)
jetstar                  | qan       | brand
jira                     | team      | brand
shoppers drug mart       | loblaw    | brand
scotiabank               | bns       | brand
circle k                 | atd       | brand
bodega aurrera           | walmex    | brand
nubank                   | nu        | brand
magalu                   | mglu      | brand
friboi                   | jbs       | brand
sodimac                  | falabella | brand
copa airlines            | cpa       | brand
aramco                   | aramco    | brand
alahli                   | snb       | brand: Saudi National Bank (formerly NCB)
dubai mall               | emaar     | brand
qnb                      | qnb       | brand
gtbank                   | gtco      | brand
checkers                 | shp       | brand
fnb                      | fsr       | brand
tusker                   | eabl      | brand

# ===== typo (72) =====
# Latin (60)
qualcom                  | qcom      | typo
nvidea                   | nvda      | typo
microsfot                | msft      | typo
berkshrie                | brk       | typo
salesfroce               | crm       | typo
netflex                  | nflx      | typo
wallmart                 | wmt       | typo
costko                   | cost      | typo
blackrok                 | blk       | typo
mercedez                 | mbg       | typo
luftansa                 | lha       | typo
alianz                   | alv       | typo
acenture                 | acn       | typo
ryan air                 | ryanair   | typo
medtronik                | mdt       | typo
vodaphone                | vod       | typo
tescos                   | tsco      | typo
loyds                    | lloy      | typo
spottify                 | spot      | typo
carlsburg                | carl      | typo
equnor                   | eqnr      | typo
iberdola                 | ibe       | typo
santandar                | san       | typo
ferarri                  | race      | typo
hitatchi                 | hitachi   | typo
fanuk                    | fanuc     | typo
madza                    | mazda     | typo
suburu                   | subaru    | typo
biadu                    | baidu     | typo
maotai                   | moutai    | typo
infosis                  | infy      | typo
quantas                  | qan       | typo
fortesque                | fmg       | typo
shoppify                 | shop      | typo
bombadier                | bbd       | typo
lulemon                  | lulu      | typo
telsa                    | tsla      | typo
verison                  | vz        | typo
gilliad                  | gild      | typo
elevence                 | elv       | typo
citygroup                | citi      | typo
crowdstike               | crwd      | typo
air bnb                  | abnb      | typo
harely                   | hog       | typo
cummings                 | cmi       | typo
capgemeni                | cap       | typo
pireli                   | pirc      | typo
ayden                    | adyen     | typo
logitec                  | logi      | typo
sabanchi                 | sahol     | typo
al marai                 | almarai   | typo
emmar                    | emaar     | typo
atlasian                 | team      | typo
westpack                 | wbc       | typo
hanhwa                   | hanwha    | typo
mediatech                | mediatek  | typo
lockhead                 | lmt       | typo
fallabella               | falabella | typo
total energies           | tte       | typo
kuaishow                 | kuaishou  | typo
# Cyrillic (12)
газпрам                  | gazp      | typo
новатек                  | nvtk      | typo
татнефт                  | tatn      | typo
северстал                | chmf      | typo
алросса                  | alrs      | typo
майкрасофт               | msft      | typo
нвидея                   | nvda      | typo
эпл                      | apple     | typo
амозон                   | amazon    | typo
нэтфликс                 | nflx      | typo
мерсидес                 | mbg       | typo
ферари                   | race      | typo

# ===== legal-connector (52) =====
# Russian register and broker-statement forms (14)
ПАО «Газпром»                          | gazp  | legal-connector
ПАО «НОВАТЭК»                          | nvtk  | legal-connector
ПАО «Татнефть» им. В.Д. Шашина         | tatn  | legal-connector
ПАО «Северсталь»                       | chmf  | legal-connector
АК «АЛРОСА» (ПАО)                      | alrs  | legal-connector
ПАО «Полюс»                            | plzl  | legal-connector
ПАО «ФосАгро»                          | phor  | legal-connector
ПАО «Интер РАО ЕЭС»                    | irao  | legal-connector
ПАО «РусГидро»                         | hydr  | legal-connector
ПАО «Газпром нефть»                    | sibn  | legal-connector
ПАО АНК «Башнефть»                     | bane  | legal-connector
ПАО «Мосэнерго»                        | msng  | legal-connector
ПАО АФК «Система»                      | afks  | legal-connector
МКПАО «Хэдхантер»                      | hhru  | legal-connector
# others (38)
AT and T Inc.                          | t        | legal-connector
Legal and General Group plc            | lgen     | legal-connector
H and M Hennes and Mauritz AB          | hm       | legal-connector
Fisher and Paykel Healthcare Corporation Limited | fph | legal-connector
Mahindra and Mahindra Limited          | mm       | legal-connector
Nippon Telegraph and Telephone Corporation | ntt  | legal-connector: former name of NTT, Inc.
Eli Lilly & Co                         | lly      | legal-connector
The Estée Lauder Companies Inc.        | el       | legal-connector
The Bank of Nova Scotia                | bns      | legal-connector
The Kansai Electric Power Co., Inc.    | kansai   | legal-connector
The Saudi National Bank                | snb      | legal-connector
Mercedes-Benz Group Aktiengesellschaft | mbg      | legal-connector
Münchener Rückversicherungs-Gesellschaft Aktiengesellschaft in München | muv2 | legal-connector
Svenska Handelsbanken Aktiebolag (publ) | shba    | legal-connector
Atlas Copco Aktiebolag                 | atco     | legal-connector
Nordea Bank Oyj                        | nda      | legal-connector
Royal KPN N.V.                         | kpn      | legal-connector
Ørsted A/S                             | orsted   | legal-connector
Türk Hava Yolları A.O.                 | thy      | legal-connector
Koç Holding A.Ş.                       | kchol    | legal-connector
Wal-Mart de México, S.A.B. de C.V.     | walmex   | legal-connector
Bank Rakyat Indonesia (Persero) Tbk PT | bbri     | legal-connector
Public Bank Berhad                     | pubm     | legal-connector
Emirates NBD Bank P.J.S.C.             | enbd     | legal-connector
Taiwan Semiconductor Manufacturing Co., Ltd. | tsmc | legal-connector
Kasikornbank PCL                       | kbank    | legal-connector
Itaú Unibanco Holding S.A.             | itub     | legal-connector
L'Air Liquide S.A. pour l'étude et l'exploitation des procédés Georges Claude | ai | legal-connector
Hermès International SCA               | rms      | legal-connector
CRH public limited company             | crh      | legal-connector
Bank Leumi le-Israel B.M.              | lumi     | legal-connector
Kuwait Finance House K.S.C.P.          | kfh      | legal-connector
Commercial International Bank (Egypt) S.A.E. | comi | legal-connector
Banque de Montréal                     | bmo      | legal-connector
Compagnie des chemins de fer nationaux du Canada | cnr | legal-connector
Meta Platforms, Inc. Class A Common Stock | meta  | legal-connector
Sumitomo Mitsui Financial Group, Inc.  | smfg     | legal-connector
Powszechna Kasa Oszczędności Bank Polski Spółka Akcyjna | pko | legal-connector

# ===== ru-spelling (36) =====
майкрософт               | msft      | ru-spelling
эппл                     | apple     | ru-spelling
амазон                   | amazon    | ru-spelling
гугл                     | alphabet  | ru-spelling
нвидиа                   | nvda      | ru-spelling
нетфликс                 | nflx      | ru-spelling
тесла                    | tsla      | ru-spelling
мерседес                 | mbg       | ru-spelling
феррари                  | race      | ru-spelling
пепсико                  | pep       | ru-spelling
виза                     | v         | ru-spelling
модерна                  | mrna      | ru-spelling
эксон мобил              | xom       | ru-spelling
уолмарт                  | wmt       | ru-spelling
эрмес                    | rms       | ru-spelling
люфтганза                | lha       | ru-spelling
аллианц                  | alv       | ru-spelling
мазда                    | mazda     | ru-spelling
хитачи                   | hitachi   | ru-spelling
байду                    | baidu     | ru-spelling
инфосис                  | infy      | ru-spelling
рош                      | roche     | ru-spelling
эйч энд эм               | hm        | ru-spelling
спотифай                 | spot      | ru-spelling
бритиш американ тобакко  | bats      | ru-spelling
карлсберг                | carl      | ru-spelling
циско                    | csco      | ru-spelling
квалком                  | qcom      | ru-spelling
фейсбук                  | meta      | ru-spelling: former name
райффайзен               | rbi       | ru-spelling
юникредит                | ucg       | ru-spelling
ситигруп                 | citi      | ru-spelling
гленкор                  | glen      | ru-spelling
арселормиттал            | mt        | ru-spelling
локхид мартин            | lmt       | ru-spelling
рио тинто                | rio       | ru-spelling

# ===== ru-everyday (31) =====
газпром                  | gazp      | ru-everyday
новатэк                  | nvtk      | ru-everyday
татнефть                 | tatn      | ru-everyday
полюс                    | plzl      | ru-everyday
алроса                   | alrs      | ru-everyday
северсталь               | chmf      | ru-everyday
русал                    | rual      | ru-everyday
фосагро                  | phor      | ru-everyday
интер рао                | irao      | ru-everyday
русгидро                 | hydr      | ru-everyday
газпромнефть             | sibn      | ru-everyday
башнефть                 | bane      | ru-everyday
мосэнерго                | msng      | ru-everyday
афк система              | afks      | ru-everyday
лента                    | lenta     | ru-everyday
фикс прайс               | fixp      | ru-everyday
хэдхантер                | hhru      | ru-everyday
вконтакте                | vk        | ru-everyday: brand of VK
совкомфлот               | flot      | ru-everyday
пик                      | pikk      | ru-everyday
самолёт                  | smlt      | ru-everyday
эталон                   | etln      | ru-everyday
банк санкт-петербург     | bspb      | ru-everyday
мкб                      | cbom      | ru-everyday
мать и дитя              | mdmg      | ru-everyday
тмк                      | trmk      | ru-everyday
селигдар                 | selg      | ru-everyday
нижнекамскнефтехим       | nknc      | ru-everyday
черкизово                | gche      | ru-everyday
абрау-дюрсо              | abrd      | ru-everyday
всмпо-ависма             | vsmo      | ru-everyday

# ===== prefix (26) =====
qualc                    | qcom      | prefix
berksh                   | brk       | prefix
salesf                   | crm       | prefix
lockhe                   | lmt       | prefix
bombar                   | bbd       | prefix
fortes                   | fmg       | prefix
carlsb                   | carl      | prefix
iberdr                   | ibe       | prefix
santan                   | san       | prefix
capgem                   | cap       | prefix
crowds                   | crwd      | prefix
atlass                   | team      | prefix
mediat                   | mediatek  | prefix
kuaish                   | kuaishou  | prefix
sabanc                   | sahol     | prefix
falabe                   | falabella | prefix
glenco                   | glen      | prefix
newmon                   | nem       | prefix
газпр                    | gazp      | prefix
новат                    | nvtk      | prefix
северс                   | chmf      | prefix
алрос                    | alrs      | prefix
фосаг                    | phor      | prefix
русгид                   | hydr      | prefix
башнеф                   | bane      | prefix
селигд                   | selg      | prefix

# ===== layout (21) =====
@lat:газпром             | gazp      | layout
@lat:новатэк             | nvtk      | layout
@lat:татнефть            | tatn      | layout
@lat:северсталь          | chmf      | layout
@lat:алроса              | alrs      | layout
@lat:полюс               | plzl      | layout
@lat:русгидро            | hydr      | layout
@lat:фосагро             | phor      | layout
@lat:совкомфлот          | flot      | layout
@lat:черкизово           | gche      | layout
@lat:мосэнерго           | msng      | layout
@ru:nvidia               | nvda      | layout
@ru:microsoft            | msft      | layout
@ru:tesla                | tsla      | layout
@ru:netflix              | nflx      | layout
@ru:qualcomm             | qcom      | layout
@ru:ferrari              | race      | layout
@ru:spotify              | spot      | layout
@ru:walmart              | wmt       | layout
@ru:infosys              | infy      | layout
@ru:carlsberg            | carl      | layout

# ===== suffixed-ticker (16) =====
8035.T                   | tel       | suffixed-ticker
4063.t                   | shinetsu  | suffixed-ticker
035420.KS                | naver     | suffixed-ticker
600519.SS                | moutai    | suffixed-ticker
INFY.NS                  | infy      | suffixed-ticker
hdfcbank.ns              | hdfcb     | suffixed-ticker
BBCA.JK                  | bbca      | suffixed-ticker
ASML.AS                  | asml      | suffixed-ticker
ALV.DE                   | alv       | suffixed-ticker
RO.SW                    | roche     | suffixed-ticker
HSBA.L                   | hsba      | suffixed-ticker
NOVO-B.CO                | novo      | suffixed-ticker
SHOP.TO                  | shop      | suffixed-ticker
GAZP.ME                  | gazp      | suffixed-ticker
ITUB4.SA                 | itub      | suffixed-ticker
2222.SR                  | aramco    | suffixed-ticker

# ===== prefixed-ticker (16) =====
NASDAQ:NVDA              | nvda      | prefixed-ticker
nyse:jpm                 | jpm       | prefixed-ticker
LON:GSK                  | gsk       | prefixed-ticker
EPA:AI                   | ai        | prefixed-ticker
TYO:6501                 | hitachi   | prefixed-ticker
HKG:0388                 | hkex      | prefixed-ticker
TPE:2330                 | tsmc      | prefixed-ticker
MOEX:NVTK                | nvtk      | prefixed-ticker
TSX:CNR                  | cnr       | prefixed-ticker
ASX:WBC                  | wbc       | prefixed-ticker
NSE:TCS                  | tcs       | prefixed-ticker
BVMF:BBAS3               | bbas      | prefixed-ticker
KRX:005490               | posco     | prefixed-ticker
SWX:UBSG                 | ubsg      | prefixed-ticker
STO:ATCO-A               | atco      | prefixed-ticker
BIT:ENI                  | eni       | prefixed-ticker

# ===== identifier (16) =====
@isin                    | asml      | identifier
@isin                    | tsmc      | identifier
@isin                    | gazp      | identifier
@isin                    | hsba      | identifier
@isin                    | infy      | identifier
@isin                    | itub      | identifier
@isin                    | roche     | identifier
@isin                    | moutai    | identifier
@isin                    | ibe       | identifier
@isin                    | shop      | identifier
@cusip                   | msft      | identifier
@cusip                   | jpm       | identifier
@cusip                   | wmt       | identifier
@figi                    | alv       | identifier
@figi                    | hitachi   | identifier
@figi                    | cabk      | identifier

# ===== short-ticker (16) =====
V                        | v         | short-ticker
T                        | t         | short-ticker
c                        | citi      | short-ticker
F                        | f         | short-ticker
mu                       | mu        | short-ticker
xom                      | xom       | short-ticker
LLY                      | lly       | short-ticker
ups                      | ups       | short-ticker
nee                      | nee       | short-ticker
Low                      | low       | short-ticker
rio                      | rio       | short-ticker
GSK                      | gsk       | short-ticker
ai                       | ai        | short-ticker
alv                      | alv       | short-ticker
td                       | td        | short-ticker
CBA                      | cba       | short-ticker

# ===== nothing (12) =====
qzvrtk                   | -         | nothing
vqjxkt                   | -         | nothing
bxnwqp inc               | -         | nothing
fjqvxz ag                | -         | nothing
kwzzpt ltd               | -         | nothing
tqxvbz plc               | -         | nothing
yxzgwn group             | -         | nothing
щъцхйз                   | -         | nothing
йъзщцх                   | -         | nothing
ъжщфцй оао               | -         | nothing
цщжъьх пао               | -         | nothing
ьъщжцы зао               | -         | nothing
"""

if __name__ == '__main__':
    build('sealed', COMPANIES, QUERIES)
