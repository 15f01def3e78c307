import { AuthLayout } from '../../../components/layout/AuthLayout.tsx';
import { ProRegisterForm } from '../components/ProRegisterForm.tsx';

/** /register/contractor: a contractor or designer opens a showroom (spec points 1 and 2, issue 11). */
export default function RegisterContractorPage() {
  return (
    <AuthLayout
      wide
      title="Open your pro showroom"
      subtitle="Give your clients a branded showroom of 25,000+ materials at your prices."
    >
      <ProRegisterForm />
    </AuthLayout>
  );
}
