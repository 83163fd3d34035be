/** The centred card of the screens before the dashboard: sign in, a forgotten password, a mailed link. */
import type { ReactNode } from 'react';

interface Props {
  heading: string;
  intro: ReactNode;
  children: ReactNode;
  /** The second factor's screens hold a QR code: a little wider. */
  wide?: boolean;
}

export default function AuthCard({ heading, intro, children, wide = false }: Props) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-12">
      <div
        className={`w-full ${wide ? 'max-w-md' : 'max-w-sm'} rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8`}
      >
        <h1 className="text-2xl font-bold tracking-tight text-ink">{heading}</h1>
        <p className="mt-2 text-sm text-muted">{intro}</p>
        {children}
      </div>
    </main>
  );
}
