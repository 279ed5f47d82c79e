import { useEffect, useState } from 'react';
import { SESSION } from '../../../config/constants';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useAuthStore } from '../../../stores/auth-store';
import { extendSession, useSessionMonitor } from '../hooks/use-session-monitor';
import { initialSessionState, useSessionStore } from '../hooks/session-store';

function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

function Countdown({ onZero }: { onZero: () => void }) {
  const [left, setLeft] = useState(SESSION.timeoutMinutes * 60);
  useEffect(() => {
    const timer = window.setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left === 0) onZero();
  }, [left, onZero]);
  return (
    // A timer is not a live region: announcing every second would drown out everything else.
    // The dialog's description says what happens; the time is there for whoever looks.
    <p
      role="timer"
      aria-label={`Time left ${formatCountdown(left)}`}
      className="mt-2 text-center text-3xl font-bold tabular-nums text-slate-900"
    >
      {formatCountdown(left)}
    </p>
  );
}

/** Runs the session monitor and shows the expiring dialog with its countdown (SPEC.md 2 and 4). */
export function SessionExpiringModal() {
  useSessionMonitor();
  const open = useSessionStore((s) => s.isSessionExpiring);
  const logout = useAuthStore((s) => s.logout);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const closeDialog = () => useSessionStore.setState({ isSessionExpiring: false });
    const events = ['session-expired', 'session-extended', 'idle-timeout'];
    for (const e of events) window.addEventListener(e, closeDialog);
    return () => {
      for (const e of events) window.removeEventListener(e, closeDialog);
    };
  }, []);

  if (!open) return null;
  const logOutNow = () => {
    useSessionStore.setState(initialSessionState());
    logout();
  };
  return (
    <Modal
      title="Your session is about to expire"
      description="For your security you will be logged out when the timer reaches zero."
      onClose={() => useSessionStore.setState({ isSessionExpiring: false })}
      closable={!busy}
      size="sm"
    >
      <Countdown onZero={logOutNow} />
      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
        <Button
          className="flex-1"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            await extendSession();
            setBusy(false);
          }}
        >
          Extend Session
        </Button>
        <Button variant="secondary" className="flex-1" onClick={logOutNow}>
          Log Out
        </Button>
      </div>
    </Modal>
  );
}
