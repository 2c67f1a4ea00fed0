import { hash32 } from '../../lib/prng';

/**
 * Deterministic holiday pictures drawn as SVG (no image host is reachable from here): the same key
 * always gives the same picture. Each key picks a scene (beach, pool, room, view) and a palette.
 */
const skies = [
  ['#7dd3fc', '#e0f2fe'],
  ['#fbbf24', '#fde68a'],
  ['#38bdf8', '#bae6fd'],
  ['#f472b6', '#fde68a'],
  ['#60a5fa', '#dbeafe'],
] as const;
const seas = ['#0e7490', '#0284c7', '#0f766e', '#1d4ed8'] as const;
const walls = ['#fef3c7', '#ffedd5', '#f5f5f4', '#ecfccb', '#e0e7ff'] as const;

function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length];
}

export function hotelImageSvg(key: string): string {
  let seed = key.length;
  for (let i = 0; i < key.length; i++) seed = hash32(seed, key.charCodeAt(i));
  const [skyTop, skyBottom] = pick(skies, seed);
  const sea = pick(seas, seed >>> 3);
  const wall = pick(walls, seed >>> 6);
  const scene = (seed >>> 9) % 4;
  const sunX = 120 + ((seed >>> 11) % 560);
  const hills = Array.from({ length: 3 }, (_, i) => {
    const x = ((seed >>> (i * 5)) % 700) - 50;
    const w = 220 + ((seed >>> (i * 3)) % 200);
    return `<ellipse cx="${x + w / 2}" cy="300" rx="${w / 2}" ry="${60 + ((seed >>> (i * 7)) % 50)}" fill="#15803d" opacity="${0.5 + i * 0.15}"/>`;
  }).join('');
  const building = Array.from({ length: 4 + ((seed >>> 13) % 4) }, (_, i) => {
    const x = 40 + i * 95;
    const height = 90 + ((seed >>> (i + 2)) % 90);
    const windows = Array.from(
      { length: Math.floor(height / 30) },
      (_, r) =>
        `<rect x="${x + 14}" y="${330 - height + 12 + r * 28}" width="52" height="14" rx="2" fill="${sea}" opacity="0.55"/>`,
    ).join('');
    return `<rect x="${x}" y="${330 - height}" width="80" height="${height}" fill="${wall}" stroke="#d6d3d1"/>${windows}`;
  }).join('');
  const scenes = [
    // beach
    `<rect y="260" width="800" height="120" fill="${sea}"/><path d="M0 380 Q400 330 800 380 V500 H0Z" fill="#fde68a"/>${hills}`,
    // pool with hotel
    `${building}<rect y="330" width="800" height="170" fill="#e7e5e4"/><rect x="120" y="360" width="560" height="100" rx="40" fill="#22d3ee"/>`,
    // sea view from a terrace
    `<rect y="250" width="800" height="250" fill="${sea}"/><rect y="400" width="800" height="100" fill="${wall}"/><rect y="380" width="800" height="20" fill="#a8a29e"/>`,
    // bay with hills and town
    `<rect y="290" width="800" height="210" fill="${sea}"/>${hills}${building}`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500" role="img"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs><rect width="800" height="500" fill="url(#s)"/><circle cx="${sunX}" cy="90" r="46" fill="#fef08a" opacity="0.9"/>${pick(scenes, scene)}</svg>`;
}
