import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retentionText } from '../src/features/upload/components/retention-note';
import { useAuthStore } from '../src/stores/auth-store';
import { ada, startFakeApi, type Route } from './fake-api';
import { renderAt } from './render-app';

let api: Awaited<ReturnType<typeof startFakeApi>>;
let route: Route;
const saved: { name: string; blob: Blob }[] = [];

beforeEach(async () => {
  saved.length = 0;
  // jsdom has no object URLs: record what would be saved instead.
  let lastBlob: Blob | undefined;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    lastBlob = blob;
    return 'blob:test';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: lastBlob! });
  });
  useAuthStore.setState({ user: ada, token: 'tok', isAuthenticated: true, isLoading: false });
  route = () => undefined;
  api = await startFakeApi((req) => route(req));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await api.close();
});

const config = (days: number) => ({
  status: 200,
  body: {
    app_name: 'ResumeRank',
    access_gate: { enabled: true, marker: '401' },
    payments: { provider: 'local', publishable_key: null },
    ai: { llm_enabled: false },
    resume_file_retention_days: days,
  },
});

// First in the file: the client reads /config once per page load (a module-level cache), so this
// must be the first test whose page asks for it.
describe('the upload section’s retention note', () => {
  it("states the server's retention period", async () => {
    route = (req) => (req.path === '/config' ? config(30) : undefined);
    renderAt('/');
    expect(
      await screen.findByText(
        'We keep your uploaded file for 30 days, then delete it; your scores stay.',
      ),
    ).toBeInTheDocument();
  });

  it('words 0 (kept forever) and a single day', () => {
    expect(retentionText(0)).toBe(
      'We keep your uploaded file until you delete it; your scores stay.',
    );
    expect(retentionText(1)).toBe(
      'We keep your uploaded file for 1 day, then delete it; your scores stay.',
    );
    expect(retentionText(90)).toBe(
      'We keep your uploaded file for 90 days, then delete it; your scores stay.',
    );
  });
});

describe('Download my data', () => {
  it('fetches GET /account/export with the session and saves the ZIP under the server’s name', async () => {
    route = (req) =>
      req.path === '/account/export'
        ? {
            status: 200,
            body: 'PK-zip-bytes',
            headers: {
              'content-type': 'application/zip',
              'content-disposition': 'attachment; filename="ResumeRank_data_2026-05-04.zip"',
            },
          }
        : req.path === '/resumes'
          ? {
              status: 200,
              body: {
                resumes: [
                  {
                    resume_id: 'r1',
                    filename: 'old.pdf',
                    uploaded_at: '2026-01-01T00:00:00Z',
                    overall_score: 71,
                    file_available: false,
                  },
                ],
              },
            }
          : undefined;
    renderAt('/');
    const button = await screen.findByRole('button', { name: 'Download my data' });
    expect(await screen.findByText(/original file deleted, score kept/)).toBeInTheDocument();
    await userEvent.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('ResumeRank_data_2026-05-04.zip');
    expect(saved[0]!.blob.size).toBeGreaterThan(0);
    const call = api.calls.find((c) => c.path === '/account/export');
    expect(call?.method).toBe('GET');
    expect(call?.headers.authorization).toBe('Bearer tok');
    expect(await screen.findByText('Saved ResumeRank_data_2026-05-04.zip.')).toBeInTheDocument();
  });

  it('says so when the export fails, and saves nothing', async () => {
    route = (req) =>
      req.path === '/account/export'
        ? { status: 500, body: { detail: 'Something went wrong on our side. Please try again.' } }
        : req.path === '/resumes'
          ? { status: 200, body: { resumes: [] } }
          : undefined;
    renderAt('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/account/export')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Download my data' })).toBeEnabled();
    expect(saved).toHaveLength(0);
  });
});
