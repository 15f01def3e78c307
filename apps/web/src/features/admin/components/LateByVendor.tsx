import { BarList } from '../../../components/charts/BarList.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useAdminDashboardCharts } from '../api/dashboard-charts.ts';
import { card } from './console-styles.ts';

/** Which vendors hold the late items, most first: whom to call first. */
export function LateByVendor() {
  const charts = useAdminDashboardCharts();
  const vendors = charts.data?.late_by_vendor;
  return (
    <section aria-labelledby="admin-late-vendors" className={card}>
      <h3 id="admin-late-vendors" className="mb-3 text-sm font-medium text-slate-600">
        Late items by vendor
      </h3>
      {charts.isPending ? (
        <Spinner label="Loading the late items by vendor" />
      ) : charts.isError ? (
        <p role="alert" className="text-sm text-slate-700">
          The late items by vendor could not be loaded.
        </p>
      ) : vendors && vendors.length > 0 ? (
        <BarList
          caption="Late items by vendor"
          valueLabel="Late items"
          rows={vendors.map((v) => ({ key: v.vendor_name, label: v.vendor_name, value: v.items }))}
        />
      ) : (
        <p className="text-sm text-slate-600">No vendor has late items.</p>
      )}
    </section>
  );
}
