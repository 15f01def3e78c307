// SCAFFOLD(issue 12): replaced by the part that builds this page.
export default function AdminVerificationsPage() {
  return <h1 className="text-2xl font-semibold">AdminVerificationsPage</h1>;
}
