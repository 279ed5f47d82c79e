import { create } from 'zustand';

/** The session monitor's state (SPEC.md 3). */
export interface SessionMonitorState {
  isActive: boolean;
  lastActivity: number;
  sessionWarningShown: boolean;
  isSessionExpiring: boolean;
  /** When the warning opened (ms), so it can expire the session 5 minutes later. */
  warningShownAt: number | null;
}

export const initialSessionState = (): SessionMonitorState => ({
  isActive: false,
  lastActivity: Date.now(),
  sessionWarningShown: false,
  isSessionExpiring: false,
  warningShownAt: null,
});

/** Shared by the monitor hook and the expiring dialog. */
export const useSessionStore = create<SessionMonitorState>()(() => initialSessionState());
