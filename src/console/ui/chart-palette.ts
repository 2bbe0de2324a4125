/** Colours far enough apart to tell series from each other, each dark enough against white (3:1 or more). */
export const CHART_PALETTE = [
  '#1f4e79',
  '#b2182b',
  '#238b45',
  '#6a3d9a',
  '#8c510a',
  '#c51b7d',
  '#01665e',
  '#525252',
];
