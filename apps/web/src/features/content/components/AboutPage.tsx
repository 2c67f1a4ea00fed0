import { useSiteConfig } from '../../../shared/api/site';
import { PageBody, PageHeader } from '../../../shared/ui/PageHeader';

const timeline = [
  {
    year: '2019',
    title: 'Sunward is born',
    text: 'Two sisters who had spent their careers in travel start Sunward from a spare room in Brighton, with one idea: holidays that are simple to book and honest about price.',
  },
  {
    year: '2020',
    title: 'Standing by our customers',
    text: 'When travel stopped, we refunded every cancelled holiday in full and kept our phone lines open seven days a week.',
  },
  {
    year: '2021',
    title: 'ATOL licence and trust account',
    text: 'We gain our own ATOL licence from the Civil Aviation Authority and place every customer payment for hotel-only stays in an independent trust account.',
  },
  {
    year: '2022',
    title: 'Low deposits for everyone',
    text: 'We introduce deposits from £49 per person with interest-free monthly instalments, so families can spread the cost of their holiday.',
  },
  {
    year: '2023',
    title: 'Over 300,000 properties',
    text: 'Direct contracts and trusted partners bring us to over 300,000 hotels, apartments and resorts across Europe and beyond.',
  },
  {
    year: '2024',
    title: 'Verified reviews',
    text: 'Only customers who have travelled with us can review their holiday, and our 24/7 support team now looks after customers in more than 40 countries.',
  },
];

export default function AboutPage() {
  const site = useSiteConfig();
  return (
    <>
      <PageHeader
        title={`About ${site.brandName}`}
        intro="A family-run UK travel company with more than 25 years of combined experience, making sunshine holidays simple, affordable and protected."
      />
      <PageBody className="grid gap-12 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="our-story">
          <h2 id="our-story" className="text-2xl font-bold text-brand-800">
            Our story
          </h2>
          <ol className="mt-6 border-l-2 border-brand-200">
            {timeline.map((item) => (
              <li key={item.year} className="relative mb-8 pl-8 last:mb-0">
                <span
                  aria-hidden="true"
                  className="absolute -left-[9px] top-1 h-4 w-4 rounded-full border-2 border-white bg-sun-500 ring-2 ring-brand-200"
                />
                <p className="text-sm font-bold text-sun-700">{item.year}</p>
                <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
                <p className="mt-1 text-slate-700">{item.text}</p>
              </li>
            ))}
          </ol>
        </section>
        <aside
          aria-label="Why travel with us"
          className="h-fit rounded-card bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 className="text-lg font-bold text-brand-800">Travel with confidence</h2>
          <ul className="mt-4 space-y-3 text-sm text-slate-700">
            <li>
              <strong>ATOL protected</strong>: flight-inclusive holidays are covered by our licence,{' '}
              {site.atolNumber}.
            </li>
            <li>
              <strong>Trust account</strong>: money for hotel-only stays is held by an independent
              trust account provider until you travel.
            </li>
            <li>
              <strong>Family-run</strong>: you speak to a small UK team who know our hotels.
            </li>
            <li>
              <strong>24/7 support</strong>: call {site.phone} at any hour while you are away.
            </li>
            <li>
              <strong>Deposits from £49pp</strong> and a best price guarantee.
            </li>
          </ul>
        </aside>
      </PageBody>
    </>
  );
}
