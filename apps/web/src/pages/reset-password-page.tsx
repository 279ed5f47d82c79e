import { ResetPasswordView } from '../features/auth/components/reset-password-view';

/** Route /reset-password/:token. */
export default function ResetPasswordPage({ token }: { token: string }) {
  return <ResetPasswordView token={token} />;
}
