/**
 * Cities that sidebars and headers print alone ('New York'), where they could pass for a
 * two-word name, or run onto an employer before their state or country ('Northwind Oslo, NO'):
 * the largest of each region and most capitals, leaving out those that are also people's names
 * or common words ('Victoria', 'Reading'). Lowercase.
 */
export const cityNames = new Set(
  `new york|san francisco|los angeles|san diego|san jose|chicago|boston|seattle|austin|denver|
  dallas|houston|atlanta|miami|phoenix|portland|philadelphia|washington|detroit|minneapolis|
  nashville|charlotte|raleigh|pittsburgh|baltimore|salt lake city|las vegas|orlando|tampa|
  columbus|cleveland|cincinnati|kansas city|st louis|saint louis|sacramento|oakland|palo alto|
  mountain view|menlo park|silicon valley|new jersey|brooklyn|toronto|vancouver|montreal|ottawa|
  calgary|london|manchester|birmingham|edinburgh|glasgow|dublin|paris|berlin|munich|hamburg|
  amsterdam|rotterdam|brussels|zurich|geneva|vienna|madrid|barcelona|lisbon|rome|milan|stockholm|
  copenhagen|oslo|helsinki|warsaw|prague|budapest|istanbul|tel aviv|dubai|abu dhabi|cairo|lagos|
  nairobi|johannesburg|cape town|mumbai|delhi|new delhi|bangalore|bengaluru|hyderabad|chennai|
  pune|kolkata|karachi|lahore|dhaka|singapore|hong kong|shanghai|beijing|shenzhen|tokyo|osaka|
  seoul|taipei|manila|jakarta|bangkok|kuala lumpur|sydney|melbourne|brisbane|perth|auckland|
  mexico city|sao paulo|são paulo|rio de janeiro|buenos aires|bogota|bogotá|lima|santiago|gothenburg|göteborg|malmö|malmo|uppsala|bergen|trondheim|aarhus|odense|tampere|espoo|turku|
  krakow|kraków|wroclaw|wrocław|gdansk|gdańsk|poznan|poznań|lodz|łódź|brno|bratislava|ljubljana|
  zagreb|belgrade|sarajevo|skopje|bucharest|bucurești|bucuresti|iași|iasi|timișoara|timisoara|brașov|brasov|cluj-napoca|chisinau|kyiv|kiev|kharkiv|lviv|odesa|
  odessa|minsk|vilnius|riga|tallinn|moscow|saint petersburg|st petersburg|st. petersburg|
  novosibirsk|athens|thessaloniki|tirana|valletta|nicosia|limassol|ankara|izmir|antalya|porto|
  coimbra|braga|seville|sevilla|bilbao|malaga|málaga|zaragoza|naples|turin|torino|florence|
  firenze|bologna|genoa|venice|verona|padua|padova|lyon|marseille|toulouse|bordeaux|lille|nantes|
  strasbourg|montpellier|rennes|grenoble|frankfurt|cologne|köln|stuttgart|düsseldorf|dusseldorf|
  leipzig|dresden|hanover|hannover|nuremberg|nürnberg|bremen|bonn|heidelberg|karlsruhe|aachen|
  mannheim|basel|bern|lausanne|lucerne|salzburg|graz|innsbruck|linz|antwerp|ghent|leuven|liège|
  liege|utrecht|eindhoven|the hague|groningen|reykjavik|leeds|liverpool|bristol|sheffield|
  newcastle|nottingham|leicester|cardiff|belfast|aberdeen|southampton|coventry|cork|galway|
  limerick|accra|kumasi|abuja|ibadan|port harcourt|kano|enugu|kampala|kigali|dar es salaam|
  dodoma|arusha|mombasa|kisumu|nakuru|eldoret|addis ababa|khartoum|lusaka|harare|bulawayo|
  lilongwe|blantyre|maputo|gaborone|windhoek|pretoria|durban|port elizabeth|gqeberha|
  bloemfontein|casablanca|rabat|marrakech|tangier|algiers|tunis|sfax|alexandria|giza|dakar|
  abidjan|bamako|ouagadougou|niamey|conakry|freetown|monrovia|lomé|lome|cotonou|douala|yaoundé|
  yaounde|kinshasa|lubumbashi|brazzaville|luanda|antananarivo|mogadishu|asmara|banjul|bujumbura|
  mbabane|maseru|riyadh|jeddah|dammam|doha|manama|muscat|kuwait city|amman|beirut|damascus|
  baghdad|erbil|tehran|isfahan|shiraz|mashhad|tabriz|jerusalem|haifa|kabul|islamabad|
  rawalpindi|faisalabad|peshawar|multan|chittagong|sylhet|kathmandu|colombo|noida|gurgaon|
  gurugram|ahmedabad|jaipur|lucknow|kochi|cochin|coimbatore|indore|bhopal|nagpur|chandigarh|
  thiruvananthapuram|trivandrum|visakhapatnam|bhubaneswar|patna|surat|vadodara|mysore|mysuru|
  mangalore|hanoi|ho chi minh city|da nang|phnom penh|vientiane|yangon|chiang mai|cebu|davao|
  quezon city|makati|surabaya|bandung|yogyakarta|medan|denpasar|penang|johor bahru|guangzhou|
  hangzhou|chengdu|wuhan|nanjing|xi'an|tianjin|chongqing|suzhou|qingdao|dalian|xiamen|hefei|
  kyoto|yokohama|nagoya|fukuoka|sapporo|kobe|busan|incheon|daejeon|kaohsiung|taichung|tashkent|
  samarkand|almaty|astana|bishkek|dushanbe|baku|tbilisi|yerevan|ulaanbaatar|edmonton|winnipeg|
  quebec city|halifax|mississauga|saskatoon|guadalajara|monterrey|puebla|tijuana|guatemala city|
  san salvador|tegucigalpa|managua|panama city|havana|santo domingo|port-au-prince|
  port of spain|caracas|maracaibo|medellín|medellin|barranquilla|cartagena|quito|guayaquil|
  la paz|asunción|asuncion|montevideo|córdoba|cordoba|rosario|mendoza|valparaíso|valparaiso|
  brasília|brasilia|belo horizonte|porto alegre|curitiba|recife|fortaleza|manaus|campinas|
  florianópolis|florianopolis|san antonio|fort worth|jacksonville|indianapolis|milwaukee|
  louisville|memphis|oklahoma city|albuquerque|tucson|fresno|omaha|new orleans|honolulu|
  anchorage|boise|spokane|tacoma|hartford|ann arbor|saint paul|st paul|berkeley|san mateo|
  sunnyvale|santa clara|cupertino|redmond|bellevue|irvine|pasadena|santa monica|boulder|
  new haven|newark|jersey city|hoboken|stamford|adelaide|canberra|hobart|gold coast|christchurch`
    .split('|')
    .map((c) => c.trim()),
);
