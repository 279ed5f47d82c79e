import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FACTS_NEEDED } from '@resumerank/contract/generator-facts';
import { useGeneratorStore } from '../src/features/generator/hooks/generator-store';
import { useAuthStore } from '../src/stores/auth-store';
import { ada, startFakeApi, type Route } from './fake-api';
import { renderAt } from './render-app';
import { generated } from './generator-fixtures';

let api: Awaited<ReturnType<typeof startFakeApi>>;
let route: Route;

beforeEach(async () => {
  useAuthStore.setState({ user: ada, token: 'tok', isAuthenticated: true, isLoading: false });
  useGeneratorStore.getState().clear();
  route = () => undefined;
  api = await startFakeApi(
    (req) =>
      route(req) ??
      (req.path === '/usage/usage-info' || req.path === '/resumes'
        ? { status: 500, body: {} }
        : undefined),
  );
});
afterEach(async () => {
  await api.close();
});

const section = () => within(document.getElementById('resume-generator')!);
const generateCalls = () => api.calls.filter((c) => c.path === '/resume-generator/generate');

/** The value of one text field of a multipart body. */
function formField(body: string, name: string): string | null {
  const match = new RegExp(`name="${name}"\\r\\n\\r\\n([\\s\\S]*?)\\r\\n--`).exec(body);
  return match ? match[1]! : null;
}

describe('the details form, for a person without a resume file', () => {
  it('opens when the server has nothing to write from, with its words', async () => {
    route = (req) =>
      req.path === '/resume-generator/generate'
        ? {
            status: 422,
            body: {
              detail: FACTS_NEEDED,
              errors: [{ field: 'facts', message: FACTS_NEEDED }],
            },
          }
        : undefined;
    const user = userEvent.setup();
    renderAt('/');
    await user.type(section().getByLabelText('Job description'), 'Analyst. SQL.');
    await user.click(section().getByRole('button', { name: 'Generate Resume' }));
    const form = await section().findByRole('group', { name: 'Your details' });
    expect(within(form).getByRole('alert')).toHaveTextContent(FACTS_NEEDED);
    // Opened for them: their first field has the focus, prefilled from their account.
    expect(within(form).getByLabelText('Your full name')).toHaveFocus();
    expect(within(form).getByLabelText('Your full name')).toHaveValue('Ada Lovelace');
    expect(within(form).getByLabelText('Your email')).toHaveValue(ada.email);
    expect(section().getByRole('button', { name: 'Hide the details form' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('checks the details before sending, then sends them as facts', async () => {
    route = (req) =>
      req.path === '/resume-generator/generate'
        ? { status: 200, body: { status: 'success', message: 'ok', resume_data: generated } }
        : undefined;
    const user = userEvent.setup();
    renderAt('/');
    await user.type(section().getByLabelText('Job description'), 'Analyst. SQL.');
    await user.click(
      section().getByRole('button', { name: 'No resume file? Fill in your details' }),
    );
    const form = await section().findByRole('group', { name: 'Your details' });
    await user.type(within(form).getByLabelText('Started (role 1)'), 'last spring');
    await user.click(section().getByRole('button', { name: 'Generate Resume' }));
    expect(await within(form).findByText('Please enter the job title')).toBeInTheDocument();
    expect(
      within(form).getByText('Write when you started as Month Year, for example Jan 2020'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Job title (role 1)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(generateCalls()).toHaveLength(0);

    await user.type(within(form).getByLabelText('Job title (role 1)'), 'Analyst');
    await user.type(within(form).getByLabelText('Company (role 1)'), 'Engines Ltd');
    await user.clear(within(form).getByLabelText('Started (role 1)'));
    await user.type(within(form).getByLabelText('Started (role 1)'), 'Jan 2019');
    await user.type(
      within(form).getByLabelText('Achievements (role 1)'),
      'Built SQL reports for 30 teams{enter}{enter}Cut costs by 10%',
    );
    await user.click(within(form).getByRole('button', { name: 'Add another role' }));
    await user.type(within(form).getByLabelText('Job title (role 2)'), 'Clerk');
    await user.type(within(form).getByLabelText('Company (role 2)'), 'Mills & Co');
    await user.type(within(form).getByLabelText('Started (role 2)'), '2017');
    await user.type(within(form).getByLabelText(/^Left \(role 2/), '2018');
    await user.type(within(form).getByLabelText('Achievements (role 2)'), 'Kept ledgers');
    await user.type(within(form).getByLabelText('Skills (optional)'), 'SQL, Excel');
    await user.click(section().getByRole('button', { name: 'Generate Resume' }));

    await screen.findByRole('article', { name: 'Generated resume preview' });
    expect(generateCalls()).toHaveLength(1);
    const facts = JSON.parse(formField(generateCalls()[0]!.body, 'facts')!);
    expect(facts).toEqual({
      name: 'Ada Lovelace',
      email: ada.email,
      phone: '',
      location: '',
      roles: [
        {
          title: 'Analyst',
          company: 'Engines Ltd',
          start: 'Jan 2019',
          end: '',
          achievements: ['Built SQL reports for 30 teams', 'Cut costs by 10%'],
        },
        {
          title: 'Clerk',
          company: 'Mills & Co',
          start: '2017',
          end: '2018',
          achievements: ['Kept ledgers'],
        },
      ],
      education: [],
      skills: ['SQL', 'Excel'],
    });
  });

  it('is not offered, nor sent, once a file is attached', async () => {
    route = (req) =>
      req.path === '/resume-generator/generate'
        ? { status: 200, body: { status: 'success', message: 'ok', resume_data: generated } }
        : undefined;
    const user = userEvent.setup();
    renderAt('/');
    await user.type(section().getByLabelText('Job description'), 'Analyst. SQL.');
    await user.click(
      section().getByRole('button', { name: 'No resume file? Fill in your details' }),
    );
    await section().findByRole('group', { name: 'Your details' });
    await user.upload(
      section().getByLabelText('Your resume (optional)'),
      new File(['Ada Lovelace\nada@example.com'], 'ada.txt', { type: 'text/plain' }),
    );
    expect(section().queryByRole('group', { name: 'Your details' })).toBeNull();
    await user.click(section().getByRole('button', { name: 'Generate Resume' }));
    await waitFor(() => expect(generateCalls()).toHaveLength(1));
    expect(formField(generateCalls()[0]!.body, 'facts')).toBeNull();
    expect(generateCalls()[0]!.body).toContain('name="existing_resume"');
  });
});
