import type { ReactNode } from 'react';

/** The heading of one part of the resume in the editor ('Experience', 'Skills'). */
export function EditorHeading({ children }: { children: ReactNode }) {
  return (
    <h4 className="mt-6 mb-2 text-xs font-bold uppercase tracking-wide text-slate-500">
      {children}
    </h4>
  );
}
