import { templatePreviewUrl } from '@app/domain/room/template-previews';
import { Link } from 'react-router';
import { CoinIcon } from '../../../components/ai/CoinBalance.tsx';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { paths } from '../../../config/paths.ts';

const PROMISES = [
  {
    title: 'Real products',
    text: 'Every pick is a product listed in your pro’s showroom, at the showroom’s price. Nothing imaginary.',
  },
  {
    title: 'Fits your room',
    text: 'Vanities, tubs and runs are checked against your walls, doors and clearances before they are chosen.',
  },
  {
    title: 'Priced exactly',
    text: 'Each design is priced by the exact takeoff — tile by the box with its waste — and stays within your budget.',
  },
  {
    title: 'Explained',
    text: 'Why each product was chosen, the rules it passed, and the runner-up with its price difference.',
  },
] as const;

const STEPS = [
  ['Your room', 'One of our floor plans, or your own measures with doors and windows.'],
  ['Your style and budget', 'Four quick questions, a budget, and anything you want kept or avoided.'],
  [
    'Three designs',
    'Compare them in 3-D, refine one in words, open it in the 3-D room and buy it in one cart.',
  ],
] as const;

const STILLS = [
  { kind: 'bathroom', style: 'Farmhouse' },
  { kind: 'kitchen', style: 'Modern' },
  { kind: 'bathroom', style: 'Coastal' },
] as const;

/** /design-ai without an AI session: what the designer does, the starter coins, sign up or sign in. */
export function AiLanding() {
  return (
    <div className="space-y-12">
      <section className="grid items-center gap-8 overflow-hidden rounded-2xl bg-gradient-to-br from-slate-900 via-slate-800 to-brand-900 p-6 text-white sm:p-10 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">AI 3D Design</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Three designed rooms, made of products you can buy
          </h1>
          <p className="mt-4 text-lg text-slate-200">
            Give us your room, your style and your budget. The AI designer picks real products from your
            showroom that fit, prices each design to the box, and tells you why.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to={paths.designAiSignup} size="lg">
              Sign up free
            </ButtonLink>
            <Link
              to={paths.designAiLogin}
              className={`inline-flex h-12 items-center justify-center rounded-md border border-white/40 px-6 text-base font-semibold text-white hover:bg-white/10 ${focusRing}`}
            >
              Sign in
            </Link>
          </div>
          <p className="mt-4 flex items-center gap-2 text-sm text-amber-200">
            <CoinIcon className="size-5" />
            New accounts start with free coins — enough to design your first room.
          </p>
        </div>
        <div className="grid grid-cols-2 gap-3" aria-hidden="true">
          {STILLS.map((s, i) => (
            <img
              key={`${s.kind}-${s.style}`}
              src={templatePreviewUrl(s)}
              alt=""
              className={`w-full rounded-xl object-cover shadow-lg ring-1 ring-white/10 ${
                i === 0 ? 'col-span-2 aspect-[16/9]' : 'aspect-[4/3]'
              }`}
            />
          ))}
        </div>
      </section>

      <section aria-labelledby="ai-promises">
        <h2 id="ai-promises" className="text-2xl font-semibold text-slate-900">
          Not a mood board: a room you can order
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PROMISES.map((p) => (
            <li key={p.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-slate-900">{p.title}</h3>
              <p className="mt-1.5 text-sm text-slate-600">{p.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="ai-how"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h2 id="ai-how" className="text-2xl font-semibold text-slate-900">
          How it works
        </h2>
        <ol className="mt-5 grid gap-5 md:grid-cols-3">
          {STEPS.map(([title, text], i) => (
            <li key={title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-6 text-sm text-slate-600">
          A design costs coins: they are held while it is made, taken only when it is ready, and returned if
          it fails. Refinements cost less and keep what you did not ask to change.
        </p>
      </section>
    </div>
  );
}
