import { APP_NAME } from '../../config/constants';

/** The footer: the current year and the copyright line. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-white px-4 py-8 sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 text-sm text-slate-600 sm:flex-row">
        <p className="font-semibold text-slate-800">{APP_NAME}</p>
        <p>
          © {year} {APP_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
