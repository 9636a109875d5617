import { lookOf } from './plate-colors';

const VIEW_W = 640;
const VIEW_H = 250;
const MID_Y = VIEW_H / 2;
/** Millimetres to drawing units: a 450 mm plate fills most of the height. */
const MM = 0.5;
const GRIP_END = 440;
const COLLAR_W = 12;
const SLEEVE_START = GRIP_END + COLLAR_W;
const SLEEVE_END = VIEW_W - 8;

/**
 * The barbell as loaded (a shared widget; see docs/product.md, Movements and personal bests):
 * plates from the collar out, heaviest inside, the same on both sides, coloured and sized as
 * competition plates are.
 */
export function Barbell({ perSide, label }: { perSide: number[]; label: string }) {
  const gap = 1;
  const used = perSide.reduce((sum, kg) => sum + lookOf(kg).width * MM + gap, 0);
  // Squeeze the plates when a heavy load runs past the sleeve, rather than off the picture.
  const squeeze = Math.min(1, (SLEEVE_END - SLEEVE_START - 4) / Math.max(used, 1));
  let x = SLEEVE_START + 1;
  const plates = perSide.map((kg, i) => {
    const look = lookOf(kg);
    const w = look.width * MM * squeeze;
    const plate = { kg, x, w, h: look.height * MM, look, key: `${i}-${kg}` };
    x += w + gap * squeeze;
    return plate;
  });
  const side = plates.map((p) => (
    <rect
      key={p.key}
      data-kg={p.kg}
      x={p.x}
      y={MID_Y - p.h / 2}
      width={p.w}
      height={p.h}
      rx={2.5}
      fill={p.look.fill}
      stroke={p.look.stroke}
      strokeWidth={1.5}
    />
  ));

  return (
    <svg viewBox={`0 0 ${VIEW_W} ${VIEW_H}`} role="img" aria-label={label} className="h-auto w-full">
      <title>{label}</title>
      <rect x={VIEW_W - GRIP_END} y={MID_Y - 4} width={2 * GRIP_END - VIEW_W} height={8} fill="#94a3b8" />
      {[0, 1].map((mirror) => (
        <g key={mirror} transform={mirror ? `translate(${VIEW_W} 0) scale(-1 1)` : undefined}>
          <rect x={GRIP_END} y={MID_Y - 20} width={COLLAR_W} height={40} rx={2} fill="#475569" />
          <rect
            x={SLEEVE_START}
            y={MID_Y - 9}
            width={SLEEVE_END - SLEEVE_START}
            height={18}
            rx={3}
            fill="#cbd5e1"
            stroke="#64748b"
          />
          <g data-side={mirror ? 'left' : 'right'}>{side}</g>
        </g>
      ))}
    </svg>
  );
}
