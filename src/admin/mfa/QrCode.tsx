/**
 * The enrolment's otpauth:// address as a QR code, drawn in the page as SVG from uqr's module
 * matrix (no image from the server, no markup injected): one path of unit squares, with the
 * quiet zone of four modules that scanners expect.
 */
import { encode } from 'uqr';

const QUIET_ZONE_MODULES = 4;

interface Props {
  value: string;
  label: string;
}

/** The dark modules as one path: an `h1v1h-1z` square per module. */
function modulePath(rows: boolean[][]): string {
  const parts: string[] = [];
  rows.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x + QUIET_ZONE_MODULES} ${y + QUIET_ZONE_MODULES}h1v1h-1z`);
    });
  });
  return parts.join('');
}

export default function QrCode({ value, label }: Props) {
  const { data, size } = encode(value, { border: 0 });
  const extent = size + QUIET_ZONE_MODULES * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${extent} ${extent}`}
      width="200"
      height="200"
      shapeRendering="crispEdges"
      className="rounded-lg border border-slate-200"
    >
      <rect width={extent} height={extent} fill="#ffffff" />
      <path d={modulePath(data)} fill="#000000" />
    </svg>
  );
}
