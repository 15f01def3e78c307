import { WHY_JOIN } from '../../../content/marketing/home.ts';
import { CommunityIcon } from './CommunityIcon.tsx';
import { SectionHeading } from './SectionHeading.tsx';

/** 'Why join the community' (spec point 2): six reasons, each a card. */
export function WhyJoin() {
  return (
    <section aria-labelledby="why-join-title">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <SectionHeading
          id="why-join-title"
          title="Why join the community"
          intro="Homeowners, contractors and designers plan, shop and build together in one place."
        />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {WHY_JOIN.map((reason) => (
            <li key={reason.title} className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="flex size-11 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                <CommunityIcon name={reason.icon} />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{reason.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
