import { formatUsPhone } from '@app/domain/format/us-phone';
import { PROJECT_ROLE_LABELS, type ProjectPerson } from '@app/domain/projects/overview';

/** "Ann Lee" → "AL", for a person's round badge. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/** The project's people with how to reach them (only its people see this). */
export function PeopleList({ people, me }: { people: ProjectPerson[]; me: number | undefined }) {
  return (
    <ul className="divide-y divide-slate-100" aria-label="People">
      {people.map((p) => (
        <li key={p.user_id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800"
          >
            {initials(p.name)}
          </span>
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-slate-900">
              {p.name}
              {p.user_id === me && <span className="font-normal text-slate-500"> (you)</span>}
            </p>
            <p className="text-slate-600">
              {PROJECT_ROLE_LABELS[p.role]}
              {p.company_name && ` · ${p.company_name}`}
            </p>
            <p className="mt-1 flex flex-col gap-0.5 break-all">
              <a href={`mailto:${p.email}`} className="text-brand-700 underline-offset-2 hover:underline">
                {p.email}
              </a>
              {p.phone_number && (
                <a
                  href={`tel:${p.phone_number}`}
                  className="text-brand-700 underline-offset-2 hover:underline"
                >
                  {formatUsPhone(p.phone_number)}
                </a>
              )}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
