import type { ReactNode } from 'react';

interface PageSectionProps {
  id: string;
  title: string;
  description: string;
  children?: ReactNode;
  tone?: 'white' | 'muted';
}

/** A full-width section of the home page with its anchor id, heading and description. */
export function PageSection({
  id,
  title,
  description,
  children,
  tone = 'white',
}: PageSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`px-4 py-16 sm:px-6 sm:py-20 ${tone === 'muted' ? 'bg-slate-50' : 'bg-white'}`}
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id={headingId}
            className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            {title}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{description}</p>
        </div>
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </section>
  );
}
