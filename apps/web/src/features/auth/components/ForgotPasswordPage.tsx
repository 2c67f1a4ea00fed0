import { Link } from 'react-router';
import { buttonClass } from '../../../shared/ui/Button';
import { PageBody, PageHeader } from '../../../shared/ui/PageHeader';

export default function ForgotPasswordPage() {
  return (
    <>
      <PageHeader
        title="Forgot your password?"
        intro="Enter the e-mail address of your account and we will send you a link to reset your password."
      />
      <PageBody>
        <div className="flex flex-wrap gap-3">
          <Link to="/login" className={buttonClass('primary')}>
            Back to sign in
          </Link>
          <Link to="/contact-us" className={buttonClass('secondary')}>
            Contact us
          </Link>
        </div>
      </PageBody>
    </>
  );
}
