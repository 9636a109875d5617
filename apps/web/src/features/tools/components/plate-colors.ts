/**
 * Competition plates (IWF colours): 25 red, 20 blue, 15 yellow, 10 green, 5 white; the change
 * plates repeat the colours, smaller. Heights and widths in millimetres, roughly as made.
 */
export const PLATE_LOOK: Record<string, { fill: string; stroke: string; height: number; width: number }> = {
  '25': { fill: '#c62828', stroke: '#7f1d1d', height: 450, width: 58 },
  '20': { fill: '#1565c0', stroke: '#0d3c75', height: 450, width: 50 },
  '15': { fill: '#f9c80e', stroke: '#8a6d00', height: 450, width: 42 },
  '10': { fill: '#2e7d32', stroke: '#14451a', height: 450, width: 34 },
  '5': { fill: '#f5f5f5', stroke: '#6b7280', height: 230, width: 26 },
  '2.5': { fill: '#c62828', stroke: '#7f1d1d', height: 190, width: 19 },
  '2': { fill: '#1565c0', stroke: '#0d3c75', height: 180, width: 18 },
  '1.5': { fill: '#f9c80e', stroke: '#8a6d00', height: 175, width: 17 },
  '1': { fill: '#2e7d32', stroke: '#14451a', height: 160, width: 15 },
  '0.5': { fill: '#f5f5f5', stroke: '#6b7280', height: 135, width: 12 },
};

export const lookOf = (kg: number) =>
  PLATE_LOOK[String(kg)] ?? { fill: '#9ca3af', stroke: '#4b5563', height: 150, width: 14 };

/** Text on a plate must stay readable: dark on the light plates, white on the rest. */
export const labelColour = (kg: number) =>
  ['15', '5', '1.5', '0.5'].includes(String(kg)) ? '#111827' : '#ffffff';
