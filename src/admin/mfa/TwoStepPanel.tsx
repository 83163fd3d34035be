/**
 * Turning two-step sign-in on and off (docs/product.md#admin-second-factor): Set up shows the QR
 * code and the setup key, a first code confirms it; Turn off asks for a fresh code. Loaded on its
 * own (with uqr), only where it is shown: the Account tab and the required-enrolment screen.
 */
import { useEffect, useState } from 'react';
import { buttonClass } from '../../lib/styles/button-styles.ts';
import { showToast } from '../../lib/ui/toast.ts';
import CodeForm from './CodeForm.tsx';
import { codeErrorMessage } from './code-error.ts';
import {
  cancelEnrolment,
  findVerifiedFactor,
  removeFactor,
  startEnrolment,
  verifyCode,
  type Enrolment,
} from './mfa-gateway.ts';
import QrCode from './QrCode.tsx';
import { ENROL_TEXT } from './strings.ts';

type PanelState =
  | { kind: 'loading' }
  | { kind: 'off'; problem: string | null }
  | { kind: 'enrolling'; enrolment: Enrolment }
  | { kind: 'on'; factorId: string };

interface Props {
  /** Called once a new factor is confirmed (the session is aal2 from then on). */
  onEnabled?: () => void;
}

export default function TwoStepPanel({ onEnabled }: Props) {
  const [state, setState] = useState<PanelState>({ kind: 'loading' });
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    let live = true;
    void findVerifiedFactor().then((found) => {
      if (!live) return;
      if (found.ok && found.value) setState({ kind: 'on', factorId: found.value });
      else setState({ kind: 'off', problem: found.ok ? null : ENROL_TEXT.startFailed });
    });
    return () => {
      live = false;
    };
  }, []);

  async function start() {
    setStarting(true);
    const started = await startEnrolment();
    setStarting(false);
    setState(
      started.ok
        ? { kind: 'enrolling', enrolment: started.value }
        : { kind: 'off', problem: ENROL_TEXT.startFailed },
    );
  }

  async function confirm(enrolment: Enrolment, code: string): Promise<string | null> {
    const verified = await verifyCode(enrolment.factorId, code);
    if (!verified.ok) return codeErrorMessage(verified.error);
    setState({ kind: 'on', factorId: enrolment.factorId });
    showToast({ title: ENROL_TEXT.enabledToast, tone: 'success' });
    onEnabled?.();
    return null;
  }

  async function remove(factorId: string, code: string): Promise<string | null> {
    const removed = await removeFactor(factorId, code);
    if (!removed.ok) return codeErrorMessage(removed.error);
    setState({ kind: 'off', problem: null });
    showToast({ title: ENROL_TEXT.removedToast, tone: 'success' });
    return null;
  }

  switch (state.kind) {
    case 'loading':
      return <p className="text-muted">{ENROL_TEXT.loading}</p>;
    case 'off':
      return (
        <div className="flex flex-col items-start gap-3">
          {state.problem && (
            <p role="alert" className="text-sm text-red-700">
              {state.problem}
            </p>
          )}
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => void start()}
            disabled={starting}
            aria-busy={starting}
          >
            {ENROL_TEXT.start}
          </button>
        </div>
      );
    case 'enrolling': {
      const { enrolment } = state;
      return (
        <div className="flex max-w-md flex-col gap-4">
          <p className="text-sm text-ink">{ENROL_TEXT.scan}</p>
          <QrCode value={enrolment.uri} label={ENROL_TEXT.qrLabel} />
          <div>
            <p className="text-sm font-medium text-ink">{ENROL_TEXT.secret}</p>
            <code className="mt-1 block rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all text-ink">
              {enrolment.secret}
            </code>
          </div>
          <CodeForm submitLabel={ENROL_TEXT.confirm} onCode={(code) => confirm(enrolment, code)} />
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => {
              void cancelEnrolment(enrolment.factorId);
              setState({ kind: 'off', problem: null });
            }}
          >
            {ENROL_TEXT.cancel}
          </button>
        </div>
      );
    }
    case 'on': {
      const { factorId } = state;
      return (
        <div className="flex max-w-md flex-col gap-4">
          <p className="text-sm text-ink">{ENROL_TEXT.on}</p>
          <p className="text-sm text-muted">{ENROL_TEXT.removeIntro}</p>
          <CodeForm submitLabel={ENROL_TEXT.remove} onCode={(code) => remove(factorId, code)} />
          <p className="text-xs text-muted">{ENROL_TEXT.lostDevice}</p>
        </div>
      );
    }
  }
}
