import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { toApiError } from '../../../lib/api-error';
import { useDeleteAccount } from '../api/delete-account';

/** The words the person reads before deleting: what goes, and what stays. */
const GOES = [
  'Your resumes, their files and their scores',
  'Resumes generated for you',
  'Your saved cards',
  'Your subscription, cancelled now with no further charge (no refund for the current period)',
  'Every session, on every device, and any password reset links',
];

/**
 * Confirms an account deletion: says exactly what goes and what stays, and asks for the
 * password again so an unattended session cannot delete the account on its own.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('Enter your password to confirm.');
      return;
    }
    setError(undefined);
    remove.mutate(
      { password },
      {
        onSuccess: onClose,
        // A 401 signs out (the session is over) and closes the dialog with the signed-in area.
        onError: (failure) => setError(toApiError(failure).message),
      },
    );
  };

  return (
    <Modal title="Delete your account?" onClose={onClose} closable={!remove.isPending} size="md">
      <form onSubmit={submit} noValidate className="space-y-4 text-sm text-slate-700">
        <p>This cannot be undone. Deleting your account erases:</p>
        <ul className="list-disc space-y-1 pl-5">
          {GOES.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>
          Records of past payments are kept for accounting, without your name or email address. You
          can sign up again with the same email afterwards, and we email you a confirmation.
        </p>
        <TextField
          label="Your password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error}
          disabled={remove.isPending}
        />
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            Keep my account
          </Button>
          <Button type="submit" variant="danger" disabled={remove.isPending}>
            {remove.isPending ? 'Deleting…' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
