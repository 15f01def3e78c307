import { ShowroomEntry } from '../../../components/showroom/ShowroomEntry.tsx';

/** Showroom shopping without a showroom: what the page is for and the showroom-ID form. */
export function ShowroomGate() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 md:py-20">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Shop your contractor’s showroom</h1>
      <p className="mt-3 text-slate-700">
        Each contractor or designer has a virtual showroom with an 8-character showroom ID. Enter it to browse
        their materials at their prices and add them to your project.
      </p>
      <p className="mt-2 text-sm text-slate-600">
        Don’t have one? Ask your contractor for their showroom ID.
      </p>
      <div className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-2">
        <ShowroomEntry />
      </div>
    </div>
  );
}
