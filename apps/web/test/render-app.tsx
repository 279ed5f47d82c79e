import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../src/app/providers';
import { AppRoutes } from '../src/app/app-routes';

/** Renders the real app at a route, with its real providers. */
export function renderAt(path: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}
