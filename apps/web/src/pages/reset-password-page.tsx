/** Route /reset-password/:token (its four views come with the accounts feature). */
export default function ResetPasswordPage() {
  return <main className="min-h-screen bg-slate-50" />;
}
