import type { WhyChooseUs as WhyChooseUsContent } from '@sunward/contracts/home';
import { FeatureIcon } from './FeatureIcon';

/** Why Choose Us (docs/spec/1-shell-search-package.md §2): six features by default, each with its icon. */
export function WhyChooseUs({ content }: { content: WhyChooseUsContent }) {
  return (
    <section aria-labelledby="why-choose" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6">
      <h2 id="why-choose" className="text-2xl font-bold text-brand-800 sm:text-3xl">
        {content.title}
      </h2>
      {content.subtitle && <p className="mt-1 text-slate-600">{content.subtitle}</p>}
      {content.features.length === 0 ? (
        <p className="mt-6 rounded-card bg-white p-6 text-slate-700 ring-1 ring-slate-200">
          Features coming soon...
        </p>
      ) : (
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {content.features.map((f) => (
            <li
              key={f.id}
              className="flex gap-4 rounded-card bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <FeatureIcon name={f.icon} />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{f.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{f.description}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
