/**
 * The /admin island (client only): a mailed link's screens when the page was opened from one
 * (./links), otherwise the page-load check, then the login form (or the forgotten-password form)
 * or, past the second factor's gate (./mfa/MfaGate.tsx), the dashboard.
 * Auth rules live in ./auth (pure, unit-tested); this component only picks the screen.
 */
import { useEffect, useState } from 'react';
import EmailLinkScreen from './links/EmailLinkScreen.tsx';
import { takeEmailLink } from './links/email-link.ts';
import ForgotPasswordForm from './links/ForgotPasswordForm.tsx';
import { createSupabaseGateway } from './auth/supabase-gateway.ts';
import { useAdminAuth } from './auth/use-admin-auth.ts';
import Dashboard from './Dashboard.tsx';
import LoginForm from './LoginForm.tsx';
import MfaGate from './mfa/MfaGate.tsx';
import { readsLeads } from './staff/role-tabs.ts';
import CheckingSession from './ui/CheckingSession.tsx';

export default function AdminApp() {
  const [link, setLink] = useState(takeEmailLink);
  // A link pasted into this tab's address bar changes only the hash: the page does not load again.
  useEffect(() => {
    const follow = () => {
      const next = takeEmailLink();
      if (next) setLink(next);
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  if (link) return <EmailLinkScreen link={link} onDone={() => setLink(null)} />;
  return <SignedInApp />;
}

function SignedInApp() {
  const [gateway] = useState(createSupabaseGateway);
  const { state, signIn, signOut } = useAdminAuth(gateway);
  const [forgot, setForgot] = useState(false);

  switch (state.status) {
    case 'loading':
      return <CheckingSession />;
    case 'loggedOut':
      if (forgot) return <ForgotPasswordForm onBack={() => setForgot(false)} />;
      return (
        <LoginForm
          onForgot={() => setForgot(true)}
          error={state.error}
          submitting={state.submitting}
          onSubmit={(email, password) => void signIn(email, password)}
        />
      );
    case 'loggedIn':
      return (
        <MfaGate
          key={state.user.id}
          readsLeads={readsLeads(state.user.role ?? 'admin')}
          signingOut={state.signingOut}
          onSignOut={() => void signOut()}
        >
          <Dashboard user={state.user} signingOut={state.signingOut} onSignOut={() => void signOut()} />
        </MfaGate>
      );
  }
}
