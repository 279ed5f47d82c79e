/** A small loading indicator; its label is read to screen readers. */
export function Spinner({
  label = 'Loading',
  className = 'h-5 w-5',
}: {
  label?: string;
  className?: string;
}) {
  return (
    <svg
      role="status"
      aria-label={label}
      viewBox="0 0 24 24"
      className={`animate-spin text-indigo-600 ${className}`}
      fill="none"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
      <path
        d="M22 12a10 10 0 0 0-10-10"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
