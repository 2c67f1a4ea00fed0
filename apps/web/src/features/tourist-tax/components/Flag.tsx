import al from 'flag-icons/flags/4x3/al.svg';
import bg from 'flag-icons/flags/4x3/bg.svg';
import cv from 'flag-icons/flags/4x3/cv.svg';
import cy from 'flag-icons/flags/4x3/cy.svg';
import eg from 'flag-icons/flags/4x3/eg.svg';
import es from 'flag-icons/flags/4x3/es.svg';
import fr from 'flag-icons/flags/4x3/fr.svg';
import gm from 'flag-icons/flags/4x3/gm.svg';
import gr from 'flag-icons/flags/4x3/gr.svg';
import hr from 'flag-icons/flags/4x3/hr.svg';
import it from 'flag-icons/flags/4x3/it.svg';
import ma from 'flag-icons/flags/4x3/ma.svg';
import me from 'flag-icons/flags/4x3/me.svg';
import mt from 'flag-icons/flags/4x3/mt.svg';
import pt from 'flag-icons/flags/4x3/pt.svg';
import tn from 'flag-icons/flags/4x3/tn.svg';
import tr from 'flag-icons/flags/4x3/tr.svg';

/** Flag pictures of the countries we sell: emoji flags do not draw on Windows or without an emoji font. */
const pictures: Record<string, string> = {
  AL: al,
  BG: bg,
  CV: cv,
  CY: cy,
  EG: eg,
  ES: es,
  FR: fr,
  GM: gm,
  GR: gr,
  HR: hr,
  IT: it,
  MA: ma,
  ME: me,
  MT: mt,
  PT: pt,
  TN: tn,
  TR: tr,
};

/** A country's flag beside its name (decorative): the picture, or the data's emoji for a country without one. */
export function Flag({
  code,
  emoji,
  className = '',
}: {
  code: string;
  emoji: string;
  className?: string;
}) {
  const src = pictures[code];
  if (!src) {
    return (
      <span aria-hidden="true" className={`text-2xl ${className}`}>
        {emoji}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={32}
      height={24}
      loading="lazy"
      className={`h-6 w-8 shrink-0 rounded-sm object-cover ring-1 ring-slate-200 ${className}`}
    />
  );
}
