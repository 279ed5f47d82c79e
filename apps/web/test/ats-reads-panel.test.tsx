import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ParsedResume } from '@resumerank/contract/scoring';
import { AtsReadsPanel } from '../src/components/score/ats-reads-panel';
import { educationLine } from '../src/components/score/education-line';
import { groupRolesByKind } from '../src/components/score/group-roles-by-kind';
import { roleDates } from '../src/components/score/role-dates';
import { parsedFromOlderEngine, parsedFull, parsedWithNameOnly } from './score-fixtures';

const panel = () => screen.getByRole('region', { name: 'What an ATS reads' });
/** The value next to a term of the contact list. */
const contact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
const headingLevels = () =>
  within(panel())
    .getAllByRole('heading')
    .map((h) => Number(h.tagName.slice(1)));

describe('the "What an ATS reads" panel', () => {
  it('shows the name, contact, roles grouped by kind, education, skills and headings', () => {
    render(<AtsReadsPanel parsed={parsedFull} />);
    expect(panel()).toBeInTheDocument();
    expect(contact('Name')).toHaveTextContent('Casey Morgan');
    expect(contact('Email')).toHaveTextContent('casey.morgan@example.com');
    expect(contact('Phone')).toHaveTextContent('(617) 555-0123');
    expect(contact('Location')).toHaveTextContent('Boston, MA');
    expect(within(contact('Links') as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    // Links from the file are text, never something to click.
    expect(within(panel()).queryByRole('link')).toBeNull();

    // Two kinds: a heading per kind, work first, each role under it in the document's order.
    const work = screen.getByRole('heading', { name: 'Work experience', level: 5 });
    const volunteering = screen.getByRole('heading', { name: 'Volunteering', level: 5 });
    expect(work.compareDocumentPosition(volunteering)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    const roles = screen.getAllByRole('heading', { level: 6 }).map((h) => h.textContent);
    expect(roles).toEqual(['Data Analyst', 'Junior Analyst', 'Treasurer']);
    expect(panel()).toHaveTextContent('Harbor Retail · Boston, MA');
    expect(panel()).toHaveTextContent('Mar 2022 – Present · page 1, line 6');
    expect(panel()).toHaveTextContent('2019 – 2021');

    expect(screen.getByText('B.A. Economics, Boston University, 2020')).toBeInTheDocument();
    for (const skill of ['SQL', 'Python', 'Tableau'])
      expect(screen.getByText(skill, { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByText('VOLUNTEERING', { selector: 'li' })).toBeInTheDocument();
    expect(within(panel()).queryByText(/not found|No .* found/)).toBeNull();
    expect(within(panel()).queryByText(/could not be read reliably/)).toBeNull();
    // Headings in order: the panel's h3, its parts' h4, kinds' h5, roles' h6; no level skipped.
    const levels = headingLevels();
    expect(levels[0]).toBe(3);
    levels.slice(1).forEach((level, i) => expect(level - levels[i]!).toBeLessThanOrEqual(1));
  });

  it('says plainly what was not found', () => {
    render(
      <AtsReadsPanel
        parsed={{
          ...parsedWithNameOnly,
          name: null,
          skills: [],
          unsure: [],
        }}
      />,
    );
    for (const text of [
      'No name found',
      'No email found',
      'No phone number found',
      'No location found',
      'No links found',
      'No roles found',
      'No education found',
      'No skills found',
      'No section headings found',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('says what a role lacks: title, company, dates, achievements', () => {
    render(
      <AtsReadsPanel
        parsed={{
          ...parsedFull,
          experience: [
            {
              title: '',
              company: '',
              duration: '',
              bullets: [],
              location: '',
              start: '',
              end: '',
              current: false,
              kind: 'work',
              source: null,
            },
          ],
        }}
      />,
    );
    // One kind: no kind heading, the role's own heading is an h5.
    expect(screen.queryByRole('heading', { name: 'Work experience' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'No job title found', level: 5 })).toBeVisible();
    for (const text of ['No company found', 'No dates found', 'No achievements found'])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(within(panel()).queryByRole('button')).toBeNull();
  });

  it('shows each part it could not read reliably as a notice', () => {
    render(
      <AtsReadsPanel
        parsed={{
          ...parsedFull,
          unsure: [
            { section: 'PROJECTS', reason: 'no role could be read from this section' },
            { section: '', reason: 'the text came out in an unusual order' },
          ],
        }}
      />,
    );
    const notices = within(
      screen.getByRole('list', { name: 'Parts not read reliably' }),
    ).getAllByRole('listitem');
    // The "!" beside each notice is decoration; the sentence says it all.
    expect(notices.map((n) => within(n).getByText(/could not be read/).textContent)).toEqual([
      'This part could not be read reliably: PROJECTS (no role could be read from this section)',
      'This part could not be read reliably: the whole document (the text came out in an unusual order)',
    ]);
  });

  it('reads a result stored before the optional fields existed', () => {
    render(<AtsReadsPanel parsed={parsedFromOlderEngine} />);
    expect(screen.getByRole('heading', { name: 'Data Analyst', level: 5 })).toBeInTheDocument();
    expect(panel()).toHaveTextContent('Harbor Retail');
    // Dates come from the duration as written; no location or place in the file is invented.
    expect(panel()).toHaveTextContent('Mar 2022 – Present');
    expect(panel()).not.toHaveTextContent('page ');
    expect(screen.queryByRole('heading', { name: 'Work experience' })).toBeNull();
    // No skills field: the part is left out rather than claiming none were found.
    expect(screen.queryByRole('heading', { name: 'Skills' })).toBeNull();
    expect(screen.queryByText('No skills found')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Parts not read reliably' })).toBeNull();
    expect(screen.getByRole('button', { name: /^2 achievements/ })).toBeInTheDocument();
  });

  it("expands and collapses a role's achievements, by mouse and by keyboard", async () => {
    const user = userEvent.setup();
    render(<AtsReadsPanel parsed={parsedFull} />);
    const toggle = screen.getByRole('button', {
      name: '4 achievements as Data Analyst at Harbor Retail',
    });
    expect(
      screen.getByRole('button', { name: /^1 achievement as Treasurer at Food/ }),
    ).toBeInTheDocument();
    const bullet = screen.getByText('Built Tableau dashboards used by 60 store managers');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(bullet).not.toBeVisible();
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(bullet);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(bullet).toBeVisible();
    expect(screen.getByText('Cut weekly reporting time by 70%')).toBeVisible();
    // The other roles stay closed.
    expect(screen.getByText('Analyzed promotions for 40 products')).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(bullet).not.toBeVisible();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(bullet).toBeVisible();
    await user.keyboard(' ');
    expect(bullet).not.toBeVisible();
  });
});

describe("the panel's helpers", () => {
  const role = { title: 'T', company: 'C', duration: 'Jan 2020 – Mar 2021', bullets: [] };

  it('roleDates: start and end, Present for a current role, else the duration as written', () => {
    expect(roleDates({ ...role, start: 'Jan 2020', end: 'Mar 2021' })).toBe('Jan 2020 – Mar 2021');
    expect(roleDates({ ...role, start: 'Jan 2020', end: '', current: true })).toBe(
      'Jan 2020 – Present',
    );
    expect(roleDates({ ...role, start: '2019', end: '', current: false })).toBe('2019');
    expect(roleDates(role)).toBe('Jan 2020 – Mar 2021');
    expect(roleDates({ ...role, duration: ' ', start: '', end: '' })).toBeNull();
  });

  it('groupRolesByKind: known kinds in a fixed order, unknown ones last, no kind is work', () => {
    const groups = groupRolesByKind([
      { ...role, title: 'a', kind: 'campus' },
      { ...role, title: 'b', kind: 'apprenticeship' },
      { ...role, title: 'c' },
      { ...role, title: 'd', kind: 'internship' },
      { ...role, title: 'e', kind: 'work' },
    ]);
    expect(groups.map((g) => [g.label, g.roles.map((r) => r.title)])).toEqual([
      ['Work experience', ['c', 'e']],
      ['Internships', ['d']],
      ['Campus activities', ['a']],
      ['Apprenticeship', ['b']],
    ]);
  });

  it('educationLine: strings as written, structured entries by their text fields', () => {
    expect(educationLine(' B.A. Economics ')).toBe('B.A. Economics');
    expect(educationLine({ degree: 'B.A. Economics', school: 'BU', year: 2020, gpa: null })).toBe(
      'B.A. Economics, BU, 2020',
    );
    expect(educationLine('')).toBeNull();
    expect(educationLine({})).toBeNull();
    expect(educationLine(null)).toBeNull();
  });
});

// Keeps the fixtures honest: they must satisfy the contract the server answers with.
it('the fixtures match the contract', async () => {
  const { parsedResume } = await import('@resumerank/contract/scoring');
  for (const parsed of [parsedFull, parsedFromOlderEngine, parsedWithNameOnly] as ParsedResume[])
    expect(parsedResume.safeParse(parsed).success).toBe(true);
});
