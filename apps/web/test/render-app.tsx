import { render } from '@testing-library/react';
import { AppProviders } from '../src/app/providers';
import { AppRoutes } from '../src/app/app-routes';

/** Renders the real app at a route, with its real providers. */
export function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <AppProviders>
      <AppRoutes />
    </AppProviders>,
  );
}
