import { useCallback, useEffect } from 'react';
import { SESSION } from '../../../config/constants';
import { useAuthStore } from '../../../stores/auth-store';
import { refreshToken } from '../api/refresh-token';
import { emitSessionEvent } from '../lib/session-events';
import { tokenExpiryMs } from '../lib/token-expiry';
import { initialSessionState, useSessionStore } from './session-store';

const ACTIVITY_EVENTS = [
  'mousedown',
  'mousemove',
  'keypress',
  'scroll',
  'touchstart',
  'click',
  'focus',
  'blur',
];

function expire(reason: 'session-expired' | 'idle-timeout'): void {
  if (reason === 'idle-timeout') emitSessionEvent('idle-timeout');
  emitSessionEvent('session-expired');
  useSessionStore.setState(initialSessionState());
  useAuthStore.getState().logout();
}

/** One check of SPEC.md 4's rules; exported for the tests, run every 10 seconds by the hook. */
export function checkSession(now = Date.now()): void {
  const { token } = useAuthStore.getState();
  const state = useSessionStore.getState();
  const expiresAt = tokenExpiryMs(token);
  if (expiresAt === null || expiresAt <= now) return expire('session-expired');
  if (now - state.lastActivity >= SESSION.idleTimeoutMs) return expire('idle-timeout');
  if (
    state.warningShownAt !== null &&
    now - state.warningShownAt >= SESSION.warningBeforeExpiryMs
  ) {
    return expire('session-expired');
  }
  const remaining = expiresAt - now;
  // As specified, this rule cannot fire with the default values: kept for configurations that can.
  if (remaining <= SESSION.autoRefreshThresholdMs && remaining > SESSION.warningBeforeExpiryMs) {
    void extendSession();
    return;
  }
  if (remaining <= SESSION.warningBeforeExpiryMs && !state.sessionWarningShown) {
    useSessionStore.setState({
      sessionWarningShown: true,
      isSessionExpiring: true,
      warningShownAt: now,
    });
    emitSessionEvent('session-warning');
  }
}

/**
 * Extend Session: a fresh token is stored and the warning cleared; no token just closes the
 * dialog; a failure expires the session and logs out.
 */
export async function extendSession(): Promise<void> {
  try {
    const token = await refreshToken();
    if (!token) {
      useSessionStore.setState({ isSessionExpiring: false });
      return;
    }
    useAuthStore.getState().setToken(token);
    useSessionStore.setState({
      sessionWarningShown: false,
      isSessionExpiring: false,
      warningShownAt: null,
      lastActivity: Date.now(),
    });
    emitSessionEvent('session-extended');
  } catch {
    expire('session-expired');
  }
}

/** Watches the signed-in session: token expiry, the warning, idle time (SPEC.md 4). */
export function useSessionMonitor(): void {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const touch = useCallback(() => useSessionStore.setState({ lastActivity: Date.now() }), []);

  useEffect(() => {
    if (!isAuthenticated) {
      useSessionStore.setState(initialSessionState());
      return;
    }
    useSessionStore.setState({ ...initialSessionState(), isActive: true });
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, touch, { passive: true });
    checkSession();
    const timer = window.setInterval(() => checkSession(), SESSION.checkIntervalMs);
    return () => {
      window.clearInterval(timer);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, touch);
      useSessionStore.setState({ isActive: false });
    };
  }, [isAuthenticated, touch]);
}
