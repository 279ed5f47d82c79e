import { useId } from 'react';
import { useUploadStore } from '../hooks/upload-store';

/**
 * The optional job description beside the upload: with one, the score comes with a match
 * report against that job. It costs no extra scan.
 */
export function JobDescriptionField({ disabled }: { disabled: boolean }) {
  const jobDescription = useUploadStore((s) => s.jobDescription);
  const set = useUploadStore((s) => s.set);
  const id = useId();
  return (
    <div className="mt-4">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Paste a job description <span className="font-normal text-slate-600">(optional)</span>
      </label>
      <p id={`${id}-help`} className="text-sm text-slate-600">
        Get a match report: the job&apos;s skills found or missing in your resume, and the edits
        that would raise your match rate.
      </p>
      <textarea
        id={id}
        rows={5}
        disabled={disabled}
        value={jobDescription}
        maxLength={50_000}
        aria-describedby={`${id}-help`}
        onChange={(e) => set({ jobDescription: e.target.value })}
        placeholder="Paste the full job posting here"
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-indigo-600 disabled:bg-slate-50"
      />
    </div>
  );
}
