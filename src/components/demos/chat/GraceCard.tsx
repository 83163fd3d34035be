/**
 * What Grace made, shown under her message: the plan, the draft or the list she speaks of. Its
 * rows are a description list; no paragraph inside, so a message stays one bubble of text.
 */
import { ASSISTANT_CHAT_LABELS as LABELS, type ChatCard } from '../../../data/demos/assistant-chat.ts';
import type { IconName } from '../../../data/icon-paths.ts';
import IconSvg from '../../ui/IconSvg.tsx';
import ModeCopy from '../../ui/ModeCopy.tsx';

const KIND_ICON: Record<ChatCard['kind'], IconName> = { plan: 'target', draft: 'pen', list: 'list' };

export default function GraceCard({ card }: { card: ChatCard }) {
  return (
    <div
      data-grace-card={card.kind}
      className="mt-2 w-full rounded-xl border border-slate-200 bg-white px-3 py-2.5 text-sm text-ink shadow-sm sm:max-w-md"
    >
      <span className="flex items-center gap-2">
        <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-md bg-accent-soft text-accent">
          <IconSvg name={KIND_ICON[card.kind]} className="size-3.5" />
        </span>
        <span className="min-w-0">
          <span className="block text-[0.6875rem] leading-4 font-semibold tracking-wide text-muted uppercase">
            {LABELS.cardKinds[card.kind]}
          </span>
          <strong className="block leading-5 font-semibold">
            <ModeCopy text={card.title} />
          </strong>
        </span>
      </span>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-t border-slate-100 pt-2">
        {card.rows.map((row, index) => (
          <div key={index} className="contents">
            <dt className="text-muted">
              <ModeCopy text={row.label} />
            </dt>
            <dd>
              <ModeCopy text={row.text} />
            </dd>
          </div>
        ))}
      </dl>
      {card.footnote && (
        <span className="mt-1.5 block text-xs text-muted">
          <ModeCopy text={card.footnote} />
        </span>
      )}
    </div>
  );
}
