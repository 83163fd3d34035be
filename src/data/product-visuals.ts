/**
 * The words inside the product pictures: the home hero's dashboard (HeroVisual.astro) and the frame
 * every picture shares. Module pages describe their own screen in src/data/modules/*.ts (visual).
 * The pictures are decorative (aria-hidden), so this copy is for the eye only.
 */
import type { Copy } from './types.ts';

/** A person in the dashboard's list of newcomers: name, and a short role shown as a pill. */
export interface VisualPerson {
  name: string;
  role: Copy;
}

export interface HeroVisualCopy {
  screen: string;
  stats: readonly [VisualStat, VisualStat];
  chart: {
    label: Copy;
    /** Bar heights, percent of the chart's height, oldest week first. */ bars: readonly number[];
  };
  event: {
    month: string;
    day: string;
    name: Copy;
    detail: string;
    /** Volunteer places taken of those offered, drawn as a bar. */
    slots: { label: string; filled: number; total: number };
  };
  people: readonly VisualPerson[];
}

export interface VisualStat {
  label: Copy;
  value: string;
  change: string;
}

export const HERO_VISUAL: HeroVisualCopy = {
  screen: 'Kindred · Dashboard',
  stats: [
    { label: { faith: 'Members', secular: 'Supporters' }, value: '1,248', change: '+32' },
    {
      label: { faith: 'Giving this month', secular: 'Donations this month' },
      value: '$18,420',
      change: '+12%',
    },
  ],
  chart: {
    label: { faith: 'Weekly giving', secular: 'Weekly donations' },
    bars: [42, 55, 48, 63, 58, 74, 86],
  },
  event: {
    month: 'Sat',
    day: '14',
    name: { faith: 'Youth retreat', secular: 'Food drive' },
    detail: '86 going',
    slots: { label: 'Volunteer slots', filled: 12, total: 14 },
  },
  people: [
    { name: 'Maria Santos', role: 'Volunteer' },
    { name: 'David Chen', role: { faith: 'Member', secular: 'Donor' } },
    { name: 'Amara Okafor', role: 'Event lead' },
  ],
};
