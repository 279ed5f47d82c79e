import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs: the buttons are disabled and the dialog stays open. */
  busy?: boolean;
  tone?: 'primary' | 'danger';
}

/** Asks before an action that costs money or changes a plan. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Go back',
  onConfirm,
  onCancel,
  busy = false,
  tone = 'primary',
}: ConfirmDialogProps) {
  return (
    <Modal title={title} onClose={onCancel} closable={!busy} size="sm">
      <div className="text-sm text-slate-700">{children}</div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant={tone} onClick={onConfirm} disabled={busy}>
          {busy ? 'Please wait…' : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
