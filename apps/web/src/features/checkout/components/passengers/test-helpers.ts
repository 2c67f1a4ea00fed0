import type {
  CheckoutView,
  PaymentData,
  PaymentPlansResponse,
  SavedPassenger,
  SavePassengerRequest,
} from '@sunward/contracts/checkout';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { jsonResponse, stubApi } from '../../../../test/render';
import { CHECKOUT_UUID, checkoutViewFixture } from '../../test-fixtures';

/** Test data and a fake checkout server for the passengers page's tests. */

export const USER = {
  id: '0f0b6c1e-8a57-4f3c-9f57-1f2a3b4c5d6e',
  title: 'Ms' as const,
  name: 'Amelia',
  full_name: 'Amelia Hart',
  email: 'amelia@example.co.uk',
  telephone: null,
  created_at: '2026-11-01T10:00:00.000Z',
};

export const authAnswer = {
  user: USER,
  access_token: 'a'.repeat(43),
  token_type: 'Bearer',
  expires_at: '2026-11-21T10:00:00.000Z',
};

export const PREFILL = {
  billing: {
    email: 'amelia@example.co.uk',
    phone: '07700 900123',
    addressLine1: '1 Harbour Row',
    addressLine2: '',
    city: 'Brighton',
    postcode: 'BN1 1AA',
  },
};

export const BILLING = {
  email: 'sam@example.co.uk',
  phone: '+44 1632 960000',
  addressLine1: '22 Acacia Avenue',
  city: 'Leeds',
  postcode: 'LS1 4AP',
};

const names = [
  ['Mr', 'Male', 'Sam', 'Jones', '1985-04-12'],
  ['Mrs', 'Female', 'Ann', 'Jones', '1987-09-03'],
  ['Miss', 'Female', 'Lily', 'Jones', '2019-01-20'],
  // A lap infant, for parties with one.
  ['Miss', 'Female', 'Poppy', 'Jones', '2026-09-14'],
] as const;

/** The fixture party's passengers as the server keeps them. */
export function savedPassenger(index: number): SavedPassenger {
  const [title, gender, firstName, lastName, dateOfBirth] = names[index];
  return {
    index,
    type: index < 2 ? 'Adult' : index < 3 ? 'Child' : 'Infant',
    title,
    gender,
    firstName,
    lastName,
    nationality: 'British',
    dateOfBirth,
    ageOnReturn: index < 2 ? 40 : index < 3 ? 8 : 0,
    requiresAssistance: false,
    assistanceDetails: '',
  };
}

/** A checkout past the extras page, with what the server holds so far. */
export const committedView = (overrides: Partial<CheckoutView> = {}) =>
  checkoutViewFixture({ state: 'extras_committed', ...overrides });

/** Every step done up to the plan. */
export const completedView = (overrides: Partial<CheckoutView> = {}) =>
  committedView({
    state: 'plan_chosen',
    passengers: [0, 1, 2].map(savedPassenger),
    billing: BILLING,
    agreements_accepted: true,
    plan_id: 'monthly',
    ...overrides,
  });

export const PLANS: PaymentPlansResponse = {
  plans: [
    {
      id: 'full',
      name: 'Paid in Full',
      description: 'Pay for your whole holiday today.',
      deposit: 165000,
      payments: 0,
      installment_amount: 0,
      total: 165000,
      schedule: [{ payment_date: '2026-11-21', amount: 165000 }],
    },
    {
      id: 'monthly',
      name: 'Monthly Payments',
      description: 'A deposit today, then monthly payments.',
      deposit: 14700,
      payments: 3,
      installment_amount: 50100,
      total: 165000,
      schedule: [
        { payment_date: '2026-11-21', amount: 14700 },
        { payment_date: '2027-01-12', amount: 50100 },
        { payment_date: '2027-03-12', amount: 50100 },
        { payment_date: '2027-05-12', amount: 50100 },
      ],
    },
  ],
  total: 165000,
  selected_plan_id: null,
};

export const PAYMENT_DATA: PaymentData = {
  merchantId: '100001',
  action: 'SALE',
  type: 1,
  countryCode: 826,
  currencyCode: 826,
  amount: 14700,
  orderRef: 'SW-2611-0001',
  transactionUnique: 'b5a1c8f0-2f7e-4b61-9a9f-6f8e1c2d3e4f',
  adhoc: false,
  gatewayUrl: 'http://localhost:3000/gateway',
};

type Handler = (body: unknown, path: string) => Response | Promise<Response>;

/**
 * A fake checkout server: GET /checkout/{uuid} answers `view` (updated by the saves, as the real
 * one is), the steps answer success; `handlers` ('POST /checkout/billing', …) replace any answer.
 */
