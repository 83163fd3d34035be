/**
 * Above the tabs, only when something is wrong with the email notices of new leads: how many
 * failed and wait for their next try (with the latest error), and how many expired unsent
 * (docs/product.md#lead-notices). Each lead's details say which.
 */
import { useEffect, useState } from 'react';
import { fetchNoticeHealth, type NoticeHealth as Health } from '../../lib/db/lead-desk.ts';
import { NOTICE_HEALTH_TEXT } from './desk-strings.ts';

export default function NoticeHealth({ version }: { version: number }) {
  const [health, setHealth] = useState<Health | null>(null);
  useEffect(() => {
    let current = true;
    void fetchNoticeHealth()
      .catch(() => null)
      .then((next) => {
        if (current) setHealth(next);
      });
    return () => {
      current = false;
    };
  }, [version]);

  const lines = [
    health?.failing ? NOTICE_HEALTH_TEXT.failing(health.failing, health.lastError) : null,
    health?.expired ? NOTICE_HEALTH_TEXT.expired(health.expired) : null,
  ].filter((line) => line !== null);
  return (
    <div role="status">
      {lines.length > 0 && (
        <div className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-ink">
          {lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
    </div>
  );
}
