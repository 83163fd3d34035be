/** An icon of the site's set for React islands (Icon.astro is the static twin); always decorative. */
import { ICON_PATHS, type IconName } from '../../data/icon-paths.ts';

export interface IconSvgProps {
  name: IconName;
  className?: string;
}

export default function IconSvg({ name, className = 'size-5' }: IconSvgProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