export function stubCheckout(initial: CheckoutView, handlers: Record<string, Handler> = {}) {
  let view = initial;
  const answer = (key: string, fallback: Handler): Handler => handlers[key] ?? fallback;
  return stubApi((path, init) => {
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const key = `${method} ${path.split('?')[0] ?? path}`;
    const routes: Record<string, Handler> = {
      [`GET /checkout/${CHECKOUT_UUID}`]: () => jsonResponse(200, view),
      'POST /checkout/passengers': (b) => {
        const req = b as SavePassengerRequest;
        const passenger: SavedPassenger = {
          ...savedPassenger(req.index),
          ...req,
          type:
            req.index < view.party.adults
              ? 'Adult'
              : req.index < view.party.adults + view.party.children
                ? 'Child'
                : 'Infant',
          title: req.title as SavedPassenger['title'],
          gender: req.gender as SavedPassenger['gender'],
          nationality: req.nationality as SavedPassenger['nationality'],
        };
        const passengers = [...view.passengers.filter((p) => p.index !== req.index), passenger];
        const all =
          passengers.length >= view.party.adults + view.party.children + view.party.infants;
        view = { ...view, passengers, state: all ? 'passengers_saved' : view.state };
        return jsonResponse(200, { state: view.state, passenger });
      },
      'POST /checkout/billing': (b) => {
        const billing = (b as { billing: CheckoutView['billing'] }).billing;
        // As the server does: billing alone does not move the state; confirming prices does.
        view = { ...view, billing };
        return jsonResponse(200, { state: view.state, billing });
      },
      'POST /checkout/billing/confirm': () => {
        view = { ...view, state: 'prices_confirmed' };
        return jsonResponse(200, { state: view.state, totals: view.totals });
      },
      'POST /checkout/agreements': () => {
        view = { ...view, state: 'agreements_accepted', agreements_accepted: true };
        return jsonResponse(200, { state: view.state });
      },
      'GET /checkout/plans': () => jsonResponse(200, PLANS),
      'POST /checkout/plan': (b) => {
        const plan = PLANS.plans.find((p) => p.id === (b as { planId: string }).planId);
        view = { ...view, state: 'plan_chosen', plan_id: plan?.id ?? null };
        return jsonResponse(200, { state: view.state, plan });
      },
      [`GET /checkout/${CHECKOUT_UUID}/payment-data`]: () => jsonResponse(200, PAYMENT_DATA),
      'GET /checkout/billing-prefill': () => jsonResponse(200, PREFILL),
      'POST /auth/customer/login': () => jsonResponse(200, authAnswer),
      'POST /auth/customer/register': () => jsonResponse(201, authAnswer),
    };
    const fallback =
      routes[key] ?? (() => jsonResponse(404, { error: { code: 'NOT_FOUND', message: key } }));
    return answer(key, fallback)(body, path);
  });
}

/** A 4xx/5xx answer in the server's error shape. */
export const errorResponse = (
  status: number,
  code: string,
  message: string,
  details?: Record<string, unknown>,
) => jsonResponse(status, { error: { code, message, ...(details ? { details } : {}) } });

export interface PassengerInput {
  title: string;
  gender: string;
  firstName: string;
  lastName: string;
  nationality: string;
  day: string;
  month: string;
  year: string;
}

export const ADULT: PassengerInput = {
  title: 'Mr',
  gender: 'Male',
  firstName: 'Sam',
  lastName: 'Jones',
  nationality: 'British',
  day: '12',
  month: 'April',
  year: '1985',
};

/** The open form of a passenger ('Adult 1 details'). */
export const passengerForm = (label: string) =>
  screen.getByRole('form', { name: `${label} details` });

/** Fills every field of a passenger form. */
export async function fillPassenger(user: UserEvent, form: HTMLElement, input: PassengerInput) {
  const f = within(form);
  await user.selectOptions(f.getByLabelText('Title'), input.title);
  await user.selectOptions(f.getByLabelText('Gender'), input.gender);
  await user.type(f.getByLabelText('First name'), input.firstName);
  await user.type(f.getByLabelText('Last name'), input.lastName);
  await user.selectOptions(f.getByLabelText('Nationality'), input.nationality);
  await user.selectOptions(f.getByLabelText('Day'), input.day);
  await user.selectOptions(f.getByLabelText('Month'), input.month);
  await user.selectOptions(f.getByLabelText('Year'), input.year);
}

/** Fills the billing form. */
export async function fillBilling(user: UserEvent, values: Partial<typeof BILLING> = BILLING) {
  const f = within(screen.getByRole('form', { name: 'Billing details' }));
  const labels: Record<keyof typeof BILLING, string> = {
    email: 'Email address',
    phone: 'Telephone',
    addressLine1: 'Address line 1',
    city: 'Town/City',
    postcode: 'Postcode',
  };
  for (const [field, value] of Object.entries(values)) {
    const input = f.getByLabelText(labels[field as keyof typeof BILLING], { exact: false });
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}
