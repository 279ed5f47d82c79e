import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ResumeSummary } from '@resumerank/contract/resumes';
import { groupByVersion } from '../src/features/my-resumes/hooks/group-by-version';
import { useAuthStore } from '../src/stores/auth-store';
import { ada, startFakeApi } from './fake-api';
import { renderAt } from './render-app';

const resume = (id: string, group: string, day: number, score: number): ResumeSummary => ({
  resume_id: id,
  filename: `${id}.pdf`,
  uploaded_at: `2026-05-0${day}T09:00:00.000Z`,
  overall_score: score,
  file_available: true,
  version_group: group,
});
// Newest first, as GET /resumes answers: two versions of "a" around another resume.
const list = [resume('a2', 'a1', 3, 88), resume('x', 'x', 2, 70), resume('a1', 'a1', 1, 75)];
const version = (r: ResumeSummary) => ({
  ...r,
  impact: r.overall_score,
  brevity: 60,
  style: 90,
  skills: 80,
});

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeEach(async () => {
  useAuthStore.setState({ user: ada, token: 'tok', isAuthenticated: true, isLoading: false });
  api = await startFakeApi((req) => {
    if (req.path === '/resumes') return { status: 200, body: { resumes: list } };
    if (req.path === '/resumes/a2/history')
      return {
        status: 200,
        body: { version_group: 'a1', versions: [version(list[2]!), version(list[0]!)] },
      };
    if (req.path === '/resumes/compare?a=a1&b=a2')
      return {
        status: 200,
        body: {
          a: 'a1',
          b: 'a2',
          now_passing: [{ id: 'impact.weak_phrases', label: 'Duties', measure: 'impact' }],
          now_failing: [],
          lines_added: ['Cut costs by 20%'],
          lines_removed: ['Responsible for costs'],
        },
      };
    return undefined;
  });
});
afterEach(async () => {
  await api.close();
});

describe('groupByVersion', () => {
  it('gathers versions where the newest stands, and keeps a resume without a group alone', () => {
    const { version_group: _, ...old } = resume('old', 'old', 1, 50);
    expect(groupByVersion([...list, old]).map((g) => g.map((r) => r.resume_id))).toEqual([
      ['a2', 'a1'],
      ['x'],
      ['old'],
    ]);
  });
});

describe('My resumes: versions and their history', () => {
  it('groups versions, and opens a history with its scores and the comparison', async () => {
    renderAt('/');
    const group = await screen.findByRole('listitem', { name: 'a2.pdf, 2 versions' });
    expect(within(group).getAllByRole('button', { name: /^Delete/ })).toHaveLength(2);
    expect(api.calls.some((c) => c.path.endsWith('/a2/history'))).toBe(false);

    const toggle = within(group).getByRole('button', { name: 'History' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = await within(group).findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const compare = within(group).getByRole('region', { name: 'Compare versions' });
    const passing = await within(compare).findByRole('region', { name: 'Checks now passing' });
    expect(within(passing).getByText('Duties')).toBeInTheDocument();
    expect(within(compare).getByText('Cut costs by 20%')).toBeInTheDocument();
    expect(within(compare).getByText('Responsible for costs')).toBeInTheDocument();

    // The same version on both sides asks nothing and says so.
    await userEvent.selectOptions(within(compare).getByLabelText('To'), 'a1');
    expect(within(compare).getByText('Pick two different versions to compare.')).toBeVisible();
  });
});
