import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileProblem } from '../src/config/files';
import { meterTone } from '../src/features/usage/components/usage-meter';
import { useUploadStore } from '../src/features/upload/hooks/upload-store';
import { useAuthModalStore } from '../src/stores/auth-modal-store';
import { useAuthStore } from '../src/stores/auth-store';
import { ada, startFakeApi, type Route } from './fake-api';
import { renderAt } from './render-app';
import { parsedWithNameOnly } from './score-fixtures';

const check = (id: string, passed: boolean) => ({
  id,
  label: id,
  score: passed ? 100 : 40,
  passed,
  message: `${id} message`,
  evidence: passed ? [] : ['Managed weekly reporting for the sales team'],
});
const measure = (score: number) => ({ score, checks: [check(`c${score}`, score > 70)] });
const results = {
  overall_score: 72,
  breakdown: {
    impact: measure(60),
    brevity: measure(80),
    style: measure(75),
    skills: { ...measure(70), hard_skills: ['SQL'], soft_skills: [] },
  },
  suggestions: [
    'Quantify "Managed weekly reporting for the sales team": how many reports, how much time saved?',
  ],
  parsed: parsedWithNameOnly,
  engine_version: 'test',
};
const usage = (current: number) => ({
  status: 200,
  body: {
    usage_summary: {
      plan_type: 'FREE',
      next_reset: '2026-01-02T00:00:00Z',
      resume_upload: { current, limit: 1, remaining: 1 - current },
      resume_generation: { current: 0, limit: 1, remaining: 1 },
    },
  },
});

/** A fake API that stores an upload as `id`, answers its score as given, and the usual rest. */
function scoringRoute(id: string, scored: ReturnType<Route>): Route {
  return (req) =>
    req.path === '/resumes/upload-resume'
      ? {
          status: 201,
          body: {
            resume_id: id,
            filename: 'ada.txt',
            content_type: 'text/plain',
            size_bytes: 30,
            pages: 1,
            word_count: 3,
          },
        }
      : req.path === `/scoring/score/${id}`
        ? scored
        : req.path === '/usage/usage-info'
          ? usage(1)
          : req.path === '/resumes'
            ? { status: 200, body: { resumes: [] } }
            : undefined;
}

let api: Awaited<ReturnType<typeof startFakeApi>>;
let route: Route;
beforeEach(async () => {
  useAuthStore.setState({ user: null, token: null, isAuthenticated: false, isLoading: false });
  useAuthModalStore.setState({ isOpen: false, mode: 'signup' });
  useUploadStore.getState().reset();
  route = () => undefined;
  api = await startFakeApi((req) => route(req));
});
afterEach(async () => {
  await api.close();
});

const resumeFile = () =>
  new File(['Ada Lovelace\nada@example.com'], 'ada.txt', { type: 'text/plain' });

describe('file checks', () => {
  it("uses the specification's messages", () => {
    expect(fileProblem(new File(['x'], 'photo.gif', { type: 'image/gif' }))).toBe(
      'Invalid file type. Please select: PDF, DOC, DOCX, TXT',
    );
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    expect(fileProblem(big)).toBe('File size must be less than 10MB');
    expect(fileProblem(resumeFile())).toBeNull();
  });

  it('colours meters yellow above 80% and red at the limit', () => {
    expect(meterTone(8, 10)).toBe('normal');
    expect(meterTone(9, 10)).toBe('warning');
    expect(meterTone(10, 10)).toBe('full');
    expect(meterTone(100, -1)).toBe('normal');
  });
});

