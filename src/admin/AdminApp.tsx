/**
 * The /admin island (client only): the page-load check, then the login form or, past the second
 * factor's gate (./mfa/MfaGate.tsx), the dashboard.
 * Auth rules live in ./auth (pure, unit-tested); this component only picks the screen.
 */
import { useState } from 'react';
import { createSupabaseGateway } from './auth/supabase-gateway.ts';
import { useAdminAuth } from './auth/use-admin-auth.ts';
import Dashboard from './Dashboard.tsx';
import LoginForm from './LoginForm.tsx';
import MfaGate from './mfa/MfaGate.tsx';
import CheckingSession from './ui/CheckingSession.tsx';

export default function AdminApp() {
  const [gateway] = useState(createSupabaseGateway);
  const { state, signIn, signOut } = useAdminAuth(gateway);

  switch (state.status) {
    case 'loading':
      return <CheckingSession />;
    case 'loggedOut':
      return (
        <LoginForm
          error={state.error}
          submitting={state.submitting}
          onSubmit={(email, password) => void signIn(email, password)}
        />
      );
    case 'loggedIn':
      return (
        <MfaGate key={state.user.id} signingOut={state.signingOut} onSignOut={() => void signOut()}>
          <Dashboard user={state.user} signingOut={state.signingOut} onSignOut={() => void signOut()} />
        </MfaGate>
      );
  }
}
