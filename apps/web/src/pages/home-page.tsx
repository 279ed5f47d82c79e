import { lazy, Suspense } from 'react';
import { TopNav } from '../components/layout/top-nav';
import { SiteFooter } from '../components/layout/site-footer';
import { HeroSection } from '../features/marketing/components/hero-section';
import { PricingSection } from '../features/pricing/components/pricing-section';
import { UploadSection } from '../features/upload/components/upload-section';
import { UsageMeters } from '../features/usage/components/usage-meters';
import { DownloadDataButton } from '../features/account/components/download-data-button';
import { GeneratorSection } from '../features/generator/components/generator-section';
import { useLogout } from '../features/auth/api/logout';
import { useAuthModalStore } from '../stores/auth-modal-store';
import { useAuthStore } from '../stores/auth-store';
import { useSubscribeModalStore } from '../stores/subscribe-modal-store';

// Forms and their validation load when someone opens the modal, not with the page.
const AuthModal = lazy(() => import('../features/auth/components/auth-modal'));
// Below the fold and only for signed-in users.
const MyResumesSection = lazy(() =>
  import('../features/my-resumes/components/my-resumes-section').then((m) => ({
    default: m.MyResumesSection,
  })),
);

// Billing loads for signed-in users only, and the card form only when someone subscribes.
const SubscriptionPanel = lazy(() =>
  import('../features/billing/components/subscription-panel').then((m) => ({
    default: m.SubscriptionPanel,
  })),
);
const AccountSection = lazy(() =>
  import('../features/account/components/account-section').then((m) => ({
    default: m.AccountSection,
  })),
);
const SubscribeModal = lazy(() => import('../features/billing/components/subscribe-modal'));

/** Route /: the single-page screen, sections in SPEC.md order. */
export function HomePage() {
  const user = useAuthStore((s) => s.user);
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const openAuthModal = useAuthModalStore((s) => s.open);
  const authModalOpen = useAuthModalStore((s) => s.isOpen);
  const subscribing = useSubscribeModalStore((s) => s.plan !== null);
  const logout = useLogout();

  return (
    <>
      <TopNav
        fullName={user?.full_name ?? null}
        isAuthenticated={isAuthenticated}
        onSignIn={() => openAuthModal('login')}
        onSignUp={() => openAuthModal('signup')}
        onSignOut={() => void logout()}
      />
      {/* Focusable from code only: dialogs whose opener is gone return the focus here. */}
      <main tabIndex={-1} className="focus:outline-none">
        <HeroSection />
        <UploadSection meters={isAuthenticated ? <UsageMeters /> : null} />
        <GeneratorSection />
        <PricingSection />
        {isAuthenticated ? (
          <>
            <Suspense fallback={null}>
              <SubscriptionPanel />
            </Suspense>
            <Suspense fallback={null}>
              <MyResumesSection footer={<DownloadDataButton />} />
            </Suspense>
            <Suspense fallback={null}>
              <AccountSection />
            </Suspense>
          </>
        ) : null}
      </main>
      <SiteFooter />
      {authModalOpen && !isAuthenticated ? (
        <Suspense fallback={null}>
          <AuthModal />
        </Suspense>
      ) : null}
      {subscribing && isAuthenticated ? (
        <Suspense fallback={null}>
          <SubscribeModal />
        </Suspense>
      ) : null}
    </>
  );
}
