import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matchRoute } from '../src/app/match-route';
import { Link } from '../src/components/ui/link';
import { navigate } from '../src/lib/navigate';
import { usePathname } from '../src/lib/use-pathname';

function Where() {
  return <p data-testid="where">{usePathname()}</p>;
}

describe('matchRoute', () => {
  it('knows the three app routes and nothing else', () => {
    expect(matchRoute('/')).toEqual({ name: 'home' });
    expect(matchRoute('/billing')).toEqual({ name: 'billing' });
    expect(matchRoute('/billing/')).toEqual({ name: 'billing' });
    expect(matchRoute('/reset-password/abc-123')).toEqual({
      name: 'reset-password',
      token: 'abc-123',
    });
    expect(matchRoute('/reset-password/a%20b')).toEqual({ name: 'reset-password', token: 'a b' });
    expect(matchRoute('/reset-password/%E0%A4%A')).toEqual({
      name: 'reset-password',
      token: '%E0%A4%A',
    });
    expect(matchRoute('/reset-password')).toEqual({ name: 'none' });
    expect(matchRoute('/reset-password/a/b')).toEqual({ name: 'none' });
    expect(matchRoute('/pricing')).toEqual({ name: 'none' });
  });
});

describe('navigate, usePathname and Link', () => {
  it('pushes or replaces history entries and re-renders who reads the path', async () => {
    window.history.replaceState(null, '', '/');
    render(<Where />);
    const start = window.history.length;
    act(() => navigate('/billing'));
    expect(screen.getByTestId('where')).toHaveTextContent('/billing');
    expect(window.history.length).toBe(start + 1);
    act(() => navigate('/', { replace: true }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(window.history.length).toBe(start + 1);

    // Back is a popstate, which the hook follows too.
    act(() => navigate('/reset-password/t'));
    act(() => window.history.back());
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
  });

  it('moves on a plain click and leaves modified clicks to the browser', () => {
    window.history.replaceState(null, '', '/reset-password/x');
    render(
      <>
        <Where />
        <Link to="/">Home</Link>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Home' });
    expect(link).toHaveAttribute('href', '/');
    // A ctrl-click (new tab) is not taken over: it stays on the page.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/reset-password/x');
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });
});
