/** Band swatches, in the order the bands come; a free band (price 0) is grey: it cannot be picked. */
const BAND_TONES = [
  'border-violet-500 bg-violet-100 text-violet-900 hover:bg-violet-200',
  'border-sky-500 bg-sky-100 text-sky-900 hover:bg-sky-200',
  'border-emerald-500 bg-emerald-100 text-emerald-900 hover:bg-emerald-200',
  'border-amber-500 bg-amber-100 text-amber-900 hover:bg-amber-200',
];
const FREE_TONE = 'border-slate-300 bg-slate-100 text-slate-500';
export const TAKEN_TONE = 'border-slate-300 bg-slate-300 text-slate-600';
export const MINE_TONE = 'border-brand-800 bg-brand-700 text-white';
export const OTHER_TONE = 'border-sun-600 bg-sun-300 text-brand-900';

/** The swatch of the band at `index` (in the map's order), grey when its seats are free. */
export const bandTone = (price: number, index: number) =>
  price > 0 ? (BAND_TONES[index % BAND_TONES.length] ?? '') : FREE_TONE;
