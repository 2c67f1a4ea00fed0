import { Link } from 'react-router';
import { buttonClass } from './Button';
import { PageBody, PageHeader } from './PageHeader';

/** A heading, a sentence and the ways on: the frame of screens whose content comes later. */
export function SimplePage({
  title,
  intro,
  links,
}: {
  title: string;
  intro: string;
  links: { to: string; label: string }[];
}) {
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <PageBody>
        <div className="flex flex-wrap gap-3">
          {links.map((l, i) => (
            <Link key={l.to} to={l.to} className={buttonClass(i === 0 ? 'primary' : 'secondary')}>
              {l.label}
            </Link>
          ))}
        </div>
      </PageBody>
    </>
  );
}
