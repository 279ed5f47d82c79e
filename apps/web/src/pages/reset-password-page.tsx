import { ResetPasswordView } from '../features/auth/components/reset-password-view';

/** Route /reset-password/:token. */
export default function ResetPasswordPage() {
  return <ResetPasswordView />;
}
