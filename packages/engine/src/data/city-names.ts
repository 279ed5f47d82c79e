/**
 * Cities that sidebars and headers print alone ('New York'), where they could pass for a
 * two-word name. Lowercase.
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
  mexico city|sao paulo|são paulo|rio de janeiro|buenos aires|bogota|bogotá|lima|santiago`
    .split('|')
    .map((c) => c.trim()),
);
