import { SUCCESS_STORIES } from '../../../content/marketing/home.ts';
import { SectionHeading } from './SectionHeading.tsx';

/** 'Client Success Story' (spec point 2): three clients in their own words. */
export function SuccessStories() {
  return (
    <section aria-labelledby="stories-title" className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <SectionHeading
          id="stories-title"
          title="Client Success Story"
          intro="Homeowners and pros on remodelling with a virtual showroom."
        />
        <ul className="mt-8 grid gap-4 lg:grid-cols-3">
          {SUCCESS_STORIES.map((story) => (
            <li key={story.name}>
              <figure className="flex h-full flex-col rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 32 24"
                  className="h-6 w-8 text-brand-600"
                  fill="currentColor"
                >
                  <path d="M0 24V14C0 6 4 1.5 12 0l1.5 3C9 4.5 7 7.3 7 11h5v13H0Zm19 0V14c0-8 4-12.5 12-14l1 3c-4.5 1.5-6.5 4.3-6.5 8h5v13H19Z" />
                </svg>
                <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
                  <p>{story.quote}</p>
                </blockquote>
                <figcaption className="mt-5 border-t border-slate-100 pt-4">
                  <span className="block font-semibold text-slate-900">
                    {story.name}, {story.city}
                  </span>
                  <span className="block text-sm text-slate-600">{story.project}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
