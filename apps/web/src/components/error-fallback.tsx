import { Button } from './ui/button';

interface ErrorFallbackProps {
  onRetry: () => void;
}

/** What a render crash shows (SPEC.md 2): the message, Try Again and Refresh Page. */
export function ErrorFallback({ onRetry }: ErrorFallbackProps) {
  return (
    <div role="alert" className="grid min-h-screen place-items-center bg-slate-50 px-4">
      <div className="max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-xl font-semibold text-slate-900">
          Something went wrong. Please refresh the page.
        </h1>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={onRetry}>Try Again</Button>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Refresh Page
          </Button>
        </div>
      </div>
    </div>
  );
}
