import { encode } from 'uqr';

/**
 * A QR code as an SVG: one path of dark modules on white, a quiet zone of four modules around it
 * (ISO/IEC 18004), drawn crisp at any size.
 */
export function QrImage({ text, label, className }: { text: string; label: string; className?: string }) {
  const { data, size } = encode(text, { border: 4, ecc: 'M' });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      className={className}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
