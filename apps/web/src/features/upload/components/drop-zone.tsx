import { useRef, useState, type DragEvent } from 'react';
import { FILE_ACCEPT } from '../../../config/files';

interface DropZoneProps {
  onFile: (file: File) => void;
  /** Asked before the picker opens; returning false keeps it closed (e.g. for a visitor). */
  canPick?: () => boolean;
  disabled?: boolean;
}

/** Drag a file here or pick one; keyboard users get a real button. */
export function DropZone({ onFile, canPick, disabled }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <div
      data-testid="drop-zone"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={`flex flex-col items-center justify-center rounded-2xl border-2 border-dashed px-6 py-12 text-center transition-colors ${over ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-white'}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-10 w-10 text-indigo-500"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <path
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M12 16V4m0 0-4 4m4-4 4 4M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2"
        />
      </svg>
      <p className="mt-3 text-base font-semibold text-slate-900">Drag and drop your resume here</p>
      <p className="mt-1 text-sm text-slate-600">
        PDF, DOC, DOCX or TXT, or a scan as PNG or JPEG, up to 10 MB
      </p>
      <button
        type="button"
        disabled={disabled}
        onClick={() => {
          if (!canPick || canPick()) input.current?.click();
        }}
        className="mt-4 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-indigo-700 ring-1 ring-inset ring-indigo-300 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        Choose a file
      </button>
      <input
        ref={input}
        type="file"
        accept={FILE_ACCEPT}
        className="sr-only"
        aria-label="Resume file"
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file);
          e.target.value = '';
        }}
      />
    </div>
  );
}
