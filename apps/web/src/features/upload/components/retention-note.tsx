import { usePublicConfig } from '../../../lib/public-config';

/** What the upload says about how long the file is kept (RESUME_FILE_RETENTION_DAYS). */
export function retentionText(days: number): string {
  if (days === 0) return 'We keep your uploaded file until you delete it; your scores stay.';
  const period = days === 1 ? '1 day' : `${days} days`;
  return `We keep your uploaded file for ${period}, then delete it; your scores stay.`;
}

/** The retention sentence under the drop zone, from the server's configured period. */
export function RetentionNote() {
  const { data } = usePublicConfig();
  // Nothing until the server's value is known: a guessed period would be a wrong promise.
  if (!data) return null;
  return (
    <p className="mt-3 text-center text-sm text-slate-600">
      {retentionText(data.resume_file_retention_days)}
    </p>
  );
}
