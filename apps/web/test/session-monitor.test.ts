import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkSession, extendSession } from '../src/features/auth/hooks/use-session-monitor';
import { initialSessionState, useSessionStore } from '../src/features/auth/hooks/session-store';
import { useAuthStore } from '../src/stores/auth-store';
import { ada, startFakeApi, tokenExpiringAt, type Route } from './fake-api';

const NOW = Date.parse('2026-03-02T10:00:00Z');
const minutes = (n: number) => n * 60_000;
let events: string[];
const record = (e: Event) => events.push(e.type);
const names = ['session-warning', 'session-expired', 'session-extended', 'idle-timeout'];

function signIn(expiresInMs: number) {
  useAuthStore.setState({
    user: ada,
    token: tokenExpiringAt((NOW + expiresInMs) / 1000),
    isAuthenticated: true,
    isLoading: false,
  });
  useSessionStore.setState({ ...initialSessionState(), isActive: true, lastActivity: NOW });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  events = [];
  for (const n of names) window.addEventListener(n, record);
});
afterEach(() => {
  for (const n of names) window.removeEventListener(n, record);
  vi.useRealTimers();
});

describe('session checks (SPEC.md 4)', () => {
  it('does nothing while the token has more than 5 minutes left', () => {
    signIn(minutes(20));
    checkSession(NOW);
    expect(useSessionStore.getState().sessionWarningShown).toBe(false);
    expect(events).toEqual([]);
  });

  it('warns once when 5 minutes or less remain', () => {
    signIn(minutes(5));
    checkSession(NOW);
    expect(useSessionStore.getState()).toMatchObject({
      sessionWarningShown: true,
      isSessionExpiring: true,
    });
    checkSession(NOW + 10_000);
    expect(events).toEqual(['session-warning']);
  });

  it('expires the session when the warning is still open 5 minutes later', () => {
    signIn(minutes(6));
    checkSession(NOW + minutes(1));
    expect(events).toEqual(['session-warning']);
    useSessionStore.setState({ lastActivity: NOW + minutes(5) });
    checkSession(NOW + minutes(5) + 59_000);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    useAuthStore.setState({ token: tokenExpiringAt((NOW + minutes(30)) / 1000) });
    checkSession(NOW + minutes(6));
    expect(events).toContain('session-expired');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it.each([
    ['expired', () => tokenExpiringAt((NOW - 1000) / 1000)],
    ['absent', () => null],
    ['unparsable', () => 'not.a-token'],
  ])('logs out when the token is %s', (_label, token) => {
    signIn(minutes(30));
    useAuthStore.setState({ token: token() });
    checkSession(NOW);
    expect(events).toEqual(['session-expired']);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, user: null });
  });

  it('times out after 30 minutes without activity', () => {
    signIn(minutes(60));
    checkSession(NOW + minutes(29));
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    checkSession(NOW + minutes(30));
    expect(events).toEqual(['idle-timeout', 'session-expired']);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});

describe('Extend Session', () => {
  let api: Awaited<ReturnType<typeof startFakeApi>> | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });
  async function refreshAnswers(route: Route) {
    vi.useRealTimers();
    api = await startFakeApi(route);
    signIn(minutes(4));
    useSessionStore.setState({
      sessionWarningShown: true,
      isSessionExpiring: true,
      warningShownAt: NOW,
    });
  }

  it('stores the new token and clears the warning', async () => {
    await refreshAnswers(() => ({
      status: 200,
      body: { access_token: 'fresh', token_type: 'bearer' },
    }));
    await extendSession();
    expect(useAuthStore.getState().token).toBe('fresh');
    expect(useSessionStore.getState()).toMatchObject({
      sessionWarningShown: false,
      isSessionExpiring: false,
      warningShownAt: null,
    });
    expect(events).toEqual(['session-extended']);
  });

  it('just closes the dialog when no token comes back', async () => {
    await refreshAnswers(() => ({ status: 200, body: {} }));
    const before = useAuthStore.getState().token;
    await extendSession();
    expect(useAuthStore.getState().token).toBe(before);
    expect(useSessionStore.getState().isSessionExpiring).toBe(false);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('expires the session and logs out when the refresh fails', async () => {
    await refreshAnswers(() => ({ status: 500, body: { detail: 'down' } }));
    await extendSession();
    expect(events).toContain('session-expired');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});
