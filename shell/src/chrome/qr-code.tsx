import { chakra } from '@puente/shared';
import { encode } from 'uqr';

/** A scannable QR code drawn from its modules (no HTML strings involved). */
export function QrCode({ value, size = 112, label }: { value: string; size?: number; label: string }) {
  const { data } = encode(value, { ecc: 'M', border: 2 });
  const count = data.length;
  const path = data.flatMap((row, y) => row.map((on, x) => (on ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <chakra.svg width={`${size}px`} height={`${size}px`} viewBox={`0 0 ${count} ${count}`} role="img" aria-label={label} bg="white" borderRadius="md" shapeRendering="crispEdges">
      <path d={path} fill="#111" />
    </chakra.svg>
  );
}
