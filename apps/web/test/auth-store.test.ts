import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onLogout, useAuthStore } from '../src/stores/auth-store';

const ada = { id: 'u1', email: 'a.401@x.io', full_name: 'Ada', created_at: '2026-01-01T00:00:00Z' };

beforeEach(() => {
  useAuthStore.setState({ user: null, token: null, isAuthenticated: false, isLoading: true });
  localStorage.clear();
});

describe('the auth store', () => {
  it('signs in with setAuth and saves only user, token and isAuthenticated', () => {
    useAuthStore.getState().setAuth(ada, 'tok');
    expect(useAuthStore.getState()).toMatchObject({
      user: ada,
      token: 'tok',
      isAuthenticated: true,
    });
    const saved = JSON.parse(localStorage.getItem('auth-storage')!);
    expect(saved.state).toEqual({ user: ada, token: 'tok', isAuthenticated: true });
  });

  it('setUser marks authenticated; setToken only replaces the token', () => {
    useAuthStore.getState().setToken('t1');
    expect(useAuthStore.getState()).toMatchObject({ token: 't1', isAuthenticated: false });
    useAuthStore.getState().setUser(ada);
    expect(useAuthStore.getState()).toMatchObject({
      user: ada,
      token: 't1',
      isAuthenticated: true,
    });
  });

  it('logout clears the session and runs the registered resets', () => {
    const reset = vi.fn();
    const unregister = onLogout(reset);
    useAuthStore.getState().setAuth(ada, 'tok');
    useAuthStore.getState().logout();
    expect(useAuthStore.getState()).toMatchObject({
      user: null,
      token: null,
      isAuthenticated: false,
    });
    expect(reset).toHaveBeenCalledOnce();
    unregister();
    useAuthStore.getState().logout();
    expect(reset).toHaveBeenCalledOnce();
  });

  it('on start-up stays signed in only with both a token and a user', () => {
    useAuthStore.setState({ user: ada, token: 'tok', isAuthenticated: true });
    useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, isLoading: false });

    useAuthStore.setState({ user: null, token: 'tok', isAuthenticated: true, isLoading: true });
    useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({
      user: null,
      token: null,
      isAuthenticated: false,
      isLoading: false,
    });

    useAuthStore.setState({ user: ada, token: null, isAuthenticated: true, isLoading: true });
    useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, isLoading: false });
  });
});
