import { useState } from 'react';
import { APP_NAME } from '../../config/constants';
import { Button } from '../ui/button';
import { welcomeText } from './welcome-name';

const LINKS = [
  { label: 'Home', href: '#home' },
  { label: 'Upload', href: '#upload-section' },
  { label: 'Resume Generator', href: '#resume-generator' },
  { label: 'Pricing', href: '#pricing' },
] as const;

export interface TopNavProps {
  /** The signed-in user's full name, or null for a visitor. */
  fullName: string | null;
  isAuthenticated: boolean;
  onSignIn: () => void;
  onSignUp: () => void;
  onSignOut: () => void;
}

/** The fixed top navigation: title, section anchors, and sign-in state. */
export function TopNav({ fullName, isAuthenticated, onSignIn, onSignUp, onSignOut }: TopNavProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  const account = isAuthenticated ? (
    <>
      <span className="text-sm font-medium text-slate-700">{welcomeText(fullName)}</span>
      <Button variant="secondary" size="sm" onClick={onSignOut}>
        Sign Out
      </Button>
    </>
  ) : (
    <>
      <Button variant="ghost" size="sm" onClick={onSignIn}>
        Sign In
      </Button>
      <Button size="sm" onClick={onSignUp}>
        Sign Up
      </Button>
    </>
  );

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6"
      >
        <a href="#home" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <span
            aria-hidden="true"
            className="grid h-8 w-8 place-items-center rounded-lg bg-indigo-600 text-white"
          >
            R
          </span>
          {APP_NAME}
        </a>
        <ul className="hidden items-center gap-1 md:flex">
          {LINKS.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="hidden items-center gap-2 md:flex">{account}</div>
        <button
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </nav>
      {menuOpen ? (
        <div id="mobile-menu" className="border-t border-slate-200 bg-white px-4 pb-4 md:hidden">
          <ul className="flex flex-col py-2">
            {LINKS.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  onClick={close}
                  className="block rounded-md px-3 py-2 text-base font-medium text-slate-700 hover:bg-slate-100"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <div
            className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-3"
            onClick={close}
          >
            {account}
          </div>
        </div>
      ) : null}
    </header>
  );
}
