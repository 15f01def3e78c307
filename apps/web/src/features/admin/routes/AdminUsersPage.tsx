// SCAFFOLD(issue 12): replaced by the part that builds this page.
export default function AdminUsersPage() {
  return <h1 className="text-2xl font-semibold">AdminUsersPage</h1>;
}
