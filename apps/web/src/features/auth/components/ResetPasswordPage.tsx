import { Link } from 'react-router';
import { buttonClass } from '../../../shared/ui/Button';
import { PageBody, PageHeader } from '../../../shared/ui/PageHeader';

export default function ResetPasswordPage() {
  return (
    <>
      <PageHeader
        title="Reset your password"
        intro="Choose a new password for your account using the link from your e-mail."
      />
      <PageBody>
        <div className="flex flex-wrap gap-3">
          <Link to="/forgot-password" className={buttonClass('primary')}>
            Request New Link
          </Link>
          <Link to="/login" className={buttonClass('secondary')}>
            Back to sign in
          </Link>
        </div>
      </PageBody>
    </>
  );
}
