import { regionCodes } from '../../data/region-codes';
import { cityNames } from '../../data/city-names';

// States, provinces and countries as resumes write them after a city. Two capital letters
// (CA, NY, UK) are looked up in region-codes.ts; these are the longer names.
const PLACES = new Set(
  `usa u.s. u.s.a. us america canada uk u.k. england scotland wales ireland india germany france
  spain italy portugal netherlands belgium switzerland austria sweden norway denmark finland poland
  czechia hungary romania greece turkey türkiye israel egypt nigeria kenya ghana morocco uae dubai
  qatar pakistan bangladesh nepal china taiwan japan korea singapore malaysia indonesia philippines
  vietnam thailand australia mexico brazil argentina chile colombia peru remote hybrid on-site
  onsite worldwide global anywhere country city state california texas florida washington oregon arizona
  colorado illinois ohio michigan georgia virginia massachusetts pennsylvania ontario quebec
  alberta ecuador bolivia venezuela uruguay paraguay guatemala honduras nicaragua panama cuba
  ukraine russia belarus serbia croatia slovenia slovakia bulgaria lithuania latvia estonia
  luxembourg iceland ethiopia uganda tanzania rwanda cameroon senegal tunisia algeria iran iraq
  lebanon kuwait bahrain oman kazakhstan uzbekistan armenia azerbaijan mongolia myanmar cambodia
  zimbabwe zambia botswana namibia mozambique alabama alaska arkansas connecticut delaware hawaii
  idaho indiana iowa kansas kentucky louisiana maine maryland minnesota mississippi missouri
  montana nebraska nevada oklahoma tennessee utah vermont wisconsin wyoming manitoba saskatchewan
  queensland tasmania victoria nsw qld vic tas karnataka maharashtra kerala gujarat punjab telangana
  bavaria afghanistan albania andorra angola bahamas barbados belize benin bhutan bosnia brunei
  burundi comoros congo cyprus djibouti dominica eritrea eswatini swaziland fiji gabon gambia
  grenada guinea guinea-bissau guyana haiti jamaica jordan kosovo kyrgyzstan laos lesotho liberia
  libya liechtenstein madagascar malawi maldives mali malta mauritania mauritius micronesia
  moldova monaco montenegro macedonia niger palestine samoa seychelles somalia sudan suriname
  syria tajikistan togo tonga turkmenistan vanuatu yemen timor-leste trinidad greenland`.split(
    /\s+/,
  ),
);
const MULTI_WORD = [
  'united states',
  'united kingdom',
  'czech republic',
  'south africa',
  'united arab emirates',
  'saudi arabia',
  'hong kong',
  'sri lanka',
  'south korea',
  'new zealand',
  'new york',
  'new jersey',
  'north carolina',
  'british columbia',
  'costa rica',
  'dominican republic',
  'puerto rico',
  'el salvador',
  'new mexico',
  'new hampshire',
  'rhode island',
  'south carolina',
  'north dakota',
  'south dakota',
  'west virginia',
  'district of columbia',
  'nova scotia',
  'new brunswick',
  'new south wales',
  'western australia',
  'south australia',
  'northern territory',
  'australian capital territory',
  'tamil nadu',
  'uttar pradesh',
  'west bengal',
  'andhra pradesh',
  'madhya pradesh',
  'himachal pradesh',
  'sierra leone',
  'burkina faso',
  'ivory coast',
  "côte d'ivoire",
  'cape verde',
  'equatorial guinea',
  'south sudan',
  'central african republic',
  'papua new guinea',
  'solomon islands',
  'east timor',
  'san marino',
  'north macedonia',
  'bosnia and herzegovina',
  'trinidad and tobago',
  'antigua and barbuda',
  'saint lucia',
  'north korea',
  'cayman islands',
];

/** 'Greater Boston Area', 'Nevada Area', 'San Francisco Bay Area': the place the area is named by. */
function areaOf(piece: string): string {
  const bare = piece
    .trim()
    .replace(/^greater\s+/i, '')
    .replace(/\s+(?:bay\s+)?area$/i, '');
  return bare || piece.trim();
}

/** Whether a piece names a state, province or country, or a city on our list ('Denver'). */
export function isPlaceOrCity(piece: string): boolean {
  const city = areaOf(piece).toLowerCase();
  // 'New York City': a city on the list named with the word 'City' after it.
  return isPlaceName(piece) || cityNames.has(city) || cityNames.has(city.replace(/\s+city$/, ''));
}

/** Whether a piece of a header names a state, province, country or 'Remote' (not a city). */
export function isPlaceName(piece: string): boolean {
  const text = areaOf(piece).replace(/[()]/g, '');
  if (regionCodes.has(text) || /^[A-Z]\.[A-Z]\.$/.test(text)) return true;
  // How much of the job was remote ('100% Remote', 'Fully remote') says where it was held.
  const lower = text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^(?:\d{1,3}\s?%|fully|partly|partially|mostly)\s+(?=remote$)/, '');
  return PLACES.has(lower) || MULTI_WORD.includes(lower);
}
