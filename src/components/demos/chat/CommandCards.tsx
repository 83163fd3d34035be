/** The command cards: toggle buttons, the current scenario's pressed; a click plays that one from zero. */
import type { ScenarioId, ScenarioSet } from '../../../data/demos/assistant-chat.ts';
import ModeCopy from '../../ui/ModeCopy.tsx';
import IconSvg from '../../ui/IconSvg.tsx';

export interface CommandCardsProps {
  label: string;
  scenarios: ScenarioSet;
  current: ScenarioId;
  onSelect: (scenarioId: ScenarioId) => void;
}

export default function CommandCards({ label, scenarios, current, onSelect }: CommandCardsProps) {
  return (
    <div className="border-b border-slate-200 p-4 sm:p-5 md:border-r md:border-b-0">
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</p>
      <ul className="mt-3 grid grid-cols-2 gap-2 md:grid-cols-1">
        {scenarios.map((scenario) => {
          const pressed = scenario.id === current;
          return (
            <li key={scenario.id} className="flex">
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onSelect(scenario.id)}
                className={`flex w-full items-center gap-2 rounded-xl border px-3 py-2 text-left text-sm font-medium transition-colors motion-reduce:transition-none ${
                  pressed
                    ? 'border-accent bg-accent-soft text-accent'
                    : 'border-slate-200 bg-white text-ink hover:border-accent hover:text-accent'
                }`}
              >
                <IconSvg name={scenario.icon} className="size-4 shrink-0" />
                <ModeCopy text={scenario.label} />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
