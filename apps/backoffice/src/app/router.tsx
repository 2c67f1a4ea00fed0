import { useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { AttentionPage } from '../features/attention/AttentionPage';
import { AuditPage } from '../features/audit/AuditPage';
import { BookingPage } from '../features/booking/BookingPage';
import { BookingsPage } from '../features/bookings/BookingsPage';
import { ChangeRequestPage } from '../features/change-requests/ChangeRequestPage';
import { ChangeRequestsPage } from '../features/change-requests/ChangeRequestsPage';
import { MoneyPage } from '../features/money/MoneyPage';
import { ReviewsPage } from '../features/reviews/ReviewsPage';
import { SignInPage } from '../features/sign-in/SignInPage';
import { StaffPage } from '../features/staff/StaffPage';
import { TouristTaxPage } from '../features/tourist-tax/TouristTaxPage';
import { TouristTaxPlacePage } from '../features/tourist-tax/TouristTaxPlacePage';
import { Desk } from './Desk';
import { NotFoundPage } from './NotFoundPage';

/** The back office's route table, under /admin. Every page but sign-in needs a staff session. */
export const routes = [
  { path: '/sign-in', element: <SignInPage /> },
  {
    element: <Desk />,
    children: [
      { index: true, element: <Navigate to="/bookings" replace /> },
      { path: '/bookings', element: <BookingsPage /> },
      { path: '/bookings/:reference', element: <BookingPage /> },
      { path: '/change-requests', element: <ChangeRequestsPage /> },
      { path: '/change-requests/:id', element: <ChangeRequestPage /> },
      { path: '/staff', element: <StaffPage /> },
      { path: '/audit', element: <AuditPage /> },
      { path: '/money', element: <MoneyPage /> },
      { path: '/attention', element: <AttentionPage /> },
      { path: '/tourist-tax', element: <TouristTaxPage /> },
      { path: '/tourist-tax/:place', element: <TouristTaxPlacePage /> },
      { path: '/reviews', element: <ReviewsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes, { basename: '/admin' }));
  return <RouterProvider router={router} />;
}
