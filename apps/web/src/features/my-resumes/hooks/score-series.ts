/**
 * The five scores followed over versions, with the colour the chart draws each in. Apart from
 * the chart so that the table and legend can use it without loading the chart library.
 */
export const scoreSeries = [
  { key: 'overall_score', name: 'Overall', color: '#4f46e5' },
  { key: 'impact', name: 'Impact', color: '#059669' },
  { key: 'brevity', name: 'Brevity', color: '#d97706' },
  { key: 'style', name: 'Style', color: '#db2777' },
  { key: 'skills', name: 'Skills', color: '#0891b2' },
] as const;
