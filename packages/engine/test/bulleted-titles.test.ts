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
});
