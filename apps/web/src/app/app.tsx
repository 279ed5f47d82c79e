import { AppProviders } from './providers';
import { AppRoutes } from './app-routes';
import { SessionExpiringModal } from '../features/auth/components/session-expiring-modal';

/** The whole web app. */
export function App() {
  return (
    <AppProviders>
      <AppRoutes />
      <SessionExpiringModal />
    </AppProviders>
  );
}
