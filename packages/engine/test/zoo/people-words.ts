// Word lists for the people, places and schools of the layout zoo. Every name is invented for
// these tests; phone numbers use the 555-01xx block that is reserved for fiction. Lists are
// written as one string each so they stay short.

/** The items of a list written as one string. */
export const split = (text: string, separator = ' '): string[] => text.split(separator);

export const FIRST_NAMES = split(
  'Amelia Daniel Priya Marcus Elena Jonah Sofia Tobias Grace Rafael Hannah Victor Leila Owen Camille Isaac Naomi Felix Ruth Mateo Clara Samuel Ingrid Theo Maya Gabriel Lucia Henry Aisha Wesley',
);

export const LAST_NAMES = split(
  'Hartley Okafor Lindqvist Moreno Castellano Whitaker Nakamura Brennan Delgado Fairbanks Kowalski Ashworth Mbeki Sorensen Prescott Valdez Holloway Ramanathan Everett Caldwell Duarte Pemberton Nguyen Sinclair',
);

export const CITIES = split(
  'Denver, CO; Austin, TX; Portland, OR; Columbus, OH; Raleigh, NC; Madison, WI; Minneapolis, MN; Pittsburgh, PA; Sacramento, CA; Richmond, VA; Boise, ID; Nashville, TN; Tucson, AZ; Omaha, NE; Albany, NY; Charlotte, NC',
  '; ',
);

export const AREA_CODES = ['303', '512', '503', '614', '919', '608', '612', '412', '916', '804'];

export const EMAIL_DOMAINS = ['example.com', 'example.org', 'mail.example.net'];

export const SCHOOLS = split(
  'University of Wisconsin-Madison; Ohio State University; Portland State University; University of Minnesota; North Carolina State University; University of Arizona; Virginia Commonwealth University; University of Nebraska Omaha; Boise State University',
  '; ',
);

export const VOLUNTEER_ROLES = [
  {
    title: 'Volunteer Tutor',
    company: 'Riverside Literacy Project',
    achievements: [
      'Tutored six adult learners in reading twice a week for two school years',
      'Wrote a phonics workbook that the program now hands to every new volunteer',
      'Recruited nine coworkers as tutors through a lunchtime information session',
    ],
  },
  {
    title: 'Food Bank Shift Lead',
    company: 'Second Harvest Community Pantry',
    achievements: [
      'Led Saturday crews of twelve volunteers sorting about four tons of donations a month',
      'Reorganized the intake shelves so families waited twenty minutes less on busy days',
      'Trained new volunteers on food safety and the pantry inventory sheet',
    ],
  },
  {
    title: 'Youth Soccer Coach',
    company: 'Northside Recreation League',
    achievements: [
      'Coached a team of fourteen players aged ten to twelve through two seasons',
      'Organized carpools and a gear swap so every family could take part',
      'Raised funds for new goals with a neighborhood car wash',
    ],
  },
];

export const LEADERSHIP_ROLES = [
  {
    title: 'Chapter President',
    company: 'Association of Young Professionals',
    achievements: [
      'Grew chapter membership from forty to one hundred ten in two years',
      'Planned a monthly speaker series with local business leaders',
      'Set up a mentoring program that paired twenty members with senior professionals',
    ],
  },
  {
    title: 'Treasurer',
    company: 'Women in Business Network',
    achievements: [
      'Managed an annual budget of eighteen thousand dollars with clean audits',
      'Moved dues collection online and cut late payments by half',
      'Secured three corporate sponsors for the annual conference',
    ],
  },
  {
    title: 'Board Member',
    company: 'Eastside Neighborhood Council',
    achievements: [
      'Chaired the parks committee and won city funding for a new playground',
      'Ran quarterly town halls attended by about eighty residents',
      'Drafted the council bylaws revision adopted by unanimous vote',
    ],
  },
];
