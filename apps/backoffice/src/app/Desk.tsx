import { staffMay } from '@sunward/contracts/staff-policy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { messageOf } from '../api/client';
import { meKey, meQuery } from '../api/me';
import { signOut } from '../api/sign-out';
import { ROLE_NAMES } from '../lib/role-names';
import { Button, Notice } from '../ui/controls';

const navLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 font-semibold ${isActive ? 'bg-white text-brand-800' : 'text-white hover:bg-brand-800'}`;

/**
 * The desk's frame: who is signed in, what their role lets them open, and sign-out. Nobody signed
 * in (or a session that ended) goes to sign-in, which brings them back to this page afterwards.
 */
export function Desk() {
  const me = useQuery(meQuery());
  const location = useLocation();
  const client = useQueryClient();
  const leave = useMutation({
    mutationFn: signOut,
    onSuccess: () => client.setQueryData(meKey, null),
  });

  if (me.isPending) {
    return (
      <p role="status" className="p-6">
        Loading…
      </p>
    );
  }
  if (me.isError) {
    return (
      <main className="p-6">
        <Notice kind="error">{messageOf(me.error)}</Notice>
      </main>
    );
  }
  if (!me.data) {
    // Signed out on purpose: the next person to sign in starts at the desk, not on this page.
    if (leave.isSuccess) return <Navigate to="/sign-in" replace />;
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/sign-in?next=${encodeURIComponent(back)}`} replace />;
  }
  const staff = me.data;
  return (
    <div className="min-h-screen">
      <header className="bg-brand-700 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <p className="text-lg font-bold">Sunward back office</p>
          <nav aria-label="Back office" className="flex flex-wrap gap-2">
            <NavLink to="/bookings" className={navLink}>
              Bookings
            </NavLink>
            <NavLink to="/change-requests" className={navLink}>
              Change requests
            </NavLink>
            {staffMay(staff.role, 'attention.read') ? (
              <NavLink to="/attention" className={navLink}>
                Needs attention
              </NavLink>
            ) : null}
            {staffMay(staff.role, 'money.read') ? (
              <NavLink to="/money" className={navLink}>
                Money
              </NavLink>
            ) : null}
            {staffMay(staff.role, 'touristTax.read') ? (
              <NavLink to="/tourist-tax" className={navLink}>
                Tourist tax
              </NavLink>
            ) : null}
            {staffMay(staff.role, 'reviews.read') ? (
              <NavLink to="/reviews" className={navLink}>
                Reviews
              </NavLink>
            ) : null}
            {staffMay(staff.role, 'audit.read') ? (
              <NavLink to="/audit" className={navLink}>
                Audit
              </NavLink>
            ) : null}
            {staffMay(staff.role, 'staff.manage') ? (
              <NavLink to="/staff" className={navLink}>
                Staff
              </NavLink>
            ) : null}
          </nav>
          <div className="ml-auto flex items-center gap-3">
            <p className="text-sm">
              {staff.fullName} <span className="text-brand-100">({ROLE_NAMES[staff.role]})</span>
            </p>
            <Button look="secondary" onClick={() => leave.mutate()} disabled={leave.isPending}>
              Sign out
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6">
        {leave.isError ? <Notice kind="error">{messageOf(leave.error)}</Notice> : null}
        <Outlet />
      </main>
    </div>
  );
}