describe('the upload section', () => {
  it('asks a visitor to sign in and opens the auth modal', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'Choose a file' }));
    expect(
      await screen.findByText('Please sign in to upload and score your resume'),
    ).toBeInTheDocument();
    expect(useAuthModalStore.getState().isOpen).toBe(true);
  });

  it('uploads, scores and shows the result, then analyzes another', async () => {
    route = scoringRoute('r1', { status: 200, body: { resume_id: 'r1', results }, delayMs: 100 });
    useAuthStore.setState({ user: ada, token: 'tok', isAuthenticated: true });
    const user = userEvent.setup();
    renderAt('/');
    await user.upload(screen.getByLabelText('Resume file'), resumeFile());
    expect(screen.getByText('ada.txt')).toBeInTheDocument();
    expect(useUploadStore.getState().status).toBe('idle');
    // The picker's button is gone: the focus moves on to the next step.
    expect(screen.getByRole('button', { name: 'Analyze Resume' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Analyze Resume' }));
    expect(await screen.findByText('Scoring your resume...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Top suggestions' })).toBeInTheDocument();
    expect(screen.getByLabelText('Overall score 72 out of 100')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your resume score' })).toHaveFocus();
    expect(screen.getByText(/Quantify "Managed weekly reporting/)).toBeInTheDocument();
    const upload = api.calls.find((c) => c.path === '/resumes/upload-resume')!;
    expect(upload.headers['content-type']).toMatch(/multipart\/form-data/);
    expect(upload.headers['authorization']).toBe('Bearer tok');
    await user.click(screen.getByRole('button', { name: 'Analyze Another Resume' }));
    expect(screen.getByTestId('drop-zone')).toBeInTheDocument();
  });

  it('sends a pasted job description with the file and shows the match report', async () => {
    const match = {
      match_rate: 64,
      band: 'Partial fit',
      band_reasons: ['You show 1 of the 1 skills the job requires'],
      job_title: 'Data Analyst',
      title: { job_title: 'Data Analyst', resume_title: 'Data Analyst', matched: true },
      skills: [
        {
          name: 'SQL',
          kind: 'hard',
          importance: 'required',
          job_wording: 'SQL',
          found: true,
          how: 'exact',
          resume_wording: 'SQL',
          line: 'Built SQL dashboards for 40 managers',
          section: 'Experience',
        },
        {
          name: 'Power BI',
          kind: 'tool',
          importance: 'preferred',
          job_wording: 'Power BI',
          found: false,
          how: null,
          resume_wording: null,
          line: null,
          section: null,
        },
      ],
      experience: {
        years_asked: 3,
        years_shown: 5,
        seniority_asked: null,
        seniority_shown: null,
        met: true,
      },
      education: { asked: null, shown: null, met: null },
      certifications: { asked: [], shown: [] },
      parts: {
        hard_skills: 100,
        tools: 0,
        soft_skills: null,
        title: 100,
        experience: 100,
        education: null,
        certifications: null,
        field: 100,
      },
      edits: [
        {
          action: 'Add "Power BI" (only if true)',
          where: 'Skills, and under the role where you used it',
          gain: 9,
          only_if_true: true,
        },
      ],
    };
    route = scoringRoute('r2', {
      status: 200,
      body: { resume_id: 'r2', results: { ...results, match } },
    });
    useAuthStore.setState({ user: ada, token: 'tok', isAuthenticated: true });
    const user = userEvent.setup();
    renderAt('/');
    await user.upload(screen.getByLabelText('Resume file'), resumeFile());
    await user.type(
      screen.getByLabelText(/Paste a job description/),
      'Data Analyst. SQL and Power BI.',
    );
    await user.click(screen.getByRole('button', { name: 'Analyze Resume' }));
    const report = await screen.findByRole('region', { name: 'Match report: Data Analyst' });
    expect(within(report).getByText('64')).toBeInTheDocument();
    expect(within(report).getByText('Partial fit')).toBeInTheDocument();
    expect(
      within(report).getByText('You show 1 of the 1 skills the job requires'),
    ).toBeInTheDocument();
    expect(within(report).getByText('Found: SQL')).toBeInTheDocument();
    expect(within(report).getByText('Built SQL dashboards for 40 managers')).toBeInTheDocument();
    expect(within(report).getByText('Missing: Power BI')).toBeInTheDocument();
    expect(within(report).getByText(/Add "Power BI" \(only if true\)/)).toBeInTheDocument();
    const upload = api.calls.find((c) => c.path === '/resumes/upload-resume')!;
    expect(upload.body).toContain('name="job_description"');
    expect(upload.body).toContain('Data Analyst. SQL and Power BI.');
  });

  it('shows the limit message and refreshes the usage meters on a 429', async () => {
    let usageCalls = 0;
    route = (req) => {
      if (req.path === '/usage/usage-info') {
        usageCalls += 1;
        return usage(1);
      }
      if (req.path === '/resumes') return { status: 200, body: { resumes: [] } };
      if (req.path === '/resumes/upload-resume') {
        return {
          status: 429,
          body: {
            detail: {
              feature: 'resume_upload',
              message:
                'Daily upload limit reached. Please try again tomorrow or upgrade your plan.',
              limit: 1,
              reset_at: '2026-01-02T00:00:00Z',
            },
          },
        };
      }
      return undefined;
    };
    useAuthStore.setState({ user: ada, token: 'tok', isAuthenticated: true });
    const user = userEvent.setup();
    renderAt('/');
    const meters = await screen.findByRole('region', { name: "Today's usage" });
    expect(within(meters).getByText('1/1')).toBeInTheDocument();
    expect(meters.querySelector('[data-tone="full"]')).not.toBeNull();
    const before = usageCalls;
    await user.upload(screen.getByLabelText('Resume file'), resumeFile());
    await user.click(screen.getByRole('button', { name: 'Analyze Resume' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Daily upload limit reached');
    await waitFor(() => expect(usageCalls).toBeGreaterThan(before));
    expect(useUploadStore.getState().status).toBe('error');
  });

  it('is reset by logout', () => {
    useUploadStore.getState().choose(resumeFile());
    useAuthStore.getState().setAuth(ada, 'tok');
    useAuthStore.getState().logout();
    expect(useUploadStore.getState().file).toBeNull();
  });
});
