import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../src/stores/auth-store';
import { useAuthModalStore } from '../src/stores/auth-modal-store';
import { renderAt } from './render-app';

const ada = {
  id: 'u1',
  email: 'ada.401@example.com',
  full_name: 'Ada King Lovelace',
  created_at: '2026-01-01T00:00:00Z',
};

beforeEach(() => {
  useAuthStore.setState({ user: null, token: null, isAuthenticated: false, isLoading: false });
  useAuthModalStore.setState({ isOpen: false, mode: 'signup' });
});

describe('the home page', () => {
  it('has the navigation anchors of the specification', () => {
    renderAt('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    const anchors = Object.fromEntries(links.map((l) => [l.textContent, l.getAttribute('href')]));
    expect(anchors).toMatchObject({
      Home: '#home',
      Upload: '#upload-section',
      'Resume Generator': '#resume-generator',
      Pricing: '#pricing',
    });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('shows the sections in order, the extra ones only to signed-in users', async () => {
    const { container, unmount } = renderAt('/');
    const ids = () => [...container.querySelectorAll('main > section')].map((s) => s.id);
    expect(ids()).toEqual(['home', 'upload-section', 'resume-generator', 'pricing']);
    unmount();
    useAuthStore.setState({ user: ada, token: 't', isAuthenticated: true });
    const signedIn = renderAt('/');
    await screen.findByRole('heading', { name: 'Your Resumes' });
    await screen.findByRole('heading', { name: 'Your Subscription' });
    await screen.findByRole('heading', { name: 'Your Account' });
    expect([...signedIn.container.querySelectorAll('main > section')].map((s) => s.id)).toEqual([
      'home',
      'upload-section',
      'resume-generator',
      'pricing',
      'subscription',
      'my-resumes',
      'account',
    ]);
  });

  it('shows the marketing section and the footer with the current year', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { name: 'Why Choose ResumeRank' })).toBeInTheDocument();
    for (const card of ['AI-Powered Analysis', 'Detailed Scoring', 'Instant Results']) {
      expect(screen.getByRole('heading', { name: card })).toBeInTheDocument();
    }
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} ResumeRank`,
    );
    expect(screen.getByRole('heading', { name: 'Choose Your Plan' })).toBeInTheDocument();
  });

  it('welcomes a signed-in user by the first word of the name, or as User', () => {
    useAuthStore.setState({ user: ada, token: 't', isAuthenticated: true });
    const { unmount } = renderAt('/');
    expect(screen.getByText('Welcome, Ada!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    unmount();
    useAuthStore.setState({ user: { ...ada, full_name: '  ' }, token: 't', isAuthenticated: true });
    renderAt('/');
    expect(screen.getByText('Welcome, User!')).toBeInTheDocument();
  });

  it("'Get Started Free' opens sign-up for a visitor", async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'Get Started Free' }));
    expect(useAuthModalStore.getState()).toMatchObject({ isOpen: true, mode: 'signup' });
  });

  it("'Get Started Free' scrolls a signed-in user to the upload section", async () => {
    useAuthStore.setState({ user: ada, token: 't', isAuthenticated: true });
    renderAt('/');
    const upload = document.getElementById('upload-section')!;
    const scroll = vi.fn();
    upload.scrollIntoView = scroll;
    await userEvent.click(screen.getByRole('button', { name: 'Get Started Free' }));
    expect(scroll).toHaveBeenCalled();
    expect(useAuthModalStore.getState().isOpen).toBe(false);
  });

  it('Sign In and Sign Up open the auth modal in their modes', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(useAuthModalStore.getState()).toMatchObject({ isOpen: true, mode: 'login' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(useAuthModalStore.getState()).toMatchObject({ isOpen: true, mode: 'signup' });
  });
});

describe('routing', () => {
  it('renders nothing for an unknown route', () => {
    const { container } = renderAt('/no/such/page');
    expect(container.textContent).toBe('');
  });
});

describe('pricing', () => {
  it("shows the specification's fallback plans when the plans cannot be loaded", async () => {
    renderAt('/');
    const pricing = document.getElementById('pricing')!;
    expect(pricing).toHaveTextContent('$9.99');
    expect(pricing).toHaveTextContent('$19.99');
    expect(pricing).toHaveTextContent('10 resume uploads a day');
    expect(pricing).toHaveTextContent('50 resume uploads a day');
  });
});
