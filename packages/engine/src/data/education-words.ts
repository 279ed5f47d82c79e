/** Words that make a piece of an education line a degree ('B.S.', 'Master of Science'). */
export const DEGREE_WORDS =
  /\b(?:bachelor'?s?|master'?s?|associate'?s? (?:degree|of)|doctor(?:ate)?|ph\.?\s?d|mba|m\.?b\.?a|b\.?\s?s\.?c?|b\.?\s?a|b\.?\s?eng|b\.?\s?tech|m\.?\s?s\.?c?|m\.?\s?a|m\.?\s?eng|m\.?\s?tech|b\.?\s?com|m\.?\s?com|diploma|certificate|a\.?\s?a\.?s|high school|ged|gcse|a-levels?|hnd|degree|licen[cs]e|juris doctor|j\.?d|m\.?d|bsn|msn|llb|llm)(?![\p{L}])/iu;

/** Words that make a piece a school ('State University', 'Lincoln High School'). */
export const SCHOOL_WORDS =
  /\b(?:university|universit[éy]|universidad|college|institute|institut|school|academy|polytechnic|conservatory|seminary|bootcamp|campus)\b/i;

/** Lines that are honours rather than coursework ('GPA 3.8', "Dean's List", 'cum laude'). */
export const HONOURS_WORDS =
  /\b(?:gpa|cgpa|honou?rs?|cum laude|dean'?s list|distinction|first[- ]class|valedictorian|salutatorian|scholarship|award|merit|summa|magna)\b/i;

/** Schools known by a short name with no school word in it ('MIT', 'UC San Diego'). */
export const SCHOOL_NAMES =
  /\b(?:MIT|Caltech|CalTech|UCLA|UCSD|NYU|USC|CMU|UCL|LSE|ETH Z(?:ü|u)rich|EPFL|IIT(?: \p{Lu}\p{L}+)?|Georgia Tech|Virginia Tech|Texas A&M|UC (?:Berkeley|Davis|Irvine|San Diego|Santa Barbara|Santa Cruz|Riverside|Merced|Los Angeles))(?![\p{L}])/u;
