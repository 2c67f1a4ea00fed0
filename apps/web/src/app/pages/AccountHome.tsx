import AccountHomePage from '../../features/account/components/AccountHomePage';
import { LinkBookingDialog } from '../../features/bookings/components/link/LinkBookingDialog';

/**
 * The account home with the bookings feature's Link Existing Booking modal: a feature imports no
 * other feature, so where two meet on one page the app composes them.
 */
export default function AccountHome() {
  return <AccountHomePage LinkBookingDialog={LinkBookingDialog} />;
}
