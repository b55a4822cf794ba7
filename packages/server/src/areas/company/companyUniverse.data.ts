// The bundled search universe: US-listed companies (S&P 500 members and other large listings), one
// per line as SYMBOL|Name|EXCHANGE. Names and listings as of 2026; a snapshot, labelled so in the
// search answer's provenance. Class shares are listed separately, as exchanges list them.
export const COMPANY_UNIVERSE_DATA = `
A|Agilent Technologies, Inc.|NYSE
AAL|American Airlines Group Inc.|NASDAQ
AAPL|Apple Inc.|NASDAQ
ABBV|AbbVie Inc.|NYSE
ABNB|Airbnb, Inc.|NASDAQ
ABT|Abbott Laboratories|NYSE
ACGL|Arch Capital Group Ltd.|NASDAQ
ACN|Accenture plc|NYSE
ADBE|Adobe Inc.|NASDAQ
ADI|Analog Devices, Inc.|NASDAQ
ADM|Archer-Daniels-Midland Company|NYSE
ADP|Automatic Data Processing, Inc.|NASDAQ
ADSK|Autodesk, Inc.|NASDAQ
AEE|Ameren Corporation|NYSE
AEP|American Electric Power Company, Inc.|NASDAQ
AES|The AES Corporation|NYSE
AFL|Aflac Incorporated|NYSE
AIG|American International Group, Inc.|NYSE
AIZ|Assurant, Inc.|NYSE
AJG|Arthur J. Gallagher & Co.|NYSE
AKAM|Akamai Technologies, Inc.|NASDAQ
ALB|Albemarle Corporation|NYSE
ALGN|Align Technology, Inc.|NASDAQ
ALL|The Allstate Corporation|NYSE
ALLE|Allegion plc|NYSE
AMAT|Applied Materials, Inc.|NASDAQ
AMCR|Amcor plc|NYSE
AMD|Advanced Micro Devices, Inc.|NASDAQ
AME|AMETEK, Inc.|NYSE
AMGN|Amgen Inc.|NASDAQ
AMP|Ameriprise Financial, Inc.|NYSE
AMT|American Tower Corporation|NYSE
AMZN|Amazon.com, Inc.|NASDAQ
ANET|Arista Networks, Inc.|NYSE
AON|Aon plc|NYSE
AOS|A. O. Smith Corporation|NYSE
APA|APA Corporation|NASDAQ
APD|Air Products and Chemicals, Inc.|NYSE
APH|Amphenol Corporation|NYSE
APO|Apollo Global Management, Inc.|NYSE
APP|AppLovin Corporation|NASDAQ
APTV|Aptiv PLC|NYSE
ARE|Alexandria Real Estate Equities, Inc.|NYSE
ARM|Arm Holdings plc|NASDAQ
ATO|Atmos Energy Corporation|NYSE
AVB|AvalonBay Communities, Inc.|NYSE
AVGO|Broadcom Inc.|NASDAQ
AVY|Avery Dennison Corporation|NYSE
AWK|American Water Works Company, Inc.|NYSE
AXON|Axon Enterprise, Inc.|NASDAQ
AXP|American Express Company|NYSE
AZO|AutoZone, Inc.|NYSE
BA|The Boeing Company|NYSE
BAC|Bank of America Corporation|NYSE
BALL|Ball Corporation|NYSE
BAX|Baxter International Inc.|NYSE
BBY|Best Buy Co., Inc.|NYSE
BDX|Becton, Dickinson and Company|NYSE
BEN|Franklin Resources, Inc.|NYSE
BF.B|Brown-Forman Corporation|NYSE
BG|Bunge Global SA|NYSE
BIIB|Biogen Inc.|NASDAQ
BK|The Bank of New York Mellon Corporation|NYSE
BKNG|Booking Holdings Inc.|NASDAQ
BKR|Baker Hughes Company|NASDAQ
BLDR|Builders FirstSource, Inc.|NYSE
BLK|BlackRock, Inc.|NYSE
BMY|Bristol-Myers Squibb Company|NYSE
BR|Broadridge Financial Solutions, Inc.|NYSE
BRK.A|Berkshire Hathaway Inc.|NYSE
BRK.B|Berkshire Hathaway Inc.|NYSE
BRO|Brown & Brown, Inc.|NYSE
BSX|Boston Scientific Corporation|NYSE
BX|Blackstone Inc.|NYSE
BXP|BXP, Inc.|NYSE
C|Citigroup Inc.|NYSE
CAG|Conagra Brands, Inc.|NYSE
CAH|Cardinal Health, Inc.|NYSE
CARR|Carrier Global Corporation|NYSE
CAT|Caterpillar Inc.|NYSE
CB|Chubb Limited|NYSE
CBOE|Cboe Global Markets, Inc.|CBOE
CBRE|CBRE Group, Inc.|NYSE
CCI|Crown Castle Inc.|NYSE
CCL|Carnival Corporation & plc|NYSE
CDNS|Cadence Design Systems, Inc.|NASDAQ
CDW|CDW Corporation|NASDAQ
CEG|Constellation Energy Corporation|NASDAQ
CF|CF Industries Holdings, Inc.|NYSE
CFG|Citizens Financial Group, Inc.|NYSE
CHD|Church & Dwight Co., Inc.|NYSE
CHRW|C.H. Robinson Worldwide, Inc.|NASDAQ
CHTR|Charter Communications, Inc.|NASDAQ
CI|The Cigna Group|NYSE
CINF|Cincinnati Financial Corporation|NASDAQ
CL|Colgate-Palmolive Company|NYSE
CLX|The Clorox Company|NYSE
CMCSA|Comcast Corporation|NASDAQ
CME|CME Group Inc.|NASDAQ
CMG|Chipotle Mexican Grill, Inc.|NYSE
CMI|Cummins Inc.|NYSE
CMS|CMS Energy Corporation|NYSE
CNC|Centene Corporation|NYSE
CNP|CenterPoint Energy, Inc.|NYSE
COF|Capital One Financial Corporation|NYSE
COIN|Coinbase Global, Inc.|NASDAQ
COO|The Cooper Companies, Inc.|NASDAQ
COP|ConocoPhillips|NYSE
COR|Cencora, Inc.|NYSE
COST|Costco Wholesale Corporation|NASDAQ
CPAY|Corpay, Inc.|NYSE
CPB|The Campbell's Company|NASDAQ
CPRT|Copart, Inc.|NASDAQ
CPT|Camden Property Trust|NYSE
CRL|Charles River Laboratories International, Inc.|NYSE
CRM|Salesforce, Inc.|NYSE
CRWD|CrowdStrike Holdings, Inc.|NASDAQ
CSCO|Cisco Systems, Inc.|NASDAQ
CSGP|CoStar Group, Inc.|NASDAQ
CSX|CSX Corporation|NASDAQ
CTAS|Cintas Corporation|NASDAQ
CTRA|Coterra Energy Inc.|NYSE
CTSH|Cognizant Technology Solutions Corporation|NASDAQ
CTVA|Corteva, Inc.|NYSE
CVS|CVS Health Corporation|NYSE
CVX|Chevron Corporation|NYSE
D|Dominion Energy, Inc.|NYSE
DAL|Delta Air Lines, Inc.|NYSE
DASH|DoorDash, Inc.|NASDAQ
DD|DuPont de Nemours, Inc.|NYSE
DDOG|Datadog, Inc.|NASDAQ
DE|Deere & Company|NYSE
DECK|Deckers Outdoor Corporation|NYSE
DELL|Dell Technologies Inc.|NYSE
DG|Dollar General Corporation|NYSE
DGX|Quest Diagnostics Incorporated|NYSE
DHI|D.R. Horton, Inc.|NYSE
DHR|Danaher Corporation|NYSE
DIS|The Walt Disney Company|NYSE
DLR|Digital Realty Trust, Inc.|NYSE
DLTR|Dollar Tree, Inc.|NASDAQ
DOC|Healthpeak Properties, Inc.|NYSE
DOV|Dover Corporation|NYSE
DOW|Dow Inc.|NYSE
DPZ|Domino's Pizza, Inc.|NASDAQ
DRI|Darden Restaurants, Inc.|NYSE
DTE|DTE Energy Company|NYSE
DUK|Duke Energy Corporation|NYSE
DVA|DaVita Inc.|NYSE
DVN|Devon Energy Corporation|NYSE
DXCM|DexCom, Inc.|NASDAQ
EA|Electronic Arts Inc.|NASDAQ
EBAY|eBay Inc.|NASDAQ
ECL|Ecolab Inc.|NYSE
ED|Consolidated Edison, Inc.|NYSE
EFX|Equifax Inc.|NYSE
EG|Everest Group, Ltd.|NYSE
EIX|Edison International|NYSE
EL|The Estée Lauder Companies Inc.|NYSE
ELV|Elevance Health, Inc.|NYSE
EMN|Eastman Chemical Company|NYSE
EMR|Emerson Electric Co.|NYSE
ENPH|Enphase Energy, Inc.|NASDAQ
EOG|EOG Resources, Inc.|NYSE
EPAM|EPAM Systems, Inc.|NYSE
EQIX|Equinix, Inc.|NASDAQ
EQR|Equity Residential|NYSE
EQT|EQT Corporation|NYSE
ERIE|Erie Indemnity Company|NASDAQ
ES|Eversource Energy|NYSE
ESS|Essex Property Trust, Inc.|NYSE
ETN|Eaton Corporation plc|NYSE
ETR|Entergy Corporation|NYSE
EVRG|Evergy, Inc.|NASDAQ
EW|Edwards Lifesciences Corporation|NYSE
EXC|Exelon Corporation|NASDAQ
EXE|Expand Energy Corporation|NASDAQ
EXPD|Expeditors International of Washington, Inc.|NYSE
EXPE|Expedia Group, Inc.|NASDAQ
EXR|Extra Space Storage Inc.|NYSE
F|Ford Motor Company|NYSE
FANG|Diamondback Energy, Inc.|NASDAQ
FAST|Fastenal Company|NASDAQ
FCX|Freeport-McMoRan Inc.|NYSE
FDS|FactSet Research Systems Inc.|NYSE
FDX|FedEx Corporation|NYSE
FE|FirstEnergy Corp.|NYSE
FFIV|F5, Inc.|NASDAQ
FI|Fiserv, Inc.|NYSE
FICO|Fair Isaac Corporation|NYSE
FIS|Fidelity National Information Services, Inc.|NYSE
FITB|Fifth Third Bancorp|NASDAQ
FOX|Fox Corporation|NASDAQ
FOXA|Fox Corporation|NASDAQ
FRT|Federal Realty Investment Trust|NYSE
FSLR|First Solar, Inc.|NASDAQ
FTNT|Fortinet, Inc.|NASDAQ
FTV|Fortive Corporation|NYSE
GD|General Dynamics Corporation|NYSE
GDDY|GoDaddy Inc.|NYSE
GE|GE Aerospace|NYSE
GEHC|GE HealthCare Technologies Inc.|NASDAQ
GEN|Gen Digital Inc.|NASDAQ
GEV|GE Vernova Inc.|NYSE
GILD|Gilead Sciences, Inc.|NASDAQ
GIS|General Mills, Inc.|NYSE
GL|Globe Life Inc.|NYSE
GLW|Corning Incorporated|NYSE
GM|General Motors Company|NYSE
GNRC|Generac Holdings Inc.|NYSE
GOOG|Alphabet Inc. (Class C)|NASDAQ
GOOGL|Alphabet Inc. (Class A)|NASDAQ
GPC|Genuine Parts Company|NYSE
GPN|Global Payments Inc.|NYSE
GRMN|Garmin Ltd.|NYSE
GS|The Goldman Sachs Group, Inc.|NYSE
GWW|W.W. Grainger, Inc.|NYSE
HAL|Halliburton Company|NYSE
HAS|Hasbro, Inc.|NASDAQ
HBAN|Huntington Bancshares Incorporated|NASDAQ
HCA|HCA Healthcare, Inc.|NYSE
HD|The Home Depot, Inc.|NYSE
HIG|The Hartford Financial Services Group, Inc.|NYSE
HII|Huntington Ingalls Industries, Inc.|NYSE
HLT|Hilton Worldwide Holdings Inc.|NYSE
HOLX|Hologic, Inc.|NASDAQ
HON|Honeywell International Inc.|NASDAQ
HPE|Hewlett Packard Enterprise Company|NYSE
HPQ|HP Inc.|NYSE
HRL|Hormel Foods Corporation|NYSE
HSIC|Henry Schein, Inc.|NASDAQ
HST|Host Hotels & Resorts, Inc.|NASDAQ
HSY|The Hershey Company|NYSE
HUBB|Hubbell Incorporated|NYSE
HUM|Humana Inc.|NYSE
HWM|Howmet Aerospace Inc.|NYSE
IBM|International Business Machines Corporation|NYSE
ICE|Intercontinental Exchange, Inc.|NYSE
IDXX|IDEXX Laboratories, Inc.|NASDAQ
IEX|IDEX Corporation|NYSE
IFF|International Flavors & Fragrances Inc.|NYSE
INCY|Incyte Corporation|NASDAQ
INTC|Intel Corporation|NASDAQ
INTU|Intuit Inc.|NASDAQ
INVH|Invitation Homes Inc.|NYSE
IP|International Paper Company|NYSE
IPG|The Interpublic Group of Companies, Inc.|NYSE
IQV|IQVIA Holdings Inc.|NYSE
IR|Ingersoll Rand Inc.|NYSE
IRM|Iron Mountain Incorporated|NYSE
ISRG|Intuitive Surgical, Inc.|NASDAQ
IT|Gartner, Inc.|NYSE
ITW|Illinois Tool Works Inc.|NYSE
IVZ|Invesco Ltd.|NYSE
J|Jacobs Solutions Inc.|NYSE
JBHT|J.B. Hunt Transport Services, Inc.|NASDAQ
JBL|Jabil Inc.|NYSE
JCI|Johnson Controls International plc|NYSE
JKHY|Jack Henry & Associates, Inc.|NASDAQ
JNJ|Johnson & Johnson|NYSE
JPM|JPMorgan Chase & Co.|NYSE
K|Kellanova|NYSE
KDP|Keurig Dr Pepper Inc.|NASDAQ
KEY|KeyCorp|NYSE
KEYS|Keysight Technologies, Inc.|NYSE
KHC|The Kraft Heinz Company|NASDAQ
KIM|Kimco Realty Corporation|NYSE
KKR|KKR & Co. Inc.|NYSE
KLAC|KLA Corporation|NASDAQ
KMB|Kimberly-Clark Corporation|NASDAQ
KMI|Kinder Morgan, Inc.|NYSE
KMX|CarMax, Inc.|NYSE
KO|The Coca-Cola Company|NYSE
KR|The Kroger Co.|NYSE
KVUE|Kenvue Inc.|NYSE
L|Loews Corporation|NYSE
LDOS|Leidos Holdings, Inc.|NYSE
LEN|Lennar Corporation|NYSE
LH|Labcorp Holdings Inc.|NYSE
LHX|L3Harris Technologies, Inc.|NYSE
LII|Lennox International Inc.|NYSE
LIN|Linde plc|NASDAQ
LKQ|LKQ Corporation|NASDAQ
LLY|Eli Lilly and Company|NYSE
LMT|Lockheed Martin Corporation|NYSE
LNT|Alliant Energy Corporation|NASDAQ
LOW|Lowe's Companies, Inc.|NYSE
LRCX|Lam Research Corporation|NASDAQ
LULU|Lululemon Athletica Inc.|NASDAQ
LUV|Southwest Airlines Co.|NYSE
LVS|Las Vegas Sands Corp.|NYSE
LW|Lamb Weston Holdings, Inc.|NYSE
LYB|LyondellBasell Industries N.V.|NYSE
LYV|Live Nation Entertainment, Inc.|NYSE
MA|Mastercard Incorporated|NYSE
MAA|Mid-America Apartment Communities, Inc.|NYSE
MAR|Marriott International, Inc.|NASDAQ
MAS|Masco Corporation|NYSE
MCD|McDonald's Corporation|NYSE
MCHP|Microchip Technology Incorporated|NASDAQ
MCK|McKesson Corporation|NYSE
MCO|Moody's Corporation|NYSE
MDLZ|Mondelez International, Inc.|NASDAQ
MDT|Medtronic plc|NYSE
MET|MetLife, Inc.|NYSE
META|Meta Platforms, Inc.|NASDAQ
MGM|MGM Resorts International|NYSE
MHK|Mohawk Industries, Inc.|NYSE
MKC|McCormick & Company, Incorporated|NYSE
MLM|Martin Marietta Materials, Inc.|NYSE
MMC|Marsh & McLennan Companies, Inc.|NYSE
MMM|3M Company|NYSE
MNST|Monster Beverage Corporation|NASDAQ
MO|Altria Group, Inc.|NYSE
MOH|Molina Healthcare, Inc.|NYSE
MOS|The Mosaic Company|NYSE
MPC|Marathon Petroleum Corporation|NYSE
MPWR|Monolithic Power Systems, Inc.|NASDAQ
MRK|Merck & Co., Inc.|NYSE
MRNA|Moderna, Inc.|NASDAQ
MS|Morgan Stanley|NYSE
MSCI|MSCI Inc.|NYSE
MSFT|Microsoft Corporation|NASDAQ
MSI|Motorola Solutions, Inc.|NYSE
MTB|M&T Bank Corporation|NYSE
MTCH|Match Group, Inc.|NASDAQ
MTD|Mettler-Toledo International Inc.|NYSE
MU|Micron Technology, Inc.|NASDAQ
NCLH|Norwegian Cruise Line Holdings Ltd.|NYSE
NDAQ|Nasdaq, Inc.|NASDAQ
NDSN|Nordson Corporation|NASDAQ
NEE|NextEra Energy, Inc.|NYSE
NEM|Newmont Corporation|NYSE
NFLX|Netflix, Inc.|NASDAQ
NI|NiSource Inc.|NYSE
NKE|NIKE, Inc.|NYSE
NOC|Northrop Grumman Corporation|NYSE
NOW|ServiceNow, Inc.|NYSE
NRG|NRG Energy, Inc.|NYSE
NSC|Norfolk Southern Corporation|NYSE
NTAP|NetApp, Inc.|NASDAQ
NTRS|Northern Trust Corporation|NASDAQ
NUE|Nucor Corporation|NYSE
NVDA|NVIDIA Corporation|NASDAQ
NVR|NVR, Inc.|NYSE
NWS|News Corporation (Class B)|NASDAQ
NWSA|News Corporation (Class A)|NASDAQ
NXPI|NXP Semiconductors N.V.|NASDAQ
O|Realty Income Corporation|NYSE
ODFL|Old Dominion Freight Line, Inc.|NASDAQ
OKE|ONEOK, Inc.|NYSE
OMC|Omnicom Group Inc.|NYSE
ON|ON Semiconductor Corporation|NASDAQ
ORCL|Oracle Corporation|NYSE
ORLY|O'Reilly Automotive, Inc.|NASDAQ
OTIS|Otis Worldwide Corporation|NYSE
OXY|Occidental Petroleum Corporation|NYSE
PANW|Palo Alto Networks, Inc.|NASDAQ
PAYC|Paycom Software, Inc.|NYSE
PAYX|Paychex, Inc.|NASDAQ
PCAR|PACCAR Inc|NASDAQ
PCG|PG&E Corporation|NYSE
PEG|Public Service Enterprise Group Incorporated|NYSE
PEP|PepsiCo, Inc.|NASDAQ
PFE|Pfizer Inc.|NYSE
PFG|Principal Financial Group, Inc.|NASDAQ
PG|The Procter & Gamble Company|NYSE
PGR|The Progressive Corporation|NYSE
PH|Parker-Hannifin Corporation|NYSE
PHM|PulteGroup, Inc.|NYSE
PKG|Packaging Corporation of America|NYSE
PLD|Prologis, Inc.|NYSE
PLTR|Palantir Technologies Inc.|NASDAQ
PM|Philip Morris International Inc.|NYSE
PNC|The PNC Financial Services Group, Inc.|NYSE
PNR|Pentair plc|NYSE
PNW|Pinnacle West Capital Corporation|NYSE
PODD|Insulet Corporation|NASDAQ
POOL|Pool Corporation|NASDAQ
PPG|PPG Industries, Inc.|NYSE
PPL|PPL Corporation|NYSE
PRU|Prudential Financial, Inc.|NYSE
PSA|Public Storage|NYSE
PSX|Phillips 66|NYSE
PTC|PTC Inc.|NASDAQ
PWR|Quanta Services, Inc.|NYSE
PYPL|PayPal Holdings, Inc.|NASDAQ
QCOM|QUALCOMM Incorporated|NASDAQ
RCL|Royal Caribbean Cruises Ltd.|NYSE
REG|Regency Centers Corporation|NASDAQ
REGN|Regeneron Pharmaceuticals, Inc.|NASDAQ
RF|Regions Financial Corporation|NYSE
RJF|Raymond James Financial, Inc.|NYSE
RL|Ralph Lauren Corporation|NYSE
RMD|ResMed Inc.|NYSE
ROK|Rockwell Automation, Inc.|NYSE
ROL|Rollins, Inc.|NYSE
ROP|Roper Technologies, Inc.|NASDAQ
ROST|Ross Stores, Inc.|NASDAQ
RSG|Republic Services, Inc.|NYSE
RTX|RTX Corporation|NYSE
RVTY|Revvity, Inc.|NYSE
SBAC|SBA Communications Corporation|NASDAQ
SBUX|Starbucks Corporation|NASDAQ
SCHW|The Charles Schwab Corporation|NYSE
SHW|The Sherwin-Williams Company|NYSE
SJM|The J. M. Smucker Company|NYSE
SLB|SLB N.V.|NYSE
SMCI|Super Micro Computer, Inc.|NASDAQ
SNA|Snap-on Incorporated|NYSE
SNPS|Synopsys, Inc.|NASDAQ
SO|The Southern Company|NYSE
SOLV|Solventum Corporation|NYSE
SPG|Simon Property Group, Inc.|NYSE
SPGI|S&P Global Inc.|NYSE
SRE|Sempra|NYSE
STE|STERIS plc|NYSE
STLD|Steel Dynamics, Inc.|NASDAQ
STT|State Street Corporation|NYSE
STX|Seagate Technology Holdings plc|NASDAQ
STZ|Constellation Brands, Inc.|NYSE
SW|Smurfit Westrock plc|NYSE
SWK|Stanley Black & Decker, Inc.|NYSE
SWKS|Skyworks Solutions, Inc.|NASDAQ
SYF|Synchrony Financial|NYSE
SYK|Stryker Corporation|NYSE
SYY|Sysco Corporation|NYSE
T|AT&T Inc.|NYSE
TAP|Molson Coors Beverage Company|NYSE
TDG|TransDigm Group Incorporated|NYSE
TDY|Teledyne Technologies Incorporated|NYSE
TECH|Bio-Techne Corporation|NASDAQ
TEL|TE Connectivity plc|NYSE
TER|Teradyne, Inc.|NASDAQ
TFC|Truist Financial Corporation|NYSE
TGT|Target Corporation|NYSE
TJX|The TJX Companies, Inc.|NYSE
TKO|TKO Group Holdings, Inc.|NYSE
TMO|Thermo Fisher Scientific Inc.|NYSE
TMUS|T-Mobile US, Inc.|NASDAQ
TPL|Texas Pacific Land Corporation|NYSE
TPR|Tapestry, Inc.|NYSE
TRGP|Targa Resources Corp.|NYSE
TRMB|Trimble Inc.|NASDAQ
TROW|T. Rowe Price Group, Inc.|NASDAQ
TRV|The Travelers Companies, Inc.|NYSE
TSCO|Tractor Supply Company|NASDAQ
TSLA|Tesla, Inc.|NASDAQ
TSN|Tyson Foods, Inc.|NYSE
TT|Trane Technologies plc|NYSE
TTWO|Take-Two Interactive Software, Inc.|NASDAQ
TXN|Texas Instruments Incorporated|NASDAQ
TXT|Textron Inc.|NYSE
TYL|Tyler Technologies, Inc.|NYSE
UAL|United Airlines Holdings, Inc.|NASDAQ
UBER|Uber Technologies, Inc.|NYSE
UDR|UDR, Inc.|NYSE
UHS|Universal Health Services, Inc.|NYSE
ULTA|Ulta Beauty, Inc.|NASDAQ
UNH|UnitedHealth Group Incorporated|NYSE
UNP|Union Pacific Corporation|NYSE
UPS|United Parcel Service, Inc.|NYSE
URI|United Rentals, Inc.|NYSE
USB|U.S. Bancorp|NYSE
V|Visa Inc.|NYSE
VICI|VICI Properties Inc.|NYSE
VLO|Valero Energy Corporation|NYSE
VLTO|Veralto Corporation|NYSE
VMC|Vulcan Materials Company|NYSE
VRSK|Verisk Analytics, Inc.|NASDAQ
VRSN|VeriSign, Inc.|NASDAQ
VRTX|Vertex Pharmaceuticals Incorporated|NASDAQ
VST|Vistra Corp.|NYSE
VTR|Ventas, Inc.|NYSE
VTRS|Viatris Inc.|NASDAQ
VZ|Verizon Communications Inc.|NYSE
WAB|Westinghouse Air Brake Technologies Corporation|NYSE
WAT|Waters Corporation|NYSE
WBD|Warner Bros. Discovery, Inc.|NASDAQ
WDAY|Workday, Inc.|NASDAQ
WDC|Western Digital Corporation|NASDAQ
WEC|WEC Energy Group, Inc.|NYSE
WELL|Welltower Inc.|NYSE
WFC|Wells Fargo & Company|NYSE
WM|Waste Management, Inc.|NYSE
WMB|The Williams Companies, Inc.|NYSE
WMT|Walmart Inc.|NASDAQ
WRB|W. R. Berkley Corporation|NYSE
WSM|Williams-Sonoma, Inc.|NYSE
WST|West Pharmaceutical Services, Inc.|NYSE
WTW|Willis Towers Watson plc|NASDAQ
WY|Weyerhaeuser Company|NYSE
WYNN|Wynn Resorts, Limited|NASDAQ
XEL|Xcel Energy Inc.|NASDAQ
XOM|Exxon Mobil Corporation|NYSE
XYL|Xylem Inc.|NYSE
XYZ|Block, Inc.|NYSE
YUM|Yum! Brands, Inc.|NYSE
ZBH|Zimmer Biomet Holdings, Inc.|NYSE
ZBRA|Zebra Technologies Corporation|NASDAQ
ZTS|Zoetis Inc.|NYSE
AFRM|Affirm Holdings, Inc.|NASDAQ
ALNY|Alnylam Pharmaceuticals, Inc.|NASDAQ
ALLY|Ally Financial Inc.|NYSE
AMH|American Homes 4 Rent|NYSE
ARES|Ares Management Corporation|NYSE
BAH|Booz Allen Hamilton Holding Corporation|NYSE
BBWI|Bath & Body Works, Inc.|NYSE
BIO|Bio-Rad Laboratories, Inc.|NYSE
BJ|BJ's Wholesale Club Holdings, Inc.|NYSE
BMRN|BioMarin Pharmaceutical Inc.|NASDAQ
BURL|Burlington Stores, Inc.|NYSE
CART|Maplebear Inc. (Instacart)|NASDAQ
CASY|Casey's General Stores, Inc.|NASDAQ
CAVA|CAVA Group, Inc.|NYSE
CELH|Celsius Holdings, Inc.|NASDAQ
CHWY|Chewy, Inc.|NYSE
CIEN|Ciena Corporation|NYSE
CLF|Cleveland-Cliffs Inc.|NYSE
CMA|Comerica Incorporated|NYSE
CNA|CNA Financial Corporation|NYSE
COHR|Coherent Corp.|NYSE
CPNG|Coupang, Inc.|NYSE
CRH|CRH plc|NYSE
CROX|Crocs, Inc.|NASDAQ
CVNA|Carvana Co.|NYSE
CZR|Caesars Entertainment, Inc.|NASDAQ
DKNG|DraftKings Inc.|NASDAQ
DKS|Dick's Sporting Goods, Inc.|NYSE
DOCU|DocuSign, Inc.|NASDAQ
DT|Dynatrace, Inc.|NYSE
DUOL|Duolingo, Inc.|NASDAQ
ELF|e.l.f. Beauty, Inc.|NYSE
ENTG|Entegris, Inc.|NASDAQ
ESTC|Elastic N.V.|NYSE
ETSY|Etsy, Inc.|NASDAQ
EWBC|East West Bancorp, Inc.|NASDAQ
EXAS|Exact Sciences Corporation|NASDAQ
FIVE|Five Below, Inc.|NASDAQ
FLEX|Flex Ltd.|NASDAQ
FND|Floor & Decor Holdings, Inc.|NYSE
FNF|Fidelity National Financial, Inc.|NYSE
FWONK|Liberty Media Corporation (Formula One)|NASDAQ
GAP|The Gap, Inc.|NYSE
GLPI|Gaming and Leisure Properties, Inc.|NASDAQ
GME|GameStop Corp.|NYSE
GTLB|GitLab Inc.|NASDAQ
H|Hyatt Hotels Corporation|NYSE
HEI|HEICO Corporation|NYSE
HOOD|Robinhood Markets, Inc.|NASDAQ
HUBS|HubSpot, Inc.|NYSE
ILMN|Illumina, Inc.|NASDAQ
JEF|Jefferies Financial Group Inc.|NYSE
LPLA|LPL Financial Holdings Inc.|NASDAQ
LYFT|Lyft, Inc.|NASDAQ
MANH|Manhattan Associates, Inc.|NASDAQ
MDB|MongoDB, Inc.|NASDAQ
MELI|MercadoLibre, Inc.|NASDAQ
MKL|Markel Group Inc.|NYSE
MRVL|Marvell Technology, Inc.|NASDAQ
MSTR|Strategy Inc|NASDAQ
NBIX|Neurocrine Biosciences, Inc.|NASDAQ
NET|Cloudflare, Inc.|NYSE
NTNX|Nutanix, Inc.|NASDAQ
NU|Nu Holdings Ltd.|NYSE
OKTA|Okta, Inc.|NASDAQ
OWL|Blue Owl Capital Inc.|NYSE
PINS|Pinterest, Inc.|NYSE
PSTG|Pure Storage, Inc.|NYSE
RBLX|Roblox Corporation|NYSE
RDDT|Reddit, Inc.|NYSE
RIVN|Rivian Automotive, Inc.|NASDAQ
RKT|Rocket Companies, Inc.|NYSE
ROKU|Roku, Inc.|NASDAQ
RPM|RPM International Inc.|NYSE
RS|Reliance, Inc.|NYSE
SAIA|Saia, Inc.|NASDAQ
SFM|Sprouts Farmers Market, Inc.|NASDAQ
SNAP|Snap Inc.|NYSE
SNOW|Snowflake Inc.|NYSE
SOFI|SoFi Technologies, Inc.|NASDAQ
SPOT|Spotify Technology S.A.|NYSE
SQM|Sociedad Química y Minera de Chile S.A.|NYSE
SSNC|SS&C Technologies Holdings, Inc.|NASDAQ
TEAM|Atlassian Corporation|NASDAQ
TOST|Toast, Inc.|NYSE
TTD|The Trade Desk, Inc.|NASDAQ
TWLO|Twilio Inc.|NYSE
U|Unity Software Inc.|NYSE
ULS|UL Solutions Inc.|NYSE
USFD|US Foods Holding Corp.|NYSE
UTHR|United Therapeutics Corporation|NASDAQ
VEEV|Veeva Systems Inc.|NYSE
VRT|Vertiv Holdings Co|NYSE
W|Wayfair Inc.|NYSE
WING|Wingstop Inc.|NASDAQ
WSO|Watsco, Inc.|NYSE
Z|Zillow Group, Inc. (Class C)|NASDAQ
ZM|Zoom Communications, Inc.|NASDAQ
ZS|Zscaler, Inc.|NASDAQ
`;
