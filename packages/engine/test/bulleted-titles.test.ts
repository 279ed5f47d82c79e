import { describe, expect, it } from 'vitest';
import { parseText } from './fixtures/parse-text';

const roles = (text: string) =>
  parseText(text).experience.map((e) => [e.title, e.company, e.startDate, e.bullets.length]);

describe('role titles set as list items', () => {
  it('reads a bulleted title over its dated employer line as the role, role after role', () => {
    const text = [
      'Dana Whitfield',
      'Experience',
      '• Software Engineering Intern | Burlingame, CA',
      'Northwind | May 2022 - August 2022',
      '• Prototyped a speech feature for the headset',
      '• Cut memory use of the prototype by a third',
      '• Data Analyst Intern | Atlanta, GA',
      'Contoso Retail | May 2021 - August 2021',
      '• Built the weekly sales dashboard',
    ].join('\n');
    expect(roles(text)).toEqual([
      ['Software Engineering Intern', 'Northwind', 'May 2022', 2],
      ['Data Analyst Intern', 'Contoso Retail', 'May 2021', 1],
    ]);
  });

  it('keeps one title-like achievement over the next role as the achievement it is', () => {
    const text = [
      'Dana Whitfield',
      'Experience',
      'Analyst, Contoso Retail | June 2019 - April 2022',
      '• Built the weekly sales dashboard',
      '• Team Lead for the reporting guild',
      'Junior Analyst, Northwind | May 2017 - May 2019',
      '• Cleaned the order data',
    ].join('\n');
    const read = parseText(text).experience;
    expect(read.map((e) => e.title)).toEqual(['Analyst', 'Junior Analyst']);
    expect(read[0]!.bullets).toHaveLength(2);
  });

  it('reads roles set one field a list item: title, employer, then dates', () => {
    const text = [
      'Asa Pangilinan',
      'Work Experience',
      '• Computer Maintenance Technologist II / Software Developer',
      '• Cebu South Medical Center',
      '• 2022 – Present',
      '• Computer Programmer I (Job Order)',
      '• Department of Health Regional Office VII',
      '• 2017 – 2019',
      'Education',
      'BS Information Technology, 2012 - 2016',
    ].join('\n');
    expect(roles(text)).toEqual([
      [
        'Computer Maintenance Technologist II / Software Developer',
        'Cebu South Medical Center',
        '2022',
        0,
      ],
      ['Computer Programmer I (Job Order)', 'Department of Health Regional Office VII', '2017', 0],
    ]);
  });

  it('reads list items that open with their dates and name the job after a comma, however long', () => {
    const text = [
      'Jeff Holloway',
      'Experience',
      '• May 2006 – July 2008, Postdoctoral Landscape Ecologist, U.S. Environmental Protection Agency, Office of Research and Development, Atlantic Ecology Division, Narragansett, RI',
      'I developed statistical and modeling tools for water quality criteria.',
      '• June 1998 – July 2000, Lead Research Technician in Landscape Ecology, J.W. Jones Ecological Research Center, Landscape Ecology Lab, Newton, GA',
      'Conducted research on small wetland loss in the Southeastern United States.',
      '• Aug 1997 – Jan 1998, Geographic Information Systems Specialist, Research Triangle Institute, Center for Environmental Analysis, Research Triangle Park, NC',
      'Developed a GIS method to find river reaches.',
    ].join('\n');
    expect(roles(text).map(([title, , start]) => [title, start])).toEqual([
      ['Postdoctoral Landscape Ecologist', 'May 2006'],
      ['Lead Research Technician in Landscape Ecology', 'June 1998'],
      ['Geographic Information Systems Specialist', 'Aug 1997'],
    ]);
  });
});
