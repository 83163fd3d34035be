/** The whole-page "Checking your session…" shown while the admin checks and the second factor's gate run. */
import { AUTH_TEXT } from '../strings.ts';

export default function CheckingSession({ text = AUTH_TEXT.loading }: { text?: string }) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-50">
      <p role="status" className="text-muted">
        {text}
      </p>
    </main>
  );
}
