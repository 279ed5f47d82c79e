import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useGeneratorStore } from '../src/features/generator/hooks/generator-store';
import { generationErrorMessage } from '../src/features/generator/hooks/generator-messages';
import { ApiError } from '../src/lib/api-error';
import { useAuthModalStore } from '../src/stores/auth-modal-store';
import { useAuthStore } from '../src/stores/auth-store';
import { ada, startFakeApi, type Route } from './fake-api';
import { renderAt } from './render-app';
import { generated } from './generator-fixtures';

const resumeData = generated;

let api: Awaited<ReturnType<typeof startFakeApi>>;
let route: Route;
beforeEach(async () => {
  useAuthStore.setState({ user: null, token: null, isAuthenticated: false, isLoading: false });
  useAuthModalStore.setState({ isOpen: false, mode: 'signup' });
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

function section() {
  return within(document.getElementById('resume-generator')!);
}

describe('the resume generator', () => {
  it('asks a visitor to sign in', async () => {
    renderAt('/');
    await userEvent.click(section().getByRole('button', { name: 'Generate Resume' }));
    expect(await screen.findByText('Please sign in to generate resumes')).toBeInTheDocument();
  });

  it('needs a job description', async () => {
    useAuthStore.setState({ user: ada, token: 'tok', isAuthenticated: true });
    renderAt('/');
    await userEvent.click(section().getByRole('button', { name: 'Generate Resume' }));
    expect(await screen.findByText('Please enter a job description')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/resume-generator/generate')).toBe(false);
  });

  it('shows the whole resume to edit, eight keywords and the ATS score; Clear empties it', async () => {
    route = (req) =>
      req.path === '/resume-generator/generate'
        ? { status: 200, body: { status: 'success', message: 'ok', resume_data: resumeData } }
        : undefined;
    useAuthStore.setState({ user: ada, token: 'tok', isAuthenticated: true });
    const user = userEvent.setup();
    renderAt('/');
    await user.type(section().getByLabelText('Job description'), 'Analyst. SQL required.');
    await user.click(section().getByRole('button', { name: 'Generate Resume' }));
    const preview = await screen.findByRole('article', { name: 'Generated resume preview' });
    // Every role and every achievement, not two of each.
    for (const role of resumeData.experience) {
      const name = `${role.title} at ${role.company}`;
      expect(within(preview).getByLabelText(`Title of ${name}`)).toHaveValue(role.title);
      role.achievements.forEach((text, i) =>
        expect(within(preview).getByLabelText(`Achievement ${i + 1} of ${name}`)).toHaveValue(text),
      );
    }
    expect(within(preview).getByLabelText('Full name')).toHaveValue('Ada Lovelace');
    expect(within(preview).getByLabelText('Summary')).toHaveValue(resumeData.professional_summary);
    expect(within(preview).getByLabelText('Degree at University of London')).toHaveValue(
      'B.A. Mathematics',
    );
    expect(within(preview).getByLabelText('Lines of Certifications (one per line)')).toHaveValue(
      'Certified Analyst, 2020',
    );
    expect(within(preview).getByLabelText('Skills (separated by commas)')).toHaveValue('SQL');
    expect(
      within(screen.getByRole('list', { name: 'Keywords' })).getAllByRole('listitem'),
    ).toHaveLength(8);
    expect(screen.getByLabelText('ATS score 77 out of 100')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I have this skill: Python' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I have this skill: Tableau' })).toBeInTheDocument();
    // Traits the job stresses: shown once, as soft skills, with the line that shows each.
    const soft = within(screen.getByRole('list', { name: 'Soft skills' })).getAllByRole('listitem');
    expect(soft.map((li) => li.textContent)).toEqual([
      'CommunicationShown by: “Presented findings to 3 teams”',
      'InitiativeNot shown yet: show it in an achievement, only if true.',
    ]);
    expect(screen.queryByRole('button', { name: 'I have this skill: Initiative' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'What we changed and why' })).toBeInTheDocument();
    expect(
      screen.getByText('A rewording changed a number, so your own words were kept.'),
    ).toBeInTheDocument();
    // The audit's notices, in the editor's words: what was kept as written, what was left out.
    expect(
      within(screen.getByRole('list', { name: 'Notices' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1 line was kept as you wrote it.', '1 line was left out: “Forecasting”.']);
    const call = api.calls.find((c) => c.path === '/resume-generator/generate')!;
    expect(call.headers['content-type']).toMatch(/multipart\/form-data/);
    expect(call.body).toContain('Analyst. SQL required.');
    expect(call.body).not.toContain('name="facts"');
    await user.click(section().getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('article', { name: 'Generated resume preview' })).toBeNull();
    expect(section().getByLabelText('Job description')).toHaveValue('');
  });

  it('explains that PDF export needs a paid plan', async () => {
    route = (req) =>
      req.path === '/resume-generator/generate-pdf'
        ? {
            status: 403,
            body: {
              detail:
                'PDF export is part of the Standard and Platinum plans. Upgrade your plan to download your resume as a PDF.',
            },
          }
        : undefined;
    useAuthStore.setState({ user: ada, token: 'tok', isAuthenticated: true });
    useGeneratorStore.getState().setResult(resumeData as never);
    renderAt('/');
    await userEvent.click(await section().findByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(
        section()
          .getAllByRole('status')
          .some((s) => s.textContent?.includes('Standard and Platinum plans')),
      ).toBe(true),
    );
  });

  it('downloads the Word document and names a failed download', async () => {
    route = (req) =>
      req.path === '/resume-generator/generate-pdf'
        ? { status: 500, body: { detail: 'Internal error.' } }
        : req.path === '/resume-generator/generate-docx'
          ? { status: 500, body: { detail: 'Internal error.' } }
          : undefined;
    useAuthStore.setState({ user: ada, token: 'tok', isAuthenticated: true });
    useGeneratorStore.getState().setResult(resumeData as never);
    renderAt('/');
    await userEvent.click(await section().findByRole('button', { name: 'Download DOCX' }));
    expect(
      await screen.findByText('Failed to download Word document. Please try again.'),
    ).toBeInTheDocument();
    const call = api.calls.find((c) => c.path === '/resume-generator/generate-docx')!;
    expect(JSON.parse(call.body).personal_info.name).toBe(resumeData.personal_info.name);
    await userEvent.click(section().getByRole('button', { name: 'Download PDF' }));
    expect(
      await screen.findByText('Failed to download PDF. Please try again.'),
    ).toBeInTheDocument();
  });

  it('maps failures to the toasts of the specification', () => {
    expect(generationErrorMessage(new ApiError('HTTP_503', 'x', 503))).toBe(
      'AI resume generation is currently unavailable. Please try again later.',
    );
    expect(generationErrorMessage(new ApiError('RATE_LIMITED', 'x', 429))).toBe(
      'Daily generation limit reached. Please try again tomorrow or upgrade your plan.',
    );
    expect(generationErrorMessage(new ApiError('SERVER_ERROR', 'x', 500))).toBe(
      'Failed to generate resume. Please try again.',
    );
    expect(
      generationErrorMessage(
        new ApiError('VALIDATION_ERROR', 'x', 422, 'Please enter a job description'),
      ),
    ).toBe('Please enter a job description');
  });
});
