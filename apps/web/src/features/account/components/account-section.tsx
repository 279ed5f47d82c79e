import { useState } from 'react';
import { PageSection } from '../../../components/layout/page-section';
import { Button } from '../../../components/ui/button';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The signed-in user's account settings: for now, deleting the account. */
export function AccountSection() {
  const [confirming, setConfirming] = useState(false);
  return (
    <PageSection
      id="account"
      title="Your Account"
      description="Leave whenever you like: deleting your account erases your data and ends any subscription."
      tone="muted"
    >
      <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-4 rounded-2xl border border-rose-200 bg-white p-6 shadow-sm">
        <div>
          <h3 className="font-semibold text-slate-900">Delete account</h3>
          <p className="mt-1 text-sm text-slate-600">
            Erases your resumes, scores, cards and sessions, and cancels your subscription now.
          </p>
        </div>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Delete account
        </Button>
      </div>
      {confirming ? <DeleteAccountDialog onClose={() => setConfirming(false)} /> : null}
    </PageSection>
  );
}
