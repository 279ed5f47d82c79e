import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useGeneratorStore } from '../src/features/generator/hooks/generator-store';
import { useAuthStore } from '../src/stores/auth-store';
import { ada, startFakeApi, type Recorded, type Route } from './fake-api';
import { renderAt } from './render-app';
import { fakeAtsCheck, generated } from './generator-fixtures';

const JOB = 'Analyst. SQL, Python, Tableau.';
let api: Awaited<ReturnType<typeof startFakeApi>>;
let route: Route;

beforeEach(async () => {
  useAuthStore.setState({ user: ada, token: 'tok', isAuthenticated: true, isLoading: false });
  useGeneratorStore.getState().clear();
  useGeneratorStore.getState().setResult(generated, JOB);
  route = () => undefined;
  api = await startFakeApi(
    (req) =>
      route(req) ??
      (req.path === '/resume-generator/ats-check'
        ? { status: 200, body: fakeAtsCheck(req.body) }
        : req.path === '/usage/usage-info' || req.path === '/resumes'
          ? { status: 500, body: {} }
          : undefined),
  );
});
afterEach(async () => {
  await api.close();
});

async function openEditor() {
  renderAt('/');
  return screen.findByRole('article', { name: 'Generated resume preview' });
}

const atsCalls = () => api.calls.filter((c) => c.path === '/resume-generator/ats-check');
const sent = (call: Recorded) => JSON.parse(call.body).resume_data;
const achievementsSent = (call: Recorded, role = 0): string[] =>
  sent(call).experience[role].achievements;

describe('the resume editor', () => {
  it('scores the edited resume once typing pauses, for the job it was written for', async () => {
    const user = userEvent.setup();
    const editor = await openEditor();
    const line = within(editor).getByLabelText('Achievement 2 of Analyst at Engines Ltd');
    await user.clear(line);
    await user.type(line, 'Cut costs by 10% with Python scripts');
    // One check for the whole burst of typing, not one per key.
    await waitFor(() => expect(atsCalls()).toHaveLength(1));
    const call = atsCalls()[0]!;
    expect(JSON.parse(call.body).job_description).toBe(JOB);
    expect(achievementsSent(call)[1]).toBe('Cut costs by 10% with Python scripts');
    // The answer replaces the score: SQL, Excel and now Python of nine keywords.
    await screen.findByLabelText('ATS score 33 out of 100');
    expect(screen.getByText('Score of your edited resume.')).toBeInTheDocument();
    expect(atsCalls()).toHaveLength(1);
  });

  it('moves and removes achievements and roles, and the check gets the new order', async () => {
    const user = userEvent.setup();
    const editor = await openEditor();
    await user.click(
      within(editor).getByRole('button', {
        name: 'Move achievement 1 of Analyst at Engines Ltd down',
      }),
    );
    // The focus follows the moved achievement.
    await waitFor(() =>
      expect(
        within(editor).getByRole('button', {
          name: 'Move achievement 2 of Analyst at Engines Ltd down',
        }),
      ).toHaveFocus(),
    );
    await user.click(
      within(editor).getByRole('button', {
        name: 'Remove achievement 3 of Analyst at Engines Ltd',
      }),
    );
    await user.click(within(editor).getByRole('button', { name: 'Move Clerk at Mills & Co up' }));
    await user.click(
      within(editor).getByRole('button', { name: 'Remove Intern at Babbage Works' }),
    );
    await waitFor(() => expect(atsCalls().length).toBeGreaterThan(0));
    const last = sent(atsCalls().at(-1)!);
    expect(last.experience.map((r: { company: string }) => r.company)).toEqual([
      'Mills & Co',
      'Engines Ltd',
    ]);
    expect(last.experience[1].achievements).toEqual([
      'Cut costs by 10%',
      'Built SQL reports for 30 teams',
    ]);
    expect(within(editor).queryByLabelText(/of Intern at Babbage Works/)).toBeNull();
  });

  it('adds a missing keyword to Skills only, when the person says they have it', async () => {
    const user = userEvent.setup();
    const editor = await openEditor();
    await user.click(screen.getByRole('button', { name: 'I have this skill: Tableau' }));
    expect(within(editor).getByLabelText('Skills (separated by commas)')).toHaveValue(
      'SQL, Tableau',
    );
    expect(screen.queryByRole('button', { name: 'I have this skill: Tableau' })).toBeNull();
    await waitFor(() => expect(atsCalls()).toHaveLength(1));
    const body = sent(atsCalls()[0]!);
    expect(body.skills).toEqual(['SQL', 'Tableau']);
    expect(JSON.stringify(body.experience)).not.toContain('Tableau');
    await screen.findByLabelText('ATS score 33 out of 100');
    const missing = screen.getByRole('list', { name: 'Missing keywords' });
    expect(within(missing).queryByText('Tableau')).toBeNull();
  });

  it('keeps typed text printable and sends the skills typed in the box', async () => {
    const user = userEvent.setup();
    const editor = await openEditor();
    const skills = within(editor).getByLabelText('Skills (separated by commas)');
    await user.type(skills, ', Git,');
    expect(skills).toHaveValue('SQL, Git,');
    const name = within(editor).getByLabelText('Full name');
    await user.clear(name);
    await user.click(name);
    await user.paste('Ada\u0007 King');
    expect(name).toHaveValue('Ada King');
    await waitFor(() => expect(atsCalls().length).toBeGreaterThan(0));
    await waitFor(() => {
      const body = sent(atsCalls().at(-1)!);
      expect(body.skills).toEqual(['SQL', 'Git']);
      expect(body.personal_info.name).toBe('Ada King');
    });
    expect(screen.getByRole('heading', { name: 'Ada King' })).toBeInTheDocument();
  });

  it('downloads what the person edited, in every format, and can go back to the generated version', async () => {
    route = (req) =>
      req.path.startsWith('/resume-generator/generate-')
        ? { status: 500, body: { detail: 'Internal error.' } }
        : undefined;
    const user = userEvent.setup();
    const editor = await openEditor();
    const line = within(editor).getByLabelText('Achievement 1 of Clerk at Mills & Co');
    await user.clear(line);
    await user.type(line, 'Kept ledgers for 14 accounts');
    await user.click(
      within(editor).getByRole('button', { name: 'Remove achievement 2 of Clerk at Mills & Co' }),
    );
    for (const [label, path] of [
      ['Download PDF', '/resume-generator/generate-pdf'],
      ['Download DOCX', '/resume-generator/generate-docx'],
      ['Download TXT', '/resume-generator/generate-txt'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: label }));
      await waitFor(() => expect(api.calls.some((c) => c.path === path)).toBe(true));
      const body = JSON.parse(api.calls.find((c) => c.path === path)!.body);
      expect(body.experience[1].achievements, path).toEqual(['Kept ledgers for 14 accounts']);
      expect(body.experience[0].id, path).toBeUndefined();
    }
    expect(
      await screen.findByText('Failed to download text file. Please try again.'),
    ).toBeInTheDocument();

    await user.click(within(editor).getByRole('button', { name: 'Undo all edits' }));
    expect(within(editor).getByLabelText('Achievement 2 of Clerk at Mills & Co')).toHaveValue(
      'Answered supplier queries',
    );
  });
});
