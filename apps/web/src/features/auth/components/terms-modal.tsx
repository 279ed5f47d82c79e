import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

interface TermsModalProps {
  onAccept: () => void;
  onDecline: () => void;
}

/** The terms and conditions, with Decline and Accept (SPEC.md 2 and 9). */
export function TermsModal({ onAccept, onDecline }: TermsModalProps) {
  return (
    <Modal title="Terms and Conditions" onClose={onDecline} size="lg">
      <div className="space-y-3 text-sm leading-6 text-slate-700">
        <p>By creating a ResumeRank account you agree to these terms.</p>
        <p>
          <strong>Eligibility.</strong> You must be at least 18 years old to use ResumeRank.
        </p>
        <p>
          <strong>Your content.</strong> You keep the rights to the resumes you upload. We use them
          only to score them and to write the resumes you ask for, and you can delete them at any
          time.
        </p>
        <p>
          <strong>Plans and payment.</strong> Paid plans renew monthly until cancelled. All fees are
          non-refundable, including for partial months; a cancellation takes effect at the end of
          the period already paid.
        </p>
        <p>
          <strong>No guarantee.</strong> Scores and generated resumes are advice; we cannot promise
          any hiring outcome.
        </p>
      </div>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onDecline}>
          Decline
        </Button>
        <Button onClick={onAccept}>Accept</Button>
      </div>
    </Modal>
  );
}
