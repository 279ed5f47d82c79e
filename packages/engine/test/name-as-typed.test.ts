import { describe, expect, it } from 'vitest';
import { parseText } from './fixtures/parse-text';

// The person's name as people type it into Word (issue #23: real Word resumes from India,
// South Africa, Australia and the US). Made-up people.
const nameOf = (...lines: string[]) =>
  parseText([...lines, 'Education', 'B.Tech, Pullaiah College of Engineering, 2022'].join('\n'))
    .name;

describe('a name as people type it', () => {
  it('leaves out a note in brackets after it', () => {
    expect(nameOf('Shaik Reshma Banu (Student)', 'Email: reshma.b@example.com')).toBe(
      'Shaik Reshma Banu',
    );
    expect(nameOf('Jordan Ellis (she/her)', 'jordan.ellis@example.com')).toBe('Jordan Ellis');
  });

  it('keeps a nickname in quotes', () => {
    expect(nameOf('Alex “Min Jun” Park | 1305 S Michigan Avenue #1604', 'Programmer')).toBe(
      'Alex “Min Jun” Park',
    );
  });

  it('takes a family name typed in lowercase, where no line reads as a name otherwise', () => {
    expect(nameOf('Rohan mehta', 'rohan.m@example.com', 'Objective')).toBe('Rohan mehta');
  });

  it('finds the name under a lone title for the document set as a heading', () => {
    expect(nameOf('Resume', 'Rohan mehta', '8700500000', 'Career Objective')).toBe('Rohan mehta');
  });

  it('reads the name after the document’s own name, and before the page number', () => {
    expect(nameOf('CV - Pieter Louw', 'Personal Data', 'Nationality: South African')).toBe(
      'Pieter Louw',
    );
    expect(nameOf('Resume: Marta Ruiz Page | 1 of 2', 'Senior Developer')).toBe('Marta Ruiz');
  });

  it('takes no skill with its level in brackets for a name', () => {
    expect(nameOf('AS', 'skills', 'Python (Intermediate)', 'Django (Beginner)')).toBeNull();
  });

  it('takes no course for a name', () => {
    expect(nameOf('About me', 'Android Programming Course (introductory)')).toBeNull();
  });
});
